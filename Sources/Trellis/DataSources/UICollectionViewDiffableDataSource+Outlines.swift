import Foundation

/// A data source that can expand and collapse the item of a list cell
/// (what an outline disclosure accessory asks for).
@MainActor
protocol OutlineTogglingDataSource: AnyObject {
    func toggleOutlineItem(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineTogglingDataSource {
    /// What a data source asks and tells when the user expands or collapses
    /// an item of a section's outline (with an outline disclosure accessory).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether the item may expand (nil: yes).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse (nil: yes).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children the item shows when it expands, given those it has:
        /// children made only when first shown.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// No handlers: every item expands and collapses as it is.
        public init() {}
    }

    /// Gives a cell its item's state in its section's outline, and a list
    /// cell its item's level, if the section has an outline.
    func showOutlinePlace(at indexPath: IndexPath, in cell: UICollectionViewCell) {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = outlines[section],
            let item = itemIdentifier(for: indexPath), outline.contains(item)
        else { return }
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
        cell.isOutlineExpanded = outline.isExpanded(item)
    }

    /// Expands the item at `indexPath` if it is collapsed, collapses it if
    /// it is expanded, asking and telling `sectionSnapshotHandlers`.
    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else { return }
        var outline = snapshot(for: section)
        guard outline.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}
