import Foundation
import Testing
@testable import Trellis

/// A tab bar's items and its selected item, filled by a tab bar controller or set by hand.
@MainActor
@Suite struct UITabBarTests {
    @Test func aTabBarControllersBarListsItsTabsItemsAndTheSelectedOne() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        second.tabBarItem = UITabBarItem(title: "Sent", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let host = HeadlessHost(device: .iPhone15)
        host.launch(tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Sent"])
        #expect(tabs.tabBar.items?.first === first.tabBarItem)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        tabs.viewControllers = []
        #expect(tabs.tabBar.items == nil && tabs.tabBar.selectedItem == nil)
    }

    @Test func aBarOfItsOwnKeepsItsSelectionWhileTheItemStays() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        #expect(bar.items == nil && bar.selectedItem == nil)
        let home = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        let search = UITabBarItem(title: "Search", image: nil, selectedImage: nil)
        let more = UITabBarItem(title: "More", image: nil, selectedImage: nil)
        bar.setItems([home, search], animated: false)
        #expect(bar.selectedItem == nil, "no item is selected until one is chosen")
        bar.selectedItem = search
        #expect(bar.selectedItem === search)
        #expect(bar.buttons.map(\.isSelected) == [false, true])
        // New items that still hold the selected one keep it selected, wherever it moved.
        bar.items = [search, more, home]
        #expect(bar.selectedItem === search && bar.buttons.map(\.isSelected) == [true, false, false])
        // Without it, nothing is selected; an item not in the bar selects nothing.
        bar.items = [home, more]
        #expect(bar.selectedItem == nil)
        bar.selectedItem = search
        #expect(bar.selectedItem == nil && !bar.buttons.contains { $0.isSelected })
        bar.items = nil
        #expect(bar.items == nil && bar.subviews.count == 2, "only the background and the hairline are left")
    }
}
