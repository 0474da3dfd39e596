import Foundation

/// The first of its views that fits the space offered along `axes`, or the
/// last one when none does.
///
/// A view fits when its ideal size along the constrained axes (asked with no
/// proposal along them, and the offered length along the others) is no
/// larger than the offered length; an axis offered no length fits anything.
/// The chosen view is offered the space as it was offered; only it is placed and drawn.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    @usableFromInline let axes: Axis.Set
    @usableFromInline let content: Content

    /// Chooses among `content`'s views, in order, by whether they fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        var candidates: [LayoutNode] = []
        context.inStack(nil).appendNodes(of: content, to: &candidates, candidates: .none)
        nodes.append(FittingNode(candidates: candidates, axes: axes))
    }
}

/// `ViewThatFits`'s node: sized, placed and drawn as the chosen candidate.
final class FittingNode: LayoutNode {
    let candidates: [LayoutNode]
    let axes: Axis.Set
    /// The candidate chosen when the node was last placed.
    private var placed: LayoutNode?

    init(candidates: [LayoutNode], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
    }

    override var children: [LayoutNode] { placed.map { [$0] } ?? [] }

    /// The candidate for `proposal`: the first that fits, else the last (nil: none).
    func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        // A little slack, so that a view measured at exactly the offered length fits.
        func fits(_ length: CGFloat, _ offered: CGFloat?) -> Bool { offered.map { length <= $0 + 0.001 } ?? true }
        for candidate in candidates {
            let size = candidate.size(for: ideal)
            if (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height)) {
                return candidate
            }
        }
        return candidates.last
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.size(for: proposal) ?? .zero
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        choice(for: proposal)?.explicitGuide(key, for: proposal)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        placed = choice(for: proposal)
        placed?.place(at: frame.origin, proposal: proposal)
    }
}
