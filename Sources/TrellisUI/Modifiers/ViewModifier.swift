import Foundation

/// A change applied to a view, written as a body that wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content as the modifier passes it to its body.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier wraps, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let build: @MainActor (inout [LayoutNode], BuildContext) -> Void

    func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        build(&nodes, context)
    }
}

/// A modifier TrellisUI applies itself: it wraps each node of the content.
@MainActor
protocol PrimitiveModifier {
    func wrap(_ content: LayoutNode, in context: BuildContext) -> LayoutNode
}

extension PrimitiveModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is a primitive view") }

    func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            var inner: [LayoutNode] = []
            TrellisUI.appendNodes(of: content, to: &inner, in: context)
            // A modifier of several views (a group) applies to each, with its own part of the identity.
            wrap(inner, with: primitive, into: &nodes, in: context)
            return
        }
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { nodes, inner in
            TrellisUI.appendNodes(of: content, to: &nodes, in: inner)
        }
        let identity = context.identity.appending(.type(ObjectIdentifier(Modifier.self)))
        let body = context.graph.evaluateModifierBody(of: modifier, content: placeholder, at: identity, environment: context.environment)
        TrellisUI.appendNodes(of: body, to: &nodes, in: context.with(identity: identity))
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Each of `inner` wrapped by the modifier, a primitive one of type `type`
    /// (which is `Modifier`), read in place rather than copied into an existential box.
    @MainActor private func wrap<P: PrimitiveModifier>(_ inner: [LayoutNode], with type: P.Type, into nodes: inout [LayoutNode], in context: BuildContext) {
        withUnsafePointer(to: modifier) { pointer in
            pointer.withMemoryRebound(to: P.self, capacity: 1) { modifier in
                for node in inner { nodes.append(modifier.pointee.wrap(node, in: context)) }
            }
        }
    }
}

extension View {
    /// The view with a modifier applied.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewGraph {
    /// A modifier's body for its content, its state and environment bound first.
    func evaluateModifierBody<M: ViewModifier>(
        of modifier: M, content: _ViewModifier_Content<M>, at identity: ViewIdentity, environment: EnvironmentValues
    ) -> M.Body {
        bindDynamicProperties(of: modifier, at: identity, environment: environment)
        return modifier.body(content: content)
    }
}
