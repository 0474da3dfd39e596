import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Batches of updates, consistent with the data source or not: the table
/// never crashes, and afterwards shows exactly what the data source says.
@MainActor
@Suite struct TableUpdateFuzzTests {
    @Test(arguments: [21, 22, 23, 24])
    func randomBatchesNeverCrashAndEndInTheDataSourcesState(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var next = 0
        func fresh(_ count: Int) -> [String] {
            defer { next += count }
            return (next..<next + count).map { "text \($0) " + String(repeating: "w", count: $0 % 70) }
        }
        let source = TextSource([fresh(30), fresh(5), fresh(40)]) { _ in "metric" }
        let (_, table) = makeTable(height: 500, source: source)
        for round in 0..<60 {
            table.scroll(to: CGFloat.random(in: 0...max(0, table.contentSize.height - 500), using: &random))
            let consistent = round % 2 == 0
            let (_, diagnostics) = LayoutDiagnostics.capture {
                table.performBatchUpdates {
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        let sections = source.sections.count
                        let section = Int.random(in: -1...sections, using: &random)
                        let valid = (0..<sections).contains(section)
                        let rows = valid ? source.sections[section].count : 0
                        switch Int.random(in: 0..<6, using: &random) {
                        case 0 where valid && rows > 0:
                            // Delete a row (deletions name rows before the batch: only one per batch stays simple).
                            let row = Int.random(in: 0..<rows, using: &random)
                            if consistent { source.sections[section].remove(at: row) }
                            table.deleteRows(at: [IndexPath(row: row, section: section)], with: .automatic)
                            return
                        case 1 where valid:
                            let row = Int.random(in: 0...rows, using: &random)
                            if consistent { source.sections[section].insert(contentsOf: fresh(1), at: row) }
                            table.insertRows(at: [IndexPath(row: row, section: section)], with: .automatic)
                            return
                        case 2:
                            // Garbage: index paths out of range, or of the wrong length.
                            table.deleteRows(at: [IndexPath(row: Int.random(in: -3...99, using: &random), section: section)], with: .fade)
                            table.reloadRows(at: [IndexPath(indexes: [1, 2, 3])], with: .none)
                        case 3 where valid && rows > 1 && consistent:
                            // (A move the data source did not make keeps the counts: no table can tell.)
                            let from = Int.random(in: 0..<rows, using: &random), to = Int.random(in: 0..<rows, using: &random)
                            source.sections[section].insert(source.sections[section].remove(at: from), at: to)
                            table.moveRow(at: IndexPath(row: from, section: section), to: IndexPath(row: to, section: section))
                            return
                        case 4:
                            if consistent {
                                source.sections.append(fresh(Int.random(in: 0...8, using: &random)))
                                table.insertSections(IndexSet(integer: source.sections.count - 1), with: .automatic)
                                return
                            }
                            table.insertSections(IndexSet(integer: Int.random(in: 0...9, using: &random)), with: .automatic)
                        default:
                            if valid, consistent, sections > 1 {
                                source.sections.remove(at: section)
                                table.deleteSections(IndexSet(integer: section), with: .automatic)
                                return
                            }
                            // A change the table is not told of.
                            if valid { source.sections[section].append(contentsOf: fresh(2)) }
                        }
                    }
                }
            }
            #expect(diagnostics.allSatisfy { $0.kind == .invalidBatchUpdate && $0.involves(table) })
            // Whatever happened, the table now shows the data source's rows.
            #expect(table.numberOfSections == source.sections.count)
            for (section, rows) in source.sections.enumerated() { #expect(table.numberOfRows(inSection: section) == rows.count) }
            for cell in table.visibleCells {
                guard let path = table.indexPath(for: cell) else { Issue.record("a visible cell without a row"); continue }
                #expect((cell as? MetricCell)?.label.text == source.sections[path.section][path.row])
                #expect(abs(cell.frame.height - MetricCell.height(characters: source.sections[path.section][path.row].count, width: 390) - table.separatorPixel) < 1e-9)
            }
        }
    }
}
