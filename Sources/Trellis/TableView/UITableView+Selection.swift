import Foundation

/// The table's side of the list core's selection rules: its delegate's names and its cells.
extension UITableView: SelectableList {
    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateTarget(forTapAt indexPath: IndexPath) -> IndexPath? {
        tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    }

    func tellDelegate(selected: Bool, at indexPath: IndexPath) {
        if selected {
            tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
        }
    }

    func requestSelection(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    func requestDeselection(at indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }
}
