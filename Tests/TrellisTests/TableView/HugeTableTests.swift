import Foundation
import Testing
@testable import Trellis

/// Tables whose data sources give absurd numbers of rows or sections: they
/// load in bounded time, say what they left for later, and show the far end right.
@MainActor
@Suite struct HugeTableTests {
    /// A data source of `rows` rows in one section (or `sections` empty ones),
    /// whose delegate gives every third row 60 points and the others 44, counting questions.
    final class HugeSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: Int
        let sections: Int
        let givesHeights: Bool
        private(set) var heightQuestions = 0

        init(rows: Int, sections: Int = 1, givesHeights: Bool) {
            self.rows = rows
            self.sections = sections
            self.givesHeights = givesHeights
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? rows : 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(bar)
            let bottom = bar.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                bottom,
                bar.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                bar.heightAnchor.constraint(equalToConstant: CGFloat(20 + indexPath.row % 3)),
            ])
            return cell
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightQuestions += 1
            return givesHeights ? (indexPath.row % 3 == 0 ? 60 : 44) : UITableView.automaticDimension
        }
    }

    func makeTable(_ source: HugeSource, estimated: CGFloat) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.estimatedRowHeight = estimated
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func aHundredMillionRowsWithDelegateHeightsAskOnlyAMillionUpFront() throws {
        let source = HugeSource(rows: 100_000_000, givesHeights: true)
        let table = makeTable(source, estimated: 44)
        let (_, diagnostics) = LayoutDiagnostics.capture { table.layoutIfNeeded() }
        // One question to learn that the delegate gives heights, then one per row asked.
        #expect(source.heightQuestions <= UITableView.maximumRowsAskedOneByOne + 2)
        let report = try #require(diagnostics.first { $0.kind == .invalidConfiguration })
        #expect(report.involves(table))
        #expect(report.indexPaths == [IndexPath(row: UITableView.maximumRowsAskedOneByOne, section: 0)])

        // The far end: rows there are asked as they come on screen and take
        // the delegate's heights (the content grows as they do: scrolled twice).
        for _ in 0..<2 {
            table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - table.bounds.height)
            table.layoutIfNeeded()
        }
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(visible.last == IndexPath(row: 99_999_999, section: 0))
        for path in visible {
            let cell = try #require(table.cellForRow(at: path))
            #expect(cell.frame.height == (path.row % 3 == 0 ? 60 : 44))
        }
        // Consecutive rows touch: the index holds the heights the delegate gave.
        let frames = visible.compactMap { table.cellForRow(at: $0)?.frame }
        for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(upper.maxY == lower.minY) }
    }

    @Test func selfSizingRowsWithoutEstimatesMeasureOnlySomeUpFront() throws {
        let rows = UITableView.maximumRowsMeasuredUpFront * 2
        let source = HugeSource(rows: rows, givesHeights: false)
        let table = makeTable(source, estimated: 0)
        let (_, diagnostics) = LayoutDiagnostics.capture { table.layoutIfNeeded() }
        let report = try #require(diagnostics.first { $0.kind == .invalidConfiguration })
        #expect(report.indexPaths == [IndexPath(row: UITableView.maximumRowsMeasuredUpFront, section: 0)])
        for _ in 0..<2 {
            table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - table.bounds.height)
            table.layoutIfNeeded()
        }
        let last = try #require(table.cellForRow(at: IndexPath(row: rows - 1, section: 0)))
        // Measured when shown: the bar's height, not an estimate.
        #expect(abs(last.frame.height - CGFloat(20 + (rows - 1) % 3) - table.separatorPixel) < 1e-9)
    }

    @Test func millionsOfSectionsAreRefusedLikeAbsurdCounts() {
        let source = HugeSource(rows: 3, sections: ListCounts.maximumSectionCount + 1, givesHeights: true)
        let table = makeTable(source, estimated: 44)
        let (_, diagnostics) = LayoutDiagnostics.capture { table.layoutIfNeeded() }
        #expect(table.numberOfSections == 0)
        #expect(diagnostics.map(\.kind) == [.invalidDataSourceAnswer])
        #expect(diagnostics.first?.involves(table) == true)
    }
}
