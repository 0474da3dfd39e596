import Foundation
import Testing
@testable import Trellis

/// Outlines in a list, as an app builds them: a section snapshot applied to
/// a diffable data source, parents with an outline disclosure, expanded and
/// collapsed by taps through the host.
@MainActor
@Suite struct OutlineListTests {
    /// A folder tree in a sidebar-like list, launched on an iPhone.
    @MainActor final class Folders {
        let host = HeadlessHost(device: .iPhone15)
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        var selected: [IndexPath] = []
        private let recorder = SelectionRecorder()

        init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain, style: UICellAccessory.OutlineDisclosureOptions.Style = .cell) {
            let controller = UIViewController()
            host.launch(controller)
            collection = UICollectionView(
                frame: controller.view.bounds,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
            collection.contentInsetAdjustmentBehavior = .never
            controller.view.addSubview(collection)
            let parents = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = style == .header ? UIListContentConfiguration.sidebarHeader() : cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: style))]
            }
            let leaves = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = []
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Documents", "Photos", "Music"])
            outline.append(["Letters", "Taxes"], to: "Documents")
            outline.append(["2023", "2024"], to: "Taxes")
            outline.append(["Holidays"], to: "Photos")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, name in
                if ["Documents", "Taxes", "Photos"].contains(name) {
                    return collectionView.dequeueConfiguredReusableCell(using: parents, for: indexPath, item: name)
                }
                return collectionView.dequeueConfiguredReusableCell(using: leaves, for: indexPath, item: name)
            }
            recorder.folders = self
            collection.delegate = recorder
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            host.layout()
        }

        var shown: [String] { collection.indexPathsForVisibleItems.sorted().compactMap { dataSource.itemIdentifier(for: $0) } }
        func cell(_ name: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: name).flatMap { collection.cellForItem(at: $0) as? UICollectionViewListCell }
        }
        func chevron(_ name: String) -> OutlineDisclosureButton? {
            cell(name)?.subviews.lazy.compactMap { $0 as? OutlineDisclosureButton }.first
        }
        /// Taps the middle of a view through the host, as a finger would.
        func tap(_ view: UIView?) {
            guard let view, let window = view.window else { return }
            _ = host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        }
    }

    /// Keeps what the collection view selects (a delegate the folders own).
    final class SelectionRecorder: UICollectionViewDelegate {
        weak var folders: Folders?
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { folders?.selected.append(indexPath) }
    }

    @Test func showsTheVisibleItemsIndentedByLevel() {
        let folders = Folders()
        #expect(folders.shown == ["Documents", "Photos", "Music"])
        var outline = folders.dataSource.snapshot(for: 0)
        outline.expand(["Documents", "Taxes"])
        folders.dataSource.apply(outline, to: 0, animatingDifferences: false)
        folders.host.layout()
        #expect(folders.shown == ["Documents", "Letters", "Taxes", "2023", "2024", "Photos", "Music"])
        #expect(folders.cell("Documents")?.indentationLevel == 0)
        #expect(folders.cell("Taxes")?.indentationLevel == 1)
        #expect(folders.cell("2024")?.indentationLevel == 2)
        // Each level steps the content in by the indentation width (10 points in a plain list).
        let documents = folders.cell("Documents")!.contentView.frame.minX
        #expect(folders.cell("2024")!.contentView.frame.minX == documents + 20)
        // Rows follow one another with no gap, the expanded ones' children under them.
        let frames = ["Documents", "Letters", "Taxes", "2023"].compactMap { folders.cell($0)?.frame }
        for (above, below) in zip(frames, frames.dropFirst()) { #expect(below.minY == above.maxY) }
        #expect(folders.cell("Taxes")?.configurationState.isExpanded == true)
        #expect(folders.cell("Letters")?.configurationState.isExpanded == false)
    }

    @Test func theChevronExpandsAndCollapsesItsItem() {
        let folders = Folders()
        folders.tap(folders.chevron("Documents"))
        #expect(folders.shown == ["Documents", "Letters", "Taxes", "Photos", "Music"])
        #expect(folders.dataSource.snapshot(for: 0).isExpanded("Documents"))
        #expect(folders.cell("Documents")?.configurationState.isExpanded == true)
        #expect(folders.selected.isEmpty, "the chevron does not select its row")
        folders.tap(folders.chevron("Documents"))
        #expect(folders.shown == ["Documents", "Photos", "Music"])
        // A tap on the row of a cell-style outline selects it and leaves it as it is.
        folders.tap(folders.cell("Photos")?.contentView)
        #expect(folders.selected == [IndexPath(item: 1, section: 0)])
        #expect(folders.shown == ["Documents", "Photos", "Music"])
    }

    @Test func aHeaderExpandsWhereverItIsTappedAndIsNotSelected() {
        let folders = Folders(appearance: .sidebar, style: .header)
        folders.tap(folders.cell("Photos")?.contentView)
        #expect(folders.shown == ["Documents", "Photos", "Holidays", "Music"])
        #expect(folders.selected.isEmpty)
        // In a sidebar a level is 20 points.
        #expect(folders.cell("Holidays")!.contentView.frame.minX - folders.cell("Photos")!.contentView.frame.minX == 20)
    }

    @Test func handlersAreAskedAndMayMakeChildrenOnDemand() {
        let folders = Folders()
        var told: [String] = []
        folders.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Photos" }
        folders.dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        folders.dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        folders.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            var made = children
            if parent == "Documents", !children.contains("Receipts") { made.append(["Receipts"]) }
            return made
        }
        folders.tap(folders.chevron("Photos"))
        #expect(folders.shown == ["Documents", "Photos", "Music"])
        folders.tap(folders.chevron("Documents"))
        #expect(folders.shown == ["Documents", "Letters", "Taxes", "Receipts", "Photos", "Music"])
        folders.tap(folders.chevron("Documents"))
        #expect(told == ["expand Documents", "collapse Documents"])
    }

    @Test func aWholeSnapshotWithOtherItemsReplacesTheOutline() {
        let folders = Folders()
        var whole = folders.dataSource.snapshot()
        whole.deleteItems(["Music"])
        folders.dataSource.apply(whole, animatingDifferences: false)
        let outline = folders.dataSource.snapshot(for: 0)
        #expect(outline.items == ["Documents", "Photos"])
        #expect(outline.level(of: "Photos") == 0)
        #expect(folders.dataSource.snapshot(for: 7).items.isEmpty)
    }
}
