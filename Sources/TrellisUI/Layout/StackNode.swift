import Foundation

/// An `HStack` or `VStack`: children side by side along an axis.
///
/// Space along the axis is shared as SwiftUI shares it: the spacing is taken
/// off first; children are served in groups of falling `layoutPriority`,
/// each group's share being what the lower groups leave at their minimum
/// sizes; inside a group the least flexible child (the smallest difference
/// between its sizes for a zero and an infinite proposal) is served first
/// and offered an equal part of what is left. Across the axis each child
/// is offered the stack's proposal and aligned on the stack's guide.
@usableFromInline
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: AlignmentKey
    /// The spacing given (nil: each pair of neighbours' preference).
    let givenSpacing: CGFloat?
    @exclusivity(unchecked) private(set) var stackChildren: [LayoutNode]
    /// Empty storage for the next build's children (see `made(reusing:…)`).
    @exclusivity(unchecked) var spareChildren: [LayoutNode] = []
    /// The gap before each child (none before the first); a negative one
    /// overlaps neighbours, as SwiftUI's stacks do.
    @exclusivity(unchecked) private var gaps: [CGFloat] = []

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.alignment = alignment
        givenSpacing = spacing
        stackChildren = children
        super.init()
        findGaps()
    }

    private func findGaps() {
        // A spacing given makes the gaps depend on the number of children alone.
        if givenSpacing != nil, gaps.count == stackChildren.count { return }
        // (Made in a local array and stored once.)
        let children = stackChildren
        var found: [CGFloat] = []
        swap(&found, &gaps)
        found.removeAllKeepingStorage()
        found.reserveCapacity(children.count)
        if let givenSpacing {
            let gap = Self.validGap(givenSpacing)
            for index in children.indices { found.append(index == 0 ? 0 : gap) }
        } else {
            var previous: NodeSpacing?
            for child in children {
                let spacing = child.spacing
                if let previous { found.append(NodeSpacing.between(previous, spacing)) } else { found.append(0) }
                previous = spacing
            }
        }
        gaps = found
    }

    override func replaceChildren(_ children: [LayoutNode]) {
        stackChildren = children
        childrenDidChange()
    }

    /// Takes on `children`, built in `build`, as `update(children:in:)`
    /// does, leaving in `children` the array the node no longer holds (its
    /// old children, or the new ones if they are the very same).
    func exchange(children: inout [LayoutNode], in build: Int) {
        guard !hasSameChildren(children, in: build) else { return }
        swap(&children, &stackChildren)
        childrenDidChange()
        changed(in: build)
    }

    /// Finds again what the stack keeps about its children.
    private func childrenDidChange() {
        let children = stackChildren
        findGaps()
        // The groups stay while the children have the priorities they were
        // found from (a new text, most often; a kept child may have changed inside).
        var samePriorities = children.count == groupedPriorities.count
        for index in children.indices where samePriorities {
            samePriorities = children[index].layoutPriority == groupedPriorities[index]
        }
        if !samePriorities { groups = nil }
    }

    /// The children's indices in groups of falling `layoutPriority` (found when first needed).
    @exclusivity(unchecked) private var groups: [[Int]]?
    /// The children's priorities the groups were found from.
    @exclusivity(unchecked) private var groupedPriorities: [Double] = []

    private func priorityGroups() -> [[Int]] {
        if let groups { return groups }
        var found: [(priority: Double, members: [Int])] = []
        groupedPriorities.removeAllKeepingStorage()
        for (index, child) in stackChildren.enumerated() {
            let priority = child.layoutPriority
            groupedPriorities.append(priority)
            if let position = found.firstIndex(where: { $0.priority == priority }) {
                found[position].members.append(index)
            } else {
                found.append((priority, [index]))
            }
        }
        found.sort { $0.priority > $1.priority }
        let groups = found.map(\.members)
        self.groups = groups
        return groups
    }

    override func forgetAnswers() {
        super.forgetAnswers()
        for entry in arranged { sparePlacements.append(entry.arrangement.placements) }
        arranged.removeAllKeepingStorage()
    }

    /// Whether the stack lays out as one along `axis`, aligned and spaced so, would.
    func laysOut(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) -> Bool {
        guard axis == self.axis, alignment == self.alignment else { return false }
        switch (spacing, givenSpacing) {
        case (nil, nil): return true
        case let (spacing?, given?): return Self.validGap(spacing) == Self.validGap(given)
        default: return false
        }
    }

    /// A spacing as a stack takes it: NaN and infinite spacings are none,
    /// and none is longer (or more negative) than a view can be.
    private nonisolated static func validGap(_ spacing: CGFloat) -> CGFloat {
        spacing.isFinite ? min(largestLength, max(-largestLength, spacing)) : 0
    }

    override var children: [LayoutNode] { stackChildren }
    @usableFromInline override var childCount: Int { stackChildren.count }
    override func child(at index: Int) -> LayoutNode { stackChildren[index] }
    override func childIdentifier(at index: Int) -> ObjectIdentifier { ObjectIdentifier(stackChildren[index]) }

    /// What a child is offered for a proposal of the stack, the size it
    /// chooses, and where it goes (one array of these per arrangement: a
    /// stack is arranged for every proposal it is asked about).
    private struct Placement {
        var proposal: ProposedViewSize
        var size: CGSize
        var offset: CGPoint = .zero
    }

    /// The order a group is served in and each member's flexibility, kept
    /// between arrangements so that they are not made again each time.
    @exclusivity(unchecked) private var servingOrder: [Int] = []
    @exclusivity(unchecked) private var flexibility: [CGFloat] = []

    /// The storage of arrangements forgotten (the node changed, or the
    /// oldest made way), taken again by those to come: a stack built anew
    /// for each row arranges itself without allocating.
    @exclusivity(unchecked) private var sparePlacements: [[Placement]] = []

    /// `count` placements offering `proposal`, in spare storage if there is
    /// some. (Appended: `Array(repeating:count:)` allocates through
    /// unspecialised code that looks the array's type up each time.)
    private func makePlacements(count: Int, offering proposal: ProposedViewSize) -> [Placement] {
        var placements = sparePlacements.popLast() ?? []
        placements.removeAllKeepingStorage()
        placements.reserveCapacity(count)
        for _ in 0..<count { placements.append(Placement(proposal: proposal, size: .zero)) }
        return placements
    }

    /// What each child is offered for a proposal, and the size it chooses.
    /// (Loops rather than closures: this runs for every proposal a stack is asked about.)
    private func childPlacements(for proposal: ProposedViewSize) -> [Placement] {
        let across = proposal[axis.other]
        let count = stackChildren.count
        guard let along = proposal[axis] else {
            let offer = ProposedViewSize(along: axis, nil, across: across)
            var placements = makePlacements(count: count, offering: offer)
            for index in 0..<count { placements[index].size = stackChildren[index].size(for: offer) }
            return placements
        }
        var placements = makePlacements(count: count, offering: .zero)
        let least = ProposedViewSize(along: axis, 0, across: across)
        let most = ProposedViewSize(along: axis, .infinity, across: across)
        // Groups of falling priority; each is served what the groups after it leave at their minimum sizes.
        let groups = priorityGroups()
        var remaining = along
        for gap in gaps { remaining -= gap }
        for group in groups.dropFirst() {
            for index in group { remaining -= stackChildren[index].length(along: axis, for: least) }
        }
        for (number, group) in groups.enumerated() {
            // A later group gets back the room its minimums held.
            if number > 0 {
                for index in group { remaining += stackChildren[index].length(along: axis, for: least) }
            }
            servingOrder.removeAllKeepingStorage()
            servingOrder.append(contentsOf: group)
            if group.count > 1 {
                // The least flexible first (asked only where there is a choice), in a stable order.
                flexibility.removeAllKeepingStorage()
                for index in group {
                    let child = stackChildren[index]
                    flexibility.append(child.length(along: axis, for: most) - child.length(along: axis, for: least))
                }
                for position in 1..<servingOrder.count {
                    var earlier = position
                    while earlier > 0, flexibility[earlier - 1] > flexibility[earlier] {
                        flexibility.swapAt(earlier - 1, earlier)
                        servingOrder.swapAt(earlier - 1, earlier)
                        earlier -= 1
                    }
                }
            }
            let served = servingOrder.count
            for position in 0..<served {
                let index = servingOrder[position]
                let share = max(0, remaining / CGFloat(served - position))
                placements[index].proposal = ProposedViewSize(along: axis, share, across: across)
                placements[index].size = stackChildren[index].size(for: placements[index].proposal)
                remaining -= placements[index].size[axis]
            }
        }
        return placements
    }

    /// Where each child goes for a proposal (what it is offered, its size, its offset), and the stack's size.
    private struct Arrangement {
        let placements: [Placement]
        let size: CGSize
    }

    /// The arrangements already made: a stack is measured, asked for guides
    /// and placed for the same proposals (up to a dozen inside other stacks:
    /// see `LayoutNode.answered`).
    @exclusivity(unchecked) private var arranged: [(proposal: ProposedViewSize, arrangement: Arrangement)] = []

    private func arrangement(for proposal: ProposedViewSize) -> Arrangement {
        for entry in arranged where entry.proposal == proposal { return entry.arrangement }
        let arrangement = arrange(for: proposal)
        if arranged.count == 16 { sparePlacements.append(arranged.removeFirst().arrangement.placements) }
        arranged.append((proposal, arrangement))
        return arrangement
    }

    private func arrange(for proposal: ProposedViewSize) -> Arrangement {
        var placements = childPlacements(for: proposal)
        // First along the axis, with each child's guide across it (kept in the offset's y until the line is known).
        var along: CGFloat = 0
        let kind = GuideKinds(alignment)
        for (index, child) in stackChildren.enumerated() {
            along += gaps[index]
            let guide = child.guideValue(alignment, kind: kind, proposal: placements[index].proposal, size: placements[index].size)
            placements[index].offset = CGPoint(x: along, y: guide)
            along += placements[index].size[axis]
        }
        let across = hangFromGuide(&placements)
        return Arrangement(placements: placements, size: CGSize(along: axis, along, across: across))
    }

    /// Hangs the children from the stack's guide across the axis (each
    /// placement's `offset.y` holds its child's guide, `offset.x` its offset
    /// along): the stack begins at the furthest guide out, and ends at the
    /// furthest any child reaches past its guide. Each offset becomes the
    /// child's in the stack; answers the stack's length across.
    private func hangFromGuide(_ placements: inout [Placement]) -> CGFloat {
        guard !placements.isEmpty else { return 0 }
        var line = -CGFloat.infinity, pastLine = -CGFloat.infinity
        for placement in placements {
            line = max(line, placement.offset.y)
            pastLine = max(pastLine, placement.size[axis.other] - placement.offset.y)
        }
        for index in placements.indices {
            let offset = placements[index].offset
            placements[index].offset = CGPoint(along: axis, offset.x, across: line - offset.y)
        }
        return line + pastLine
    }

    /// Offered no length along its axis, a stack offers every child the same
    /// and serves no shares, so either of its lengths follows from its
    /// children's alone, combined as `arrange` combines them: along, their
    /// lengths and gaps; across, their lengths hung from the stack's guide,
    /// when it is a frame's edge or centre that no child sets itself.
    override func measureLength(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat? {
        guard proposal[self.axis] == nil else { return nil }
        let offer = ProposedViewSize(along: self.axis, nil, across: proposal[self.axis.other])
        let count = stackChildren.count
        if axis == self.axis {
            var along: CGFloat = 0
            for index in 0..<count {
                along += gaps[index]
                along += stackChildren[index].length(along: axis, for: offer)
            }
            return along
        }
        return lengthAcross(offering: offer, independently: false)
    }

    /// Across its axis, a stack is as long as its children hung from its
    /// guide, each offered the stack's length across: when each child's
    /// length across is the same whatever it is offered along, so is the
    /// stack's, before any share is served.
    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        guard axis != self.axis else { return nil }
        return lengthAcross(offering: ProposedViewSize(along: self.axis, nil, across: offered), independently: true)
    }

    /// The stack's length across for children offered `offer`, hung as
    /// `arrange` hangs them, if its guide is a frame's edge or centre that no
    /// child sets itself; `independently`: if each child's length across is
    /// the same whatever it is offered along (else nil).
    private func lengthAcross(offering offer: ProposedViewSize, independently: Bool) -> CGFloat? {
        guard alignment.frameValue(in: .zero) != nil else { return nil }
        let kind = GuideKinds(alignment)
        // (Loops, not `contains(where:)`: a closure made here checks its executor each time it is called.)
        for child in stackChildren where child.guideKinds.contains(kind) { return nil }
        let across = axis.other
        // Hung as `hangFromGuide` hangs them: from the furthest guide out to
        // the furthest any child reaches past its guide.
        var line = -CGFloat.infinity, pastLine = -CGFloat.infinity
        for index in stackChildren.indices {
            let child = stackChildren[index]
            let length: CGFloat
            if independently {
                guard let known = child.independentLength(along: across, offered: offer[across]) else { return nil }
                length = known
            } else {
                length = child.length(along: across, for: offer)
            }
            let guide = alignment.frameValue(in: CGSize(along: axis, 0, across: length)) ?? 0
            line = max(line, guide)
            pastLine = max(pastLine, length - guide)
        }
        return stackChildren.isEmpty ? 0 : line + pastLine
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        arrangement(for: proposal).size
    }

    /// A guide the children set (a custom guide, a baseline), in either axis,
    /// combined as SwiftUI combines explicit values; the stack's own guide
    /// is found that way too, so that it passes up only what children set.
    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        // Frame edges and centres are never passed up (see `combinedExplicitValue`).
        guard !key.isFrameGuide else { return nil }
        let placements = arrangement(for: proposal).placements
        var values: [CGFloat] = []
        for (index, child) in stackChildren.enumerated() {
            if let value = child.explicitGuide(key, for: placements[index].proposal) {
                values.append(value + placements[index].offset[key.axis])
            }
        }
        return key.combinedExplicitValue(of: values)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let placements = arrangement(for: proposal).placements
        for (index, child) in stackChildren.enumerated() {
            let offset = placements[index].offset
            child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: placements[index].proposal)
        }
    }
}

extension CGPoint {
    /// A point `length` along `axis` and `across` the other way.
    init(along axis: Axis, _ length: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: length, y: across) : CGPoint(x: across, y: length)
    }
}
