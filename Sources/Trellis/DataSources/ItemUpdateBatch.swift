import Foundation

/// The changes of one batch of a table's rows or a collection view's items,
/// as UIKit takes them: deletions, reloads and the sources of moves name index
/// paths before the update; insertions and the destinations of moves name
/// them after it.
struct ItemUpdateBatch {
    var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>(), insertedRows = Set<IndexPath>(), reloadedRows = Set<IndexPath>()
    var reconfiguredRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
}

/// Where each item after an update comes from.
struct ItemUpdateMapping {
    /// Per new section: the old section it continues (nil: new, or reloaded).
    var sourceSection: [Int?]
    /// Per new section, per row: the old row it continues (nil: new). A
    /// reloaded row continues its old one: it keeps its place on screen, not its cell or height.
    var sourceRow: [[IndexPath?]]
}

extension ItemUpdateBatch {
    /// Works out where every section and row after the batch comes from, by
    /// UIKit's rules (`oldCounts` and `newRowCounts`: rows per section before
    /// and after), or says why the batch does not fit the new counts.
    func mapping(from oldCounts: [Int], to newRowCounts: [Int]) -> Result<ItemUpdateMapping, UpdateProblem> {
        let batch = self
        let oldSections = oldCounts.count, newSections = newRowCounts.count
        func invalid(_ text: String, _ indexPaths: [IndexPath] = []) -> Result<ItemUpdateMapping, UpdateProblem> {
            .failure(UpdateProblem(text, indexPaths: indexPaths))
        }
        func sectionPath(_ section: Int) -> IndexPath { IndexPath(index: section) }

        // Sections.
        for section in batch.deletedSections.union(batch.reloadedSections).union(batch.movedSections.map(\.from)) where !(0..<oldSections).contains(section) {
            return invalid("section \(section) is deleted, reloaded or moved, but there were \(oldSections) sections before the update.", [sectionPath(section)])
        }
        for section in batch.insertedSections.union(batch.movedSections.map(\.to)) where !(0..<newSections).contains(section) {
            return invalid("section \(section) is inserted or moved to, but there are \(newSections) sections after the update.", [sectionPath(section)])
        }
        let movedFrom = Set(batch.movedSections.map(\.from))
        let survivors = (0..<oldSections).filter { !batch.deletedSections.contains($0) && !movedFrom.contains($0) }
        guard survivors.count + batch.movedSections.count + batch.insertedSections.count == newSections else {
            return invalid("the number of sections after the update (\(newSections)) must be the number before it (\(oldSections)) plus those inserted (\(batch.insertedSections.count)) minus those deleted (\(batch.deletedSections.count)).")
        }
        var sourceSection = [Int?](repeating: nil, count: newSections)
        var taken = [Bool](repeating: false, count: newSections)
        for move in batch.movedSections {
            guard !taken[move.to] else { return invalid("section \(move.to) is the destination of two changes.", [sectionPath(move.to)]) }
            sourceSection[move.to] = move.from
            taken[move.to] = true
        }
        for section in batch.insertedSections {
            guard !taken[section] else { return invalid("section \(section) is inserted and moved to.", [sectionPath(section)]) }
            taken[section] = true
        }
        var next = survivors.makeIterator()
        for section in 0..<newSections where !taken[section] { sourceSection[section] = next.next() }

        // Rows.
        for path in batch.deletedRows.union(batch.reloadedRows).union(batch.reconfiguredRows).union(batch.movedRows.map(\.from)) {
            guard path.count == 2, (0..<oldSections).contains(path.section), (0..<oldCounts[path.section]).contains(path.row) else {
                return invalid("row \(path.count == 2 ? "\(path.row) of section \(path.section)" : "\(path)") is deleted, reloaded or moved, but it did not exist before the update.", [path])
            }
        }
        for path in batch.insertedRows.union(batch.movedRows.map(\.to)) {
            guard path.count == 2, (0..<newSections).contains(path.section), (0..<newRowCounts[path.section]).contains(path.row) else {
                return invalid("row \(path.count == 2 ? "\(path.row) of section \(path.section)" : "\(path)") is inserted or moved to, but it does not exist after the update.", [path])
            }
        }
        let movedRowsFrom = Set(batch.movedRows.map(\.from))
        var movedInto: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        for move in batch.movedRows { movedInto[move.to.section, default: []].append(move) }
        var insertedInto: [Int: [Int]] = [:]
        for path in batch.insertedRows { insertedInto[path.section, default: []].append(path.row) }
        var sourceRow: [[IndexPath?]] = []
        for section in 0..<newSections {
            let count = newRowCounts[section]
            guard let old = sourceSection[section], !batch.reloadedSections.contains(old) else {
                // A new or reloaded section: all its rows are new (moves into it keep their rows).
                var rows = [IndexPath?](repeating: nil, count: count)
                for move in movedInto[section] ?? [] { rows[move.to.row] = move.from }
                sourceRow.append(rows)
                continue
            }
            let staying = (0..<oldCounts[old]).lazy.map { IndexPath(row: $0, section: old) }
                .filter { !batch.deletedRows.contains($0) && !movedRowsFrom.contains($0) }
            let stayingCount = staying.count
            let moves = movedInto[section] ?? [], inserts = insertedInto[section] ?? []
            let movedOut = batch.movedRows.filter { $0.from.section == old }.count
            let deleted = batch.deletedRows.filter { $0.section == old }.count
            guard stayingCount + moves.count + inserts.count == count else {
                return invalid("invalid number of rows in section \(section). The number of rows in it after the update (\(count)) must be the number before it (\(oldCounts[old])), plus those inserted (\(inserts.count)) minus those deleted (\(deleted)), plus those moved in (\(moves.count)) minus those moved out (\(movedOut)).", [sectionPath(section)])
            }
            var rows = [IndexPath?](repeating: nil, count: count)
            var filled = [Bool](repeating: false, count: count)
            for move in moves {
                guard !filled[move.to.row] else { return invalid("row \(move.to.row) of section \(section) is the destination of two changes.", [move.to]) }
                rows[move.to.row] = move.from
                filled[move.to.row] = true
            }
            for row in inserts {
                guard !filled[row] else { return invalid("row \(row) of section \(section) is inserted and moved to.", [IndexPath(row: row, section: section)]) }
                filled[row] = true
            }
            var remaining = staying.makeIterator()
            for row in 0..<count where !filled[row] {
                rows[row] = remaining.next()
            }
            sourceRow.append(rows)
        }
        return .success(ItemUpdateMapping(sourceSection: sourceSection, sourceRow: sourceRow))
    }
}

/// Why a batch of updates cannot be applied.
struct UpdateProblem: Error, CustomStringConvertible {
    let description: String
    /// The rows or items at fault (a section alone as `[section]`).
    let indexPaths: [IndexPath]
    init(_ description: String, indexPaths: [IndexPath] = []) {
        self.description = description
        self.indexPaths = indexPaths
    }
}
