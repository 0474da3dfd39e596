import Foundation
import Trellis

/// The seed apps, written as iOS apps are (view controllers, cells,
/// constraints, data sources), against Trellis's public API only.
public enum Demo: String, CaseIterable, Sendable {
    /// A Twitter-like timeline: nested stack views, optional text, media and
    /// "retweeted by" rows, constraints by size class and orientation, a diffable data source.
    case timeline
    /// Famous quotes, with an optional photo shown or hidden by constraint constants.
    case quotes
    /// A chat: stretchable bubbles on the left and the right that hug short
    /// messages and wrap long ones.
    case chat
    /// Cat breeds: a tab bar controller, a navigation controller drilling
    /// down from a list to a breed whose photo shrinks as its description
    /// scrolls, and credits with buttons; every screen built in code.
    case breeds
    /// SwiftUI views in self-sizing table cells: 300 rows of a title and a
    /// wrapping caption, a busier row of squares, text and a button every
    /// sixth, each hosted by a `UIHostingController` pinned with constraints
    /// in a cell and added as a child view controller.
    case hosting
    /// The hosting demo's list with `UIHostingConfiguration`: the views
    /// inside each cell's layout margins, the busier rows on a background.
    case hostingConfiguration = "hosting-configuration"
    /// Settings: an inset-grouped table in a navigation controller whose
    /// rows host switches, a segmented control, text fields, a slider, a
    /// stepper and a progress bar.
    case settings
    /// The App Store's Apps tab: featured stories paging centred, shelves
    /// of apps three to a column under a pinned title, a list on a card the
    /// layout draws behind it; one compositional layout.
    case appstore

    /// The demo's root view controller, ready to launch.
    @MainActor
    public func makeRootViewController() -> UIViewController {
        switch self {
        case .timeline: TimelineViewController()
        case .quotes: QuotesViewController()
        case .chat: ChatViewController()
        case .breeds: BreedsTabBarController()
        case .hosting: HostingTableViewController()
        case .hostingConfiguration: HostingConfigurationViewController()
        case .settings:
            // A large title over a search bar, as the Settings app has.
            {
                let navigation = UINavigationController(rootViewController: SettingsViewController())
                navigation.navigationBar.prefersLargeTitles = true
                return navigation
            }()
        case .appstore: AppStoreTabBarController()
        }
    }
}
