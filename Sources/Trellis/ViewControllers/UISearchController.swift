import Foundation

/// Told when a search controller's text or activity changes: update the results.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text changed, or the search began or ended.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to begin.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search began.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and what it searches: put one in a navigation item's
/// `searchController`, and the navigation bar shows its search bar under the
/// title. Beginning to edit the field makes the search active: the bar's
/// title row goes away (`hidesNavigationBarDuringPresentation`), a Cancel
/// button shows, the content is dimmed (`obscuresBackgroundDuringPresentation`)
/// and, once there is text, the results controller's view covers it. Cancel
/// ends the search and clears the text. The updater hears of every change.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The view controller showing the results (nil: the content under the bar shows them).
    public let searchResultsController: UIViewController?
    /// The search bar (shown by a navigation bar, or placed by you).
    public let searchBar = UISearchBar()
    /// Told of every change of the text or activity.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search begins and ends.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content is dimmed while searching (until results show).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the bar's title row goes away while searching, the search bar taking its place.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while searching.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows by itself once there is text.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows.
    open var showsSearchResultsController = false {
        didSet { if showsSearchResultsController != oldValue { placeResults() } }
    }

    /// A search controller showing results in `searchResultsController` (or in place, when nil).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.placeholder = "Search"
        searchBar.searchTextField.addAction(UIAction { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
        searchBar.searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        searchBar.onCancel = { [weak self] in self?.isActive = false }
    }

    /// A search controller from an archive (Trellis has none): one without a results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// A search controller with no results controller.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// Called when the search begins or ends (the navigation controller lays its bar out again).
    var onActivityChange: (() -> Void)?

    /// Whether the search is going on. Setting it begins or ends the search.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
            } else {
                delegate?.willDismissSearchController(self)
                searchBar.setShowsCancelButton(false, animated: false)
                searchBar.text = nil
                _ = searchBar.searchTextField.resignFirstResponder()
            }
            placeResults()
            onActivityChange?()
            searchResultsUpdater?.updateSearchResults(for: self)
            if isActive { delegate?.didPresentSearchController(self) } else { delegate?.didDismissSearchController(self) }
        }
    }

    private func textDidChange() {
        if automaticallyShowsSearchResultsController, isActive {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The dimming over the content, and the results controller's view, while the search is active.
    private func placeResults() {
        let showsResults = isActive && showsSearchResultsController && searchResultsController != nil
        view.backgroundColor = isActive && obscuresBackgroundDuringPresentation && !showsResults ? Self.dimming : nil
        guard let results = searchResultsController else { return }
        if showsResults, results.parent !== self {
            addChild(results)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
            results.didMove(toParent: self)
        } else if !showsResults, results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }

    /// The dimming over the content while searching (an approximation of UIKit's).
    static let dimming = UIColor(white: 0, alpha: 0.2)
}
