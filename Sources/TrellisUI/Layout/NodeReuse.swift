import Foundation

/// Keeps the nodes of the last build where a new build made nodes that lay
/// out the same, so that a new root view or a state change measures again
/// only what changed: a node whose subtree is unchanged keeps its answers;
/// one with a changed child gets the new child and forgets its answers, and
/// so do its ancestors.
@MainActor
struct NodeReuse {
    /// The build under way, as nodes are marked with it.
    private var build = 0

    /// The node to keep where `old` was and `new` is now, and whether it
    /// lays out exactly as `old` did.
    mutating func reuse(_ old: LayoutNode, for new: LayoutNode) -> (node: LayoutNode, isUnchanged: Bool) {
        if old === new { return (old, old.reshapedInBuild != build) }
        // A node already in the new tree is not kept a second time.
        guard old.keptInBuild != build, type(of: old) == type(of: new) else { return (new, false) }
        let count = old.childCount
        guard count == new.childCount, old.adopt(new) else { return (new, false) }
        old.keptInBuild = build
        // The children to put in place: made once one of them differs (an unchanged child is the old one).
        var kept: [LayoutNode]?
        for index in 0..<count {
            let (child, same) = reuse(old.child(at: index), for: new.child(at: index))
            if !same, kept == nil {
                var earlier: [LayoutNode] = []
                earlier.reserveCapacity(count)
                for unchanged in 0..<index { earlier.append(old.child(at: unchanged)) }
                kept = earlier
            }
            kept?.append(child)
        }
        guard let kept else { return (old, true) }
        old.replaceChildren(kept)
        old.forgetAnswers()
        old.reshapedInBuild = build
        return (old, false)
    }

    /// `new` with the nodes of `old` kept where they lay out the same (all of
    /// `new` when the counts differ).
    mutating func reuse(_ old: [LayoutNode], for new: [LayoutNode]) -> [LayoutNode] {
        guard old.count == new.count else { return new }
        var kept = new
        for index in new.indices { kept[index] = reuse(old[index], for: new[index]).node }
        return kept
    }

    /// Marks nodes of the last build put in the new tree as they are.
    func claim(_ nodes: [LayoutNode]) {
        for node in nodes { node.keptInBuild = build }
    }

    /// Ends a build.
    mutating func finish() { build += 1 }
}
