import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// The text an item shows: its number, then a length that varies with it.
    static func text(_ item: Int) -> String { "item\(item)-" + String(repeating: "w", count: (item * 29) % 140) }

    /// A table fed by a diffable data source that records every cell it configures.
    @MainActor
    final class Harness {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let table: UITableView
        var dataSource: UITableViewDiffableDataSource<Int, Int>!
        var configured: [(item: Int, cell: ObjectIdentifier)] = []

        init() {
            table = UITableView(frame: window.bounds, style: .plain)
            table.register(MetricCell.self, forCellReuseIdentifier: "metric")
            window.addSubview(table)
            dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "metric", for: indexPath) as! MetricCell
                cell.label.text = UITableViewDiffableDataSourceTests.text(item)
                self.configured.append((item, ObjectIdentifier(cell)))
                return cell
            }
        }

        /// Checks that the table shows `snapshot`, each visible row with its item and a fresh height.
        func expectShows(_ snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(table.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
            for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
                #expect(table.numberOfRows(inSection: section) == snapshot.numberOfItems(inSection: identifier), sourceLocation: sourceLocation)
            }
            let items = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell), let cell = cell as? MetricCell else {
                    Issue.record("a visible cell without a row", sourceLocation: sourceLocation)
                    continue
                }
                let item = items[path.section][path.row]
                #expect(cell.label.text == UITableViewDiffableDataSourceTests.text(item), sourceLocation: sourceLocation)
                #expect(dataSource.itemIdentifier(for: path) == item, sourceLocation: sourceLocation)
                #expect(abs(cell.frame.height - MetricCell.height(characters: cell.label.text.count, width: 390) - table.separatorPixel) < 1e-9, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func applyingShowsTheSnapshot() {
        let harness = Harness()
        var snapshot = Snapshot()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<30), toSection: 0)
        snapshot.appendItems(Array(30..<40), toSection: 1)
        harness.dataSource.apply(snapshot, animatingDifferences: false)
        harness.window.layoutIfNeeded()
        harness.expectShows(snapshot)
        #expect(harness.dataSource.indexPath(for: 35) == IndexPath(row: 5, section: 1))
        #expect(harness.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
    }

    @Test func reloadedItemsGetNewCellsAndReconfiguredOnesKeepTheirs() {
        let harness = Harness()
        var snapshot = Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        harness.dataSource.apply(snapshot)
        harness.window.layoutIfNeeded()
        let cellOf3 = harness.table.cellForRow(at: IndexPath(row: 3, section: 0)) as! MetricCell
        let reusesBefore = (cellOf3.reuseCount, harness.table.visibleCells.map { ($0 as! MetricCell).reuseCount }.reduce(0, +))
        harness.configured = []
        var next = harness.dataSource.snapshot()
        next.reconfigureItems([3])
        next.reloadItems([4])
        harness.dataSource.apply(next)
        #expect(harness.configured.map(\.item).sorted() == [3, 4])
        // Item 3 is configured again in its own cell, not reused; item 4 gets a cell through the reuse pool.
        #expect(harness.configured.first { $0.item == 3 }?.cell == ObjectIdentifier(cellOf3))
        #expect(cellOf3.reuseCount == reusesBefore.0)
        #expect(harness.table.visibleCells.map { ($0 as! MetricCell).reuseCount }.reduce(0, +) == reusesBefore.1 + 1)
        #expect(harness.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        harness.expectShows(next)
    }

    /// Random sequences of snapshots: after each apply the table shows the
    /// snapshot, with fresh heights, and the first row in view that stays
    /// keeps its place on screen.
    @Test(arguments: [11, 12, 13, 14, 15, 16])
    func randomSnapshotSequencesAreShownExactly(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let harness = Harness()
        var snapshot = Snapshot()
        var nextItem = 0, nextSection = 0
        snapshot.appendSections([0, 1, 2])
        nextSection = 3
        for section in 0..<3 {
            snapshot.appendItems(Array(nextItem..<nextItem + 40), toSection: section)
            nextItem += 40
        }
        harness.dataSource.apply(snapshot)
        harness.window.layoutIfNeeded()
        for _ in 0..<25 {
            harness.table.scroll(to: CGFloat.random(in: 0...max(0, harness.table.contentSize.height - 600), using: &random))
            let anchorCell = harness.table.visibleCells.first { $0.frame.maxY > harness.table.contentOffset.y }
            let anchorItem = anchorCell.flatMap { harness.table.indexPath(for: $0) }.flatMap { harness.dataSource.itemIdentifier(for: $0) }
            let anchorScreenY = anchorCell.map { $0.frame.minY - harness.table.contentOffset.y }
            var next = snapshot
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let items = next.itemIdentifiers, sections = next.sectionIdentifiers
                switch Int.random(in: 0..<9, using: &random) {
                case 0 where !items.isEmpty: next.deleteItems(Array(items.shuffled(using: &random).prefix(Int.random(in: 1...5, using: &random))))
                case 1 where !sections.isEmpty:
                    let fresh = Array(nextItem..<nextItem + Int.random(in: 1...6, using: &random))
                    nextItem += fresh.count
                    if let before = items.randomElement(using: &random) { next.insertItems(fresh, beforeItem: before) } else { next.appendItems(fresh, toSection: sections[0]) }
                case 2 where items.count > 1:
                    let pair = items.shuffled(using: &random).prefix(2)
                    next.moveItem(pair.first!, afterItem: pair.last!)
                case 3 where sections.count > 1:
                    let pair = sections.shuffled(using: &random).prefix(2)
                    next.moveSection(pair.first!, beforeSection: pair.last!)
                case 4:
                    next.appendSections([nextSection])
                    next.appendItems(Array(nextItem..<nextItem + 5), toSection: nextSection)
                    nextItem += 5
                    nextSection += 1
                case 5 where sections.count > 1: next.deleteSections([sections.randomElement(using: &random)!])
                case 6 where !items.isEmpty: next.reloadItems(Array(items.shuffled(using: &random).prefix(3)))
                case 7 where !items.isEmpty: next.reconfigureItems(Array(items.shuffled(using: &random).prefix(3)))
                case 8 where !sections.isEmpty: next.reloadSections([sections.randomElement(using: &random)!])
                default: break
                }
            }
            let before = snapshot
            let (_, diagnostics) = LayoutDiagnostics.capture { harness.dataSource.apply(next) }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            snapshot = next.withoutMarks
            harness.expectShows(snapshot)
            if let anchorItem, let anchorScreenY, let path = harness.dataSource.indexPath(for: anchorItem), harness.table.contentOffset.y > 0 {
                let y = harness.table.rectForRow(at: path).minY - harness.table.contentOffset.y
                #expect(abs(y - anchorScreenY) < 1e-6, "item \(anchorItem) moved on screen from \(anchorScreenY) to \(y) after \(SnapshotDifference(from: before, to: next).batch)")
            }
        }
    }
}
