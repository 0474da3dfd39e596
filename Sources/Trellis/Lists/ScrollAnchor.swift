import Foundation

/// An element of a list kept where it shows while sizes before it change
/// (estimates replaced by measured sizes, reloads, batch updates): which
/// element, and how far its leading edge is from the bounds' leading edge
/// along the scrolling axis.
struct ScrollAnchor<Element: Hashable> {
    /// The element kept in place.
    var element: Element
    /// Its leading edge's distance from the leading edge of the bounds.
    var distance: CGFloat

    /// The same place on screen for the element at another key (it moved in an update).
    func moved(to element: Element) -> ScrollAnchor {
        ScrollAnchor(element: element, distance: distance)
    }

    /// The content offset along the axis that puts the element, now starting
    /// at `start` in the content, back where it was on screen; never before
    /// `minimum` (the start of the content, where the content moves instead).
    func offset(forElementStartingAt start: CGFloat, minimum: CGFloat) -> CGFloat {
        max(start - distance, minimum)
    }
}
