import Foundation

/// A section that scrolls orthogonally, as its scroller needs it: where the
/// scroller lies in the collection view's content, how wide its content
/// is, where its groups are across that content, and where scrolling comes
/// to rest.
struct OrthogonalSection {
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The scroller's frame in the collection view's content: across the
    /// whole content, as tall as the section's tallest group.
    var frame: CGRect
    /// How wide the scroller's content is.
    var contentWidth: CGFloat
    /// Each group's leading and trailing x in the scroller's content, left to right.
    var groups: [(start: CGFloat, end: CGFloat)]
    /// The section's leading inset, where a group rests with `.groupPaging`
    /// and `.continuousGroupLeadingBoundary`.
    var leadingInset: CGFloat
    /// Where the scroller starts: 0, or right to left its content's far end.
    var startOffset: CGFloat = 0
    /// Whether groups lead from the right (mirrored, right to left).
    var rightToLeft = false

    /// The offsets the scroller may rest at.
    func offsetRange(width: CGFloat) -> ClosedRange<CGFloat> { 0...max(0, contentWidth - width) }

    /// The same section mirrored across its content (right to left).
    func mirrored() -> OrthogonalSection {
        var mirrored = self
        mirrored.groups = groups.reversed().map { (contentWidth - $0.end, contentWidth - $0.start) }
        mirrored.startOffset = max(0, contentWidth - frame.width)
        mirrored.rightToLeft = true
        return mirrored
    }

    /// Where content let go at `offset` with `velocity` (points a
    /// millisecond) comes to rest, in a scroller `width` wide: where it
    /// decelerates to (`.continuous`), the group leading edge nearest that
    /// (`.continuousGroupLeadingBoundary`), or the next page or group in the
    /// velocity's direction, the nearest without velocity (`.paging`,
    /// `.groupPaging`, `.groupPagingCentered`).
    func restingOffset(after offset: CGFloat, velocity: CGFloat, width: CGFloat) -> CGFloat {
        let range = offsetRange(width: width)
        func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound }
        // UIKit's normal deceleration rate (0.998 a millisecond) carries content v / (1 − 0.998) further.
        let projected = offset + velocity / (1 - 0.998)
        switch behavior {
        case .none, .continuous:
            return clamped(projected)
        case .paging:
            guard width > 0 else { return clamped(offset) }
            let page = offset / width
            return clamped((velocity > 0 ? page.rounded(.up) : velocity < 0 ? page.rounded(.down) : page.rounded()) * width)
        case .continuousGroupLeadingBoundary:
            return clamped(nearest(to: clamped(projected), among: restingPoints(width: width)))
        case .groupPaging, .groupPagingCentered:
            let points = restingPoints(width: width)
            guard !points.isEmpty else { return clamped(offset) }
            // The first point at or after the offset (half a point's tolerance), or the last at or before it.
            let after = points.partitioningIndex { $0 >= offset - 0.5 }
            if velocity > 0 { return clamped(points[min(after, points.count - 1)]) }
            let before = points.partitioningIndex { $0 > offset + 0.5 } - 1
            if velocity < 0 { return clamped(points[max(before, 0)]) }
            return clamped(nearest(to: offset, among: points))
        }
    }

    /// The offsets at which a group rests: its leading edge at the leading
    /// inset, or (centred paging) its middle in the middle, in increasing order.
    private func restingPoints(width: CGFloat) -> [CGFloat] {
        switch behavior {
        case .groupPagingCentered: groups.map { ($0.start + $0.end) / 2 - width / 2 }
        default: rightToLeft ? groups.map { $0.end + leadingInset - width } : groups.map { $0.start - leadingInset }
        }
    }

    private func nearest(to value: CGFloat, among points: [CGFloat]) -> CGFloat {
        guard !points.isEmpty else { return value }
        let index = points.partitioningIndex { $0 >= value }
        if index == 0 { return points[0] }
        if index == points.count { return points[points.count - 1] }
        return value - points[index - 1] <= points[index] - value ? points[index - 1] : points[index]
    }
}
