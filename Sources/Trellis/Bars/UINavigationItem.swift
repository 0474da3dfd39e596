import Foundation

/// What a view controller shows in a navigation bar while it is on top:
/// its title, the back button's title for the controller above it, and
/// buttons on either side.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title (the view controller's `title` when nil).
    open var title: String?
    /// The title of the back button that returns to this item (its title, or "Back", when nil).
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Buttons on the leading side (instead of the back button).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Buttons on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    init() {}

    // MARK: Large titles

    /// When the title shows large, under the bar, in a navigation bar that
    /// `prefersLargeTitles`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (large for the root).
        case automatic
        /// Large.
        case always
        /// Inline, in the bar.
        case never
        /// Inline, in the bar, on the leading side (iOS 17; centred here, as `never`).
        case inline
    }

    /// When the title shows large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    // MARK: Appearance

    /// How the bar looks while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// How the bar looks on this item in compact height (nil: the bar's, or the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// How the bar looks on this item while the content is at its top edge (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// How the bar looks at the scroll edge in compact height (nil: the scroll-edge one).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    // MARK: Search

    /// The search controller whose search bar the navigation bar shows under the title.
    open var searchController: UISearchController?
    /// Whether the search bar slides away under the bar as the content
    /// scrolls up (it shows again at the top); false keeps it in place.
    open var hidesSearchBarWhenScrolling = true
}
