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

    /// How TrellisUI turns a view of this type into layout nodes (as
    /// SwiftUI's `_makeView` turns it into its graph): a view's body is
    /// evaluated, a primitive view lays itself out. Found through the type,
    /// so that no view is cast or copied on the way. Not for apps to implement.
    @MainActor static func _appendNodes(of view: Self, to output: inout _ViewNodes)

    /// Whether `view`, standing where `previous` stood at the last build,
    /// certainly lays out and draws as `previous` did, so that what was made
    /// from `previous` can be kept (as SwiftUI leaves a view equal to its
    /// last value alone). False unless known. Not for apps to implement.
    @MainActor static func _isUnchanged(_ view: Self, since previous: Self) -> Bool
}

/// Where a view's layout nodes go as TrellisUI builds them, and what building them needs.
public struct _ViewNodes {
    @usableFromInline var nodes: [LayoutNode]
    @usableFromInline let context: BuildContext

    @inlinable init(nodes: [LayoutNode], context: consuming BuildContext) {
        self.nodes = nodes
        self.context = context
    }
}

extension View {
    /// A view with a body lays out as its body. (Inlinable, as the build
    /// functions below it are: an app's view is built by code specialised
    /// for its body in the app's module, which copies no view through
    /// generic code and looks no generic type up at run time.)
    @inlinable public static func _appendNodes(of view: Self, to output: inout _ViewNodes) {
        appendBodyNodes(of: view, to: &output.nodes, in: output.context)
    }
}

extension Never: View {
    /// A primitive view has no body to evaluate.
    public var body: Never { fatalError("Never has no body") }
}

/// A view TrellisUI makes layout nodes for itself (instead of evaluating a body).
@MainActor @usableFromInline
protocol PrimitiveView: View {
    /// Appends the nodes the view lays out as: none (an empty view), one, or
    /// several (a group, a `ForEach`), each under its own identity.
    func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext)
}

extension PrimitiveView {
    /// A primitive view has no body to evaluate.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// A primitive view lays itself out.
    @inlinable public static func _appendNodes(of view: Self, to output: inout _ViewNodes) {
        view.appendNodes(to: &output.nodes, in: output.context)
    }
}

/// Turns any view into its layout nodes: a primitive view makes them, any
/// other view has its state and environment bound and its body evaluated.
@inlinable @MainActor
func appendNodes<V: View>(of view: V, to nodes: inout [LayoutNode], in context: consuming BuildContext) {
    // The nodes are moved in and out (not copied).
    var output = _ViewNodes(nodes: [], context: consume context)
    swap(&output.nodes, &nodes)
    V._appendNodes(of: view, to: &output)
    swap(&output.nodes, &nodes)
}

/// The nodes of a view with a body: its state and environment bound, its body evaluated.
@inlinable @MainActor
func appendBodyNodes<V: View>(of view: V, to nodes: inout [LayoutNode], in context: BuildContext) {
    let identity = context.identity.appending(.type(ObjectIdentifier(V.self)))
    let graph = context.graph
    graph.noteStatefulStep()
    let record = graph.bodyRecord(at: identity)
    // An update reuses what did not change: the nodes of a view untouched
    // below, the body of a view whose change is further down.
    if let record, let reused = graph.reusableNodes(of: record, at: identity) {
        nodes += reused
        return
    }
    let body = if let record, graph.reusesBody(at: identity), let kept = record.keptBody(as: V.Body.self) {
        kept
    } else {
        graph.evaluateBody(of: view, at: identity, environment: context.environment)
    }
    // The nodes its body made last time stand by for those it makes now.
    var made: [LayoutNode] = []
    var candidates = NodeCandidates.none
    if let record {
        made = record.takeSpareStorage()
        candidates = .nodes(record.nodes)
    }
    let steps = graph.statefulSteps
    context.with(identity: identity).appendNodes(of: body, to: &made, candidates: candidates)
    let recorded = graph.record(made, in: record, at: identity)
    // The body is kept only where an update may need it: something below it
    // may change by itself (a state, a body). Else it is not copied at all.
    if graph.statefulSteps != steps { recorded.keep(body) } else { recorded.dropBody() }
    nodes += made
}

/// The node of a view that stands where one view is expected (a button's
/// label, a background, an overlay), the last build's `previous` standing
/// by for it: kept whole if the view is unchanged, as a block's views are
/// (see `appendElement`); several are stacked vertically, as SwiftUI does.
@MainActor
func singleNode<V: View>(of view: V, in context: BuildContext, previous: LayoutNode?) -> LayoutNode {
    let graph = context.graph
    let enclosing = graph.candidates
    graph.candidates = .none
    if let previous { graph.candidates = .one(previous, at: 0) }
    defer { graph.candidates = enclosing }
    if let kept = keptNode(of: view, at: 0, in: context) { return kept }
    var nodes: [LayoutNode] = []
    appendBuiltElement(view, at: 0, to: &nodes, in: context)
    return stacked(nodes)
}

/// The node of a hosting view's root view, `previous` standing by for it.
/// (Built as it is: a new root view is rarely equal to the last.)
@MainActor
func rootNode<V: View>(of view: V, in context: BuildContext, previous: LayoutNode? = nil) -> LayoutNode {
    var nodes: [LayoutNode] = []
    var candidates = NodeCandidates.none
    if let previous { candidates = .one(previous, at: 0) }
    context.appendNodes(of: view, to: &nodes, candidates: candidates)
    return stacked(nodes)
}

/// One node for `nodes`: none, the one, or several stacked vertically (as
/// SwiftUI stacks a root or a background made of several views).
@MainActor
private func stacked(_ nodes: [LayoutNode]) -> LayoutNode {
    switch nodes.count {
    case 0: EmptyNode()
    case 1: nodes[0]
    default: StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes)
    }
}
