import Foundation

/// The nodes of the last build that may stand for the nodes a build makes
/// now, by their position in the array being built: a view that would make
/// a node of the same kind, laying out the same, takes the one at its
/// position instead (with its answers), and a container takes the one at its
/// position before building its children, whose candidates are then its
/// children. So a new root view or a state change measures again only what
/// changed, with no second pass over the tree and no node made only to be
/// compared and dropped.
///
/// Where they come from: a view with a body gets the nodes its body made at
/// the last build (by identity); a stack, a modifier, a button the children
/// of the node they took. Anything else builds with none. A node is taken
/// at most once per build (`LayoutNode.takenInBuild`), so no node is put at
/// two places, whichever way it is reached.
@MainActor @usableFromInline
enum NodeCandidates {
    /// No nodes to take.
    case none
    /// The nodes of the last build, by position.
    case nodes([LayoutNode])
    /// One node of the last build, for one position.
    case one(LayoutNode, at: Int)

    /// The candidate for `position`.
    func node(at position: Int) -> LayoutNode? {
        switch self {
        case .none: nil
        case .nodes(let nodes): position < nodes.count ? nodes[position] : nil
        case .one(let node, let at): position == at ? node : nil
        }
    }

    /// The children of a node taken (none when there is none).
    @usableFromInline static func children(of node: LayoutNode?) -> NodeCandidates {
        guard let node else { return .none }
        return .nodes(node.children)
    }
}

extension BuildContext {
    /// The build under way, as nodes note what they took part in.
    var build: Int { graph.build }

    /// The last build's node at `position` of the array being built, if it
    /// is a `Node` that no other place took in this build and `alike` says
    /// it lays out as the node this view would make (taking on, if so, what
    /// that node would only draw with): it is taken.
    func take<Node: LayoutNode>(_ kind: Node.Type, at position: Int, where alike: (Node) -> Bool) -> Node? {
        guard let node = untakenCandidate(at: position) as? Node, alike(node) else { return nil }
        node.takenInBuild = graph.build
        return node
    }

    /// The last build's node at `position`, if it is a `Node` no other place
    /// took: taken before the children are built (they are offered its children).
    func take<Node: LayoutNode>(_ kind: Node.Type, at position: Int) -> Node? {
        take(kind, at: position) { _ in true }
    }

    /// As `take(_:at:)`, for code not specialised for the kind (a
    /// primitive modifier's): the modifier node of class `kind`.
    @usableFromInline func takeNode(ofKind kind: ModifierNode.Type, at position: Int) -> ModifierNode? {
        // (Node classes are final: the kind is the candidate's class, so it is a modifier node.)
        guard let node = untakenCandidate(at: position), type(of: node) == kind else { return nil }
        node.takenInBuild = graph.build
        return unsafeDowncast(node, to: ModifierNode.self)
    }

    /// The candidate at `position`, unless a place took it in this build.
    private func untakenCandidate(at position: Int) -> LayoutNode? {
        guard let node = graph.candidates.node(at: position), node.takenInBuild != graph.build else { return nil }
        return node
    }

    /// Appends the nodes of `view` to `nodes` (an array of its own: a
    /// container's children), with `candidates` standing by for them.
    /// (Consuming: the context is most often made for this call, and is handed on without a copy.)
    @inlinable consuming func appendNodes<V: View>(of view: V, to nodes: inout [LayoutNode], candidates: NodeCandidates) {
        let graph = self.graph
        let enclosing = graph.candidates
        graph.candidates = candidates
        TrellisUI.appendNodes(of: view, to: &nodes, in: self)
        graph.candidates = enclosing
    }
}
