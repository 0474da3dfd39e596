import Foundation
import Testing
@testable import Trellis

/// Numbers each cell it makes, in the order it makes them, and shows rows of
/// varying heights (so scrolling recycles and reuses cells all the time).
@MainActor
private final class NumberingSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    private var made = 0

    private func number(_ cell: UIView) {
        if cell.tag == 0 {
            made += 1
            cell.tag = made
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        number(cell)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        number(cell)
        return cell
    }
}

/// Which cell shows what, and in which order the list holds its cells, step by step.
@MainActor
private func reuseHistory(of list: UIScrollView, steps: Int, visible: () -> [(position: Int, cell: UIView)]) -> [String] {
    var history: [String] = []
    for step in 0..<steps {
        // Down by uneven amounts, then back up: cells leave and come back in every order.
        let y = step < steps / 2 ? CGFloat(step) * 173 : CGFloat(steps - step) * 173
        list.contentOffset.y = min(y, max(0, list.contentSize.height - list.bounds.height))
        list.layoutIfNeeded()
        let shown = visible().sorted { $0.position < $1.position }.map { "\($0.position):\($0.cell.tag)" }
        let order = list.subviews.map(\.tag).filter { $0 != 0 }
        history.append("\(shown) \(order)")
    }
    return history
}

/// Two lists with the same data, scrolled the same way, reuse the same cells
/// for the same rows and hold their cells in the same order: nothing in a
/// list depends on a dictionary's order, which differs from list to list.
@MainActor
@Suite struct ListDeterminismTests {
    @Test func twoTablesScrolledAlikeReuseAlike() {
        func history() -> [String] {
            let source = NumberingSource()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 37
            table.dataSource = source
            table.layoutIfNeeded()
            return reuseHistory(of: table, steps: 60) {
                table.visibleCells.compactMap { cell in table.indexPath(for: cell).map { ($0.row, cell) } }
            }
        }
        let first = history()
        for _ in 0..<3 { #expect(history() == first) }
    }

    @Test func twoCollectionViewsScrolledAlikeReuseAlike() {
        func history() -> [String] {
            let source = NumberingSource()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 45)
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            collection.layoutIfNeeded()
            return reuseHistory(of: collection, steps: 60) {
                collection.visibleCells.compactMap { cell in collection.indexPath(for: cell).map { ($0.item, cell) } }
            }
        }
        let first = history()
        for _ in 0..<3 { #expect(history() == first) }
    }
}
