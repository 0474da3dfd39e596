import Foundation

/// Builds a view from the statements of a closure: a block of views, `if`,
/// `if let`, `if`/`else`, `switch` and availability checks.
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty block: nothing.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// A block of views, in order.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// A view written as a statement.
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An `if` without `else`: the view, or nothing.
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else`: the view, or nothing.
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A view behind an availability check, its type erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, as a block builds them; each keeps its place as its identity.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    /// Appends the nodes of each view of a value, made where the views'
    /// types are known (so that no view is copied into an existential box).
    /// The initialiser that makes it is inlinable: the closure is then made
    /// in the app's module, specialised for the block's views.
    @usableFromInline let appendElements: @MainActor (T, inout [LayoutNode], BuildContext) -> Void
    /// Whether each view of a value is unchanged since the view at its place
    /// in another (see `View._isUnchanged`), compared where their types are known.
    @usableFromInline let elementsUnchanged: @MainActor (T, T) -> Bool

    /// The views of a block.
    @inlinable public init<each Element: View>(_ element: repeat each Element) where T == (repeat each Element) {
        value = (repeat each element)
        appendElements = { value, nodes, context in
            var index = 0
            // Each element is passed as it is in the tuple (a loop over the pack would copy it).
            @MainActor func append<Child: View>(_ element: Child) {
                TrellisUI.appendElement(element, at: index, to: &nodes, in: context)
                index += 1
            }
            repeat append(each value)
        }
        elementsUnchanged = { value, previous in
            var unchanged = true
            @MainActor func compare<Child: View>(_ element: Child, _ previous: Child) {
                if unchanged { unchanged = Child._isUnchanged(element, since: previous) }
            }
            repeat compare(each value, each previous)
            return unchanged
        }
    }

    /// The views of a block of a known number of views (see `ViewBuilder+Blocks.swift`).
    @inlinable init(
        value: T, appendElements: @escaping @MainActor (T, inout [LayoutNode], BuildContext) -> Void,
        elementsUnchanged: @escaping @MainActor (T, T) -> Bool
    ) {
        self.value = value
        self.appendElements = appendElements
        self.elementsUnchanged = elementsUnchanged
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        appendElements(value, &nodes, context)
    }
}

/// Nothing: lays out as no view at all.
public struct EmptyView: View, PrimitiveView {
    /// Nothing.
    @inlinable public init() {}
    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {}
}

/// One of two views, as `if`/`else` builds it: each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @inlinable init(storage: Storage) { self.storage = storage }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        switch storage {
        case .trueContent(let content): TrellisUI.appendNodes(of: content, to: &nodes, in: context.child(.branch(0)))
        case .falseContent(let content): TrellisUI.appendNodes(of: content, to: &nodes, in: context.child(.branch(1)))
        }
    }
}

/// An optional view: nothing when nil.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        if case .some(let view) = self {
            TrellisUI.appendNodes(of: view, to: &nodes, in: context.child(.branch(0)))
        }
    }
}

/// A view of any type (its type erased): a different type is a different identity.
public struct AnyView: View, PrimitiveView {
    private let view: any View
    private let type: ObjectIdentifier

    /// Any view, its type erased.
    public init<V: View>(_ view: V) {
        self.view = view
        type = ObjectIdentifier(V.self)
    }

    /// Any view, its type erased.
    public init<V: View>(erasing view: V) { self.init(view) }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        TrellisUI.appendNodes(of: view, to: &nodes, in: context.child(.type(type)))
    }
}

/// Views grouped without a layout of their own: a modifier on a group applies to each.
public struct Group<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// A group of the views of a block.
    @inlinable public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        TrellisUI.appendNodes(of: content, to: &nodes, in: context)
    }
}

/// A view per element of a collection, each identified by the element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements.
    public var data: Data
    /// A view for an element.
    public var content: (Data.Element) -> Content
    private let id: (Data.Element) -> ID

    /// Views for the elements, identified by a property of each.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        // (The app's closure makes the views: run again at every build.)
        context.graph.noteStatefulStep()
        for element in data {
            TrellisUI.appendNodes(of: content(element), to: &nodes, in: context.child(.explicit(AnyHashable(id(element)))))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of numbers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
