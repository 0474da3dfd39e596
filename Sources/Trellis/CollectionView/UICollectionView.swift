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
@preconcurrency @MainActor
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

    /// A collection view from an archive (Trellis has none): one with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
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
            measuredSupplementaryViews.removeAll()
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Changes the layout (at once, headless).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Which changes inside a self-sizing cell make the collection view
    /// measure it again at the next layout pass (iOS 16).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

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

    /// The cells not showing, by reuse identifier.
    private var cellPool = ReusePool<String, UICollectionReusableView>()
    /// The supplementary views not showing, by kind and reuse identifier.
    private var supplementaryPool = ReusePool<SupplementaryKey, UICollectionReusableView>()
    /// How many cells the collection view has made (for tests and benchmarks of reuse).
    public var createdCellCount: Int { cellPool.createdCount }

    /// The decoration views not showing, by kind.
    private var decorationPool = ReusePool<String, UICollectionReusableView>()
    /// The decoration views the collection view made (they stay behind its cells).
    var decorationViews: Set<ObjectIdentifier> = []
    /// The scroller of each section that scrolls orthogonally, holding its cells.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]

    /// A supplementary view's kind and reuse identifier.
    private struct SupplementaryKey: Hashable {
        let kind: String, identifier: String
    }

    /// Registers the class of cells dequeued under `identifier` (nil unregisters it).
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier, makingWith: cellClass.map { cellClass in { cellClass.init(registeredReuseIdentifier: identifier) } })
    }

    /// Registers the class of supplementary views of a kind dequeued under `identifier`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryPool.register(
            SupplementaryKey(kind: elementKind, identifier: identifier),
            makingWith: viewClass.map { viewClass in { viewClass.init(registeredReuseIdentifier: identifier) } })
    }

    /// Whether cells are registered under `identifier`.
    func isRegisteredCell(_ identifier: String) -> Bool { cellPool.isRegistered(identifier) }

    /// Whether supplementary views of a kind are registered under `identifier`.
    func isRegisteredSupplementary(ofKind kind: String, _ identifier: String) -> Bool {
        supplementaryPool.isRegistered(SupplementaryKey(kind: kind, identifier: identifier))
    }

    /// A cell for the item at `indexPath`: from the reuse pool (prepared for
    /// reuse), else made from the registered class. An unregistered
    /// identifier is reported (UIKit stops the app) and answered with a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellPool.dequeue(identifier) as? UICollectionViewCell { return cell }
        ListDiagnostics.unregistered(
            identifier, in: self, at: indexPath, registered: cellPool.registeredKeys, registerCall: "register(_:forCellWithReuseIdentifier:)")
        return UICollectionViewCell(registeredReuseIdentifier: identifier)
    }

    /// A supplementary view of a kind for `indexPath`: from the reuse pool,
    /// else made from the registered class (an unregistered one is reported
    /// and answered with a plain view).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryPool.dequeue(SupplementaryKey(kind: elementKind, identifier: identifier)) {
            view.dequeuedKind = elementKind
            return view
        }
        ListDiagnostics.unregistered(
            identifier, kind: elementKind, in: self, at: indexPath,
            registered: supplementaryPool.registeredKeys.filter { $0.kind == elementKind }.map(\.identifier),
            registerCall: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        return UICollectionReusableView(registeredReuseIdentifier: identifier)
    }

    /// An element stops showing: hidden, its view goes back to its pool
    /// (a cell unhighlighted, the delegate told).
    func recycle(_ element: CollectionElement) {
        guard let view = shown.remove(element) else { return }
        switch element {
        case let .cell(indexPath):
            let cell = view as? UICollectionViewCell
            cell?.isHighlighted = false
            cellPool.recycle(view, as: view.reuseIdentifier)
            if let cell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        case let .supplementary(kind, _):
            supplementaryPool.recycle(view, as: view.reuseIdentifier.map { SupplementaryKey(kind: kind, identifier: $0) })
        case .decoration:
            decorationPool.recycle(view, as: view.reuseIdentifier)
        }
    }

    /// A decoration view of a kind, from the pool or made from the class
    /// the layout registered (an unregistered kind is reported, as UIKit
    /// stops the app, and answered with an empty view).
    func dequeueDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if !decorationPool.isRegistered(kind), let viewClass = collectionViewLayout.decorationViewClasses[kind] {
            decorationPool.register(kind) { viewClass.init(registeredReuseIdentifier: kind) }
        }
        if let view = decorationPool.dequeue(kind) { return view }
        LayoutDiagnostics.report(
            .unregisteredIdentifier,
            "\(shortDescription): the layout places a decoration view of kind '\(kind)' in section \(indexPath.section), but no class is registered for it with register(_:forDecorationViewOfKind:). An empty view is shown.",
            views: [self], indexPaths: [indexPath], identifiers: [kind])
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: The model

    /// Each section's number of items, as the data source last said (nil: to be asked).
    private var loadedCounts: ListCounts?
    /// Whether what shows belongs to data that was reloaded since.
    var needsRedisplay = true

    /// Asks the data source again for everything, at the next layout pass.
    open func reloadData() {
        loadedCounts = nil
        needsRedisplay = true
        selectedIndexPaths.removeAll()
        collectionViewLayout.dataReloaded()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The counts, asked of the data source if they were not yet.
    var currentCounts: ListCounts {
        if let loadedCounts { return loadedCounts }
        let counts = loadCountsForUpdate()
        loadedCounts = counts
        return counts
    }

    /// Asks the data source for its counts now.
    func loadCountsForUpdate() -> ListCounts {
        guard let dataSource else { return ListCounts() }
        return ListCounts.load(
            for: self, noun: "items", sections: { dataSource.numberOfSections(in: self) },
            items: { dataSource.collectionView(self, numberOfItemsInSection: $0) })
    }

    /// Whether the counts were asked since the data was last reloaded.
    var hasLoadedCounts: Bool { loadedCounts != nil }

    /// The counts after a batch update.
    func takeCounts(_ counts: ListCounts) {
        loadedCounts = counts
    }

    var itemNoun: String { "item" }

    /// How many sections there are.
    open var numberOfSections: Int { currentCounts.sectionCount }

    /// How many items a section has (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        currentCounts.itemCount(in: section)
    }

    // MARK: Shown elements

    /// What shows: cells and supplementary views, by element.
    var shown = ShownViews<CollectionElement, UICollectionReusableView>()
    /// Items whose cells were asked for their preferred size (self-sizing layouts).
    var measuredItems: Set<IndexPath> = []
    /// Supplementary views asked for their preferred size (layouts that size them from their content).
    var measuredSupplementaryViews: Set<CollectionElement> = []
    /// The size the layout was last prepared at.
    var preparedSize: CGSize?
    var isLayingOutElements = false
    /// The item to keep in place at the next layout, carried across a batch update.
    var carriedAnchor: ScrollAnchor<IndexPath>?
    /// The batch update being collected.
    var batchRecorder = BatchUpdateRecorder()

    // MARK: Queries

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { shown[.cell($0)] as? UICollectionViewCell }
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        shown.elements.compactMap { if case let .cell(indexPath) = $0 { indexPath } else { nil } }.sorted()
    }

    /// The cell showing an item, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shown[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The item a cell on screen shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        if case let .cell(indexPath) = shown.element(of: cell) { indexPath } else { nil }
    }

    /// The supplementary view of a kind on screen at an index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shown[.supplementary(elementKind, indexPath)]
    }

    /// The supplementary views of a kind on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { shown[.supplementary(elementKind, $0)] }
    }

    /// Where supplementary views of a kind are on screen, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shown.elements.compactMap { if case let .supplementary(kind, indexPath) = $0, kind == elementKind { indexPath } else { nil } }.sorted()
    }

    /// The item whose cell contains `point` (in the collection view's
    /// coordinates; in a section that scrolls across, where its scroller shows it).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        for (section, scroller) in orthogonalScrollers where scroller.frame.contains(point) {
            let inScroller = scroller.convert(point, from: self)
            return shown.all.first { entry in
                if case let .cell(indexPath) = entry.element { indexPath.section == section && entry.view.frame.contains(inScroller) } else { false }
            }.flatMap { if case let .cell(indexPath) = $0.element { indexPath } else { nil } }
        }
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

    // MARK: Layout and scrolling

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    /// Scrolls so that an item shows where `scrollPosition` says (as little
    /// as it takes when it says nothing). With cells that size themselves,
    /// the item is placed again once it and its neighbours are measured.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard hasItem(at: indexPath) else { return ListDiagnostics.missingItem(indexPath, in: self, call: "scrollToItem(at:at:animated:)") }
        /// Where the item shows as asked, as it is placed now.
        func placed() -> CGPoint? {
            layoutAttributesForItem(at: indexPath).map { clamped(offset(showing: $0.frame, at: scrollPosition)) }
        }
        guard let first = placed(), first != contentOffset else { return }
        repeatUntilSettled(atMost: 4, in: self, "scrolling to item \(indexPath.item) of section \(indexPath.section)") {
            guard let target = placed() else { return true }
            setContentOffset(target, animated: animated)
            layoutIfNeeded()
            return placed().map { $0 == self.contentOffset } ?? true
        }
    }

    /// Where content let go at `offset` comes to rest: the layout may move it.
    override func restingOffset(after offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let proposed = super.restingOffset(after: offset, velocity: velocity)
        return clamped(collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity))
    }

    // MARK: Batch updates

    /// Runs `updates` (calls that insert, delete, move and reload items and
    /// sections) as one batch, then checks the data source's new counts
    /// against them by UIKit's rules and shows the data as it then stands
    /// (headless, nothing animates): the selection and the sizes cells
    /// preferred follow their items, and the first item in view stays where
    /// it is. Counts that do not add up are reported (UIKit stops the app)
    /// and the data is reloaded instead.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
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

    // MARK: Selection

    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether more than one item can be selected at a time.
    open var allowsMultipleSelection = false
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []

    /// The selected items, in order (nil when none is).
    open var indexPathsForSelectedItems: [IndexPath]? { orderedSelection }

    /// Selects an item (deselecting the others unless several may be
    /// selected) and scrolls to it; the delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard applySelection(of: indexPath, animated: animated, call: "selectItem(at:animated:scrollPosition:)"), let indexPath else { return }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        removeSelection(of: indexPath, animated: animated)
    }

    /// What a finger lifting on an item does: the delegate may refuse it
    /// (`shouldHighlightItemAt`, `shouldSelectItemAt`); a selected item of a
    /// multiple-selection collection is deselected; the delegate hears
    /// `didSelectItemAt` (or `didDeselectItemAt`).
    public func simulateTap(onItemAt indexPath: IndexPath) {
        // A header of an outline expands or collapses wherever it is tapped.
        if let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, cell.togglesOutlineOnTap {
            cell.toggleOutline()
            return
        }
        tapItem(at: indexPath)
    }
}
