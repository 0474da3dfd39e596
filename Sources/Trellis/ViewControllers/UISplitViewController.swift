import Foundation

/// Two or three columns side by side (a sidebar, a list, the detail), as
/// iPadOS shows Mail and Settings; one navigation stack on a compact width.
///
/// iOS 14's column API: each column's view controller is set with
/// `setViewController(_:for:)` and, unless it is a navigation controller,
/// wrapped in one. Expanded (a regular width), the display mode decides
/// which columns show and the split behaviour how (tiled beside the
/// secondary column, or over it); collapsed (a compact width), the
/// `.compact` column's view controller shows, or else the primary's
/// navigation stack with the other columns' stacks pushed onto it. Headless,
/// changes complete at once, with the appearance callbacks of the columns
/// that show or hide.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view controller has.
    public enum Style: Int, Sendable {
        /// The classic split view controller of `viewControllers` (two, unwrapped).
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of the split view.
    public enum Column: Int, Sendable {
        /// The leading column: a sidebar.
        case primary = 0
        /// The middle column of three: a list.
        case supplementary = 1
        /// The trailing column that fills the rest: the detail.
        case secondary = 2
        /// What shows instead of the columns when collapsed.
        case compact = 3
    }

    /// Which columns show beside the secondary one, and how.
    public enum DisplayMode: Int, Sendable {
        /// The mode for the split behaviour and size.
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column (the primary of two, the supplementary of three) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary's leading edge.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns, pushing the secondary aside.
        case twoDisplaceSecondary = 6

        /// iOS 8's name for `.secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// iOS 8's name for `.oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// iOS 8's name for `.oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the columns beside the secondary share the width with it.
    public enum SplitBehavior: Int, Sendable {
        /// Tile or overlay, by the size of the split view.
        case automatic = 0
        /// Side by side: the secondary narrows.
        case tile = 1
        /// Over the secondary, which keeps the whole width.
        case overlay = 2
        /// Side by side, pushing the secondary partly off screen.
        case displace = 3
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// A column width left to the split view controller (the default of every width property).
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The number of columns.
    public let style: Style
    /// Told of collapsing, expanding and columns showing; asked which column is on top when collapsed.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// A split view controller with `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (`style` `.unspecified`), set up with `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller from an archive (Trellis has none).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// What a column holds: the view controller set, and the one shown for
    /// it (a navigation controller around it, unless it is one or the style is classic).
    struct ColumnContent {
        let given: UIViewController
        let shown: UIViewController
    }

    var columns: [Column: ColumnContent] = [:]
    /// The columns whose views are on screen, from the bottom up.
    var columnsOnScreen: [Column] = []
    /// Collapsed: the columns whose stacks are pushed on the primary's
    /// navigation stack, in order, with the controllers each had there.
    var stackedColumns: [(column: Column, controllers: [UIViewController])] = []
    /// Collapsed: how many controllers at the bottom of the primary's stack are its own.
    var primaryOwnCount = 0
    /// A rotation under way: the view's size before it, and the size it goes to.
    var sizeTransition: (from: CGSize, to: CGSize)?

    /// The view controller set for `column` (nil for none).
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]?.given
    }

    /// Sets the view controller of `column`; a controller that is not a
    /// navigation controller is wrapped in one (but for a tab bar
    /// controller in the compact column). A controller already in another
    /// column, or contained elsewhere, is refused and reported.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            LayoutDiagnostics.report(
                .invalidViewControllerUse, "A classic UISplitViewController (style .unspecified) has no columns to set: use viewControllers.",
                viewControllers: [self] + (vc.map { [$0] } ?? []))
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            LayoutDiagnostics.report(
                .invalidViewControllerUse, "A two-column UISplitViewController has no supplementary column; nothing changes.",
                viewControllers: [self] + (vc.map { [$0] } ?? []))
            return
        }
        guard let vc else { return replace(column, with: nil) }
        guard columns[column]?.given !== vc else { return }
        guard mayTake(vc, for: column) else { return }
        let keptAsIs = vc is UINavigationController || (column == .compact && vc is UITabBarController)
        replace(column, with: ColumnContent(given: vc, shown: keptAsIs ? vc : UINavigationController(rootViewController: vc)))
    }

    /// Whether `candidate` may go in `column`: not in another column (or on
    /// its stack), and allowed by the containment rules.
    private func mayTake(_ candidate: UIViewController, for column: Column) -> Bool {
        for (other, content) in columns where other != column {
            let stack = (content.shown as? UINavigationController)?.viewControllers ?? []
            if content.given === candidate || content.shown === candidate || stack.contains(where: { $0 === candidate }) {
                refuse(candidate, as: "the \(column) column", because: "it is already in the \(other) column")
                return false
            }
        }
        let problem = containmentProblem(taking: candidate, as: "a column")
            ?? candidate.parent.flatMap { $0 === columns[column]?.shown ? nil : "it is a child of \(type(of: $0)); remove it from there first" }
        if let problem {
            refuse(candidate, as: "the \(column) column", because: problem)
            return false
        }
        return true
    }

    /// Puts `content` in `column` in place of what was there: the old one
    /// disappears (if shown) and leaves; the new one is a child, shown if the column is.
    func replace(_ column: Column, with content: ColumnContent?) {
        // Collapsed, the stacks go back to their columns while one changes, then on the primary's again.
        var restack = isCollapsed ? stackedColumns.map(\.column) : nil
        if restack != nil { arrangeCollapsedStack(stacking: []) }
        if let old = columns[column] {
            let onScreen = columnsOnScreen.contains(column)
            if onScreen && isVisible { old.shown.beginAppearance(false, animated: false) }
            old.shown.viewIfLoaded?.removeFromSuperview()
            if onScreen && isVisible { old.shown.endAppearance(false, animated: false) }
            columnsOnScreen.removeAll { $0 == column }
            old.shown.willMove(toParent: nil)
            old.shown.removeFromParent()
        }
        columns[column] = content
        if let content {
            addChild(content.shown)
            content.shown.didMove(toParent: self)
        }
        updateColumnTraits()
        if column == .secondary && content != nil && restack != nil { restack = columnsStacked(upTo: .secondary) }
        if let restack { arrangeCollapsedStack(stacking: restack) }
        refreshColumns()
    }

    /// The view controllers shown: expanded, each column's (primary,
    /// supplementary, secondary; navigation controllers where wrapped);
    /// collapsed, the compact column's or the primary's. Setting it (as for
    /// a classic split view controller) fills the primary, supplementary
    /// (of three) and secondary columns in order.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed, let collapsed = columns[.compact] ?? columns[.primary] { return [collapsed.shown] }
            return [Column.primary, .supplementary, .secondary].compactMap { columns[$0]?.shown }
        }
        set {
            let order: [Column] = style == .tripleColumn && newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            guard mayTakeAll(newValue) else { return }
            for (index, column) in order.enumerated() {
                let controller = index < newValue.count ? newValue[index] : nil
                if style == .unspecified {
                    guard columns[column]?.given !== controller else { continue }
                    if let controller, !mayTake(controller, for: column) { return }
                    replace(column, with: controller.map { ColumnContent(given: $0, shown: $0) })
                } else {
                    setViewController(controller, for: column)
                }
            }
        }
    }

    /// Whether a list of column controllers may be taken: none twice.
    private func mayTakeAll(_ candidates: [UIViewController]) -> Bool {
        var seen = Set<ObjectIdentifier>()
        for candidate in candidates where !seen.insert(ObjectIdentifier(candidate)).inserted {
            refuse(candidate, as: "a column", because: "it is in the list twice")
            return false
        }
        return true
    }

    override var childrenOnScreen: [UIViewController] { columnsOnScreen.compactMap { columns[$0]?.shown } }

    open override func loadView() {
        let container = SplitContainerView(frame: displayScreen.bounds)
        container.split = self
        view = container
        updateCollapsedState()
        updateColumnTraits()
        refreshColumns()
    }

    override func traitsDidChange(from previous: UITraitCollection) {
        updateCollapsedState()
        super.traitsDidChange(from: previous)
    }

    /// Rotating: the columns for the new size show or hide before the view takes it.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if let view = viewIfLoaded, view.bounds.size != size { sizeTransition = (view.bounds.size, size) }
        refreshColumns(for: size)
        super.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Display mode and split behaviour

    /// The display mode asked for (`.automatic` by default); the split
    /// view controller uses the nearest one its split behaviour allows.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            displayModeRequest = nil
            refreshColumns()
        }
    }

    /// The display mode in effect.
    open var displayMode: DisplayMode { displayMode(for: currentSize) }

    /// The split behaviour asked for (`.automatic` by default).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { refreshColumns() }
    }

    /// The split behaviour in effect: the preferred one, or for
    /// `.automatic`, tile on a wide screen and overlay on a narrower one.
    open var splitBehavior: SplitBehavior { splitBehavior(for: currentSize) }

    /// A display mode asked for by `show(_:)`, `hide(_:)` or the delegate
    /// on expanding, with the split behaviour it was asked under (a new
    /// behaviour, as after a rotation, forgets it).
    var displayModeRequest: (mode: DisplayMode, behavior: SplitBehavior)?

    /// Whether the split view controller shows one column (a compact width).
    public internal(set) var isCollapsed = false

    /// Whether a swipe shows and hides the columns beside the secondary (no gestures are simulated).
    open var presentsWithGesture = true
    /// Whether the secondary column's bar has a button to show it alone (not drawn).
    open var showsSecondaryOnlyButton = false

    /// The edge the primary column is on (`.leading` by default).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Shows `column`: expanded, changes the display mode to one that shows
    /// it; collapsed, puts it on top of the navigation stack.
    open func show(_ column: Column) {
        if isCollapsed { return arrangeCollapsedStack(stacking: columnsStacked(upTo: column)) }
        let behavior = splitBehavior
        let current = displayMode
        let layout = columnLayout(for: currentSize)
        let shown = layout.shown(in: current)
        var wanted: DisplayMode?
        switch column {
        case .primary where !shown.primary: wanted = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary where style == .tripleColumn && !shown.supplementary: wanted = .oneBesideSecondary
        case .secondary where shown.overSecondary || shown.displacesSecondary:
            wanted = shown.displacesSecondary ? .oneBesideSecondary : .secondaryOnly
        default: break
        }
        if let wanted { request(layout.valid(wanted, for: behavior), under: behavior) }
    }

    /// Hides `column` (expanded only): the display mode becomes one without it.
    open func hide(_ column: Column) {
        guard !isCollapsed else { return }
        let behavior = splitBehavior
        let layout = columnLayout(for: currentSize)
        let shown = layout.shown(in: displayMode)
        switch column {
        case .primary where shown.primary:
            request(layout.valid(style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly, for: behavior), under: behavior)
        case .supplementary where shown.supplementary:
            request(.secondaryOnly, under: behavior)
        default: break
        }
    }

    func request(_ mode: DisplayMode, under behavior: SplitBehavior) {
        displayModeRequest = (mode, behavior)
        refreshColumns()
    }

    // MARK: Column widths

    /// The primary column's width as a fraction of the split view's width (automatic by default).
    open var preferredPrimaryColumnWidthFraction = automaticDimension {
        didSet { accept(&preferredPrimaryColumnWidthFraction, oldValue, "preferredPrimaryColumnWidthFraction", fraction: true) }
    }
    /// The primary column's width in points, which wins over the fraction (automatic by default).
    open var preferredPrimaryColumnWidth = automaticDimension {
        didSet { accept(&preferredPrimaryColumnWidth, oldValue, "preferredPrimaryColumnWidth") }
    }
    /// The least width of the primary column (automatic: none).
    open var minimumPrimaryColumnWidth = automaticDimension {
        didSet { accept(&minimumPrimaryColumnWidth, oldValue, "minimumPrimaryColumnWidth") }
    }
    /// The greatest width of the primary column (automatic: 320 points).
    open var maximumPrimaryColumnWidth = automaticDimension {
        didSet { accept(&maximumPrimaryColumnWidth, oldValue, "maximumPrimaryColumnWidth") }
    }
    /// The supplementary column's width as a fraction of the split view's width (automatic by default).
    open var preferredSupplementaryColumnWidthFraction = automaticDimension {
        didSet { accept(&preferredSupplementaryColumnWidthFraction, oldValue, "preferredSupplementaryColumnWidthFraction", fraction: true) }
    }
    /// The supplementary column's width in points, which wins over the fraction (automatic by default).
    open var preferredSupplementaryColumnWidth = automaticDimension {
        didSet { accept(&preferredSupplementaryColumnWidth, oldValue, "preferredSupplementaryColumnWidth") }
    }
    /// The least width of the supplementary column (automatic: none).
    open var minimumSupplementaryColumnWidth = automaticDimension {
        didSet { accept(&minimumSupplementaryColumnWidth, oldValue, "minimumSupplementaryColumnWidth") }
    }
    /// The greatest width of the supplementary column (automatic: 375 points, 320 overlaid in a split view narrower than the screen).
    open var maximumSupplementaryColumnWidth = automaticDimension {
        didSet { accept(&maximumSupplementaryColumnWidth, oldValue, "maximumSupplementaryColumnWidth") }
    }

    /// The primary column's width, from the preferences (whether or not it shows).
    open var primaryColumnWidth: CGFloat { primaryColumnWidth(for: currentSize) }
    /// The supplementary column's width, from the preferences (whether or not it shows).
    open var supplementaryColumnWidth: CGFloat { supplementaryColumnWidth(for: currentSize) }

    /// Keeps a width property's new value if it is automatic or a finite
    /// number of points at least 0 (a fraction: 0 … 1); otherwise reports it
    /// and puts back the old one.
    private func accept(_ value: inout CGFloat, _ oldValue: CGFloat, _ name: String, fraction: Bool = false) {
        if value == Self.automaticDimension || (value.isFinite && value >= 0 && (!fraction || value <= 1)) {
            if value != oldValue { viewIfLoaded?.setNeedsLayout() }
            return
        }
        LayoutDiagnostics.report(
            value.isFinite ? .invalidConfiguration : .nonFiniteValue,
            "\(type(of: self)).\(name) cannot be \(value) (\(fraction ? "a fraction from 0 to 1" : "points, at least 0") or automaticDimension); it keeps \(oldValue).",
            viewControllers: [self])
        value = oldValue
    }
}
