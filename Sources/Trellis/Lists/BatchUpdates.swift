import Foundation

/// The updates a list collects between the start and the end of a batch
/// (batches nest: the outermost one is applied).
struct BatchUpdateRecorder {
    private var depth = 0
    private var pending: ItemUpdateBatch?

    /// Opens a batch, or a level of the open one.
    mutating func begin() {
        if depth == 0 { pending = ItemUpdateBatch() }
        depth += 1
    }

    /// Closes a level; closing the outermost returns the batch to apply.
    /// (An end without a beginning is ignored.)
    mutating func end() -> ItemUpdateBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0, let batch = pending else { return nil }
        pending = nil
        return batch
    }

    /// Adds changes to the open batch.
    mutating func add(_ change: (inout ItemUpdateBatch) -> Void) {
        guard var batch = pending else { return }
        change(&batch)
        pending = batch
    }
}

/// One batch update worked out: where each item after it comes from, and
/// where each item before it went.
struct ListUpdate {
    let batch: ItemUpdateBatch
    let mapping: ItemUpdateMapping
    let oldCounts: ListCounts
    let newCounts: ListCounts
    /// Each continuing item's index path after the update, by its index path before it.
    private let newIndexPaths: [IndexPath: IndexPath]

    init(batch: ItemUpdateBatch, mapping: ItemUpdateMapping, oldCounts: ListCounts, newCounts: ListCounts) {
        self.batch = batch
        self.mapping = mapping
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        var newIndexPaths: [IndexPath: IndexPath] = [:]
        for (section, items) in mapping.sourceRow.enumerated() {
            for (item, source) in items.enumerated() {
                if let source { newIndexPaths[source] = IndexPath(item: item, section: section) }
            }
        }
        self.newIndexPaths = newIndexPaths
    }

    /// Where an item before the update is after it (nil: deleted). A reloaded item continues.
    func newIndexPath(of old: IndexPath) -> IndexPath? { newIndexPaths[old] }

    /// Whether an item before the update must be measured again after it (reloaded or reconfigured).
    func isRemeasured(_ old: IndexPath) -> Bool {
        batch.reloadedRows.contains(old) || batch.reconfiguredRows.contains(old)
    }
}

/// A list that takes batch updates: insertions, deletions, moves and
/// reloads recorded into one batch, checked against the data source's new
/// counts by UIKit's rules, then applied by the list.
@preconcurrency @MainActor
protocol BatchUpdatingList: ListView {
    /// The batch being collected.
    var batchRecorder: BatchUpdateRecorder { get set }
    /// Whether the data source was asked for its counts since the data was last reloaded.
    var hasLoadedCounts: Bool { get }
    /// Asks the data source for its counts now (after the updates were made to the data).
    func loadCountsForUpdate() -> ListCounts
    /// Shows the data after a batch that adds up.
    func apply(_ update: ListUpdate)
    /// Shows the data afresh (a batch that does not add up, or data never shown).
    func reloadData()
}

extension BatchUpdatingList {
    /// Opens a batch (nestable).
    func beginBatch() {
        batchRecorder.begin()
    }

    /// Closes a batch; the outermost is applied.
    func endBatch() {
        if let batch = batchRecorder.end() { apply(batch) }
    }

    /// Adds changes to the open batch, or applies a batch of their own.
    func record(_ change: (inout ItemUpdateBatch) -> Void) {
        beginBatch()
        batchRecorder.add(change)
        endBatch()
    }

    /// Applies a batch worked out elsewhere (a diffable data source's difference).
    func performBatch(_ batch: ItemUpdateBatch) {
        record { $0 = batch }
    }

    /// Checks the batch against the data source's new counts, reporting and
    /// reloading if it does not add up, else has the list apply it.
    private func apply(_ batch: ItemUpdateBatch) {
        guard hasLoadedCounts else { return reloadData() }  // never loaded: nothing to carry over
        let old = currentCounts
        let new = loadCountsForUpdate()
        switch batch.mapping(from: old.itemsPerSection, to: new.itemsPerSection) {
        case let .success(mapping):
            apply(ListUpdate(batch: batch, mapping: mapping, oldCounts: old, newCounts: new))
        case let .failure(problem):
            LayoutDiagnostics.report(
                .invalidBatchUpdate, "\(shortDescription): invalid update: \(problem) The data is reloaded instead.",
                views: [self], indexPaths: problem.indexPaths)
            reloadData()
        }
    }
}
