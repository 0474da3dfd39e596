import Foundation
import Trellis

/// A piece of user interface described as a value: what it shows is its
/// `body`, itself made of views, down to the primitive views (text, shapes,
/// stacks) that TrellisUI lays out and draws.
@MainActor @preconcurrency
public protocol View {
    /// The kind of view the body is.
    associatedtype Body: View

    /// The view's content, evaluated again whenever the state it reads changes.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// A primitive view has no body to evaluate.
    public var body: Never { fatalError("Never has no body") }
}

/// A view TrellisUI makes layout nodes for itself (instead of evaluating a body).
@MainActor
protocol PrimitiveView {
    /// Appends the nodes the view lays out as: none (an empty view), one, or
    /// several (a group, a `ForEach`), each under its own identity.
    func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext)
}

extension PrimitiveView {
    /// A primitive view has no body to evaluate.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Turns any view into its layout nodes: a primitive view makes them, any
/// other view has its state and environment bound and its body evaluated.
@MainActor
func appendNodes<V: View>(of view: V, to nodes: inout [LayoutNode], in context: BuildContext) {
    if let primitive = V.self as? any PrimitiveView.Type {
        appendPrimitiveNodes(of: view, as: primitive, to: &nodes, in: context)
        return
    }
    let identity = context.identity.appending(.type(ObjectIdentifier(V.self)))
    let graph = context.graph
    // An update reuses what did not change: the nodes of a view untouched
    // below, the body of a view whose change is further down.
    if let reused = graph.reusableNodes(at: identity) {
        nodes += reused
        return
    }
    let body: any View = graph.reusableBody(at: identity) ?? graph.evaluateBody(of: view, at: identity, environment: context.environment)
    var made: [LayoutNode] = []
    appendNodes(of: body, to: &made, in: context.with(identity: identity))
    made = graph.keepingPrevious(made, at: identity)
    graph.record(body, nodes: made, at: identity)
    nodes += made
}

/// The nodes of a primitive view of type `type` (which is `V`): the view is
/// read in place as that type rather than copied into an existential box
/// (a cast of the value would copy the whole tree of views below it).
@MainActor
private func appendPrimitiveNodes<V: View, P: PrimitiveView>(of view: V, as type: P.Type, to nodes: inout [LayoutNode], in context: BuildContext) {
    withUnsafePointer(to: view) { pointer in
        pointer.withMemoryRebound(to: P.self, capacity: 1) { $0.pointee.appendNodes(to: &nodes, in: context) }
    }
}

/// The nodes of a view that stands where one view is expected (the content
/// of a modifier, a hosting controller's root): several are stacked
/// vertically, as SwiftUI does for a root made of several views.
@MainActor
func singleNode<V: View>(of view: V, in context: BuildContext) -> LayoutNode {
    var nodes: [LayoutNode] = []
    appendNodes(of: view, to: &nodes, in: context)
    switch nodes.count {
    case 0: return EmptyNode()
    case 1: return nodes[0]
    default: return StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
    }
}
