import Foundation
import Testing
@testable import Trellis

/// Tab bar appearances as iOS 15 and later resolve them: transparent while
/// the content's bottom is above the bar (or there is nothing to scroll),
/// the standard appearance while content goes on under it.
@MainActor
@Suite struct TabBarAppearanceTests {
    typealias Rows = NavigationBarAppearanceTests.Rows

    func light(_ color: UIColor) -> UIColor { color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
    func fill(_ bar: UITabBar) -> UIColor? { bar.resolvedAppearance.resolvedBackgroundFill.map(light) }

    func launch(_ tabs: [UIViewController]) -> (HeadlessHost, UITabBarController) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UITabBarController()
        controller.viewControllers = tabs
        host.launch(controller)
        host.layout()
        return (host, controller)
    }

    @Test func translucentWhileContentGoesOnUnderItTransparentAtTheBottom() {
        let rows = Rows(style: .plain)  // 60 rows: taller than the screen
        let (host, tabs) = launch([UINavigationController(rootViewController: rows), UIViewController()])
        let bar = tabs.tabBar
        #expect(!bar.atScrollEdge)
        #expect(fill(bar) == light(UIBlurEffect(style: .systemChromeMaterial).tint))
        #expect(bar.resolvedAppearance.shadowColor != nil)
        rows.tableView.contentOffset.y = rows.tableView.contentSize.height - rows.tableView.bounds.height + rows.tableView.adjustedContentInset.bottom
        host.layout()
        #expect(bar.atScrollEdge, "scrolled to the end: the content's bottom is above the bar")
        #expect(fill(bar) == nil && bar.resolvedAppearance.shadowColor == nil)
        tabs.selectedIndex = 1
        host.layout()
        #expect(bar.atScrollEdge, "nothing to scroll: always at the edge")
    }

    @Test func itemAndBarAppearancesAndColours() throws {
        let rows = Rows(style: .plain)
        let (host, tabs) = launch([rows, UIViewController()])
        let bar = tabs.tabBar
        bar.barTintColor = .systemRed
        host.layout()
        #expect(fill(bar) == light(.systemRed))
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemTeal
        edge.stackedLayoutAppearance.selected.iconColor = .systemPink
        bar.scrollEdgeAppearance = edge
        rows.tableView.contentOffset.y = 10_000
        host.layout()
        #expect(fill(bar) == light(.systemTeal))
        let selected = try #require(bar.buttons.first { $0.isSelected })
        #expect(selected.imageView.tintColor.map(light) == light(.systemPink))
        let mine = UITabBarAppearance()
        mine.configureWithOpaqueBackground()
        mine.backgroundColor = .systemYellow
        rows.tabBarItem.scrollEdgeAppearance = mine
        host.layout()
        #expect(fill(bar) == light(.systemYellow), "the selected item's appearance before the bar's")
    }

    @Test func aCopyChangesItsItemsApartFromTheOriginal() {
        let standard = UITabBarAppearance()
        standard.stackedLayoutAppearance.selected.iconColor = .systemRed
        let scrollEdge = standard.copy() as! UITabBarAppearance
        #expect(scrollEdge.stackedLayoutAppearance.selected.iconColor == .systemRed)
        scrollEdge.stackedLayoutAppearance.selected.iconColor = .systemGreen
        scrollEdge.inlineLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        #expect(standard.stackedLayoutAppearance.selected.iconColor == .systemRed)
        #expect(standard.inlineLayoutAppearance.normal.titleTextAttributes.isEmpty)
        let items = standard.stackedLayoutAppearance.copy()
        items.normal.badgeBackgroundColor = .systemPurple
        #expect(items.selected.iconColor == .systemRed)
        #expect(standard.stackedLayoutAppearance.normal.badgeBackgroundColor == nil)
    }
}
