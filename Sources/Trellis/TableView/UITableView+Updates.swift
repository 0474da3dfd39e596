import Foundation

/// The changes of one batch, as UIKit takes them: deletions, reloads and
/// the sources of moves name index paths before the update; insertions and
/// the destinations of moves name them after it.
struct TableUpdateBatch {
    var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>(), insertedRows = Set<IndexPath>(), reloadedRows = Set<IndexPath>()
    var reconfiguredRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
}

/// Where each item after an update comes from.
struct TableUpdateMapping {
    /// Per new section: the old section it continues (nil: new, or reloaded).
    var sourceSection: [Int?]
    /// Per new section, per row: the old row it continues (nil: new). A
    /// reloaded row continues its old one: it keeps its place on screen, not its cell or height.
    var sourceRow: [[IndexPath?]]
}

extension UITableView {
    // MARK: Batches

    /// Runs `updates` (calls that insert, delete, move and reload rows and
    /// sections) as one batch, then checks the data source's new counts
    /// against them and applies them: heights of rows that stay are kept, the
    /// rows on screen stay where they are. Counts that do not add up are
    /// reported (UIKit stops the app) and the table reloads instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts collecting updates into one batch (nestable).
    public func beginUpdates() {
        if updateDepth == 0 { pendingBatch = TableUpdateBatch() }
        updateDepth += 1
    }

    /// Applies the batch collected since the matching `beginUpdates()`.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        apply(batch)
    }

    /// Adds to the open batch, or applies a batch of its own.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        beginUpdates()
        if var batch = pendingBatch {
            change(&batch)
            pendingBatch = batch
        }
        endUpdates()
    }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }
    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }
    /// Reloads rows: new cells from the data source, measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }
    /// Asks the data source again for rows' content in the cells that show
    /// them (dequeuing gives the same cell back), and measures them again.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows.formUnion(indexPaths) }
    }
    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }
    /// Reloads sections: their rows are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    // MARK: Applying a batch

    private func apply(_ batch: TableUpdateBatch) {
        guard !needsReload else {
            // Never loaded: nothing to carry over.
            return reloadData()
        }
        let newSections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newRowCounts = (0..<newSections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: TableUpdateMapping
        switch mapUpdate(batch, newRowCounts: newRowCounts) {
        case let .success(result): mapping = result
        case let .failure(problem):
            LayoutDiagnostics.report(.invalidTableUse, "\(shortDescription): invalid update: \(problem) The table reloads its data instead.")
            return reloadData()
        }

        // What is on screen, and which item to keep in place.
        let anchor = currentAnchor()
        var oldToNew: [Int: Int] = [:]  // old flat index of a continuing row → new flat index
        var newSectionStarts: [Int] = []
        var start = 0
        for rows in newRowCounts {
            newSectionStarts.append(start)
            start += rows + 2
        }
        for (section, rows) in mapping.sourceRow.enumerated() {
            for (row, source) in rows.enumerated() {
                if let source, let old = flatIndex(of: source) { oldToNew[old] = newSectionStarts[section] + 1 + row }
            }
        }
        // Headers and footers of continuing sections map too (their heights are worked out again).
        var oldSectionToNew: [Int: Int] = [:]
        for (section, source) in mapping.sourceSection.enumerated() { if let source { oldSectionToNew[source] = section } }

        // Cells of deleted and reloaded rows leave; the others move to their new places.
        let reconfigured = Set(batch.reconfiguredRows.compactMap { flatIndex(of: $0) })
        let reloaded = Set(batch.reloadedRows.compactMap { flatIndex(of: $0) })
        var keptCells: [Int: UITableViewCell] = [:]
        for flat in displayedCells.keys.sorted() {
            if let new = oldToNew[flat], !reloaded.contains(flat), let cell = displayedCells[flat] {
                keptCells[new] = cell
                displayedCells[flat] = nil
            } else {
                recycleCell(at: flat)
            }
        }
        for flat in Array(displayedSupplementary.keys) { recycleSupplementary(at: flat) }
        let carried: (flat: Int, screenY: Double)? = anchor.flatMap { anchor in
            if let new = oldToNew[anchor.flat] { return (new, anchor.screenY) }
            if case let .header(section) = item(at: anchor.flat), let new = oldSectionToNew[section] { return (newSectionStarts[new], anchor.screenY) }
            return nil
        }

        // Selection follows the rows.
        let selectedFlats = selectedRows.compactMap { flatIndex(of: $0) }

        // The new model, with the heights of continuing rows carried over.
        let oldIndex = rowIndex
        rowCounts = newRowCounts
        sectionStarts = newSectionStarts
        rowIndex = RowOffsetIndex(count: start, estimate: commonEstimate)
        for known in oldIndex.knownHeights {
            guard let new = oldToNew[known.index], !reconfigured.contains(known.index), !reloaded.contains(known.index) else { continue }
            rowIndex.setHeight(known.height, at: new, measured: known.measured)
        }
        for (section, source) in mapping.sourceSection.enumerated() {
            setSupplementaryHeight(section: section, header: true)
            setSupplementaryHeight(section: section, header: false)
            for (row, origin) in mapping.sourceRow[section].enumerated()
            where origin == nil || source == nil || batch.reloadedRows.contains(origin!) {
                setInitialHeight(ofRow: IndexPath(row: row, section: section), at: newSectionStarts[section] + 1 + row)
            }
        }
        displayedCells = keptCells

        selectedRows = Set(selectedFlats.compactMap { oldToNew[$0] }.map { path(at: $0) })
        // Reconfigured rows get their content again, in the same cells.
        for flat in reconfigured.compactMap({ oldToNew[$0] }).sorted() {
            guard let cell = displayedCells[flat], let source = dataSource else { continue }
            cellBeingReconfigured = (cell, cell.reuseIdentifier)
            let returned = source.tableView(self, cellForRowAt: path(at: flat))
            cellBeingReconfigured = nil
            if returned !== cell {
                // A new cell after all: it takes the place of the old one.
                recycleCell(at: flat)
                display(returned, at: flat, for: path(at: flat))
            }
        }
        carriedAnchor = carried
        layoutRows()
    }

    /// The row at a flat index of the current model.
    private func path(at flat: Int) -> IndexPath {
        if case let .row(path) = item(at: flat) { return path }
        return IndexPath(row: 0, section: 0)
    }

    /// Works out where every section and row after the batch comes from, by
    /// UIKit's rules, or says why the batch does not fit the new counts.
    func mapUpdate(_ batch: TableUpdateBatch, newRowCounts: [Int]) -> Result<TableUpdateMapping, UpdateProblem> {
        let oldCounts = rowCounts
        let oldSections = oldCounts.count, newSections = newRowCounts.count
        func invalid(_ text: String) -> Result<TableUpdateMapping, UpdateProblem> { .failure(UpdateProblem(text)) }

        // Sections.
        for section in batch.deletedSections.union(batch.reloadedSections).union(batch.movedSections.map(\.from)) where !(0..<oldSections).contains(section) {
            return invalid("section \(section) is deleted, reloaded or moved, but there were \(oldSections) sections before the update.")
        }
        for section in batch.insertedSections.union(batch.movedSections.map(\.to)) where !(0..<newSections).contains(section) {
            return invalid("section \(section) is inserted or moved to, but there are \(newSections) sections after the update.")
        }
        let movedFrom = Set(batch.movedSections.map(\.from))
        let survivors = (0..<oldSections).filter { !batch.deletedSections.contains($0) && !movedFrom.contains($0) }
        guard survivors.count + batch.movedSections.count + batch.insertedSections.count == newSections else {
            return invalid("the number of sections after the update (\(newSections)) must be the number before it (\(oldSections)) plus those inserted (\(batch.insertedSections.count)) minus those deleted (\(batch.deletedSections.count)).")
        }
        var sourceSection = [Int?](repeating: nil, count: newSections)
        var taken = [Bool](repeating: false, count: newSections)
        for move in batch.movedSections {
            guard !taken[move.to] else { return invalid("section \(move.to) is the destination of two changes.") }
            sourceSection[move.to] = move.from
            taken[move.to] = true
        }
        for section in batch.insertedSections {
            guard !taken[section] else { return invalid("section \(section) is inserted and moved to.") }
            taken[section] = true
        }
        var next = survivors.makeIterator()
        for section in 0..<newSections where !taken[section] { sourceSection[section] = next.next() }

        // Rows.
        for path in batch.deletedRows.union(batch.reloadedRows).union(batch.reconfiguredRows).union(batch.movedRows.map(\.from)) {
            guard path.count == 2, (0..<oldSections).contains(path.section), (0..<oldCounts[path.section]).contains(path.row) else {
                return invalid("row \(path.count == 2 ? "\(path.row) of section \(path.section)" : "\(path)") is deleted, reloaded or moved, but it did not exist before the update.")
            }
        }
        for path in batch.insertedRows.union(batch.movedRows.map(\.to)) {
            guard path.count == 2, (0..<newSections).contains(path.section), (0..<newRowCounts[path.section]).contains(path.row) else {
                return invalid("row \(path.count == 2 ? "\(path.row) of section \(path.section)" : "\(path)") is inserted or moved to, but it does not exist after the update.")
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
                return invalid("invalid number of rows in section \(section). The number of rows in it after the update (\(count)) must be the number before it (\(oldCounts[old])), plus those inserted (\(inserts.count)) minus those deleted (\(deleted)), plus those moved in (\(moves.count)) minus those moved out (\(movedOut)).")
            }
            var rows = [IndexPath?](repeating: nil, count: count)
            var filled = [Bool](repeating: false, count: count)
            for move in moves {
                guard !filled[move.to.row] else { return invalid("row \(move.to.row) of section \(section) is the destination of two changes.") }
                rows[move.to.row] = move.from
                filled[move.to.row] = true
            }
            for row in inserts {
                guard !filled[row] else { return invalid("row \(row) of section \(section) is inserted and moved to.") }
                filled[row] = true
            }
            var remaining = staying.makeIterator()
            for row in 0..<count where !filled[row] {
                rows[row] = remaining.next()
            }
            sourceRow.append(rows)
        }
        return .success(TableUpdateMapping(sourceSection: sourceSection, sourceRow: sourceRow))
    }
}

/// Why a batch of updates cannot be applied.
struct UpdateProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
