import Foundation

/// The split view: which columns are on screen for the display mode, and
/// where they go. Expanded, tiled columns sit side by side from the primary
/// edge with a one-pixel separator (`.opaqueSeparator`) between them, the
/// secondary filling the rest; overlaid ones float over the secondary's
/// primary edge. The columns beside the secondary have a `.systemBackground`
/// backing. Collapsed, the one controller shown fills the view.
extension UISplitViewController {
    /// The split view's size (the screen's before the view is made; the
    /// new one from the start of a rotation).
    var currentSize: CGSize { sizeTransition?.to ?? viewIfLoaded?.bounds.size ?? displayScreen.bounds.size }

    func columnLayout(for size: CGSize) -> SplitViewColumnLayout {
        let scale = traitCollection.displayScale
        return SplitViewColumnLayout(style: style, size: size, screenWidth: displayScreen.bounds.width, pixel: 1 / (scale > 0 ? scale : 1))
    }

    func splitBehavior(for size: CGSize) -> SplitBehavior {
        preferredSplitBehavior == .automatic ? columnLayout(for: size).automaticSplitBehavior : preferredSplitBehavior
    }

    func displayMode(for size: CGSize) -> DisplayMode {
        let behavior = splitBehavior(for: size)
        let requested = displayModeRequest.flatMap { $0.behavior == behavior ? $0.mode : nil } ?? preferredDisplayMode
        return columnLayout(for: size).valid(requested, for: behavior)
    }

    func primaryColumnWidth(for size: CGSize) -> CGFloat {
        columnLayout(for: size).width(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, automaticMaximum: 320)
    }

    func supplementaryColumnWidth(for size: CGSize) -> CGFloat {
        let layout = columnLayout(for: size)
        return layout.width(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
            automaticMaximum: layout.supplementaryAutomaticMaximum(for: splitBehavior(for: size)))
    }

    /// The columns that should be on screen at `size`, from the bottom up.
    private func columnsToShow(for size: CGSize) -> [Column] {
        guard viewIfLoaded != nil else { return [] }
        if isCollapsed { return [columns[.compact] != nil ? .compact : .primary].filter { columns[$0] != nil } }
        let shown = columnLayout(for: size).shown(in: displayMode(for: size))
        let wanted: [Column] = [.secondary] + (shown.supplementary ? [.supplementary] : []) + (shown.primary ? [.primary] : [])
        return wanted.filter { columns[$0] != nil }
    }

    /// Puts on screen the columns the display mode shows at `size` (the
    /// view's by default): those that leave disappear, those that come
    /// appear, in UIKit's order; the delegate hears which columns beside
    /// the secondary show or hide and of a new display mode.
    func refreshColumns(for size: CGSize? = nil, tellingDelegate: Bool = true) {
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        let size = size ?? currentSize
        let wanted = columnsToShow(for: size)
        let mode = displayMode(for: size)
        defer { container.setNeedsLayout() }
        let tellsDelegate = tellingDelegate && !isCollapsed && container.window != nil
        if tellsDelegate, mode != container.shownDisplayMode { delegate?.splitViewController(self, willChangeTo: mode) }
        container.shownDisplayMode = isCollapsed ? nil : mode
        guard wanted != columnsOnScreen else { return }
        let leaving = columnsOnScreen.filter { !wanted.contains($0) }
        let arriving = wanted.filter { !columnsOnScreen.contains($0) }
        if tellsDelegate, let delegate {
            for column in arriving where column != .secondary { delegate.splitViewController(self, willShow: column) }
            for column in leaving where column != .secondary && column != .compact { delegate.splitViewController(self, willHide: column) }
        }
        let visible = isVisible
        let arrivingControllers = arriving.compactMap { columns[$0]?.shown }
        let leavingControllers = leaving.compactMap { columns[$0]?.shown }
        if visible {
            for controller in arrivingControllers { controller.beginAppearance(true, animated: false) }
            for controller in leavingControllers { controller.beginAppearance(false, animated: false) }
        }
        for controller in leavingControllers { controller.viewIfLoaded?.removeFromSuperview() }
        columnsOnScreen = wanted
        container.arrange(wanted.compactMap { column in columns[column].map { (column, $0.shown.view!) } })
        if visible {
            container.layoutIfNeeded()
            for controller in leavingControllers { controller.endAppearance(false, animated: false) }
            for controller in arrivingControllers { controller.endAppearance(true, animated: false) }
        }
    }

    /// Places the columns on screen in the view's bounds.
    func layoutColumns(in container: SplitContainerView) {
        if let transition = sizeTransition, container.bounds.size != transition.from { sizeTransition = nil }
        updateCollapsedState()
        refreshColumns()
        let bounds = container.bounds
        if isCollapsed {
            container.place(columnsOnScreen.reduce(into: [:]) { $0[$1] = bounds }, separators: [], views: columnViews(), backed: false)
            return
        }
        let layout = columnLayout(for: bounds.size)
        let mirrored = (container.effectiveUserInterfaceLayoutDirection == .rightToLeft) != (primaryEdge == .trailing)
        let frames = layout.frames(
            layout.shown(in: displayMode(for: bounds.size)), primaryWidth: primaryColumnWidth(for: bounds.size),
            supplementaryWidth: supplementaryColumnWidth(for: bounds.size), mirrored: mirrored)
        var columnFrames: [Column: CGRect] = [.secondary: frames.secondary]
        columnFrames[.primary] = frames.primary
        columnFrames[.supplementary] = frames.supplementary
        container.place(columnFrames, separators: frames.separators, views: columnViews(), backed: true)
    }

    /// The views of the columns on screen, by column.
    private func columnViews() -> [Column: UIView] {
        var views: [Column: UIView] = [:]
        for column in columnsOnScreen { views[column] = columns[column]?.shown.viewIfLoaded }
        return views
    }
}

/// The view of a split view controller: its columns' views, a backing
/// behind each column beside the secondary, and the separators.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    weak var split: UISplitViewController?
    /// The display mode the columns on screen were arranged for (nil collapsed).
    var shownDisplayMode: UISplitViewController.DisplayMode?
    private var backings: [UISplitViewController.Column: UIView] = [:]
    private var separators: [UIView] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        split?.layoutColumns(in: self)
    }

    /// Stacks the columns' views from the bottom up, each column beside the
    /// secondary over its backing, the separators on top.
    func arrange(_ views: [(UISplitViewController.Column, UIView)]) {
        for (column, view) in views {
            if column == .primary || column == .supplementary {
                let backing = backings[column] ?? UIView()
                backing.backgroundColor = .systemBackground
                backings[column] = backing
                addSubview(backing)
            }
            if view.superview !== self { view.autoresizingMask = [] }
            addSubview(view)
        }
        for separator in separators { bringSubviewToFront(separator) }
    }

    /// Gives the columns their frames, with the backings of those beside the
    /// secondary (when `backed`) and the separators (one after each column beside the secondary).
    func place(
        _ columnFrames: [UISplitViewController.Column: CGRect], separators frames: [CGRect], views: [UISplitViewController.Column: UIView],
        backed: Bool
    ) {
        for (column, backing) in backings {
            let frame = views[column] == nil ? nil : columnFrames[column]
            backing.isHidden = frame == nil || !backed
            if let frame { backing.frame = frame }
        }
        for (column, view) in views {
            if let frame = columnFrames[column] { view.frame = frame }
        }
        while separators.count < frames.count {
            let separator = UIView()
            separator.backgroundColor = .opaqueSeparator
            separators.append(separator)
            addSubview(separator)
        }
        for (index, separator) in separators.enumerated() {
            separator.isHidden = index >= frames.count
            if index < frames.count { separator.frame = frames[index] }
        }
    }
}
