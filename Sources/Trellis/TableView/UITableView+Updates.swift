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
        beginBatch()
    }

    /// Applies the batch collected since the matching `beginUpdates()`.
    public func endUpdates() {
        endBatch()
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

}

extension UITableView: BatchUpdatingList {
    /// Whether the data source was asked since the data was last reloaded.
    var hasLoadedCounts: Bool { !needsReload }

    /// The counts, asked of the data source first if the data was reloaded.
    var currentCounts: ListCounts {
        if needsReload { loadModel() }
        return counts
    }

    var itemNoun: String { "row" }

    /// Shows the data after an update: heights of rows that continue are
    /// kept (not those reloaded or reconfigured), cells of continuing rows
    /// move to their new places, the selection follows its rows and the
    /// first item in view stays where it is on screen.
    func apply(_ update: ListUpdate) {
        let anchor = currentAnchor()
        let newSectionStarts = Self.sectionStarts(of: update.newCounts)
        let itemCount = (newSectionStarts.last ?? 0) + (update.newCounts.itemsPerSection.last.map { $0 + 2 } ?? 0)
        // Old flat index of a continuing row → new flat index; old section → new section.
        var oldToNew: [Int: Int] = [:]
        for (section, rows) in update.mapping.sourceRow.enumerated() {
            for (row, source) in rows.enumerated() {
                if let source, let old = flatIndex(of: source) { oldToNew[old] = newSectionStarts[section] + 1 + row }
            }
        }
        var oldSectionToNew: [Int: Int] = [:]
        for (section, source) in update.mapping.sourceSection.enumerated() { if let source { oldSectionToNew[source] = section } }

        // Cells of deleted and reloaded rows leave; the others move to their new places.
        let reconfigured = Set(update.batch.reconfiguredRows.compactMap { flatIndex(of: $0) })
        let reloaded = Set(update.batch.reloadedRows.compactMap { flatIndex(of: $0) })
        let leaving = displayedCells.rekey { reloaded.contains($0) ? nil : oldToNew[$0] }
        for (flat, cell) in leaving.sorted(by: { $0.element < $1.element }) { endDisplaying(cell, at: flat) }
        endDisplayingSupplementaryViews()
        carriedAnchor = anchor.flatMap { anchor in
            if let new = oldToNew[anchor.element] { return anchor.moved(to: new) }
            if case let .header(section) = item(at: anchor.element), let new = oldSectionToNew[section] {
                return anchor.moved(to: newSectionStarts[new])
            }
            return nil
        }
        carrySelection(through: update)

        // The new model, with the heights of continuing rows carried over.
        let oldIndex = rowIndex
        counts = update.newCounts
        sectionStarts = newSectionStarts
        rowIndex = RowOffsetIndex(count: itemCount, estimate: commonEstimate)
        for known in oldIndex.knownHeights {
            guard let new = oldToNew[known.index], !reconfigured.contains(known.index), !reloaded.contains(known.index) else { continue }
            rowIndex.setHeight(known.height, at: new, measured: known.measured)
        }
        for (section, source) in update.mapping.sourceSection.enumerated() {
            setSupplementaryHeight(section: section, header: true)
            setSupplementaryHeight(section: section, header: false)
            for (row, origin) in update.mapping.sourceRow[section].enumerated()
            where origin == nil || source == nil || update.batch.reloadedRows.contains(origin!) {
                setInitialHeight(ofRow: IndexPath(row: row, section: section), at: newSectionStarts[section] + 1 + row)
            }
        }

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
        layoutRows()
    }

    /// The row at a flat index of the current model.
    func path(at flat: Int) -> IndexPath {
        if case let .row(path) = item(at: flat) { return path }
        return IndexPath(row: 0, section: 0)
    }
}
