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
@MainActor
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
        didSet { if rowHeight != oldValue { setNeedsHeights() } }
    }
    /// The height a row is given before it is measured: `automaticDimension`
    /// (the default) uses the average of the rows measured so far; 0 measures
    /// every row when the data is loaded.
    open var estimatedRowHeight: CGFloat = automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsHeights() } }
    }
    /// Every section header's height (`automaticDimension`: from the header's constraints).
    open var sectionHeaderHeight: CGFloat = automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsHeights() } }
    }
    /// Every section footer's height (`automaticDimension`: from the footer's constraints).
    open var sectionFooterHeight: CGFloat = automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsHeights() } }
    }
    /// A header's height before it is measured.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// A footer's height before it is measured.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension

    /// A view above the rows (its frame's height is kept; its width follows the table).
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A view below the rows.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    private func replaceTableView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: Appearance

    /// Whether rows are separated by lines.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' insets from the rows' edges (left and right count).
    /// (By default, from the leading edge of the cells' content: 16 points
    /// in compact width, 20 in regular.)
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: traitCollection.horizontalSizeClass == .regular ? 20 : 16, bottom: 0, right: 0) }
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
    private static let standardHeaderFooter = "UITableViewHeaderFooterView"

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
    private var rowsSelfSize = true
    /// Whether the delegate gives rows heights or estimates of their own (asked row by row).
    private var delegateRowHeights = false, delegateRowEstimates = false
    /// Whether the delegate gives headers or footers heights of its own.
    private var delegateHeaderHeights = false, delegateFooterHeights = false
    /// The rows measured so far (for the automatic estimate).
    private var measuredRows: (count: Int, total: Double) = (0, 0)
    /// Whether the data source must be asked again before the next layout.
    var needsReload = true
    /// The width the heights were measured at.
    private var measuredWidth: CGFloat = -1

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The row heights must be worked out again (a height setting changed).
    private func setNeedsHeights() {
        measuredWidth = -1
        setNeedsLayout()
    }

    /// What an item of the flat list is.
    enum Item: Equatable {
        case header(Int), row(IndexPath), footer(Int)
    }

    /// The flat index of a row, if it exists.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
            indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section]
        else { return nil }
        return sectionStarts[indexPath.section] + 1 + indexPath.row
    }

    /// What the item at a flat index is.
    func item(at flat: Int) -> Item {
        // The last section starting at or before `flat`.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        let offset = flat - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// Asks the data source for the sections and rows, and makes the offset index.
    func loadModel() {
        needsReload = false
        counts = loadCountsForUpdate()
        sectionStarts = Self.sectionStarts(of: counts)
        makeHeights(itemCount: (sectionStarts.last ?? 0) + (rowCounts.last.map { $0 + 2 } ?? 0))
    }

    /// Asks the data source for its counts now.
    func loadCountsForUpdate() -> ListCounts {
        guard let source = dataSource else { return ListCounts() }
        return ListCounts.load(
            for: self, noun: "rows", sections: { source.numberOfSections(in: self) },
            items: { source.tableView(self, numberOfRowsInSection: $0) })
    }

    /// Where each section's items start in the flat list (a header, the rows, a footer each).
    static func sectionStarts(of counts: ListCounts) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.sectionCount)
        var start = 0
        for rows in counts.itemsPerSection {
            starts.append(start)
            start += rows + 2
        }
        return starts
    }

    /// The rows' common estimate: the fixed row height, the estimated one,
    /// or the average of the rows measured so far.
    var commonEstimate: Double {
        if !rowsSelfSize && rowHeight >= 0 { return Double(rowHeight) }
        if estimatedRowHeight > 0 { return Double(estimatedRowHeight) }
        return measuredRows.count > 0 ? measuredRows.total / Double(measuredRows.count) : 44
    }

    /// Makes the offset index afresh: headers and footers, the rows' common
    /// estimate, and what the delegate says row by row if it says anything.
    private func makeHeights(itemCount: Int) {
        measuredWidth = bounds.width
        let delegate = tableDelegate
        let firstRow = rowCounts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
        delegateRowHeights = firstRow.flatMap { delegate?.tableView(self, heightForRowAt: $0) }.isImplemented
        rowsSelfSize = delegateRowHeights || rowHeight == Self.automaticDimension
        rowIndex = RowOffsetIndex(count: itemCount, estimate: commonEstimate)
        delegateHeaderHeights = !rowCounts.isEmpty && delegate?.tableView(self, heightForHeaderInSection: 0).isImplemented == true
        delegateFooterHeights = !rowCounts.isEmpty && delegate?.tableView(self, heightForFooterInSection: 0).isImplemented == true
        for section in rowCounts.indices {
            setSupplementaryHeight(section: section, header: true)
            setSupplementaryHeight(section: section, header: false)
        }
        delegateRowEstimates = firstRow.flatMap { delegate?.tableView(self, estimatedHeightForRowAt: $0) }.isImplemented
        guard rowsSelfSize, delegateRowHeights || delegateRowEstimates || estimatedRowHeight == 0 else { return }
        // Heights or estimates row by row: every row must be asked (as in UIKit).
        for (section, rows) in rowCounts.enumerated() {
            for row in 0..<rows { setInitialHeight(ofRow: IndexPath(row: row, section: section), at: sectionStarts[section] + 1 + row) }
        }
    }

    /// What the delegate says of a new row's height, or its measurement when estimates are off.
    func setInitialHeight(ofRow indexPath: IndexPath, at flat: Int) {
        let delegate = tableDelegate
        if delegateRowHeights, let height = delegate?.tableView(self, heightForRowAt: indexPath), height >= 0 {
            rowIndex.setHeight(Double(height), at: flat, measured: true)
        } else if delegateRowEstimates, let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath), estimate > 0 {
            rowIndex.setHeight(Double(estimate), at: flat, measured: false)
        } else if estimatedRowHeight == 0 && rowsSelfSize {
            measureOffscreen(flat, indexPath)
        }
    }

    /// A header's or footer's height as the settings give it: fixed (from the
    /// delegate or the table), none, or an estimate to measure when it shows.
    func setSupplementaryHeight(section: Int, header: Bool) {
        let flat = header ? sectionStarts[section] : sectionStarts[section] + rowCounts[section] + 1
        let delegate = tableDelegate
        var fixed: CGFloat = header ? sectionHeaderHeight : sectionFooterHeight
        if header, delegateHeaderHeights, let height = delegate?.tableView(self, heightForHeaderInSection: section) { fixed = height }
        if !header, delegateFooterHeights, let height = delegate?.tableView(self, heightForFooterInSection: section) { fixed = height }
        if fixed >= 0 {
            rowIndex.setHeight(Double(fixed), at: flat, measured: true)
            return
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        let delegateEstimate = delegate.map {
            header ? $0.tableView(self, estimatedHeightForHeaderInSection: section) : $0.tableView(self, estimatedHeightForFooterInSection: section)
        }
        // Without a title, a plain table's header is measured only if the
        // delegate makes a view for it (estimated 0 until then, unless the
        // delegate estimates it); a grouped table keeps the space between sections.
        let estimate: CGFloat
        if let delegateEstimate, delegateEstimate >= 0 {
            estimate = delegateEstimate
        } else if title != nil {
            estimate = (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight) >= 0
                ? (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight) : 28
        } else {
            estimate = style == .plain ? 0 : 18
        }
        rowIndex.setHeight(Double(estimate), at: flat, measured: false)
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
    private var pendingAnchor: (flat: Int, position: ScrollPosition)?
    /// The item to keep in place at the next layout, carried across updates.
    var carriedAnchor: ScrollAnchor<Int>?
    /// A cell being reconfigured: dequeuing for its row gives it back.
    var cellBeingReconfigured: (cell: UITableViewCell, identifier: String?)?
    /// The batch update being collected.
    var batchRecorder = BatchUpdateRecorder()
    /// Whether the rows are being laid out (a delegate's scroll callback may ask again).
    private var isLayingOutRows = false

    /// Brings the cells on screen up to date before a query about them (as UIKit does).
    private func updateVisibleCellsIfNeeded() {
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
    private var headerViewHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    /// How far cells are inset from the sides (inset-grouped tables only).
    private var sideInset: CGFloat {
        style == .insetGrouped ? (bounds.width >= 600 ? 20 : 16) : 0
    }

    /// The width cells are laid out at.
    private var cellWidth: CGFloat { max(0, bounds.width - 2 * sideInset) }

    /// An item's rectangle in the content, as its height is known now.
    private func rect(ofFlat flat: Int) -> CGRect {
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

    /// Where the content offset puts `flat` at `position`, its height known now.
    private func offset(placing flat: Int, at position: ScrollPosition) -> CGFloat {
        let rect = rect(ofFlat: flat)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        switch position {
        case .top: return rect.minY - inset.top
        case .middle: return rect.midY - inset.top - visibleHeight / 2
        case .bottom: return rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < contentOffset.y + inset.top { return rect.minY - inset.top }
            if rect.maxY > contentOffset.y + bounds.height - inset.bottom { return rect.maxY - bounds.height + inset.bottom }
            return contentOffset.y
        }
    }

    // MARK: Layout

    /// A new text size changes every row's height: they are measured again
    /// as they show (the rows on screen stay where they are).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsHeights() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Shows the items in view: measures those not measured yet, keeps the
    /// first item that was on screen where it was (or the row asked for by
    /// `scrollToRow` where it was asked), recycles what left the screen and
    /// places everything.
    func layoutRows() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        if needsReload {
            endDisplayingAll()
            loadModel()
        }
        let anchor = carriedAnchor ?? currentAnchor()
        carriedAnchor = nil
        if measuredWidth != bounds.width {
            // New width or text size: every measured height is forgotten (estimates
            // come back as the average measured so far); what is on screen stays.
            endDisplayingAll()
            makeHeights(itemCount: rowIndex.count)
        }
        if let anchor, abs(offset(keeping: anchor) - contentOffset.y) > 1e-9 {
            // Heights forgotten or carried over: the anchor goes back where it was before anything is shown.
            setContentOffsetDuringLayout(offset(keeping: anchor))
        }
        if let pending = pendingAnchor {
            // Put the row where asked by its estimate, show what is around it,
            // then again with its measured height (for the middle or bottom).
            pendingAnchor = nil
            repeatUntilSettled(atMost: 4, in: self, "placing the row scrolled to") {
                setContentOffsetDuringLayout(offset(placing: pending.flat, at: pending.position))
                settle(keeping: ScrollAnchor(element: pending.flat, distance: rect(ofFlat: pending.flat).minY - contentOffset.y))
                return abs(offset(placing: pending.flat, at: pending.position) - contentOffset.y) < 1e-9
            }
        } else {
            // The anchor itself may have lost its height (reloaded): measured first, so that
            // what follows it lands where it was.
            if let anchor, !rowIndex.isMeasured(anchor.element) { show(anchor.element) }
            settle(keeping: anchor)
        }
        updateAutomaticEstimate()
        updateContentSize()
        placeDisplayedViews()
    }

    /// With automatic estimates, the rows not measured yet take the average
    /// of those measured; it changes between layout passes only (so what a
    /// pass shows is decided on fixed ground), keeping what shows in place.
    private func updateAutomaticEstimate() {
        guard rowsSelfSize, estimatedRowHeight == Self.automaticDimension, measuredRows.count > 0 else { return }
        let average = measuredRows.total / Double(measuredRows.count)
        guard average != rowIndex.estimate else { return }
        let keep = currentAnchor()
        rowIndex.estimate = average
        if let keep { setContentOffsetDuringLayout(offset(keeping: keep)) }
    }

    /// The content offset that puts `anchor` where it was on screen (never
    /// above the top of the content: there the content may move instead).
    private func offset(keeping anchor: ScrollAnchor<Int>) -> CGFloat {
        anchor.offset(forElementStartingAt: rect(ofFlat: anchor.element).minY, minimum: -adjustedContentInset.top)
    }

    /// Shows what is in view: recycles what left it, shows and measures what
    /// came into it, and moves the content so that `anchor` stays where it
    /// is on screen; again until nothing moves.
    private func settle(keeping anchor: ScrollAnchor<Int>?) {
        repeatUntilSettled(atMost: 8, in: self, "measuring the rows in view") {
            let range = visibleRange()
            for flat in displayedCells.elements(where: { !(range?.contains($0) ?? false) }) { recycleCell(at: flat) }
            for flat in displayedSupplementary.elements(where: { !(range?.contains($0) ?? false) && !isStickyHeader($0) }) {
                recycleSupplementary(at: flat)
            }
            guard let range else { return true }
            showItems(range)
            var moved = false
            if let anchor {
                // The anchor's top moved by what was measured above it: follow it.
                let target = offset(keeping: anchor)
                if abs(target - contentOffset.y) > 1e-9 {
                    setContentOffsetDuringLayout(target)
                    moved = true
                }
            }
            return !moved && visibleRange() == range
        }
    }

    /// The first item on screen now and how far below the top of the bounds
    /// it starts, to keep it there; nil before anything is shown.
    func currentAnchor() -> ScrollAnchor<Int>? {
        guard !displayedCells.isEmpty || !displayedSupplementary.isEmpty else { return nil }
        let top = contentOffset.y, bottom = top + bounds.height
        var best: Int?
        for flat in displayedCells.elements {
            let rect = rect(ofFlat: flat)
            if rect.maxY > top, rect.minY < bottom, flat < (best ?? .max) { best = flat }
        }
        if best == nil {
            // Nothing shown is in view any more (a jump): the item at the top.
            let y = Double(top - headerViewHeight)
            best = rowIndex.index(at: y)
        }
        guard let flat = best else { return nil }
        return ScrollAnchor(element: flat, distance: rect(ofFlat: flat).minY - top)
    }

    /// Moves the content during layout (the delegate hears of it, as in UIKit).
    private func setContentOffsetDuringLayout(_ y: CGFloat) {
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// The flat items that meet the bounds.
    private func visibleRange() -> ClosedRange<Int>? {
        guard rowIndex.count > 0, bounds.height > 0 else { return nil }
        let top = Double(contentOffset.y - headerViewHeight)
        let bottom = top + Double(bounds.height)
        guard bottom > 0, top < rowIndex.totalHeight, let first = rowIndex.index(at: top), let last = rowIndex.index(at: bottom) else { return nil }
        // An item that ends exactly at the bottom edge is not in view.
        let end = last > first && rowIndex.offset(of: last) >= bottom ? last - 1 : last
        return first...end
    }

    /// Whether the item is a plain table's header that sticks to the top
    /// (its section is in view though the header's own place is not).
    private func isStickyHeader(_ flat: Int) -> Bool {
        guard style == .plain, case let .header(section) = item(at: flat), let range = visibleRange() else { return false }
        let footer = sectionStarts[section] + rowCounts[section] + 1
        return flat < range.lowerBound && footer >= range.lowerBound
    }

    /// Makes sure every item of `range` is on screen and measured, and that the
    /// header of the section at the top sticks (plain tables).
    private func showItems(_ range: ClosedRange<Int>) {
        if style == .plain, case let .row(path) = item(at: range.lowerBound) {
            show(sectionStarts[path.section])
        } else if style == .plain, case let .footer(section) = item(at: range.lowerBound) {
            show(sectionStarts[section])
        }
        // One at a time, so that items pushed out of view by the ones
        // measured before them are not shown (nor made) for nothing.
        let bottom = contentOffset.y + bounds.height
        var flat = range.lowerBound
        while flat < rowIndex.count, flat == range.lowerBound || rect(ofFlat: flat).minY < bottom {
            show(flat)
            flat += 1
        }
    }

    private func show(_ flat: Int) {
        switch item(at: flat) {
        case let .row(indexPath):
            let cell = displayedCells[flat] ?? display(makeCell(for: indexPath), at: flat, for: indexPath)
            if rowsSelfSize && !rowIndex.isMeasured(flat) { measure(cell, at: flat) }
        case let .header(section), let .footer(section):
            let isHeader = flat == sectionStarts[section]
            if displayedSupplementary[flat] == nil, let view = makeSupplementaryView(section: section, header: isHeader) {
                displayedSupplementary.show(view, as: flat)
                if view.superview !== self { addSubview(view) }
                view.isHidden = false
            }
            if !rowIndex.isMeasured(flat) {
                if let view = displayedSupplementary[flat] {
                    rowIndex.setHeight(Double(fittedHeight(of: view, width: bounds.width)), at: flat, measured: true)
                } else {
                    // Nothing to show: the header or footer takes no room (a grouped table keeps its gap).
                    rowIndex.setHeight(rowIndex.height(at: flat), at: flat, measured: true)
                }
            }
        }
    }

    /// Puts a cell on screen for a row: the table's, a subview, selected as
    /// the row is; the delegate hears `willDisplay`.
    @discardableResult
    func display(_ cell: UITableViewCell, at flat: Int, for indexPath: IndexPath) -> UITableViewCell {
        displayedCells.show(cell, as: flat)
        prepare(cell)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The data source's cell for a row (reported and replaced if it is already showing another row).
    private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let source = dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = source.tableView(self, cellForRowAt: indexPath)
        if displayedCells.contains(cell) {
            ListDiagnostics.cellAlreadyShown(in: self, at: indexPath)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// Makes a cell the table's: its margins follow the readable width when asked.
    func prepare(_ cell: UITableViewCell) {
        cell.tableView = self
        // The content's side margins follow the table's: 16 points in compact
        // width, 20 in regular, or wider to keep text at a readable width when
        // asked. Margins a cell set for itself are left alone.
        let side = cellLayoutMarginsFollowReadableWidth
            ? max(16, (cellWidth - UIView.readableContentWidth) / 2)
            : traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let margins = cell.contentView.layoutMargins
        guard side != cell.tableSideMargin, margins.left == cell.tableSideMargin, margins.right == cell.tableSideMargin else { return }
        cell.contentView.layoutMargins.left = side
        cell.contentView.layoutMargins.right = side
        cell.tableSideMargin = side
    }

    /// A section's header or footer view: the delegate's, or the standard one with the title.
    private func makeSupplementaryView(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section) : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = headerFooterPool.dequeue(Self.standardHeaderFooter) ?? {
            let made = UITableViewHeaderFooterView(reuseIdentifier: Self.standardHeaderFooter)
            if style != .plain || !header {
                made.textLabel?.font = .preferredFont(forTextStyle: .footnote)
                made.textLabel?.textColor = .secondaryLabel
            }
            return made
        }()
        // The title lines up with the rows' content (inset with them in an inset-grouped table).
        view.contentView.layoutMargins = UIEdgeInsets(
            top: style == .plain ? 6 : header ? 16 : 6, left: 16 + sideInset, bottom: style == .plain ? 6 : header ? 6 : 16, right: 16 + sideInset)
        view.textLabel?.text = title
        return view
    }

    /// Measures a row with its cell: the cell's width fixed at the table's,
    /// its height fitted to its constraints.
    private func measure(_ cell: UITableViewCell, at flat: Int) {
        let height = fittedHeight(of: cell, width: cellWidth)
        rowIndex.setHeight(Double(height), at: flat, measured: true)
        measuredRows.count += 1
        measuredRows.total += Double(height)
    }

    /// A row that is not on screen measured with a cell from the data source,
    /// which goes back to its pool.
    private func measureOffscreen(_ flat: Int, _ indexPath: IndexPath) {
        let cell = makeCell(for: indexPath)
        prepare(cell)
        measure(cell, at: flat)
        cellPool.recycle(cell, as: cell.reuseIdentifier)
    }

    /// The height a cell's or a header's constraints give it at `width`.
    private func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        if view.frame.width != width { view.frame = CGRect(x: view.frame.minX, y: view.frame.minY, width: width, height: view.frame.height) }
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard size.height > 0, size.height.isFinite else {
            if view is UITableViewCell {
                LayoutDiagnostics.report(
                    size.height.isFinite ? .invalidDataSourceAnswer : .nonFiniteValue,
                    "\(shortDescription): the constraints of \(view.shortDescription) give it a height of \(size.height); the standard 44 is used. Constrain its content to the content view's top and bottom.",
                    views: [self, view])
                return 44
            }
            return 0
        }
        return size.height
    }

    /// The content is the rows plus the table's header and footer views.
    private func updateContentSize() {
        let height = headerViewHeight + CGFloat(rowIndex.totalHeight) + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if size != contentSize { contentSize = size }
    }

    /// Gives everything on screen its frame (sticky headers at the top of
    /// their section's visible part).
    private func placeDisplayedViews() {
        let width = bounds.width
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: headerViewHeight + CGFloat(rowIndex.totalHeight), width: width, height: footer.frame.height)
        }
        for (flat, cell) in displayedCells.all {
            let frame = rect(ofFlat: flat)
            if frame != cell.frame { cell.frame = frame }
            if case let .row(path) = item(at: flat) {
                cell.isFirstInSection = path.row == 0
                cell.isLastInSection = path.row == rowCounts[path.section] - 1
            }
        }
        let top = contentOffset.y + adjustedContentInset.top
        for (flat, view) in displayedSupplementary.all {
            var frame = rect(ofFlat: flat)
            if style == .plain, case let .header(section) = item(at: flat) {
                let sectionEnd = rect(ofFlat: sectionStarts[section] + rowCounts[section] + 1).maxY
                frame.origin.y = max(frame.minY, min(top, sectionEnd - frame.height))
                bringSubviewToFront(view)
            }
            if frame != view.frame { view.frame = frame }
        }
    }

    /// A cell leaves the screen: the delegate hears of it and it goes back to its pool.
    func recycleCell(at flat: Int) {
        guard let cell = displayedCells.remove(flat) else { return }
        endDisplaying(cell, at: flat)
    }

    /// A cell no longer in the shown set (it showed `flat`) leaves the screen.
    func endDisplaying(_ cell: UITableViewCell, at flat: Int) {
        cell.isHidden = true
        if case let .row(path) = item(at: flat) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        cell.setSelected(false, animated: false)
        cell.tableView = nil
        cellPool.recycle(cell, as: cell.reuseIdentifier)
    }

    func recycleSupplementary(at flat: Int) {
        guard let view = displayedSupplementary.remove(flat) else { return }
        if let reusable = view as? UITableViewHeaderFooterView {
            headerFooterPool.recycle(reusable, as: reusable.reuseIdentifier)
        } else {
            view.isHidden = true
            view.removeFromSuperview()
        }
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

extension UITableView: SelectableList {
    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateTarget(forTapAt indexPath: IndexPath) -> IndexPath? {
        tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    }

    func tellDelegate(selected: Bool, at indexPath: IndexPath) {
        if selected {
            tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
        }
    }

    func requestSelection(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    func requestDeselection(at indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }
}
