import Foundation
import Testing
@testable import Trellis

/// A search controller in a navigation item, used as an app uses it:
/// tapping the field starts the search, typing updates the results, Cancel
/// ends it.
@MainActor
@Suite struct SearchControllerTests {
    typealias Rows = NavigationBarAppearanceTests.Rows

    /// Keeps what the updater and the delegate were told.
    final class Listener: UISearchResultsUpdating, UISearchControllerDelegate {
        var updates: [(active: Bool, text: String)] = []
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            updates.append((searchController.isActive, searchController.searchBar.text ?? ""))
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    @Test func tappingTheFieldSearchesTypingUpdatesCancelEnds() throws {
        let host = HeadlessHost(device: .iPhone15)
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let listener = Listener()
        search.searchResultsUpdater = listener
        search.delegate = listener
        let rows = Rows(style: .plain)
        rows.title = "Contacts"
        rows.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.prefersLargeTitles = true
        host.launch(navigation)
        host.layout()
        let bar = navigation.navigationBar
        let field = search.searchBar.searchTextField

        _ = host.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: host.window))
        #expect(search.isActive)
        #expect(listener.events == ["willPresent", "didPresent"])
        #expect(listener.updates.last?.active == true)
        // The title row and large title give way to the search bar alone, with Cancel beside the field.
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 52))
        #expect(abs(field.convert(field.bounds, to: host.window).minY - (59 + 8)) < 0.001)
        #expect(search.searchBar.cancelButtonFrame != nil)
        // The content is dimmed until there is text; then the results cover it.
        #expect(search.view.superview === navigation.view)
        #expect(abs(search.view.frame.minY - (59 + 52)) < 0.001)
        #expect(search.view.backgroundColor == UISearchController.dimming)
        #expect(results.parent == nil)

        field.insertText("Ann")
        #expect(listener.updates.last.map { $0.text } == "Ann")
        #expect(search.showsSearchResultsController)
        #expect(results.parent === search && results.view.superview === search.view)
        #expect(search.view.backgroundColor == nil)

        let cancel = try #require(search.searchBar.cancelButtonFrame)
        _ = host.tap(at: search.searchBar.convert(CGPoint(x: cancel.midX, y: cancel.midY), to: host.window))
        #expect(!search.isActive)
        #expect(search.searchBar.text?.isEmpty ?? true)
        #expect(listener.events.suffix(2) == ["willDismiss", "didDismiss"])
        #expect(search.view.superview == nil)
        #expect(abs(bar.frame.height - 148) < 0.001, "back to the large title over the search bar")
        withExtendedLifetime(listener) {}
    }

    @Test func withoutHidingTheBarTheTitleRowStays() {
        let host = HeadlessHost(device: .iPhone15)
        let search = UISearchController(searchResultsController: nil)
        search.hidesNavigationBarDuringPresentation = false
        search.obscuresBackgroundDuringPresentation = false
        let controller = UIViewController()
        controller.navigationItem.searchController = search
        host.launch(UINavigationController(rootViewController: controller))
        host.layout()
        search.isActive = true
        host.layout()
        let bar = controller.navigationController!.navigationBar
        #expect(bar.extent.inlineRow == 44 && bar.extent.search == 52)
        #expect(search.view.backgroundColor == nil)
    }
}
