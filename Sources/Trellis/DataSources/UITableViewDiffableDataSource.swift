import Foundation

/// A table's data source fed with snapshots: `apply` works out what changed
/// since the last snapshot (inserts, deletes, moves, reloads and
/// reconfigures) and updates the table with one batch, keeping the heights of
/// the rows that stay and the rows on screen where they are.
///
/// Keep a strong reference to it: the table holds its data source weakly, as
/// in UIKit. Subclass it to give sections titles.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    /// Makes the cell for an item (dequeue it from the table).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    /// What the table shows.
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How rows come and go when differences are animated.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of what the table shows.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: the table is updated with the difference from the
    /// current one, in one batch (animations complete at once headless).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.withoutMarks
        tableView?.performBatch(difference.batch)
        completion?()
    }

    /// Shows `snapshot` by reloading the table's data (no difference worked out).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// The item a row shows.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// The row showing an item.
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the row's item (a plain cell, reported, if it gives none).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "UITableViewDiffableDataSource: no cell for row \(indexPath.row) of section \(indexPath.section); a plain cell is shown.",
            views: [tableView], indexPaths: [indexPath])
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header titles unless a subclass gives them.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles unless a subclass gives them.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
