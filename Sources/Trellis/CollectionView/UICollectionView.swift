import Foundation

/// A scrolling view of items in sections, placed by a layout object
/// (`UICollectionViewFlowLayout`, or a layout of your own), with cells and
/// supplementary views that are reused.
///
/// At each layout pass the collection view prepares its layout if it was
/// invalidated (by `reloadData()`, a new size, or a cell that sized itself
/// differently from its estimate), asks it for the elements that meet the
/// bounds, shows those (dequeued from the data source) and recycles the
/// rest. With a self-sizing layout, a cell is asked for its preferred size
/// when it first shows, and the pass repeats until what is on screen is
/// measured.
@MainActor
open class UICollectionView: UIScrollView {
    /// Which way the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down.
        case vertical
        /// Left and right.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and
    /// one horizontal position at most; none scrolls as little as it takes.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// A collection view with a flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            measuredItems.removeAll()
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Changes the layout (at once, headless).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// A view behind the content, the size of the collection view.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Data source and delegate

    /// Where the sections, items, cells and supplementary views come from.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate (a `UICollectionViewDelegate` is told and asked about
    /// items too; a `UICollectionViewDelegateFlowLayout` sizes them).
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The delegate as a collection view's delegate, if it is one.
    private(set) weak var collectionDelegate: (any UICollectionViewDelegate)?

    // MARK: Registration and reuse

    private var registeredCells: [String: UICollectionViewCell.Type] = [:]
    private var registeredSupplementaryViews: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    private var cellPool: [String: [UICollectionViewCell]] = [:]
    private var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]
    /// How many cells the collection view has made (for tests and benchmarks of reuse).
    public private(set) var createdCellCount = 0

    /// A supplementary view's kind and reuse identifier.
    private struct SupplementaryKey: Hashable {
        let kind: String, identifier: String
    }

    /// Registers the class of cells dequeued under `identifier` (nil unregisters it).
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// Registers the class of supplementary views of a kind dequeued under `identifier`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredSupplementaryViews[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A cell for the item at `indexPath`: from the reuse pool (prepared for
    /// reuse), else made from the registered class. An unregistered
    /// identifier is reported (UIKit stops the app) and answered with a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellPool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCells[identifier] else {
            let known = registeredCells.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            LayoutDiagnostics.report(
                .invalidTableUse,
                "\(shortDescription): no cell is registered for the identifier '\(identifier)' (asked for item \(indexPath.item) of section \(indexPath.section)); registered: \(known.isEmpty ? "none" : known). A plain cell is used; register the class with register(_:forCellWithReuseIdentifier:).")
            return UICollectionViewCell(registeredReuseIdentifier: identifier)
        }
        createdCellCount += 1
        return cellClass.init(registeredReuseIdentifier: identifier)
    }

    /// A supplementary view of a kind for `indexPath`: from the reuse pool,
    /// else made from the registered class (an unregistered one is reported
    /// and answered with a plain view).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        if let view = supplementaryPool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredSupplementaryViews[key] else {
            LayoutDiagnostics.report(
                .invalidTableUse,
                "\(shortDescription): no '\(elementKind)' view is registered for the identifier '\(identifier)' (section \(indexPath.section)); a plain view is used. Register the class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:).")
            return UICollectionReusableView(registeredReuseIdentifier: identifier)
        }
        return viewClass.init(registeredReuseIdentifier: identifier)
    }

    // MARK: The model

    /// Each section's number of items, as the data source last said (nil: to be asked).
    private var itemCounts: [Int]?
    /// Whether what shows belongs to data that was reloaded since.
    private var needsRedisplay = true

    /// Asks the data source again for everything, at the next layout pass.
    open func reloadData() {
        itemCounts = nil
        needsRedisplay = true
        selectedItems.removeAll()
        collectionViewLayout.dataReloaded()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private var counts: [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 {
                LayoutDiagnostics.report(.invalidTableUse, "\(shortDescription): the data source says there are \(sections) sections; none are shown.")
            }
            counts = (0..<max(0, sections)).map { section in
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    LayoutDiagnostics.report(
                        .invalidTableUse, "\(shortDescription): the data source says section \(section) has \(items) items; it is shown empty.")
                }
                return max(0, items)
            }
        }
        itemCounts = counts
        return counts
    }

    /// How many sections there are.
    open var numberOfSections: Int { counts.count }

    /// How many items a section has (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Batch updates

    /// The batch being collected, and how deep `performBatchUpdates` calls nest.
    private var pendingBatch: ItemUpdateBatch?
    private var updateDepth = 0

    /// Runs `updates` (calls that insert, delete, move and reload items and
    /// sections) as one batch, then checks the data source's new counts
    /// against them by UIKit's rules and shows the data as it then stands
    /// (headless, nothing animates): the selection and the sizes cells
    /// preferred follow their items. Counts that do not add up are reported
    /// (UIKit stops the app) and the data is reloaded instead.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    private func beginBatch() {
        if updateDepth == 0 { pendingBatch = ItemUpdateBatch() }
        updateDepth += 1
    }

    /// Closes a batch; the outermost one is applied.
    private func endBatch() {
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        apply(batch)
        layoutIfNeeded()
    }

    /// Adds to the open batch, or applies a batch of its own.
    private func record(_ change: (inout ItemUpdateBatch) -> Void) {
        beginBatch()
        if var batch = pendingBatch {
            change(&batch)
            pendingBatch = batch
        }
        endBatch()
    }

    /// Applies a batch worked out elsewhere (a diffable data source's difference).
    func performBatch(_ batch: ItemUpdateBatch) {
        beginBatch()
        pendingBatch = batch
        endBatch()
    }

    /// Items were inserted (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    /// Items were deleted (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    /// Items changed: their cells are asked for again and measured again.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// Items changed: their cells are configured again and measured again.
    open func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfiguredRows.formUnion(indexPaths) } }
    /// An item moved.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    /// Sections were inserted.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Sections were deleted.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Sections changed: their items are asked for again.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// A section moved.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Shows the data after `batch`: what continues keeps its selection and
    /// the size its cell preferred; reloaded and reconfigured items are measured again.
    private func apply(_ batch: ItemUpdateBatch) {
        guard let oldCounts = itemCounts else { return reloadData() }  // never loaded: nothing to carry over
        itemCounts = nil
        let newCounts = counts
        let mapping: ItemUpdateMapping
        switch batch.mapping(from: oldCounts, to: newCounts) {
        case let .success(result): mapping = result
        case let .failure(problem):
            LayoutDiagnostics.report(.invalidTableUse, "\(shortDescription): invalid update: \(problem) The collection view reloads its data instead.")
            return reloadData()
        }
        let remeasured = batch.reloadedRows.union(batch.reconfiguredRows)
        var newPath: [IndexPath: IndexPath] = [:]
        for (section, items) in mapping.sourceRow.enumerated() {
            for (item, source) in items.enumerated() {
                if let source { newPath[source] = IndexPath(item: item, section: section) }
            }
        }
        selectedItems = Set(selectedItems.compactMap { newPath[$0] })
        collectionViewLayout.itemsMoved { old in remeasured.contains(old) ? nil : newPath[old] }
        needsRedisplay = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Layout

    /// What shows: cells and supplementary views, by element.
    private var displayed: [CollectionElement: UICollectionReusableView] = [:]
    /// Items whose cells were asked for their preferred size (self-sizing layouts).
    private var measuredItems: Set<IndexPath> = []
    /// The size the layout was last prepared at.
    private var preparedSize: CGSize?
    private var isLayingOutElements = false

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    /// Prepares the layout if it is out of date, shows what meets the bounds
    /// (measuring cells that size themselves, and preparing again until
    /// nothing on screen changes size) and recycles the rest.
    func layoutElements() {
        guard !isLayingOutElements else { return }
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        backgroundView?.frame = bounds
        let layout = collectionViewLayout
        if needsRedisplay {
            needsRedisplay = false
            for element in displayed.keys { recycle(element) }
            measuredItems.removeAll()
        }
        if let preparedSize, preparedSize != bounds.size, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            measuredItems.removeAll()
            layout.invalidateLayout()
        }
        for _ in 0..<8 {
            prepareLayoutIfNeeded()
            let wanted = layout.layoutAttributesForElements(in: bounds) ?? []
            // What left goes back to its pool first, so that what comes reuses it.
            var elements = Set<CollectionElement>(minimumCapacity: wanted.count)
            for attributes in wanted { elements.insert(attributes.element) }
            for element in displayed.keys where !elements.contains(element) { recycle(element) }
            var resized = false
            for attributes in wanted {
                let element = attributes.element
                guard let view = displayed[element] ?? display(element, attributes) else { continue }
                place(view, attributes)
                if case let .cell(indexPath) = element, layout.sizesCellsFromContent, measuredItems.insert(indexPath).inserted {
                    let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                        layout.adopt(preferred: preferred, original: attributes)
                        resized = true
                    }
                }
            }
            guard resized else { break }
            layout.preferredAttributesAdopted()
        }
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    private func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard !layout.isPrepared else { return }
        layout.isPrepared = true
        layout.prepare()
        preparedSize = bounds.size
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // Content that shrank leaves the offset inside it.
        let resting = clamped(contentOffset)
        if resting != contentOffset, !isDragging { contentOffset = resting }
    }

    /// Puts a new element on screen: the data source's cell or view, a subview, told of.
    private func display(_ element: CollectionElement, _ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        switch element {
        case let .cell(indexPath):
            guard isValid(indexPath) else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            guard !isDisplayed(cell) else {
                LayoutDiagnostics.report(
                    .invalidTableUse,
                    "\(shortDescription): the data source returned for item \(indexPath.item) of section \(indexPath.section) a cell that already shows another item; dequeue a cell for each item. A plain cell is shown instead.")
                return show(UICollectionViewCell(frame: .zero), as: element)
            }
            cell.isSelected = selectedItems.contains(indexPath)
            view = show(cell, as: element)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        case let .supplementary(kind, indexPath):
            guard indexPath.section < numberOfSections else { return nil }
            view = show(dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath), as: element)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        }
        return view
    }

    /// The layout asked for a supplementary view the data source cannot give
    /// (UIKit stops the app): reported, and an empty view takes its place.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath, from source: Any) -> UICollectionReusableView {
        LayoutDiagnostics.report(
            .invalidTableUse,
            "\(shortDescription): the layout places a '\(kind)' view in section \(indexPath.section), but \(type(of: source)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:). An empty view is shown.")
        return UICollectionReusableView(frame: .zero)
    }

    private func isDisplayed(_ view: UICollectionReusableView) -> Bool {
        for shown in displayed.values where shown === view { return true }
        return false
    }

    /// Makes `view` the collection view's for `element`: cells go below
    /// supplementary views, which go on top.
    private func show(_ view: UICollectionReusableView, as element: CollectionElement) -> UICollectionReusableView {
        displayed[element] = view
        view.collectionView = self
        if case .cell = element {
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        } else if view.superview !== self {
            addSubview(view)
        }
        view.isHidden = false
        return view
    }

    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.apply(attributes)
    }

    /// Takes an element off screen: hidden, back in its pool, the delegate told.
    private func recycle(_ element: CollectionElement) {
        guard let view = displayed.removeValue(forKey: element) else { return }
        view.isHidden = true
        switch element {
        case let .cell(indexPath):
            guard let cell = view as? UICollectionViewCell else { return }
            cell.isHighlighted = false
            if let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) } else { cell.removeFromSuperview() }
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        case let .supplementary(kind, _):
            if let identifier = view.reuseIdentifier {
                supplementaryPool[SupplementaryKey(kind: kind, identifier: identifier), default: []].append(view)
            } else {
                view.removeFromSuperview()
            }
        }
    }

    // MARK: Queries

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { displayed[.cell($0)] as? UICollectionViewCell }
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        displayed.keys.compactMap { if case let .cell(indexPath) = $0 { indexPath } else { nil } }.sorted()
    }

    /// The cell showing an item, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayed[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The item a cell on screen shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayed.first { $0.value === cell }.flatMap { if case let .cell(indexPath) = $0.key { indexPath } else { nil } }
    }

    /// The supplementary view of a kind on screen at an index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayed[.supplementary(elementKind, indexPath)]
    }

    /// The supplementary views of a kind on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { displayed[.supplementary(elementKind, $0)] }
    }

    /// Where supplementary views of a kind are on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayed.keys.compactMap { if case let .supplementary(kind, indexPath) = $0, kind == elementKind { indexPath } else { nil } }.sorted()
    }

    /// The item whose cell contains `point` (in the collection view's coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Where the layout places an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where the layout places a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling

    /// Scrolls so that an item shows where `scrollPosition` says (as little
    /// as it takes when it says nothing). With cells that size themselves,
    /// the item is placed again once it and its neighbours are measured.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard isValid(indexPath) else {
            LayoutDiagnostics.report(
                .invalidTableUse,
                "\(shortDescription): scrollToItem(at:) was given item \(indexPath.item) of section \(indexPath.section), which does not exist; nothing scrolls.")
            return
        }
        for _ in 0..<4 {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
            let target = clamped(offset(showing: frame, at: scrollPosition))
            guard target != contentOffset else { break }
            setContentOffset(target, animated: animated)
            layoutIfNeeded()
        }
    }

    /// The offset that shows `frame` at `position`.
    private func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        /// One axis: the start, middle or end of the frame where asked, else as little a move as shows it.
        func axis(
            current: CGFloat, frame: (min: CGFloat, mid: CGFloat, max: CGFloat), visible: (min: CGFloat, length: CGFloat), inset: CGFloat,
            asked: (start: Bool, center: Bool, end: Bool)
        ) -> CGFloat {
            if asked.start { return frame.min - inset }
            if asked.center { return frame.mid - inset - visible.length / 2 }
            if asked.end { return frame.max - inset - visible.length }
            if frame.max > visible.min + visible.length { return current + frame.max - visible.min - visible.length }
            if frame.min < visible.min { return current - (visible.min - frame.min) }
            return current
        }
        return CGPoint(
            x: axis(current: contentOffset.x, frame: (frame.minX, frame.midX, frame.maxX), visible: (visible.minX, visible.width), inset: inset.left,
                    asked: (position.contains(.left), position.contains(.centeredHorizontally), position.contains(.right))),
            y: axis(current: contentOffset.y, frame: (frame.minY, frame.midY, frame.maxY), visible: (visible.minY, visible.height), inset: inset.top,
                    asked: (position.contains(.top), position.contains(.centeredVertically), position.contains(.bottom))))
    }

    /// Where content let go at `offset` comes to rest: the layout may move it.
    override func restingOffset(after offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let proposed = super.restingOffset(after: offset, velocity: velocity)
        return clamped(collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity))
    }

    // MARK: Selection

    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether more than one item can be selected at a time.
    open var allowsMultipleSelection = false
    /// The selected items.
    private var selectedItems: Set<IndexPath> = []

    /// The selected items, in order (nil when none is).
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects an item (deselecting the others unless several may be
    /// selected) and scrolls to it; the delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selectedItems { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedItems where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// What a finger lifting on an item does: the delegate may refuse it
    /// (`shouldHighlightItemAt`, `shouldSelectItemAt`); a selected item of a
    /// multiple-selection collection is deselected; the delegate hears
    /// `didSelectItemAt` (or `didDeselectItemAt`).
    public func simulateTap(onItemAt indexPath: IndexPath) {
        guard allowsSelection, isValid(indexPath) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selectedItems where path != indexPath {
                deselectItem(at: path, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
