import Foundation
import Testing
@testable import Trellis

/// Large titles and search bars under a navigation bar, as the Settings or
/// Mail app shows them: full at the top, pushed under the bar by the
/// content as it scrolls (the search bar first), gone in compact height.
@MainActor
@Suite struct LargeTitleTests {
    typealias Rows = NavigationBarAppearanceTests.Rows

    /// iPhone 15: the status bar's safe area is 59 points.
    static let statusBar: CGFloat = 59

    func launch(_ root: UIViewController, search: UISearchController? = nil) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .iPhone15)
        root.title = "Mailboxes"
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.launch(navigation)
        host.layout()
        return (host, navigation)
    }

    @Test func theLargeTitleShowsUnderTheBarAndTheContentStartsBelowIt() throws {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: Self.statusBar, width: 393, height: 96))
        #expect(rows.tableView.adjustedContentInset.top == Self.statusBar + 96)
        #expect(rows.tableView.contentOffset.y == -(Self.statusBar + 96))
        #expect(bar.titleLabel.isHidden, "the inline title waits until the large one is under the bar")
        let large = bar.largeTitleLabel
        #expect(large.text == "Mailboxes")
        #expect(large.font.pointSize == 34 && large.font.weight == .bold)
        let frame = large.convert(large.bounds, to: host.window)
        #expect(frame.minX == 16)
        // The baseline is 16 points above the bottom of the large title's area.
        #expect(abs(frame.minY + large.firstBaselineOffsetFromTop - (Self.statusBar + 96 - 16)) < 0.01)
    }

    @Test(arguments: [(-155.0, 52.0), (-125, 22), (-103, 0), (200, 0)])
    func theContentPushesTheLargeTitleUnderTheBar(offset: CGFloat, showing: CGFloat) {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows)
        rows.tableView.contentOffset.y = offset
        host.layout()
        let bar = navigation.navigationBar
        #expect(bar.extent.largeTitle == showing)
        #expect(bar.frame.height == 44 + showing)
        #expect(bar.titleLabel.isHidden == (showing > 0))
        // The content's top edge meets the bar while the title collapses.
        if showing > 0 { #expect(rows.tableView.adjustedContentInset.top == -offset) }
        #expect(bar.extent.atScrollEdge == (offset <= -103), "transparent until the content goes under the bar")
    }

    @Test func displayModesFollowTheStack() {
        let root = Rows(style: .plain)
        let (host, navigation) = launch(root)
        let inline = UIViewController()
        inline.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(inline, animated: false)
        host.layout()
        #expect(navigation.navigationBar.frame.height == 44)
        let after = UIViewController()  // .automatic: as the item below it
        navigation.pushViewController(after, animated: false)
        host.layout()
        #expect(navigation.navigationBar.frame.height == 44)
        let always = UIViewController()
        always.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(always, animated: false)
        host.layout()
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.popToRootViewController(animated: false)
        host.layout()
        #expect(navigation.navigationBar.frame.height == 96)
        host.rotate(to: .landscapeLeft)
        #expect(navigation.navigationBar.frame.height == 32, "no large titles in compact height")
    }

    @Test func theSearchBarSitsUnderTheLargeTitleAndSlidesAwayFirst() throws {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows, search: UISearchController(searchResultsController: nil))
        let bar = navigation.navigationBar
        #expect(abs(bar.frame.height - (44 + 52 + 52)) < 0.001)
        let field = try #require(rows.navigationItem.searchController?.searchBar.searchTextField)
        #expect(field.convert(field.bounds, to: host.window) == CGRect(x: 16, y: Self.statusBar + 44 + 52 + 1, width: 361, height: 36))
        rows.tableView.contentOffset.y = -(Self.statusBar + 44 + 52 + 20)
        host.layout()
        #expect(bar.extent.search == 20 && bar.extent.largeTitle == 52)
        rows.tableView.contentOffset.y = -(Self.statusBar + 44 + 30)
        host.layout()
        #expect(bar.extent.search == 0 && bar.extent.largeTitle == 30)
    }

    @Test func aSearchBarThatStaysWhileTheLargeTitleGoes() {
        let rows = Rows(style: .plain)
        rows.navigationItem.hidesSearchBarWhenScrolling = false
        let (host, navigation) = launch(rows, search: UISearchController(searchResultsController: nil))
        rows.tableView.contentOffset.y = 400
        host.layout()
        #expect(navigation.navigationBar.extent.search == 52 && navigation.navigationBar.extent.largeTitle == 0)
        #expect(navigation.navigationBar.frame.height == 96)
    }
}
