import Foundation

/// A vertically scrolling list of rows in sections, with cells that are
/// reused and, by default, sized from their constraints.
///
/// How it does the work (and where it does better than UIKit):
/// - Row offsets live in a `RowOffsetIndex`: `reloadData()` and the first
///   layout cost O(sections + visible rows), whatever the number of rows
///   (unless the delegate gives heights or estimates row by row, which the
///   table must then ask for every row, as UIKit does).
/// - A row is measured when it first shows (its cell fitted at the table's
///   width), and its height kept until the row is reloaded, reconfigured or
///   the width changes; a reused cell is always measured for its new row.
/// - When measured heights replace estimates above what is on screen, the
///   content offset moves by the difference: the rows in view stay where
///   they are (UIKit lets them jump).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; headers stick to the top while their section shows.
        case plain
        /// Sections apart, on a grouped background.
        case grouped
        /// Grouped, with sections inset from the sides and rounded.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as it takes to show the row.
        case none
        case top, middle, bottom
    }

    /// How rows come and go in updates (headless, they come and go at once).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Size this from the content: for `rowHeight`, heights and estimates.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        applyStyle()
    }

    /// A table from an archive (Trellis has none): a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        applyStyle()
    }

    private func applyStyle() {
        alwaysBounceVertical = true  // as UIKit's tables: they bounce (and take the safe area) however short
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        if style != .plain {
            sectionHeaderHeight = Self.automaticDimension
            sectionFooterHeight = Self.automaticDimension
        }
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Data source and delegate

    /// Where the sections, rows and cells come from.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The delegate (a `UITableViewDelegate` is told and asked about rows too).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            setNeedsReload()
        }
    }

    /// The delegate as a table's delegate, if it is one.
    private(set) weak var tableDelegate: (any UITableViewDelegate)?

    // MARK: Sizes

    /// Every row's height: `automaticDimension` (the default) sizes rows from their constraints.
    open var rowHeight: CGFloat = automaticDimension {
        didSet {
            guard acceptsFinite(rowHeight, for: "rowHeight") else { return rowHeight = oldValue }
            if rowHeight != oldValue { setNeedsHeights() }
        }
    }
    /// Which changes inside a self-sizing cell make the table measure its row
    /// again at the next layout pass (iOS 16).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// The height a row is given before it is measured: `automaticDimension`
    /// (the default) uses the average of the rows measured so far; 0 measures
    /// every row when the data is loaded.
    open var estimatedRowHeight: CGFloat = automaticDimension {
        didSet {
            guard acceptsFinite(estimatedRowHeight, for: "estimatedRowHeight") else { return estimatedRowHeight = oldValue }
            if estimatedRowHeight != oldValue { setNeedsHeights() }
        }
    }
    /// Every section header's height (`automaticDimension`: from the header's constraints).
    open var sectionHeaderHeight: CGFloat = automaticDimension {
        didSet {
            guard acceptsFinite(sectionHeaderHeight, for: "sectionHeaderHeight") else { return sectionHeaderHeight = oldValue }
            if sectionHeaderHeight != oldValue { setNeedsHeights() }
        }
    }
    /// Every section footer's height (`automaticDimension`: from the footer's constraints).
    open var sectionFooterHeight: CGFloat = automaticDimension {
        didSet {
            guard acceptsFinite(sectionFooterHeight, for: "sectionFooterHeight") else { return sectionFooterHeight = oldValue }
            if sectionFooterHeight != oldValue { setNeedsHeights() }
        }
    }
    /// A header's height before it is measured.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension {
        didSet { if !acceptsFinite(estimatedSectionHeaderHeight, for: "estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = oldValue } }
    }
    /// A footer's height before it is measured.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension {
        didSet { if !acceptsFinite(estimatedSectionFooterHeight, for: "estimatedSectionFooterHeight") { estimatedSectionFooterHeight = oldValue } }
    }

    /// A view above the rows (its frame's height is kept; its width follows the table).
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    func replaceTableView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Whether rows are separated by lines. Cells keep a pixel below their
    /// content views for the line, so changing it measures the rows again.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet {
            guard separatorStyle != oldValue else { return }
            for shown in displayedCells.all { shown.view.placeContentView() }
            setNeedsHeights()
        }
    }
    /// The separators' insets from the rows' edges (left and right count).
    /// (By default, from the leading edge of the cells' content: 16 points
    /// in compact width, 20 in regular.)
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: widthClassMargin, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue }
    }
    /// The separator inset set by hand, if any.
    private(set) var explicitSeparatorInset: UIEdgeInsets?
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator
    /// Whether cells' margins follow the readable content width on wide tables.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views stay clear of the safe area.
    open var insetsContentViewsToSafeArea = true

    // MARK: Selection

    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether more than one row can be selected at a time.
    open var allowsMultipleSelection = false

    /// The selected rows.
    var selectedIndexPaths: Set<IndexPath> = []

    // MARK: Registration and reuse

    /// The cells not showing, by reuse identifier.
    var cellPool = ReusePool<String, UITableViewCell>()
    /// The header and footer views not showing, by reuse identifier.
    var headerFooterPool = ReusePool<String, UITableViewHeaderFooterView>()
    /// How many cells the table has made (for tests and benchmarks of reuse).
    public var createdCellCount: Int { cellPool.createdCount }

    /// Registers the class of cells dequeued under `identifier` (nil unregisters it).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellPool.register(identifier, makingWith: cellClass.map { cellClass in
            {
                let cell = cellClass.init(registeredReuseIdentifier: identifier)
                cell.setReuseIdentifier(identifier)
                return cell
            }
        })
    }

    /// Registers the class of header and footer views dequeued under `identifier`.
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterPool.register(identifier, makingWith: aClass.map { viewClass in
            {
                let view = viewClass.init(registeredReuseIdentifier: identifier)
                view.setReuseIdentifier(identifier)
                return view
            }
        })
    }

    /// A cell from the reuse pool (prepared for reuse), or nil when the pool
    /// is empty and `identifier` is not registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reconfiguring = cellBeingReconfigured, reconfiguring.identifier == identifier {
            cellBeingReconfigured = nil
            return reconfiguring.cell
        }
        return cellPool.dequeue(identifier)
    }

    /// A cell for the row at `indexPath`: from the reuse pool, else made from
    /// the registered class. An unregistered identifier is reported (UIKit
    /// stops the app) and answered with a plain cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        ListDiagnostics.unregistered(
            identifier, in: self, at: indexPath, registered: cellPool.registeredKeys, registerCall: "register(_:forCellReuseIdentifier:)")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view from the reuse pool, or made from the
    /// registered class; nil (and reported) for an unregistered identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.dequeue(identifier) { return view }
        LayoutDiagnostics.report(
            .unregisteredIdentifier,
            "\(shortDescription): no header or footer view is registered for the identifier '\(identifier)'; register the class with register(_:forHeaderFooterViewReuseIdentifier:).",
            views: [self], identifiers: [identifier])
        return nil
    }

    /// The identifier of the standard header and footer views.
    static let standardHeaderFooter = "UITableViewHeaderFooterView"

    // MARK: The model: sections, rows and the offset index

    /// Each section's number of rows, as the data source last said.
    var counts = ListCounts()
    /// The same, as an array.
    var rowCounts: [Int] { counts.itemsPerSection }
    /// Where each section's items start in the flat list of items: a header,
    /// the rows, a footer for each section.
    var sectionStarts: [Int] = []
    /// The heights and offsets of the items.
    var rowIndex = RowOffsetIndex(count: 0, estimate: 44)
    /// Whether the rows are sized from their constraints.
    var rowsSelfSize = true
    /// Whether the delegate gives rows heights or estimates of their own (asked row by row).
    var delegateRowHeights = false, delegateRowEstimates = false
    /// Whether a row existed to ask the delegate those with (a table with no rows cannot ask; its first new row does).
    var delegateRowAnswersKnown = false
    /// Whether the delegate gives headers or footers heights of its own.
    var delegateHeaderHeights = false, delegateFooterHeights = false
    /// The rows measured so far (for the automatic estimate).
    var measuredRows: (count: Int, total: Double) = (0, 0)
    /// Whether the data source must be asked again before the next layout.
    var needsReload = true
    /// The width the heights were measured at.
    var measuredWidth: CGFloat = -1

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The row heights must be worked out again (a height setting changed).
    func setNeedsHeights() {
        measuredWidth = -1
        setNeedsLayout()
    }

    // MARK: Reloading

    /// Asks the data source for everything again; the cells on screen go back to the reuse pool.
    open func reloadData() {
        endDisplayingAll()
        selectedIndexPaths = []
        loadModel()
        setNeedsLayout()
    }

    /// Every cell and header on screen stops showing and goes back to its pool.
    func endDisplayingAll() {
        for flat in displayedCells.elements.sorted() { recycleCell(at: flat) }
        endDisplayingSupplementaryViews()
    }

    /// Every header and footer on screen stops showing.
    func endDisplayingSupplementaryViews() {
        for flat in displayedSupplementary.elements(where: { _ in true }) { recycleSupplementary(at: flat) }
    }

    /// How many sections the table has.
    open var numberOfSections: Int {
        if needsReload { loadModel() }
        return rowCounts.count
    }

    /// How many rows a section has.
    open func numberOfRows(inSection section: Int) -> Int {
        if needsReload { loadModel() }
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    // MARK: Displayed views

    /// The cells on screen, by flat index.
    var displayedCells = ShownViews<Int, UITableViewCell>()
    /// The header and footer views on screen, by flat index.
    var displayedSupplementary = ShownViews<Int, UIView>()
    /// The row `scrollToRow` asked for, and where in the bounds to put it.
    var pendingAnchor: (flat: Int, position: ScrollPosition)?
    /// The item to keep in place at the next layout, carried across updates.
    var carriedAnchor: ScrollAnchor<Int>?
    /// A cell being reconfigured: dequeuing for its row gives it back.
    var cellBeingReconfigured: (cell: UITableViewCell, identifier: String?)?
    /// The batch update being collected.
    var batchRecorder = BatchUpdateRecorder()
    /// Whether the rows are being laid out (a delegate's scroll callback may ask again).
    var isLayingOutRows = false

    /// Brings the cells on screen up to date before a query about them (as UIKit does).
    func updateVisibleCellsIfNeeded() {
        if needsReload || needsLayout { layoutRows() }
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        updateVisibleCellsIfNeeded()
        return displayedCells.inOrder
    }

    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleCellsIfNeeded()
        return displayedCells.elements.sorted().compactMap { if case let .row(path) = item(at: $0) { path } else { nil } }
    }

    /// The cell showing a row, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleCellsIfNeeded()
        return flatIndex(of: indexPath).flatMap { displayedCells[$0] }
    }

    /// The row a cell on screen shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let flat = displayedCells.element(of: cell), case let .row(path) = item(at: flat) else { return nil }
        return path
    }

    /// The header view of a section, if it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard rowCounts.indices.contains(section) else { return nil }
        return displayedSupplementary[sectionStarts[section]] as? UITableViewHeaderFooterView
    }

    /// The footer view of a section, if it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        guard rowCounts.indices.contains(section) else { return nil }
        return displayedSupplementary[sectionStarts[section] + rowCounts[section] + 1] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    /// The height of the table header view above the rows.
    var headerViewHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// The side margin of the rows' content and of the standard titles,
    /// which line up with it: 16 points in compact width, 20 in regular.
    var widthClassMargin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    /// The side margin of a standard title: in line with the rows' content,
    /// inset with it in an inset-grouped table.
    var titleSideMargin: CGFloat { widthClassMargin + sideInset }

    /// How far cells are inset from the sides (inset-grouped tables only).
    var sideInset: CGFloat {
        style == .insetGrouped ? (bounds.width >= 600 ? 20 : 16) : 0
    }

    /// The width cells are laid out at.
    var cellWidth: CGFloat { max(0, bounds.width - 2 * sideInset) }

    /// An item's rectangle in the content, as its height is known now.
    func rect(ofFlat flat: Int) -> CGRect {
        let top = headerViewHeight + CGFloat(rowIndex.offset(of: flat))
        let height = CGFloat(rowIndex.height(at: flat))
        let inset: CGFloat = { if case .row = item(at: flat) { return sideInset } else { return 0 } }()
        return CGRect(x: inset, y: top, width: bounds.width - 2 * inset, height: height)
    }

    /// A row's rectangle in the table's content (estimated if not measured yet).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        if needsReload { loadModel() }
        guard let flat = flatIndex(of: indexPath) else {
            ListDiagnostics.missingItem(indexPath, in: self, call: "rectForRow(at:)")
            return .zero
        }
        return rect(ofFlat: flat)
    }

    /// A section's rectangle: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        if needsReload { loadModel() }
        guard rowCounts.indices.contains(section) else { return .zero }
        let first = rect(ofFlat: sectionStarts[section]), last = rect(ofFlat: sectionStarts[section] + rowCounts[section] + 1)
        return CGRect(x: 0, y: first.minY, width: bounds.width, height: last.maxY - first.minY)
    }

    /// A section header's rectangle in the content (where it scrolls, not where it sticks).
    open func rectForHeader(inSection section: Int) -> CGRect {
        if needsReload { loadModel() }
        guard rowCounts.indices.contains(section) else { return .zero }
        return rect(ofFlat: sectionStarts[section])
    }

    /// A section footer's rectangle in the content.
    open func rectForFooter(inSection section: Int) -> CGRect {
        if needsReload { loadModel() }
        guard rowCounts.indices.contains(section) else { return .zero }
        return rect(ofFlat: sectionStarts[section] + rowCounts[section] + 1)
    }

    /// The row at a point of the content, if there is one there (O(log n)).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        if needsReload { loadModel() }
        let y = Double(point.y - headerViewHeight)
        guard y >= 0, y < rowIndex.totalHeight, let flat = rowIndex.index(at: y), case let .row(path) = item(at: flat) else { return nil }
        return path
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        if needsReload { loadModel() }
        let top = Double(rect.minY - headerViewHeight), bottom = Double(rect.maxY - headerViewHeight)
        guard bottom >= 0, let first = rowIndex.index(at: top), let last = rowIndex.index(at: bottom) else { return [] }
        return (first...last).compactMap { if case let .row(path) = item(at: $0) { path } else { nil } }
    }

    // MARK: Scrolling to rows

    /// Scrolls so that the row shows at `position`, measuring it first so
    /// that it lands exactly there (O(log n) to find it, whatever the row).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if needsReload { loadModel() }
        guard let flat = flatIndex(of: indexPath) else { return ListDiagnostics.missingItem(indexPath, in: self, call: "scrollToRow(at:at:animated:)") }
        pendingAnchor = (flat, scrollPosition)
        layoutRows()
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Where the content offset puts `flat` at `position`, its height known
    /// now; never past either end of the content, as in UIKit (a first row
    /// asked for in the middle stays at the top).
    func offset(placing flat: Int, at position: ScrollPosition) -> CGFloat {
        let rect = rect(ofFlat: flat)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let wanted: CGFloat
        switch position {
        case .top: wanted = rect.minY - inset.top
        case .middle: wanted = rect.midY - inset.top - visibleHeight / 2
        case .bottom: wanted = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < contentOffset.y + inset.top {
                wanted = rect.minY - inset.top
            } else if rect.maxY > contentOffset.y + bounds.height - inset.bottom {
                wanted = rect.maxY - bounds.height + inset.bottom
            } else {
                wanted = contentOffset.y
            }
        }
        let lowest = -inset.top, highest = max(lowest, contentHeight - bounds.height + inset.bottom)
        return min(max(wanted, lowest), highest)
    }

    // MARK: Layout

    /// A new text size changes every row's height: they are measured again
    /// as they show (the rows on screen stay where they are). A new width
    /// class gives the cells on screen its side margins, as it gives the
    /// cells to come (a table laid out before it joined an iPad's window
    /// keeps no compact margins).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsHeights() }
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            for shown in displayedCells.all { prepare(shown.view) }
            for shown in displayedSupplementary.all {
                guard let title = shown.view as? UITableViewHeaderFooterView, title.reuseIdentifier == Self.standardHeaderFooter else { continue }
                var margins = title.contentView.layoutMargins
                (margins.left, margins.right) = (titleSideMargin, titleSideMargin)
                title.contentView.layoutMargins = margins
            }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Cells made and not yet released, per reuse identifier: on screen and in the pool.
    public func liveCellCount(withIdentifier identifier: String) -> Int {
        cellPool.idleCount(identifier) + displayedCells.all.filter { $0.view.reuseIdentifier == identifier }.count
    }

    // MARK: Selection

    /// The selected row (the first, when several are).
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }
    /// The selected rows, in order; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { orderedSelection }

    /// Selects a row (without telling the delegate, as in UIKit) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard applySelection(of: indexPath, animated: animated, call: "selectRow(at:animated:scrollPosition:)"), let indexPath else { return }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row (without telling the delegate, as in UIKit).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        removeSelection(of: indexPath, animated: animated)
    }

    /// What a finger lifting on a row does: the delegate may redirect or
    /// refuse it (`willSelectRowAt`), a selected row of a multiple-selection
    /// table is deselected, and the delegate hears `didSelectRowAt` (or
    /// `didDeselectRowAt`).
    public func simulateTap(onRowAt indexPath: IndexPath) {
        tapItem(at: indexPath)
    }
}
