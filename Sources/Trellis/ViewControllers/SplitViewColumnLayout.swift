import Foundation

/// The arithmetic of a split view's columns, apart from its view
/// controllers: which split behaviour a size gets, which display modes a
/// behaviour allows, how wide each column is and where it goes.
struct SplitViewColumnLayout {
    /// The columns beside the secondary one, from the primary edge: what a
    /// display mode shows of them, and whether they take room from the secondary.
    struct Shown: Equatable {
        var primary = false
        var supplementary = false
        /// The shown columns float over the secondary (overlay) instead of beside it.
        var overSecondary = false
        /// The secondary keeps its tiled width and is pushed along (displace).
        var displacesSecondary = false
    }

    /// The frames of the columns (nil for a column not shown) and of the
    /// separators after the primary and supplementary columns.
    struct Frames: Equatable {
        var primary: CGRect?
        var supplementary: CGRect?
        var secondary: CGRect
        var separators: [CGRect]
    }

    let style: UISplitViewController.Style
    /// The split view's size.
    let size: CGSize
    /// The width of the screen it is on.
    let screenWidth: CGFloat
    /// The width of one pixel, the separators' thickness.
    let pixel: CGFloat

    /// What `.automatic` resolves to for this size: tile on a wide enough
    /// screen (1024 points across in landscape, 1194 in portrait), overlay below.
    var automaticSplitBehavior: UISplitViewController.SplitBehavior {
        let landscape = size.width > size.height
        return size.width >= (landscape ? 1024 : 1194) ? .tile : .overlay
    }

    /// The display mode `.automatic` resolves to under `behavior`: the one
    /// column beside the secondary when tiled or displacing, the secondary
    /// alone (its neighbour sliding over when shown) when overlaid.
    static func automaticDisplayMode(for behavior: UISplitViewController.SplitBehavior) -> UISplitViewController.DisplayMode {
        behavior == .overlay ? .secondaryOnly : .oneBesideSecondary
    }

    /// `mode` made valid for `behavior` and the style: each behaviour allows
    /// the secondary alone and its own way of showing one or two columns
    /// (tile: beside; overlay: over; displace: one beside, two displacing);
    /// a mode of another behaviour becomes this one's with as many columns,
    /// and two columns become one in a two-column split view.
    func valid(_ mode: UISplitViewController.DisplayMode, for behavior: UISplitViewController.SplitBehavior) -> UISplitViewController.DisplayMode {
        var columns: Int
        switch mode {
        case .automatic: return Self.automaticDisplayMode(for: behavior)
        case .secondaryOnly: return .secondaryOnly
        case .oneBesideSecondary, .oneOverSecondary: columns = 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: columns = 2
        }
        if style != .tripleColumn { columns = 1 }
        switch behavior {
        case .tile, .automatic: return columns == 1 ? .oneBesideSecondary : .twoBesideSecondary
        case .overlay: return columns == 1 ? .oneOverSecondary : .twoOverSecondary
        case .displace: return columns == 1 ? .oneBesideSecondary : .twoDisplaceSecondary
        }
    }

    /// Which columns `mode` shows: in a three-column split view, "one" is
    /// the supplementary column and "two" both; in a two-column one, "one"
    /// is the primary.
    func shown(in mode: UISplitViewController.DisplayMode) -> Shown {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return Shown()
        case .oneBesideSecondary: return Shown(primary: !triple, supplementary: triple)
        case .oneOverSecondary: return Shown(primary: !triple, supplementary: triple, overSecondary: true)
        case .twoBesideSecondary: return Shown(primary: true, supplementary: triple)
        case .twoOverSecondary: return Shown(primary: true, supplementary: triple, overSecondary: true)
        case .twoDisplaceSecondary: return Shown(primary: true, supplementary: triple, displacesSecondary: true)
        }
    }

    /// A column's width from its preferences (points win over a fraction of
    /// the split view's width, either over the automatic width), kept
    /// between its minimum (0 by default) and maximum, and within the split view.
    func width(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, automaticMaximum: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        let upper = maximum == automatic ? automaticMaximum : maximum
        let lower = minimum == automatic ? 0 : minimum
        var width = automaticMaximum
        if preferred != automatic {
            width = preferred
        } else if fraction != automatic {
            width = fraction * size.width
        }
        return max(0, min(max(min(width, upper), lower), size.width))
    }

    /// The supplementary column's automatic maximum: 375 points, or 320 for
    /// an overlay in a split view narrower than the screen.
    func supplementaryAutomaticMaximum(for behavior: UISplitViewController.SplitBehavior) -> CGFloat {
        behavior == .overlay && size.width < screenWidth ? 320 : 375
    }

    /// The frames of what `shown` shows, with the primary edge on the left;
    /// `mirrored` puts it on the right (right to left, or a trailing primary edge).
    /// Tiled columns sit side by side with a one-pixel separator between
    /// them; overlaid ones float over the secondary's primary edge, which
    /// keeps the whole width; displacing ones push the secondary (keeping
    /// its tiled width) partly off the split view.
    func frames(_ shown: Shown, primaryWidth: CGFloat, supplementaryWidth: CGFloat, mirrored: Bool) -> Frames {
        let height = size.height
        var x: CGFloat = 0
        var frames = Frames(primary: nil, supplementary: nil, secondary: .zero, separators: [])
        var lastColumnWidth: CGFloat = 0
        for (isShown, width, isPrimary) in [(shown.primary, primaryWidth, true), (shown.supplementary, supplementaryWidth, false)] where isShown {
            let column = CGRect(x: x, y: 0, width: width, height: height)
            if isPrimary { frames.primary = column } else { frames.supplementary = column }
            frames.separators.append(CGRect(x: column.maxX, y: 0, width: pixel, height: height))
            x = column.maxX + pixel
            lastColumnWidth = width + pixel
        }
        if shown.overSecondary {
            frames.secondary = CGRect(x: 0, y: 0, width: size.width, height: height)
        } else if shown.displacesSecondary {
            // The secondary keeps the width it has beside the last column alone.
            frames.secondary = CGRect(x: x, y: 0, width: max(0, size.width - lastColumnWidth), height: height)
        } else {
            frames.secondary = CGRect(x: x, y: 0, width: max(0, size.width - x), height: height)
        }
        guard mirrored else { return frames }
        func mirror(_ rect: CGRect) -> CGRect { CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        return Frames(
            primary: frames.primary.map(mirror), supplementary: frames.supplementary.map(mirror), secondary: mirror(frames.secondary),
            separators: frames.separators.map(mirror))
    }
}
