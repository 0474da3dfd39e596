import Trellis

@MainActor
protocol InboxSelectionObserver: AnyObject {
    func inboxDidSelect(row: Int)
}

final class InboxTableViewController: UITableViewController {
    var selectedRows: [Int] = []
    var scrolls = 0

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        inboxDidSelect(row: indexPath.row)
    }
}

extension InboxTableViewController: InboxSelectionObserver {
    func inboxDidSelect(row: Int) {
        selectedRows.append(row)
    }

    func noteScroll() {
        scrolls += 1
    }
}
