import Foundation

/// Where a sheet goes in its container, apart from its controller: a card
/// centred on an iPad, full screen in a compact height (unless it prefers
/// to stay attached to the bottom edge), and otherwise attached to the
/// bottom edge with its top at the height of its detent.
struct SheetLayout {
    /// How the sheet sits in its container.
    enum Placement: Equatable {
        /// Attached to the bottom edge, resized by its detents.
        case edgeAttached
        /// Covering the container (a compact height, not edge-attached).
        case fullScreen
        /// A card centred on a regular-width, regular-height screen.
        case card
    }

    /// The container's bounds and safe area.
    let bounds: CGRect
    let safeArea: UIEdgeInsets
    let traits: UITraitCollection
    let style: UIViewController.ModalPresentationStyle
    let preferredContentSize: CGSize
    /// The larger side of the screen (a form sheet's size depends on it).
    let screenLargestSide: CGFloat
    let prefersEdgeAttachedInCompactHeight: Bool
    let widthFollowsPreferredContentSize: Bool

    /// A large sheet's top is this far below the top of the safe area (less in a compact height).
    static let topOffset: CGFloat = 10
    static let compactHeightTopOffset: CGFloat = 8
    /// The least room an edge-attached sheet leaves at each side.
    static let minimumSidePadding: CGFloat = 25

    var placement: Placement {
        if traits.verticalSizeClass == .compact { return prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullScreen }
        if traits.horizontalSizeClass == .regular { return .card }
        return .edgeAttached
    }

    /// The top of a sheet at its largest.
    var largestTop: CGFloat {
        safeArea.top + (traits.verticalSizeClass == .compact ? Self.compactHeightTopOffset : Self.topOffset)
    }

    /// The height of the sheet above the bottom of the safe area at its largest: no detent is higher.
    var maximumDetentValue: CGFloat { max(0, bounds.height - largestTop - safeArea.bottom) }

    /// The sheet's frame resting at a detent of `value` (edge-attached; the
    /// others ignore detents): its top `value` above the bottom of the safe
    /// area, its bottom at the container's.
    func frame(detentValue value: CGFloat) -> CGRect {
        switch placement {
        case .fullScreen: return bounds
        case .card: return cardFrame
        case .edgeAttached:
            // On the pixel grid, as UIKit rounds frames.
            let scale = traits.displayScale > 0 ? traits.displayScale : 1
            let top = ((bounds.height - safeArea.bottom - min(max(value, 0), maximumDetentValue)) * scale).rounded() / scale
            let width = edgeAttachedWidth
            return CGRect(x: bounds.minX + ((bounds.width - width) / 2).rounded(), y: top, width: width, height: bounds.height - top)
        }
    }

    /// The width of an edge-attached sheet: the whole width upright; in a
    /// compact height the safe area's (or the preferred width, when it
    /// follows it), leaving at least the side padding.
    private var edgeAttachedWidth: CGFloat {
        guard traits.verticalSizeClass == .compact else { return bounds.width }
        var width = bounds.width - safeArea.left - safeArea.right
        if widthFollowsPreferredContentSize && preferredContentSize.width > 0 { width = preferredContentSize.width }
        return max(0, min(width, bounds.width - 2 * Self.minimumSidePadding))
    }

    /// A card on an iPad: a form sheet its preferred content size or the
    /// system's size for the screen, a page sheet 704 points wide (less on
    /// a narrow screen) and as tall as the screen allows; centred.
    private var cardFrame: CGRect {
        var size: CGSize
        if style == .formSheet {
            if preferredContentSize.width > 0 && preferredContentSize.height > 0 {
                size = preferredContentSize
            } else if screenLargestSide <= 1024 {
                size = CGSize(width: 540, height: 600)
            } else if screenLargestSide <= 1590 {
                size = CGSize(width: 580, height: 640)
            } else {
                size = CGSize(width: 620, height: 680)
            }
        } else {
            size = CGSize(width: 704, height: 1040)
        }
        size = CGSize(width: min(size.width, bounds.width - 40), height: min(size.height, bounds.height - 80))
        return CGRect(
            x: bounds.minX + ((bounds.width - size.width) / 2).rounded(), y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }
}
