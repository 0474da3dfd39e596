import Foundation

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
        if updateDepth == 0 { pendingBatch = ItemUpdateBatch() }
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
    private func record(_ change: (inout ItemUpdateBatch) -> Void) {
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

    private func apply(_ batch: ItemUpdateBatch) {
        guard !needsReload else {
            // Never loaded: nothing to carry over.
            return reloadData()
        }
        let newSections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newRowCounts = (0..<newSections).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let mapping: ItemUpdateMapping
        switch batch.mapping(from: rowCounts, to: newRowCounts) {
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

}
