import Foundation
import Trellis

/// One view as layout sees it: asked for its size for a proposal (answers
/// cached per proposal), then placed in a rectangle, where it places its
/// children. A tree of nodes is built from the views' bodies; the hosting
/// view lays it out and turns its leaves into drawn views.
///
/// The caches of nodes (answers, arrangements, layouts) are declared
/// `@exclusivity(unchecked)`: every access to them is instantaneous (none
/// lasts across a call out of the node, a child's measurement included), so
/// a run-time exclusivity check could never fail, and those checks were
/// 5–8 % of a hosted view's re-layout.
@MainActor @usableFromInline
class LayoutNode {
    /// Where the node was last placed, in the hosting view's coordinates (before rounding).
    private(set) var frame: CGRect = .zero

    /// The sizes already answered: most nodes are asked for two to four
    /// proposals, a node inside stacks inside stacks for a dozen (each stack
    /// asks its children for their least, most and share for each proposal
    /// it gets). Room for sixteen: an answer dropped is measured again.
    @exclusivity(unchecked) private var answered: [(proposal: ProposalKey, size: CGSize)] = []

    /// The guides already answered, per guide and proposal.
    @exclusivity(unchecked) private var answeredGuides: [(key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)] = []

    /// The kinds of guide the node or anything inside it may set: found once
    /// per set of children, so that asking a subtree for a guide nothing in
    /// it sets costs nothing.
    var guideKinds: GuideKinds {
        if let foundGuideKinds { return foundGuideKinds }
        let kinds = settableGuideKinds()
        foundGuideKinds = kinds
        return kinds
    }

    @exclusivity(unchecked) private var foundGuideKinds: GuideKinds?

    /// The build that last took this node into its tree (see
    /// `NodeCandidates`), so that no build puts it at two places.
    @exclusivity(unchecked) @usableFromInline var takenInBuild = -1
    /// The build that last changed how this node lays out (its own
    /// properties, or its children): its parent's answers are out of date too.
    @exclusivity(unchecked) var changedInBuild = -1
    /// The view of a block this node was made from, while it may be kept
    /// whole when that view comes again unchanged (see `appendElement`).
    @exclusivity(unchecked) @usableFromInline var source: ViewSource?

    /// The nodes placed inside this one, back to front.
    var children: [LayoutNode] { [] }

    /// How many children the node has (asked without making the array of them).
    @usableFromInline var childCount: Int { children.count }

    /// The child at `index`, back to front (asked without making the array of them).
    func child(at index: Int) -> LayoutNode { children[index] }

    /// Which node the child at `index` is (asked without retaining it).
    func childIdentifier(at index: Int) -> ObjectIdentifier { ObjectIdentifier(children[index]) }

    /// The kinds of guide the node may set: by default, those its children may.
    func settableGuideKinds() -> GuideKinds {
        var kinds: GuideKinds = []
        for index in 0..<childCount { kinds.formUnion(child(at: index).guideKinds) }
        return kinds
    }

    /// The node's explicit value of a guide when laid out for `proposal` (at
    /// `size`), answered once per guide and proposal.
    final func guide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard guideKinds.contains(GuideKinds(key)) else { return nil }
        for entry in answeredGuides where entry.key == key && entry.proposal == proposal { return entry.value }
        let value = explicitGuide(key, proposal: proposal, size: size)
        if answeredGuides.count == 16 { answeredGuides.removeFirst() }
        answeredGuides.append((key, proposal, value))
        return value
    }

    /// How early a stack gives this node its space (`layoutPriority`).
    var layoutPriority: Double { 0 }

    /// How much space the node likes between itself and its neighbours in a stack.
    var spacing: NodeSpacing { .standard }

    /// The size the node chooses for `proposal`: never negative, never
    /// infinite or NaN (a view asked for its maximum answers a large finite size).
    final func size(for proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        let key = proposal.key
        for entry in answered where entry.proposal == key { return entry.size }
        return measureAndKeep(proposal, key)
    }

    /// The node's length along `axis` for `proposal`: its size's there,
    /// found without measuring the other way where the node knows how (a
    /// stack asks no more of a child's least and most, which only share out
    /// its space: a text offered no width is then not broken into lines).
    final func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        let proposal = proposal.sanitized
        let key = proposal.key
        for entry in answered where entry.proposal == key { return entry.size[axis] }
        if let length = measureLength(along: axis, proposal) ?? measureIndependentLength(along: axis, offered: proposal[axis]) {
            return Self.finite(length)
        }
        return measureAndKeep(proposal, key)[axis]
    }

    /// The node's length along `axis` for every proposal offering `offered`
    /// that way, if the node knows it is the same whatever is offered the
    /// other way (a text offered no width is none wide, however tall):
    /// what a stack needs to know its length across before it shares out
    /// its length along. Nil when not known.
    final func independentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        // (No closures in these nodes' layout: made in main-actor code, a closure checks its executor when called.)
        guard let length = measureIndependentLength(along: axis, offered: ProposedViewSize(along: axis, offered, across: nil).sanitized[axis]) else {
            return nil
        }
        return Self.finite(length)
    }

    /// Measures the size for a sanitized proposal not answered yet, and keeps the answer.
    private func measureAndKeep(_ proposal: ProposedViewSize, _ key: ProposalKey) -> CGSize {
        let measured = measure(proposal)
        let size = CGSize(width: Self.finite(measured.width), height: Self.finite(measured.height))
        if answered.count == 16 { answered.removeFirst() }
        answered.append((key, size))
        return size
    }

    /// The length along `axis` for a sanitized proposal as `measure` would
    /// find it (before it is made finite), if the node can tell it without
    /// measuring its whole size; nil: measured (the default).
    func measureLength(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The length along `axis` for a sanitized length offered that way,
    /// whatever is offered the other way, as `measure` would find it
    /// (before it is made finite); nil (the default): it may depend on it.
    func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? { nil }

    /// Where a guide is in the node laid out for `proposal` (at `size`, its
    /// size for it): its explicit value, else the guide's default — found
    /// without building dimensions for the guides of a frame's edges.
    final func guideValue(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let explicit = guide(key, proposal: proposal, size: size) { return explicit }
        if let frameValue = key.frameValue(in: size) { return frameValue }
        return key.id.defaultValue(in: dimensions(for: proposal))
    }

    /// `guideValue` of a guide of `kind` (`GuideKinds(key)`, found once by a
    /// caller that asks several nodes): a node that cannot set the guide has
    /// its frame's value of it, found without asking for its explicit value.
    final func guideValue(_ key: AlignmentKey, kind: GuideKinds, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if !guideKinds.contains(kind), let frameValue = key.frameValue(in: size) { return frameValue }
        return guideValue(key, proposal: proposal, size: size)
    }

    /// The node's explicit value of a guide when laid out for `proposal`
    /// (as `dimensions(for:)` answers it, without making dimensions).
    final func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize) -> CGFloat? {
        guard guideKinds.contains(GuideKinds(key)) else { return nil }
        let proposal = proposal.sanitized
        return guide(key, proposal: proposal, size: size(for: proposal))
    }

    /// The node's size and guides as laid out for `proposal`.
    final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        let size = size(for: proposal)
        return ViewDimensions(size: size) { [self] key in MainActor.assumeIsolated { guide(key, proposal: proposal, size: size) } }
    }

    /// The node's guides at `size`, as laid out for a proposal of that size
    /// (where the proposal it was measured for is not known).
    final func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in MainActor.assumeIsolated { guide(key, proposal: ProposedViewSize(size), size: size) } }
    }

    /// Computes the size for a proposal: what each kind of node decides.
    func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Where the node puts a guide of its own when laid out for `proposal`,
    /// at `size` (its size for that proposal): containers answer from the
    /// arrangement they made for that proposal. By default: the guide at `size`.
    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        explicitGuide(key, in: size)
    }

    /// Where the node puts a guide of its own at `size` (text baselines,
    /// `alignmentGuide`, guides of a stack's children); nil: the default.
    func explicitGuide(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// Places the node at `origin`, sized for `proposal`, and its children inside.
    final func place(at origin: CGPoint, proposal: ProposedViewSize) {
        let size = size(for: proposal)
        frame = CGRect(origin: origin, size: size)
        placeChildren(in: frame, proposal: proposal)
    }

    /// Places the children in the node's frame: what each container decides.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {}

    /// Puts `children` (as many as `children` had, in its order) in place of the node's own.
    func replaceChildren(_ children: [LayoutNode]) {}

    /// Notes that the node lays out otherwise from `build` on: its answers are forgotten.
    final func changed(in build: Int) {
        forgetAnswers()
        changedInBuild = build
    }

    /// Takes on `children`, built in `build` in place of the node's own: if
    /// they are not the very nodes it had, each unchanged, the node changed.
    final func update(children new: [LayoutNode], in build: Int) {
        guard !hasSameChildren(new, in: build) else { return }
        replaceChildren(new)
        changed(in: build)
    }

    /// Whether `new`, built in `build`, are the very nodes the node has, each unchanged.
    final func hasSameChildren(_ new: [LayoutNode], in build: Int) -> Bool {
        var same = new.count == childCount
        for index in new.indices where same {
            same = ObjectIdentifier(new[index]) == childIdentifier(at: index) && new[index].changedInBuild != build
        }
        return same
    }

    /// Forgets every answer (sizes, guides, arrangements): the children changed.
    func forgetAnswers() {
        answered.removeAllKeepingStorage()
        answeredGuides.removeAllKeepingStorage()
        foundGuideKinds = nil
    }

    /// Makes the views that draw the node (leaves draw, containers recurse).
    func render(into renderer: inout Renderer) {
        for index in 0..<childCount { child(at: index).render(into: &renderer) }
    }

    /// A chosen length as layout keeps it: finite and not negative.
    static func finite(_ length: CGFloat) -> CGFloat {
        guard length.isFinite else { return length == .infinity ? Self.largestLength : 0 }
        return min(max(0, length), Self.largestLength)
    }

    /// The largest length a view chooses (one that takes an infinite proposal takes this).
    nonisolated static let largestLength: CGFloat = 1e9
}

/// A node that lays out as nothing (an `EmptyView`, a nil optional at the root).
final class EmptyNode: LayoutNode {}

/// A node wrapping one other node (a modifier): by default it forwards its
/// child's size, guides, priority and spacing.
@usableFromInline
class ModifierNode: LayoutNode {
    @exclusivity(unchecked) @usableFromInline private(set) var content: LayoutNode

    init(_ content: LayoutNode) { self.content = content }

    override var children: [LayoutNode] { [content] }
    @usableFromInline override var childCount: Int { 1 }
    override func child(at index: Int) -> LayoutNode { content }
    override func childIdentifier(at index: Int) -> ObjectIdentifier { ObjectIdentifier(content) }
    override func replaceChildren(_ children: [LayoutNode]) { content = children[0] }

    /// Takes on `content`, built in `build` in place of its own: unless it
    /// is the very node it had, unchanged, the node changed.
    final func update(content new: LayoutNode, in build: Int) {
        guard new !== content || new.changedInBuild == build else { return }
        content = new
        changed(in: build)
    }
    override var layoutPriority: Double { content.layoutPriority }
    override var spacing: NodeSpacing { content.spacing }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.size(for: proposal) }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        content.explicitGuide(key, for: proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        content.place(at: frame.origin, proposal: proposal)
    }
}

/// Kinds of alignment guide a node may set explicitly.
struct GuideKinds: OptionSet, Hashable {
    let rawValue: UInt8
    static let firstBaseline = GuideKinds(rawValue: 1)
    static let lastBaseline = GuideKinds(rawValue: 2)
    /// Any other guide (an `alignmentGuide`, a custom layout's).
    static let other = GuideKinds(rawValue: 4)
    static let all: GuideKinds = [.firstBaseline, .lastBaseline, .other]

    /// The kind of a guide. (By the guide's type: the baselines' static
    /// alignments would be reached through a lazy global at every call.)
    init(_ key: AlignmentKey) {
        let id = ObjectIdentifier(key.id)
        if key.axis == .vertical, id == ObjectIdentifier(FirstTextBaselineAlignment.self) {
            self = .firstBaseline
        } else if key.axis == .vertical, id == ObjectIdentifier(LastTextBaselineAlignment.self) {
            self = .lastBaseline
        } else {
            self = .other
        }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}

/// What kind of neighbour a node is in a stack, for the default spacing.
struct NodeSpacing: Hashable {
    /// The preferred gap on each side, in points (nil on a side: no preference, zero).
    var length: CGFloat

    /// Most views: the platform's standard 8 points.
    static let standard = NodeSpacing(length: 8)
    /// A spacer asks for no gap: it is the gap.
    static let none = NodeSpacing(length: 0)

    /// The gap between two neighbours: none next to a view that asks for
    /// none (a spacer), else the larger preference.
    static func between(_ first: NodeSpacing, _ second: NodeSpacing) -> CGFloat {
        if first.length == 0 || second.length == 0 { return 0 }
        return max(first.length, second.length)
    }
}

extension Array {
    /// Removes every element and keeps the storage, element by element:
    /// for the few elements of a node's caches that costs a fraction of
    /// `removeAll(keepingCapacity: true)`, which replaces the whole range.
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
