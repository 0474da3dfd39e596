import Foundation
import Testing
@testable import Trellis

/// A cell that grows its text and invalidates its size, in a table and in a
/// collection view: its row grows at the next layout when the list lets it,
/// and what is above it stays where it is.
@MainActor
@Suite struct SelfSizingInvalidationTests {
    static let longText = Array(repeating: "A line of text that wraps in a narrow list.", count: 4).joined(separator: " ")

    final class GrowingTableCell: UITableViewCell {
        let body = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: margins.leadingAnchor), body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                body.topAnchor.constraint(equalTo: margins.topAnchor), body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class GrowingCollectionCell: UICollectionViewCell {
        let body = UILabel()
        /// The space under the text, a constraint the cell may change.
        var bottomSpace: NSLayoutConstraint!
        override init(frame: CGRect) {
            super.init(frame: frame)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            bottomSpace = contentView.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8)
            NSLayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8), bottomSpace,
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var texts = (0..<30).map { "Row \($0)" }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "growing", for: indexPath)
            (cell as? GrowingTableCell)?.body.text = texts[indexPath.row]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "growing", for: indexPath)
            (cell as? GrowingCollectionCell)?.body.text = texts[indexPath.item]
            return cell
        }
    }

    /// (the list's setting, whether the cell invalidates its own size, whether the row grows)
    nonisolated static let cases: [(UITableView.SelfSizingInvalidation, Bool, Bool)] = [
        (.enabled, true, true), (.enabled, false, false), (.disabled, true, false),
        (.enabledIncludingConstraints, false, true), (.enabledIncludingConstraints, true, true),
    ]

    @Test(arguments: cases)
    func aTableRowGrowsWithItsCell(setting: UITableView.SelfSizingInvalidation, cellInvalidates: Bool, grows: Bool) throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.selfSizingInvalidation = setting
        table.register(GrowingTableCell.self, forCellReuseIdentifier: "growing")
        table.dataSource = rows
        table.layoutIfNeeded()
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        let first = try #require(table.indexPathsForVisibleRows?.first)
        let grown = IndexPath(row: first.row + 3, section: 0)
        let firstOnScreen = table.rectForRow(at: first).minY - table.contentOffset.y
        let before = table.rectForRow(at: grown)
        let cell = try #require(table.cellForRow(at: grown) as? GrowingTableCell)

        rows.texts[grown.row] = Self.longText
        cell.body.text = Self.longText
        if cellInvalidates { cell.invalidateIntrinsicContentSize() }
        table.layoutIfNeeded()

        let after = table.rectForRow(at: grown)
        #expect(after.minY == before.minY)
        #expect((after.height > before.height + 20) == grows)
        if !grows { #expect(after.height == before.height) }
        #expect(cell.frame.height == after.height)
        #expect(table.rectForRow(at: grown.next).minY == after.maxY)
        #expect(table.rectForRow(at: first).minY - table.contentOffset.y == firstOnScreen)
    }

    /// A view knows whether it is in a list cell from what it inherits:
    /// learnt outside any cell, forgotten when its subtree moves into one.
    @Test func aViewMovedIntoACellTellsThatCell() throws {
        let tableCell = GrowingTableCell(style: .default, reuseIdentifier: nil)
        let collectionCell = GrowingCollectionCell(frame: .zero)
        for cell in [tableCell, collectionCell] as [UIView] {
            let holder = UIView(), label = UILabel()
            holder.addSubview(label)
            #expect(label.enclosingListCell == nil)
            let contentView = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
            try #require(contentView).addSubview(holder)
            #expect(label.enclosingListCell === cell)
            #expect(cell.enclosingListCell === cell)
            holder.removeFromSuperview()
            #expect(label.enclosingListCell == nil)
        }
    }

    func makeCollection(_ setting: UICollectionView.SelfSizingInvalidation, _ rows: Rows) -> UICollectionView {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.contentInsetAdjustmentBehavior = .never
        collection.selfSizingInvalidation = setting
        collection.register(GrowingCollectionCell.self, forCellWithReuseIdentifier: "growing")
        collection.dataSource = rows
        collection.layoutIfNeeded()
        collection.contentOffset.y = 100
        collection.layoutIfNeeded()
        return collection
    }

    @Test(arguments: cases)
    func aCollectionItemGrowsWithItsCell(setting: UITableView.SelfSizingInvalidation, cellInvalidates: Bool, grows: Bool) throws {
        let rows = Rows()
        let collection = makeCollection(UICollectionView.SelfSizingInvalidation(rawValue: setting.rawValue)!, rows)
        let first = try #require(collection.indexPathsForVisibleItems.first)
        let grown = IndexPath(item: first.item + 3, section: 0)
        let frame = { (indexPath: IndexPath) in collection.layoutAttributesForItem(at: indexPath)?.frame ?? .null }
        let firstOnScreen = frame(first).minY - collection.contentOffset.y
        let before = frame(grown)
        let cell = try #require(collection.cellForItem(at: grown) as? GrowingCollectionCell)

        rows.texts[grown.item] = Self.longText
        cell.body.text = Self.longText
        if cellInvalidates { cell.contentView.invalidateIntrinsicContentSize() }
        collection.layoutIfNeeded()

        let after = frame(grown)
        #expect(after.minY == before.minY)
        #expect((after.height > before.height + 20) == grows)
        if !grows { #expect(after.height == before.height) }
        #expect(cell.frame == after)
        #expect(frame(grown.next).minY == after.maxY)
        #expect(frame(first).minY - collection.contentOffset.y == firstOnScreen)
    }

    @Test(arguments: [UICollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints])
    func aConstraintChangeInsideTheCellResizesOnlyWhenConstraintsCount(setting: UICollectionView.SelfSizingInvalidation) throws {
        let collection = makeCollection(setting, Rows())
        let grown = try #require(collection.indexPathsForVisibleItems.dropFirst(2).first)
        let before = try #require(collection.layoutAttributesForItem(at: grown)?.frame)
        let cell = try #require(collection.cellForItem(at: grown) as? GrowingCollectionCell)
        cell.bottomSpace.constant = 48
        collection.layoutIfNeeded()
        let after = try #require(collection.layoutAttributesForItem(at: grown)?.frame)
        #expect(after.height == before.height + (setting == .enabledIncludingConstraints ? 40 : 0))
    }

    /// A new content configuration resizes its cell as an invalidation does.
    @Test(arguments: [UICollectionView.SelfSizingInvalidation.enabled, .disabled])
    func aNewContentConfigurationResizesAListCell(setting: UICollectionView.SelfSizingInvalidation) throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collection.selfSizingInvalidation = setting
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let before = cell.frame
        var content = cell.defaultContentConfiguration()
        content.text = Self.longText
        cell.contentConfiguration = content
        collection.layoutIfNeeded()
        #expect(cell.frame.minY == before.minY)
        #expect((cell.frame.height > before.height + 20) == (setting == .enabled))
        let next = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(next.frame.minY == cell.frame.maxY)
    }

    final class ConfiguredRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test(arguments: [UITableView.SelfSizingInvalidation.enabled, .disabled])
    func aNewContentConfigurationResizesATableRow(setting: UITableView.SelfSizingInvalidation) throws {
        let rows = ConfiguredRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        table.selfSizingInvalidation = setting
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        let row = IndexPath(row: 2, section: 0)
        let cell = try #require(table.cellForRow(at: row))
        let before = table.rectForRow(at: row)
        var content = cell.defaultContentConfiguration()
        content.text = Self.longText
        cell.contentConfiguration = content
        table.layoutIfNeeded()
        let after = table.rectForRow(at: row)
        #expect(after.minY == before.minY)
        #expect((after.height > before.height + 20) == (setting == .enabled))
        #expect(cell.frame.height == after.height)
    }
}

private extension IndexPath {
    var next: IndexPath { IndexPath(item: item + 1, section: section) }
}
