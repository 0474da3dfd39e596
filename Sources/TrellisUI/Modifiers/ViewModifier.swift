import Foundation

/// A change applied to a view, written as a body that wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content as the modifier passes it to its body.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// How TrellisUI turns `content` with a modifier of this type into layout
    /// nodes (as SwiftUI's `_makeView` does): the modifier's body is
    /// evaluated, a primitive modifier wraps the content's nodes. Found
    /// through the type, so that no modifier is cast on the way. Not for apps to implement.
    @MainActor static func _appendNodes<Modified: View>(of content: Modified, modifiedBy modifier: Self, to output: inout _ViewNodes)

    /// Whether `modifier`, standing where `previous` stood at the last
    /// build, certainly lays out and draws as `previous` did (see
    /// `View._isUnchanged`). False unless known. Not for apps to implement.
    @MainActor static func _isUnchanged(_ modifier: Self, since previous: Self) -> Bool
}

extension ViewModifier {
    /// A modifier with a body lays out as its body, given the content.
    public static func _appendNodes<Modified: View>(of content: Modified, modifiedBy modifier: Self, to output: inout _ViewNodes) {
        let context = output.context
        let placeholder = _ViewModifier_Content<Self> { nodes, inner in
            TrellisUI.appendNodes(of: content, to: &nodes, in: inner)
        }
        let identity = context.identity.appending(.type(ObjectIdentifier(Self.self)))
        let body = context.graph.evaluateModifierBody(of: modifier, content: placeholder, at: identity, environment: context.environment)
        TrellisUI.appendNodes(of: body, to: &output.nodes, in: context.with(identity: identity))
    }
}

/// The view a modifier wraps, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let build: @MainActor (inout [LayoutNode], BuildContext) -> Void

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        build(&nodes, context)
    }
}

/// A modifier TrellisUI applies itself: it wraps each node of the content.
///
/// The types of these modifiers are public, with underscored names (as
/// SwiftUI's `_PaddingLayout` and `_FrameLayout` are), and the methods that
/// make them (`padding`, `frame`, `border`, …) are `@inlinable`: an app's
/// module then sees the concrete type behind each `some View` and builds
/// its bodies without looking opaque types up at run time or copying views
/// through generic code. (A seed view's body cost half as much that way.)
@MainActor @usableFromInline
protocol PrimitiveModifier: ViewModifier {
    /// The kind of node the modifier wraps a node in.
    associatedtype Node: ModifierNode

    /// The node wrapping `content`: `previous` (the last build's node here,
    /// a `Node` whose content was the candidate for `content`) if it lays
    /// out as the modifier's would, with `content` in it, else a new one.
    func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode
}

extension PrimitiveModifier {
    /// `previous` with `content` in it, if there is one and `alike` says it
    /// lays out as the node `make` makes (taking on, if so, what that node
    /// would only draw with); else the node `make` makes.
    func node(
        _ previous: ModifierNode?, wrapping content: LayoutNode, in context: BuildContext, alike: (Node) -> Bool, make: () -> Node
    ) -> LayoutNode {
        guard let previous = previous as? Node, alike(previous) else { return make() }
        previous.update(content: content, in: context.build)
        return previous
    }

    public func body(content: _ViewModifier_Content<Self>) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }

    /// A primitive modifier wraps each node of the content (a modifier of
    /// several views, a group, applies to each, with its own part of the identity).
    @inlinable public static func _appendNodes<Modified: View>(of content: Modified, modifiedBy modifier: Self, to output: inout _ViewNodes) {
        // The last build's node here is taken first: its content stands by
        // for the content's (wrapped where they were appended: no array of them is made).
        // (Taken as a `ModifierNode`, not a `Node`: this code is not specialised per modifier.)
        let context = output.context
        let start = output.nodes.count
        var candidates = NodeCandidates.none
        let previous = context.takeNode(ofKind: Node.self, at: start)
        if let previous { candidates = .one(previous.content, at: start) }
        context.appendNodes(of: content, to: &output.nodes, candidates: candidates)
        for index in start..<output.nodes.count {
            output.nodes[index] = modifier.wrap(output.nodes[index], reusing: index == start ? previous : nil, in: context)
        }
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view") }

    /// The content as the modifier makes it.
    @inlinable public static func _appendNodes(of view: Self, to output: inout _ViewNodes) {
        Modifier._appendNodes(of: view.content, modifiedBy: view.modifier, to: &output)
    }
}

extension View {
    /// The view with a modifier applied.
    @inlinable public consuming func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewGraph {
    /// A modifier's body for its content, its state and environment bound first.
    func evaluateModifierBody<M: ViewModifier>(
        of modifier: M, content: _ViewModifier_Content<M>, at identity: ViewIdentity, environment: EnvironmentValues
    ) -> M.Body {
        noteStatefulStep()
        bindDynamicProperties(of: modifier, at: identity, environment: environment)
        return modifier.body(content: content)
    }
}
