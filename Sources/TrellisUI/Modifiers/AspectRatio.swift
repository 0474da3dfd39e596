import Foundation

/// How content of one aspect ratio fills space of another.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits inside, the ratio kept.
    case fit
    /// As small as covers it all, the ratio kept.
    case fill
}

extension View {
    /// The view offered the largest (`.fit`) or smallest (`.fill`) rectangle
    /// of `aspectRatio` (width over height; nil: the ratio of the view's
    /// ideal size) that fits in or covers what it is offered. The view's own
    /// size is what it chooses for that offer: the ratio only changes the proposal.
    @inlinable public consuming func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio.map { CGSize(width: $0, height: 1) }, contentMode: contentMode))
    }

    /// The view offered the largest (`.fit`) or smallest (`.fill`) rectangle
    /// of the aspect ratio of `aspectRatio` in what it is offered.
    @inlinable public consuming func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// The view offered the largest rectangle of its ideal aspect ratio that fits.
    @inlinable public consuming func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The view offered the smallest rectangle of its ideal aspect ratio that covers the space.
    @inlinable public consuming func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `aspectRatio`, `scaledToFit`, `scaledToFill`: the content offered a rectangle of a ratio.
public struct _AspectRatioModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = AspectRatioNode
    /// The ratio as a width and a height (nil: the child's ideal size).
    let ratio: CGSize?
    let contentMode: ContentMode

    @usableFromInline init(ratio: CGSize?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        let (ratio, contentMode) = (ratio.flatMap(AspectRatioNode.validRatio), contentMode)
        return node(previous, wrapping: content, in: context, alike: { $0.ratio == ratio && $0.contentMode == contentMode }) {
            AspectRatioNode(content, ratio: ratio, contentMode: contentMode)
        }
    }
}

/// `aspectRatio(_:contentMode:)`: offers the child a rectangle of the ratio
/// scaled to fit or fill the proposal, and is the child's size, centred.
///
/// Where the proposal leaves one dimension unspecified, the rectangle is
/// the one of the ratio with the given length (fit and fill alike); with
/// none specified, the child is offered nil × nil. A ratio of zero or
/// infinity (a zero side) offers that side zero; a ratio that is NaN or
/// negative is taken as the child's ideal ratio; a zero-by-zero ideal size is square.
@usableFromInline
final class AspectRatioNode: AligningNode {
    let ratio: CGSize?
    let contentMode: ContentMode

    /// (`ratio`: a valid one, or nil.)
    init(_ content: LayoutNode, ratio: CGSize?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(content, alignment: .center)
    }

    /// A ratio as a valid width and height, or nil when it is not one.
    static func validRatio(_ size: CGSize) -> CGSize? {
        let (width, height) = (size.width, size.height)
        guard !width.isNaN, !height.isNaN, width >= 0, height >= 0 else { return nil }
        switch (width.isInfinite, height.isInfinite) {
        case (true, true): return nil
        case (true, false): return CGSize(width: 1, height: 0)
        case (false, true): return CGSize(width: 0, height: 1)
        case (false, false): return width == 0 && height == 0 ? nil : CGSize(width: width, height: height)
        }
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        if proposal.width == nil && proposal.height == nil { return proposal }
        var shape = ratio ?? content.size(for: .unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        // How much the ratio's rectangle is scaled to meet each proposed length (nil: not proposed).
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat? {
            guard let target else { return nil }
            return length > 0 ? target / length : nil
        }
        let scales = [scale(proposal.width, shape.width), scale(proposal.height, shape.height)].compactMap { $0 }
        guard let factor = contentMode == .fit ? scales.min() : scales.max() else {
            // A degenerate ratio along the only proposed dimension: that length, zero across.
            return ProposedViewSize(width: shape.width > 0 ? proposal.width : 0, height: shape.height > 0 ? proposal.height : 0)
        }
        func length(_ side: CGFloat) -> CGFloat { side == 0 ? 0 : side * factor }
        return ProposedViewSize(width: length(shape.width), height: length(shape.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        content.size(for: childProposal(for: proposal))
    }
}
