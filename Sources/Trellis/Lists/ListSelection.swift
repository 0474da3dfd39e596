import Foundation

/// A list whose items are selected by code and by taps, by the same rules
/// for tables and collection views: what differs (the delegate's names,
/// how a cell shows it is selected) is what a list implements.
@preconcurrency @MainActor
protocol SelectableList: ListView {
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> { get set }
    /// The cell showing the item, if it is on screen, shows it selected or not.
    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
    /// Whether the delegate lets a touched item highlight.
    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool
    /// The item a tap on `indexPath` selects: the delegate may redirect the tap or refuse it (nil).
    func delegateTarget(forTapAt indexPath: IndexPath) -> IndexPath?
    /// Tells the delegate a tap selected, or deselected, an item.
    func tellDelegate(selected: Bool, at indexPath: IndexPath)
    /// Selects through the list's public method (a subclass may override it), without scrolling.
    func requestSelection(at indexPath: IndexPath)
    /// Deselects through the list's public method (a subclass may override it).
    func requestDeselection(at indexPath: IndexPath, animated: Bool)
}

extension SelectableList {
    /// The selected items in order; nil when none is (as UIKit answers).
    var orderedSelection: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects an item (deselecting the others unless several may be
    /// selected; nil deselects all) without telling the delegate, as in
    /// UIKit. Returns whether the item was selected, for the caller to
    /// scroll to it; an item that does not exist is reported (`call`).
    func applySelection(of indexPath: IndexPath?, animated: Bool, call: String) -> Bool {
        guard let indexPath else {
            for path in selectedIndexPaths { requestDeselection(at: path, animated: animated) }
            return false
        }
        guard allowsSelection else { return false }
        guard hasItem(at: indexPath) else {
            ListDiagnostics.missingItem(indexPath, in: self, call: call)
            return false
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { requestDeselection(at: path, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        showSelected(true, at: indexPath, animated: animated)
        return true
    }

    /// Deselects an item without telling the delegate.
    func removeSelection(of indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.remove(indexPath) != nil else { return }
        showSelected(false, at: indexPath, animated: animated)
    }

    /// What a finger lifting on an item does: the delegate may refuse the
    /// highlight or the selection (or redirect it); a selected item of a
    /// multiple-selection list is deselected; the delegate hears of what changed.
    func tapItem(at indexPath: IndexPath) {
        guard allowsSelection, hasItem(at: indexPath), delegateAllowsHighlight(at: indexPath) else { return }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            requestDeselection(at: indexPath, animated: false)
            tellDelegate(selected: false, at: indexPath)
            return
        }
        guard let target = delegateTarget(forTapAt: indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != target {
                requestDeselection(at: path, animated: false)
                tellDelegate(selected: false, at: path)
            }
        }
        requestSelection(at: target)
        tellDelegate(selected: true, at: target)
    }

    /// After a batch update, the selection follows its items (those deleted leave it).
    func carrySelection(through update: ListUpdate) {
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { update.newIndexPath(of: $0) })
    }
}
