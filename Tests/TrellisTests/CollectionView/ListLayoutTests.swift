import Foundation
import Testing
@testable import Trellis

/// Lists built on the compositional layout, as an app writes them: a list
/// configuration, list cells from a registration, a diffable data source.
@MainActor
@Suite struct ListLayoutTests {
    struct Row: Hashable {
        var title: String
        var indentation = 0
        var accessories: Accessories = .none
        enum Accessories { case none, disclosure, checkmark, both }
    }

    /// A list of `sections` in a controller launched on `device`.
    @MainActor final class Lists {
        let host: HeadlessHost
        let collection: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, Row>

        init(
            _ configuration: UICollectionLayoutListConfiguration, _ sections: [[Row]], device: DeviceProfile = .iPhone15, rightToLeft: Bool = false,
            headerText: @escaping (Int) -> String = { "Section \($0)" }
        ) {
            host = HeadlessHost(device: device)
            let controller = UIViewController()
            host.launch(controller)
            collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            collection.contentInsetAdjustmentBehavior = .never
            if rightToLeft { collection.semanticContentAttribute = .forceRightToLeft }
            controller.view.addSubview(collection)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = row.title
                cell.contentConfiguration = content
                cell.indentationLevel = row.indentation
                switch row.accessories {
                case .none: cell.accessories = []
                case .disclosure: cell.accessories = [.disclosureIndicator()]
                case .checkmark: cell.accessories = [.checkmark()]
                case .both: cell.accessories = [.checkmark(), .disclosureIndicator()]
                }
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
                header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = headerText(indexPath.section)
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
            for (index, rows) in sections.enumerated() {
                snapshot.appendSections([index])
                snapshot.appendItems(rows, toSection: index)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.view.layoutIfNeeded()
        }

        func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }
        func separator(of cell: UICollectionViewListCell?) -> CGRect? {
            // The separator is the cell's one-pixel subview along its bottom.
            cell?.subviews.first { !$0.isHidden && $0.frame.height < 1 && $0.frame.maxY == cell?.bounds.maxY }?.frame
        }
    }

    static let sample: [[Row]] = [
        [Row(title: "Wi-Fi"), Row(title: "Bluetooth"), Row(title: String(repeating: "A setting whose name is long enough to wrap onto a second line of text. ", count: 3))],
        [Row(title: "General"), Row(title: "Privacy")],
    ]

    @Test(arguments: [(DeviceProfile.iPhone15, CGFloat(16)), (.iPadPro11, 20)])
    func insetGroupedSectionsAreCardsInsetBySizeClass(device: DeviceProfile, side: CGFloat) throws {
        let lists = Lists(UICollectionLayoutListConfiguration(appearance: .insetGrouped), Self.sample, device: device)
        let width = lists.collection.bounds.width
        var y: CGFloat = 18
        for (section, rows) in Self.sample.enumerated() {
            for item in rows.indices {
                let cell = try #require(lists.cell(item, section))
                #expect(cell.frame.minX == side && cell.frame.width == width - 2 * side)
                #expect(cell.frame.minY == y)
                #expect(cell.frame.height >= 44)
                y = cell.frame.maxY
                // Outer corners rounded: the top ones on the first row, the bottom ones on the last.
                let first = item == 0, last = item == rows.count - 1
                #expect(cell.layer.cornerRadius == (first || last ? 10 : 0))
                #expect(cell.layer.maskedCorners.contains(.layerMinXMinYCorner) == first)
                #expect(cell.layer.maskedCorners.contains(.layerMaxXMaxYCorner) == last)
                #expect((lists.separator(of: cell) != nil) == !last)
            }
            y += 36  // the space between grouped sections
        }
        // The wrapping row sized itself taller than one line.
        let wrapping = try #require(lists.cell(2)), single = try #require(lists.cell(1))
        #expect(wrapping.frame.height > single.frame.height + 15)
        #expect(lists.collection.backgroundColor == .systemGroupedBackground)
    }

    @Test func aPlainListRunsAcrossWithSeparatorsFromTheText() throws {
        let rows = [Row(title: "Inbox"), Row(title: "Nested", indentation: 2), Row(title: "Sent")]
        let lists = Lists(UICollectionLayoutListConfiguration(appearance: .plain), [rows])
        let width = lists.collection.bounds.width
        for item in rows.indices {
            let cell = try #require(lists.cell(item))
            #expect(cell.frame.minX == 0 && cell.frame.width == width && cell.frame.height == 44)
            #expect(cell.layer.cornerRadius == 0)
        }
        // The content's text starts 16 in; indented two steps of 10, the separator follows it.
        #expect(lists.separator(of: lists.cell(0))?.minX == 16)
        #expect(lists.separator(of: lists.cell(1))?.minX == 36)
        #expect(try #require(lists.cell(1)).contentView.frame.minX == 20)
        #expect(lists.separator(of: lists.cell(2)) == nil)
        #expect(lists.separator(of: lists.cell(0))?.maxX == width)
        #expect(lists.collection.backgroundColor == .systemBackground)
    }

    @Test func withoutSeparatorsNoRowDrawsOne() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.showsSeparators = false
        configuration.backgroundColor = .systemTeal
        let lists = Lists(configuration, Self.sample)
        for cell in lists.collection.visibleCells { #expect(lists.separator(of: cell as? UICollectionViewListCell) == nil) }
        #expect(lists.collection.backgroundColor == .systemTeal)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators == false)
    }

    @Test func accessoriesSitOnTheTrailingSideAndNarrowTheContent() throws {
        let rows = [Row(title: "Plain"), Row(title: "More", accessories: .disclosure), Row(title: "Chosen", accessories: .both)]
        let lists = Lists(UICollectionLayoutListConfiguration(appearance: .insetGrouped), [rows])
        let plain = try #require(lists.cell(0)), more = try #require(lists.cell(1)), both = try #require(lists.cell(2))
        #expect(plain.contentView.frame.width == plain.bounds.width)
        let chevron = try #require(more.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(chevron.frame.maxX == more.bounds.width - 16)
        #expect(abs(chevron.frame.midY - more.bounds.midY) <= 0.5)
        #expect(more.contentView.frame.maxX == chevron.frame.minX)
        let marks = both.subviews.compactMap { $0 as? UIImageView }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(marks.count == 2)
        #expect(marks[0].frame.maxX < marks[1].frame.minX)
        #expect(both.contentView.frame.maxX == marks[0].frame.minX)
        #expect(both.contentView.frame.width < more.contentView.frame.width)
    }

    @Test func rightToLeftTheRowIsMirrored() throws {
        let rows = [Row(title: "Nested", indentation: 1, accessories: .disclosure), Row(title: "Last")]
        let lists = Lists(UICollectionLayoutListConfiguration(appearance: .plain), [rows], rightToLeft: true)
        let cell = try #require(lists.cell(0))
        let width = cell.bounds.width
        let chevron = try #require(cell.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(chevron.frame.minX == 16)
        #expect(cell.contentView.frame.maxX == width - 10)
        #expect(cell.contentView.frame.minX == chevron.frame.maxX)
        // The separator starts at the text, on the right, and runs to the left edge.
        let separator = try #require(lists.separator(of: cell))
        #expect(separator.minX == 0 && separator.maxX == width - 26)
    }

    @Test func supplementaryHeadersHeadEachSection() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let lists = Lists(configuration, Self.sample)
        let headers = lists.collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.count == 2)
        let header = try #require(lists.collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let firstRow = try #require(lists.cell(0, 1))
        #expect(header.frame.maxY == firstRow.frame.minY)
        #expect(header.frame.minX == firstRow.frame.minX && header.frame.width == firstRow.frame.width)
        #expect(try #require(lists.cell(0, 0)).frame.minY == 38)  // below the first header, no extra space
    }

    @Test func aHeaderSizesItsHeightToItsText() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let long = String(repeating: "A header long enough to wrap over several lines. ", count: 4)
        let lists = Lists(configuration, Self.sample, headerText: { $0 == 0 ? long : "Short" })
        let kind = UICollectionView.elementKindSectionHeader
        let first = try #require(lists.collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        let second = try #require(lists.collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(first.frame.height > second.frame.height + 30)
        #expect(abs(second.frame.height - 38) < 1)  // one line of footnote text, 16 above and 6 below
        // The rows follow the headers' own heights.
        #expect(try #require(lists.cell(0, 0)).frame.minY == first.frame.maxY)
        #expect(try #require(lists.cell(0, 1)).frame.minY == second.frame.maxY)
    }

    @Test func aListSectionFromAProviderMixesWithOtherSections() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 { return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment) }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: 2))
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c", "d"], toSection: 1)
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        let b = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let d = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell)
        #expect(b.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(d.frame == CGRect(x: 150, y: 88, width: 150, height: 80))
        // Outside a list section a list cell draws no separator.
        #expect(!d.subviews.contains { !$0.isHidden && $0.frame.height < 1 })
    }
}
