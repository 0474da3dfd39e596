import Foundation

// A view of a block that is the same as at the last build, where the same
// things surround it, is not built again: the node made from it is kept
// whole, with its answers.
//
// SwiftUI leaves a view equal to its last value alone. TrellisUI does so for
// each view of a block (the elements of a `TupleView`: a stack's children,
// most often) and for a view that stands alone in a modifier (a background,
// an overlay, a button's label: `singleNode`), asking its type whether the new value certainly lays out and
// draws as the last one (`View._isUnchanged`, `ViewModifier._isUnchanged`).
// TrellisUI's views answer field by field, in code the app's module
// specialises (a block's elements are compared where their types are known),
// so a comparison costs a few instructions; other views answer no.
//
// Kept only where that is safe: the view made exactly one node, its build
// took no step that must be taken again at every build (a body evaluated,
// state storage reached, the app's code run to make views:
// `ViewGraph.statefulSteps`), the environment, stack and text measurer
// around it are those it was built in, and nothing else took its node since.
//
// Compared only while comparing pays: a view found changed at builds in a
// row rests from comparisons for a few builds (see `ViewSource`), built
// each time, as a view that changes at every build would be anyway.

/// A copy of the view a node was made from, with what its build depended on.
@MainActor @usableFromInline
final class ViewSource {
    /// A copy of the view.
    @usableFromInline let copy: StoredView
    /// What surrounded it when it was built.
    private var surroundings: Surroundings
    /// The build in which the node was last taken when the copy was made:
    /// taken since by another place, it may have changed.
    private var takenInBuild: Int
    /// How many builds in a row the view was compared and found changed.
    private var changesInARow = 0
    /// How many more builds the view is built without being compared
    /// (nor copied, but at the last of them, for the comparison after).
    private var buildsUncompared = 0

    /// A view found changed at this many builds in a row (a row's text,
    /// given a new value each time) is not compared at the next
    /// `Self.buildsLeftUncompared` builds: its copy and the comparison cost
    /// more than building it, and it most likely changed again. Kept or
    /// built, the node lays out the same; only the work differs.
    static let changesBeforeRest = 2
    static let buildsLeftUncompared = 8

    /// What a view's build depended on besides the view: the environment
    /// (compared by identity: environments are shared until changed; held,
    /// so that its identity is not given to another), the stack it was in,
    /// how text was measured.
    @MainActor private struct Surroundings {
        let environment: EnvironmentValues
        let stackAxis: Axis?
        let measurerGeneration: Int

        init(_ context: BuildContext) {
            environment = context.environment
            stackAxis = context.stackAxis
            measurerGeneration = context.graph.measurerGeneration
        }

        /// Whether `context` surrounds a view as these did.
        func match(_ context: BuildContext) -> Bool {
            environment.storageIdentity == context.environment.storageIdentity && stackAxis == context.stackAxis
                && measurerGeneration == context.graph.measurerGeneration
        }
    }

    @usableFromInline init<V: View>(_ view: V, node: LayoutNode, in context: BuildContext) {
        copy = StoredView(view)
        surroundings = Surroundings(context)
        takenInBuild = node.takenInBuild
    }

    /// Whether the copy is of a `type` view, and `node`, made from it, would
    /// be made alike by an equal view in `context`.
    /// (A resting copy is also kept out by its build number, not brought up
    /// to date while it rests; the rest is checked first, by name.)
    func stands(as type: ObjectIdentifier, for node: LayoutNode, in context: BuildContext) -> Bool {
        buildsUncompared == 0 && copy.viewType == type && takenInBuild == node.takenInBuild && surroundings.match(context)
    }

    /// Takes on `view`, just built in `context` into `node` (a copy of a
    /// view of the same type): it was compared and found changed, or not
    /// compared at all while the view rests from comparisons.
    @usableFromInline func update<V: View>(to view: V, node: LayoutNode, in context: BuildContext) {
        if buildsUncompared > 1 {
            buildsUncompared -= 1
            return
        }
        if buildsUncompared == 0 {
            changesInARow += 1
            if changesInARow == Self.changesBeforeRest {
                changesInARow = 0
                buildsUncompared = Self.buildsLeftUncompared
                return
            }
        } else {
            buildsUncompared = 0
        }
        copy.replace(with: view)
        surroundings = Surroundings(context)
        takenInBuild = node.takenInBuild
    }

    /// Whether the copy is of a view of type `V`.
    @usableFromInline func holds<V: View>(_ type: V.Type) -> Bool { copy.holds(type) }

    /// Notes that the node was kept whole in `build`.
    func noteKept(in build: Int) {
        takenInBuild = build
        changesInARow = 0
    }
}

/// Appends the nodes of `element`, the view at `index` of a block: the last
/// build's node at its place, kept whole, if it was made from a view this
/// one is unchanged since, in the same surroundings; else as any view's.
/// (Inlinable: the comparison is made where the element's type is known.)
@inlinable @MainActor
func appendElement<Element: View>(_ element: Element, at index: Int, to nodes: inout [LayoutNode], in context: BuildContext) {
    if let node = keptNode(of: element, at: nodes.count, in: context) {
        nodes.append(node)
        return
    }
    appendBuiltElement(element, at: index, to: &nodes, in: context)
}

/// The last build's node at `position`, taken whole, if it was made from
/// a view `element` is unchanged since, in the same surroundings.
@inlinable @MainActor
func keptNode<Element: View>(of element: Element, at position: Int, in context: BuildContext) -> LayoutNode? {
    guard let (node, source) = context.candidateSource(at: position, of: ObjectIdentifier(Element.self)),
        isUnchanged(element, since: &source.copy.address(as: Element.self).pointee)
    else { return nil }
    context.keep(node, with: source)
    return node
}

/// Whether `view` is unchanged since `previous`, the copy a source keeps:
/// reached in place (an `inout` access is exclusive, so the copy is
/// compared where it is stored rather than copied out first).
@inlinable @MainActor
func isUnchanged<V: View>(_ view: V, since previous: inout V) -> Bool {
    V._isUnchanged(view, since: previous)
}

extension BuildContext {
    /// The last build's node at `position` and the copy of the view it was
    /// made from, if that view was a `type` view and the node may be kept.
    @usableFromInline func candidateSource(at position: Int, of type: ObjectIdentifier) -> (LayoutNode, ViewSource)? {
        guard let node = graph.candidates.node(at: position), node.takenInBuild != graph.build,
            let source = node.source, source.stands(as: type, for: node, in: self)
        else { return nil }
        return (node, source)
    }

    /// Takes `node` whole.
    @usableFromInline func keep(_ node: LayoutNode, with source: ViewSource) {
        node.takenInBuild = graph.build
        source.noteKept(in: graph.build)
    }
}

/// Builds `element`, the view at `index` of a block, and notes what its node
/// was made from where it may be kept at the next build.
@inlinable @MainActor
func appendBuiltElement<Element: View>(_ element: Element, at index: Int, to nodes: inout [LayoutNode], in context: BuildContext) {
    let graph = context.graph
    let position = nodes.count
    let steps = graph.statefulSteps
    appendNodes(of: element, to: &nodes, in: context.child(.child(index)))
    guard nodes.count == position + 1 else { return }
    let node = nodes[position]
    guard graph.statefulSteps == steps else {
        node.source = nil
        return
    }
    if let source = node.source, source.holds(Element.self) {
        source.update(to: element, node: node, in: context)
    } else {
        node.source = ViewSource(element, node: node, in: context)
    }
}

// MARK: - What each view compares

extension View {
    /// Not known: built again.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { false }
}

extension View where Self: Equatable {
    /// An equal value.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { view == previous }
}

extension ViewModifier {
    /// Not known: built again.
    @inlinable public static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool { false }
}

extension ViewModifier where Self: Equatable {
    /// An equal value.
    @inlinable public static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool { modifier == previous }
}

/// Whether the closures that two values hold as their first stored property
/// are the same closure: the same code and captures, read as they are
/// stored (passed on their own they would be wrapped again first, and never
/// look the same). The last value is kept while it is compared with, so that
/// its captures are not freed and their address given to new ones.
@inlinable
func haveSameLeadingClosure<Value>(_ first: Value, _ second: Value) -> Bool {
    // A closure is a pointer to its code and one to its captures, from offset 0.
    let size = 2 * MemoryLayout<UnsafeRawPointer>.size
    return withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in a[..<size].elementsEqual(b[..<size]) } }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Unchanged when its modifier and its content are.
    @inlinable @MainActor public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        Modifier._isUnchanged(view.modifier, since: previous.modifier) && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension TupleView {
    /// Unchanged when each of its views is.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.elementsUnchanged(view.value, previous.value)
    }
}

extension HStack {
    /// Unchanged with the same alignment and spacing, and unchanged content.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.alignment == previous.alignment && view.spacing == previous.spacing && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension VStack {
    /// Unchanged with the same alignment and spacing, and unchanged content.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.alignment == previous.alignment && view.spacing == previous.spacing && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension ZStack {
    /// Unchanged with the same alignment and unchanged content.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.alignment == previous.alignment && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension Group {
    /// Unchanged when its content is.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        Content._isUnchanged(view.content, since: previous.content)
    }
}

extension _ConditionalContent {
    /// Unchanged in the same branch, with that branch's view unchanged.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        switch (view.storage, previous.storage) {
        case (.trueContent(let new), .trueContent(let old)): TrueContent._isUnchanged(new, since: old)
        case (.falseContent(let new), .falseContent(let old)): FalseContent._isUnchanged(new, since: old)
        default: false
        }
    }
}

extension Optional where Wrapped: View {
    /// Unchanged when both are nil, or both hold views and the view is unchanged.
    @inlinable @MainActor public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        switch (view, previous) {
        case (.some(let new), .some(let old)): Wrapped._isUnchanged(new, since: old)
        case (.none, .none): true
        default: false
        }
    }
}

extension EmptyView {
    /// Always unchanged: it lays out as nothing.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension Spacer {
    /// Unchanged with the same minimum length.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { view.minLength == previous.minLength }
}

extension Divider {
    /// Always unchanged: its thickness and axis come from its surroundings.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension Button {
    /// Unchanged with the same action (the same closure) and an unchanged label.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        haveSameLeadingClosure(view, previous) && Label._isUnchanged(view.label, since: previous.label)
    }
}

extension _IdentifiedView {
    /// Unchanged with an equal identity and unchanged content.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.id == previous.id && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension ViewThatFits {
    /// Unchanged along the same axes, with unchanged content.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.axes == previous.axes && Content._isUnchanged(view.content, since: previous.content)
    }
}

extension _ShapeView {
    /// Unchanged with the same paint and an unchanged shape.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.paint.isSame(as: previous.paint) && Content._isUnchanged(view.shape, since: previous.shape)
    }
}

extension Rectangle {
    /// Always unchanged: it has no properties.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension Circle {
    /// Always unchanged: it has no properties.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension Capsule {
    /// Always unchanged: it has no properties.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension Ellipse {
    /// Always unchanged: it has no properties.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool { true }
}

extension RoundedRectangle {
    /// Unchanged with the same corners.
    @inlinable public static func _isUnchanged(_ view: Self, since previous: Self) -> Bool {
        view.cornerSize == previous.cornerSize && view.style == previous.style
    }
}

extension ShapePaint {
    /// Whether two paints paint alike: the same kind, with styles known to be equal.
    @usableFromInline func isSame(as other: ShapePaint) -> Bool {
        stroke == other.stroke && isSameStyle(style, other.style)
    }

    /// Colours compare by value, the foreground style with itself; other
    /// styles are not known. (Both opened rather than cast: a cast from an
    /// existential costs a run-time type check each.)
    private func isSameStyle(_ first: any ShapeStyle, _ second: any ShapeStyle) -> Bool {
        func compare<First: ShapeStyle>(_ first: First) -> Bool {
            func compare<Second: ShapeStyle>(with second: Second) -> Bool {
                guard First.self == Second.self else { return false }
                if First.self == Color.self { return unsafeBitCast(first, to: Color.self) == unsafeBitCast(second, to: Color.self) }
                return First.self == ForegroundStyle.self
            }
            return compare(with: second)
        }
        return compare(first)
    }
}

extension _SecondaryLayerModifier {
    /// Unchanged with the same alignment and side, and an unchanged layer.
    @inlinable public static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool {
        modifier.alignment == previous.alignment && modifier.isBehind == previous.isBehind
            && Layer._isUnchanged(modifier.layer, since: previous.layer)
    }
}

extension _AlignmentGuideModifier {
    /// Unchanged for the same guide with the same closure.
    public static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool {
        modifier.key == previous.key && haveSameLeadingClosure(modifier, previous)
    }
}

extension _EffectModifier {
    /// Unchanged with the same opacity, or a clip of an unchanged shape.
    public static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool {
        switch (modifier.effect, previous.effect) {
        case (.opacity(let new), .opacity(let old)):
            return new == old
        case (.clip(let new), .clip(let old)):
            // (Opened: the clip's shape compared as its own type.)
            func isSame<S: Shape>(_ new: S) -> Bool {
                guard let old = old as? S else { return false }
                return S._isUnchanged(new, since: old)
            }
            return isSame(new)
        default:
            return false
        }
    }
}
