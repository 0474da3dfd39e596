import Foundation

/// The changes that turn what one snapshot shows into what another shows, in
/// a table's terms (a batch of updates), found in O(n log n) at worst: by
/// identifier (Heckel's idea: an identifier is its own match), with moves
/// only for what leaves the longest run that kept its order.
struct SnapshotDifference {
    var batch = ItemUpdateBatch()

    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        // Sections.
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var newSectionIndex: [S: Int] = [:]
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }
        var oldSectionIndex: [S: Int] = [:]
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var commonSections: [(old: Int, new: Int)] = []
        for (index, section) in oldSections.enumerated() {
            if let target = newSectionIndex[section] { commonSections.append((index, target)) } else { batch.deletedSections.insert(index) }
        }
        for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil { batch.insertedSections.insert(index) }
        let keptSections = Self.longestIncreasingRun(commonSections.map(\.new))
        for (i, pair) in commonSections.enumerated() where !keptSections.contains(i) { batch.movedSections.append((pair.old, pair.new)) }

        // Items: where each was and is. A reloaded section is its items
        // reloaded one by one, so that the table knows which row is which
        // (and keeps the one on screen in place).
        var oldPaths: [I: IndexPath] = [:]
        for section in oldSections.indices {
            for (row, item) in old.items(inSectionAt: section).enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var reloaded = Set(new.reloadedItemIdentifiers)
        for section in new.reloadedSectionIdentifiers where oldSectionIndex[section] != nil && newSectionIndex[section] != nil {
            reloaded.formUnion(new.itemIdentifiers(inSection: section))
        }
        let reconfigured = Set(new.reconfiguredItemIdentifiers)
        for (section, sectionIdentifier) in newSections.enumerated() {
            let items = new.items(inSectionAt: section)
            guard !batch.insertedSections.contains(section) else {
                // The section brings all its rows; rows that were elsewhere leave their old places.
                for item in items {
                    if let from = oldPaths[item], !batch.deletedSections.contains(from.section) { batch.deletedRows.insert(from) }
                }
                continue
            }
            let source = oldSectionIndex[sectionIdentifier]!
            // Items that stay in this section: keep the longest run in the old order, move the rest.
            var staying: [(row: Int, oldRow: Int)] = []
            for (row, item) in items.enumerated() {
                let to = IndexPath(row: row, section: section)
                guard let from = oldPaths[item], !batch.deletedSections.contains(from.section) else {
                    batch.insertedRows.insert(to)
                    continue
                }
                let mustReload = reloaded.contains(item)
                if from.section == source {
                    staying.append((row, from.row))
                } else if mustReload {
                    batch.deletedRows.insert(from)
                    batch.insertedRows.insert(to)
                } else {
                    batch.movedRows.append((from, to))
                }
            }
            let kept = Self.longestIncreasingRun(staying.map(\.oldRow))
            for (i, pair) in staying.enumerated() {
                let from = IndexPath(row: pair.oldRow, section: source), to = IndexPath(row: pair.row, section: section)
                let item = items[pair.row]
                let mustReload = reloaded.contains(item)
                if kept.contains(i) {
                    if mustReload {
                        batch.reloadedRows.insert(from)
                    } else if reconfigured.contains(item) {
                        batch.reconfiguredRows.insert(from)
                    }
                } else if mustReload {
                    // A row cannot move and reload at once: it goes and comes back.
                    batch.deletedRows.insert(from)
                    batch.insertedRows.insert(to)
                } else {
                    batch.movedRows.append((from, to))
                }
            }
        }
        // Items gone from the new snapshot leave (unless their section left with them).
        for (item, from) in oldPaths where new.sectionIdentifier(containingItem: item) == nil && !batch.deletedSections.contains(from.section) {
            batch.deletedRows.insert(from)
        }
    }

    /// The positions (in `values`) of a longest strictly increasing
    /// subsequence: the elements that can stay while the others move.
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result = Set<Int>()
        var i = tails.last!
        while i >= 0 {
            result.insert(i)
            i = previous[i]
        }
        return result
    }
}
