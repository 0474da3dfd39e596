import Foundation

/// A collection view's data source fed with snapshots: `apply` works out
/// what changed since the last snapshot and updates the collection view
/// with one batch.
///
/// Keep a strong reference to it: the collection view holds its data
/// source weakly, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    /// Makes the cell for an item (dequeue it from the collection view).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind (dequeue it from the collection view).
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private(set) weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the headers, footers and other supplementary views the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What the collection view shows.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines of the sections last given one, while their visible items are what the section shows.
    var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What is asked and told when an outline's item is expanded or collapsed from its cell.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of what the collection view shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: the collection view is updated with the difference
    /// from the current one, in one batch (at once, headless), so that the
    /// items that stay keep their selection and their measured sizes.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        show(snapshot)
        completion?()
    }

    /// Makes `snapshot` what the collection view shows, as one batch, keeping
    /// the outlines of the sections whose items it leaves as they were.
    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.withoutMarks
        outlines = outlines.filter { section, outline in
            current.indexOfSection(section) != nil && current.itemIdentifiers(inSection: section) == outline.visibleItems
        }
        collectionView?.performBatch(difference.batch)
    }

    /// Shows `snapshot` by reloading the collection view's data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        outlines = [:]
        collectionView?.reloadData()
        completion?()
    }

    // MARK: Outlines

    /// Shows `snapshot` as the items of `section`: the section's items
    /// become the outline's visible items (the section is added at the end
    /// if the data source has none such), in one batch, and list cells are
    /// indented by their items' levels.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = nil
        apply(whole, animatingDifferences: animatingDifferences)
        outlines[section] = snapshot
        // Cells that stay show their items' new levels and states.
        if let collectionView, let position = index(for: section) {
            for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == position {
                if let cell = collectionView.cellForItem(at: indexPath) { showOutlinePlace(at: indexPath, in: cell) }
            }
        }
        completion?()
    }

    /// The outline of `section`: the one last applied to it, or its items
    /// as root items if it was given none (empty if there is no such section).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let whole = snapshot()
        if whole.indexOfSection(section) != nil { outline.append(whole.itemIdentifiers(inSection: section)) }
        return outline
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item (a plain cell, reported, if it gives none).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            showOutlinePlace(at: indexPath, in: cell)
            return cell
        }
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "UICollectionViewDiffableDataSource: no cell for item \(indexPath.item) of section \(indexPath.section); a plain cell is shown.",
            views: [collectionView], indexPaths: [indexPath])
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view (an empty view, reported, if there is none).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "UICollectionViewDiffableDataSource: no '\(kind)' view for section \(indexPath.section) (set supplementaryViewProvider); an empty view is shown.",
            views: [collectionView], indexPaths: [indexPath], identifiers: [kind])
        return UICollectionReusableView(frame: .zero)
    }
}
