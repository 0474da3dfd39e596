import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIRefreshControlTests {
    /// A list with a refresh control, in a navigation controller.
    final class InboxViewController: UITableViewController {
        var refreshes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
            tableView.refreshControl = refresh
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
    }

    @Test func aPullPastTheTopRefreshesAndTheContentRestsBelowTheControl() throws {
        let host = HeadlessHost(device: .iPhone15)
        let inbox = InboxViewController(style: .plain)
        host.launch(UINavigationController(rootViewController: inbox))
        let table = try #require(inbox.tableView)
        let refresh = try #require(table.refreshControl)
        let top = table.contentOffset.y
        #expect(refresh.superview === table && refresh.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        // A short pull does nothing.
        host.drag(table, to: CGPoint(x: 0, y: top - 50))
        #expect(!refresh.isRefreshing && inbox.refreshes == 0 && table.contentOffset.y == top)
        // A long one refreshes, once; the control shows above the content.
        host.drag(table, to: CGPoint(x: 0, y: top - 120))
        #expect(refresh.isRefreshing && inbox.refreshes == 1)
        #expect(table.contentOffset.y == top - 60)
        host.drag(table, to: CGPoint(x: 0, y: top - 200))
        #expect(inbox.refreshes == 1)
        refresh.endRefreshing()
        host.layout()
        #expect(!refresh.isRefreshing && table.contentOffset.y == top)
    }

    @Test func beginningInCodeSendsNothingAndDoesNotScroll() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        var sent = 0
        refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && sent == 0 && table.contentOffset == .zero)
        #expect(table.adjustedContentInset.top == 60)
        table.refreshControl = nil
        #expect(refresh.superview == nil)
    }
}
