import Foundation
import Testing
@testable import Trellis

/// Navigation and tab bar controllers: stacks, tabs, bars, safe areas and
/// the appearance callbacks, on devices.
@MainActor
@Suite struct ContainerControllerTests {
    /// Shared log of what the controllers are told, in order, without layout callbacks.
    final class Log {
        var events: [String] = []
    }

    final class Screen: RecordingController {
        let log: Log
        init(_ name: String, _ log: Log) {
            self.log = log
            super.init(name)
            title = name
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewWillAppear(_ animated: Bool) { log.events.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.events.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name) didDisappear") }
    }

    @Test(arguments: [
        // (device, orientation, bar height): a phone turned sideways has the compact bar.
        (DeviceProfile.iPhone15, UIInterfaceOrientation.portrait, CGFloat(44)),
        (.iPhone15, .landscapeLeft, 32),
        (.iPadPro11, .portrait, 44),
    ])
    func aNavigationStackPushesAndPopsUnderItsBar(device: DeviceProfile, orientation: UIInterfaceOrientation, bar: CGFloat) throws {
        let log = Log()
        let root = Screen("list", log), detail = Screen("detail", log)
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(device: device, orientation: orientation)
        host.launch(navigation)
        let window = host.window.safeAreaInsets
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: window.top, width: host.window.bounds.width, height: bar))
        #expect(navigation.navigationBar.titleLabel.text == "list")
        #expect(root.view.safeAreaInsets.top == window.top + bar)
        #expect(root.content.frame.minY == window.top + bar)
        #expect(navigation.navigationBar.backButton == nil)

        log.events = []
        navigation.pushViewController(detail, animated: true)
        host.layout()
        #expect(log.events == ["detail willAppear", "list willDisappear", "list didDisappear", "detail didAppear"])
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(root.view.superview == nil && detail.view.superview === navigation.view)
        #expect(detail.content.frame.minY == window.top + bar)
        #expect(navigation.navigationBar.titleLabel.text == "detail")
        let back = try #require(navigation.navigationBar.backButton)
        #expect(back.title(for: .normal) == "list")

        // The back button, tapped through the host, pops.
        log.events = []
        host.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: host.window))
        #expect(log.events == ["list willAppear", "detail willDisappear", "detail didDisappear", "list didAppear"])
        #expect(navigation.viewControllers.count == 1 && detail.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)  // the root stays
    }

    @Test func tabsSwitchOnATapAndKeepTheirNavigationStacks() throws {
        final class Delegate: UITabBarControllerDelegate {
            var selected: [String] = []
            var refuse: String?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController.title != refuse
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
        }
        let log = Log()
        let browse = Screen("browse", log), credits = Screen("credits", log), settings = Screen("settings", log)
        let navigation = UINavigationController(rootViewController: browse)
        navigation.title = "browse"
        let tabs = UITabBarController()
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.viewControllers = [navigation, credits, settings]
        let host = HeadlessHost(device: .iPhone15)
        host.launch(tabs)
        let window = host.window.safeAreaInsets
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - window.bottom - 49, width: 393, height: 49))
        // Under both bars: the navigation bar above, the tab bar below.
        #expect(browse.view.safeAreaInsets.top == window.top + 44)
        #expect(browse.view.safeAreaInsets.bottom == window.bottom + 49)
        #expect(browse.tabBarController === tabs && browse.navigationController === navigation)
        #expect(log.events == ["browse willAppear", "browse didAppear"])

        log.events = []
        let creditsButton = tabs.tabBar.buttons[1]
        host.tap(at: creditsButton.convert(CGPoint(x: creditsButton.bounds.midX, y: creditsButton.bounds.midY), to: host.window))
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === credits)
        #expect(delegate.selected == ["credits"])
        #expect(log.events == ["credits willAppear", "browse willDisappear", "browse didDisappear", "credits didAppear"])
        #expect(credits.view.safeAreaInsets.bottom == window.bottom + 49 && credits.view.safeAreaInsets.top == window.top)
        #expect(tabs.tabBar.buttons.map(\.isSelected) == [false, true, false])

        // The delegate may refuse a tab; an index out of range is reported.
        delegate.refuse = "settings"
        let settingsButton = tabs.tabBar.buttons[2]
        host.tap(at: settingsButton.convert(CGPoint(x: settingsButton.bounds.midX, y: settingsButton.bounds.midY), to: host.window))
        #expect(tabs.selectedIndex == 1)
        let (_, diagnostics) = LayoutDiagnostics.capture { tabs.selectedIndex = 7 }
        #expect(diagnostics.count == 1 && tabs.selectedIndex == 1)
        #expect(diagnostics.first?.kind == .invalidViewControllerUse && diagnostics.first?.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(tabs)])

        // Back on the first tab, its stack is where it was.
        let detail = Screen("detail", log)
        navigation.pushViewController(detail, animated: false)
        tabs.selectedIndex = 0
        host.layout()
        #expect(navigation.topViewController === detail && detail.view.window === host.window)
    }

    @Test func barItemsActAndTheStackCanBeCutBackOrHidden() throws {
        let log = Log()
        let screens = (0..<4).map { Screen("screen \($0)", log) }
        var tapped = 0
        screens[3].navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in tapped += 1 })
        let navigation = UINavigationController(rootViewController: screens[0])
        let host = HeadlessHost(device: .iPhone15)
        host.launch(navigation)
        navigation.setViewControllers(screens, animated: false)
        host.layout()
        #expect(navigation.topViewController === screens[3] && navigation.navigationBar.backItem?.title == "screen 2")
        // The trailing item sits 8 points from the trailing edge, and a tap runs its action.
        let done = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Done" })
        #expect(abs(done.frame.maxX - (393 - 8)) < 1e-9)
        host.tap(at: done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: host.window))
        #expect(tapped == 1)
        // Back to screen 1, then to the root.
        #expect(navigation.popToViewController(screens[1], animated: false)?.map(\.title) == ["screen 2", "screen 3"])
        #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["screen 1"])
        #expect(navigation.viewControllers.map(\.title) == ["screen 0"] && screens[1].parent == nil)
        // With the bar hidden, the content's safe area reaches the status bar.
        navigation.setNavigationBarHidden(true, animated: false)
        host.layout()
        #expect(navigation.navigationBar.isHidden && screens[0].view.safeAreaInsets.top == host.window.safeAreaInsets.top)
    }

    @Test func presentingFromOutsideAWindowIsReported() {
        let presenter = UIViewController()
        let sheet = UIViewController()
        let (_, diagnostics) = LayoutDiagnostics.capture { presenter.present(sheet, animated: false) }
        #expect(diagnostics.count == 1 && diagnostics.first?.kind == .invalidViewControllerUse)
        #expect(diagnostics.first.map { $0.involves(presenter) && $0.involves(sheet) } == true)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func pushingAControllerAlreadyOnTheStackIsReported() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (_, diagnostics) = LayoutDiagnostics.capture { navigation.pushViewController(root, animated: false) }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidViewControllerUse)
        #expect(diagnostics.first.map { $0.involves(navigation) && $0.involves(root) } == true)
        #expect(navigation.viewControllers.count == 1)
    }
}
