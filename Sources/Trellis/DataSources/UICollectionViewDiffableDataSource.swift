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

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the headers, footers and other supplementary views the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What the collection view shows.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

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
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.withoutMarks
        collectionView?.performBatch(difference.batch)
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view's data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
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
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
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
