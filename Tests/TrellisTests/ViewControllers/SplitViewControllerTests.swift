import Foundation
import Testing
@testable import Trellis

/// Split view controllers with iOS 14's columns: frames on iPads both ways,
/// collapsing on phones, the display mode shown and hidden, and misuse.
@MainActor
@Suite struct SplitViewControllerTests {
    final class Log {
        var events: [String] = []
    }

    final class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewWillAppear(_ animated: Bool) { log.events.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.events.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.events.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.events.append("\(name) didDisappear") }
    }

    final class Delegate: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?
        func splitViewController(
            _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            events.append("top? \(proposedTopColumn)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("show \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("hide \(column)") }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
    }

    /// A two-column split view of `primary` and `secondary`.
    func split(_ primary: UIViewController, _ secondary: UIViewController, delegate: Delegate? = nil) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return split
    }

    /// A view's frame in the window.
    func frame(_ controller: UIViewController, in host: HeadlessHost) -> CGRect {
        controller.view.convert(controller.view.bounds, to: host.window)
    }

    @Test func anIPadInLandscapeTilesThePrimaryBesideTheSecondary() throws {
        let log = Log()
        let sidebar = Screen("sidebar", log), detail = Screen("detail", log)
        let split = split(sidebar, detail)
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        #expect(!split.isCollapsed && split.splitBehavior == .tile && split.displayMode == .oneBesideSecondary)
        // Each column is wrapped in a navigation controller; the column gives back the controller set.
        #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .secondary) === detail)
        let primaryNavigation = try #require(sidebar.navigationController)
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [primaryNavigation, try #require(detail.navigationController)].map(ObjectIdentifier.init))
        #expect(sidebar.splitViewController === split && detail.splitViewController === split)
        // The primary at the leading edge, 320 points; a pixel (half a point at 2×); the secondary fills the rest.
        #expect(split.primaryColumnWidth == 320)
        #expect(frame(primaryNavigation, in: host) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 320.5, y: 0, width: 1194 - 320.5, height: 834))
        // The sidebar has a compact width, the detail the split view's regular one.
        #expect(sidebar.traitCollection.horizontalSizeClass == .compact && detail.traitCollection.horizontalSizeClass == .regular)
        // Content under each column's bar; the secondary loses nothing on its leading side.
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 24 + 44, left: 0, bottom: 20, right: 0))
        #expect(sidebar.view.safeAreaInsets == UIEdgeInsets(top: 24 + 44, left: 0, bottom: 20, right: 0))
        #expect(log.events.sorted() == ["detail didAppear", "detail willAppear", "sidebar didAppear", "sidebar willAppear"])
    }

    @Test func anIPadInPortraitShowsTheSecondaryAloneAndSlidesThePrimaryOver() {
        let log = Log()
        let delegate = Delegate()
        let sidebar = Screen("sidebar", log), detail = Screen("detail", log)
        let split = split(sidebar, detail, delegate: delegate)
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        log.events = []
        // Upright, the automatic behaviour overlays: the sidebar leaves the screen.
        host.rotate(to: .portrait)
        #expect(split.splitBehavior == .overlay && split.displayMode == .secondaryOnly && !split.isCollapsed)
        #expect(sidebar.view.window == nil)
        #expect(delegate.events == ["hide primary"])
        #expect(log.events == ["sidebar willDisappear", "sidebar didDisappear"])
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 834, height: 1194))

        // Shown, it slides over the secondary, which keeps the whole width.
        log.events = []
        split.show(.primary)
        host.layout()
        #expect(split.displayMode == .oneOverSecondary && delegate.events.last == "show primary")
        #expect(log.events == ["sidebar willAppear", "sidebar didAppear"])
        #expect(frame(sidebar.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        split.hide(.primary)
        host.layout()
        #expect(split.displayMode == .secondaryOnly && sidebar.view.window == nil)

        // A preferred mode the behaviour does not allow becomes its own kind: beside → over.
        split.preferredDisplayMode = .oneBesideSecondary
        host.layout()
        #expect(split.displayMode == .oneOverSecondary)
        // Turned back, the tiled sidebar is beside again.
        host.rotate(to: .landscapeLeft)
        #expect(split.displayMode == .oneBesideSecondary && frame(detail.navigationController!, in: host).minX == 320.5)
    }

    @Test func threeColumnsTileFromTheLeadingEdge() throws {
        let log = Log()
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = Screen("mailboxes", log), list = Screen("inbox", log), detail = Screen("message", log)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        host.launch(split)
        // Automatic, tiled: the supplementary beside the secondary, 375 points wide.
        #expect(split.displayMode == .oneBesideSecondary && split.supplementaryColumnWidth == 375 && sidebar.view.window == nil)
        #expect(frame(list.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 375, height: 1024))
        split.show(.primary)
        host.layout()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(frame(sidebar.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(frame(list.navigationController!, in: host) == CGRect(x: 320.5, y: 0, width: 375, height: 1024))
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 696, y: 0, width: 1366 - 696, height: 1024))
        #expect(split.viewControllers.count == 3 && list.traitCollection.horizontalSizeClass == .compact)
        // Displacing, the secondary keeps the width it has beside the list alone and moves off the trailing edge.
        split.preferredSplitBehavior = .displace
        split.preferredDisplayMode = .twoDisplaceSecondary
        host.layout()
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 696, y: 0, width: 1366 - 375.5, height: 1024))
        // Hiding the supplementary leaves the secondary alone.
        split.hide(.supplementary)
        host.layout()
        #expect(split.displayMode == .secondaryOnly && list.view.window == nil && sidebar.view.window == nil)
    }

    @Test func rightToLeftAndATrailingPrimaryEdgeMirrorTheColumns() {
        let sidebar = UIViewController(), detail = UIViewController()
        let split = split(sidebar, detail)
        split.traitOverrides.layoutDirection = .rightToLeft
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        #expect(frame(sidebar.navigationController!, in: host) == CGRect(x: 1194 - 320, y: 0, width: 320, height: 834))
        #expect(frame(detail.navigationController!, in: host) == CGRect(x: 0, y: 0, width: 1194 - 320.5, height: 834))
        // Trailing in right to left is the left again.
        split.primaryEdge = .trailing
        host.layout()
        #expect(frame(sidebar.navigationController!, in: host).minX == 0)
    }

    @Test func widthsFollowThePreferencesWithinTheLimits() {
        let split = split(UIViewController(), UIViewController())
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        // A fraction is held to the automatic maximum (320) until the maximum is raised.
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 1000
        #expect(abs(split.primaryColumnWidth - 0.4 * 1194) < 1e-9)
        // Points win over the fraction; the minimum holds.
        split.preferredPrimaryColumnWidth = 200
        split.minimumPrimaryColumnWidth = 250
        host.layout()
        #expect(split.primaryColumnWidth == 250 && split.viewController(for: .primary)!.view.frame.width == 250)
        // Nonsense is reported and ignored.
        let (_, diagnostics) = LayoutDiagnostics.capture {
            split.preferredPrimaryColumnWidth = .nan
            split.preferredSupplementaryColumnWidthFraction = 2
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .invalidConfiguration])
        #expect(diagnostics.allSatisfy { $0.involves(split) })
        #expect(split.preferredPrimaryColumnWidth == 200 && split.preferredSupplementaryColumnWidthFraction == UISplitViewController.automaticDimension)
    }

    @Test func aPhoneCollapsesToOneStackAndAWidePhoneTurnedExpands() throws {
        let log = Log()
        let delegate = Delegate()
        let sidebar = Screen("list", log), detail = Screen("detail", log)
        let split = split(sidebar, detail, delegate: delegate)
        let host = HeadlessHost(device: .iPhone15ProMax)
        host.launch(split)
        #expect(split.isCollapsed && delegate.events == ["top? secondary", "collapsed"])
        // The secondary is pushed on the primary's stack: the detail shows, with a back button to the list.
        let navigation = try #require(sidebar.navigationController)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [sidebar, detail].map(ObjectIdentifier.init))
        #expect(split.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(navigation)])
        #expect(frame(navigation, in: host) == host.window.bounds && detail.view.window === host.window && sidebar.view.window == nil)
        #expect(log.events == ["detail willAppear", "detail didAppear"])
        #expect(split.viewController(for: .secondary) === detail)
        let back = try #require(navigation.navigationBar.backButton)
        host.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: host.window))
        #expect(navigation.topViewController === sidebar)

        // Turned, the Pro Max is regular across: the columns come back, the detail in its own.
        delegate.events = []
        host.rotate(to: .landscapeLeft)
        #expect(!split.isCollapsed && delegate.events == ["expanded"])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(sidebar)])
        #expect(detail.navigationController !== navigation && detail.navigationController?.parent === split)
        // 932 points across in landscape is an overlay: the detail alone, its safe area the window's on both sides.
        #expect(split.displayMode == .secondaryOnly && detail.view.window === host.window)
        #expect(detail.view.safeAreaInsets.left == 59 && detail.view.safeAreaInsets.right == 59)

        // Upright again, the delegate keeps the primary on top.
        delegate.events = []
        delegate.topColumn = .primary
        host.rotate(to: .portrait)
        #expect(split.isCollapsed && delegate.events == ["top? secondary", "collapsed"])
        #expect(navigation.viewControllers.count == 1 && sidebar.view.window === host.window)
        // Showing the secondary pushes it; showing the primary pops back.
        split.show(.secondary)
        host.layout()
        #expect(navigation.topViewController === detail && detail.view.window === host.window)
        split.show(.primary)
        host.layout()
        #expect(navigation.topViewController === sidebar)
    }

    @Test func aCompactColumnShowsInsteadWhenCollapsed() {
        let compact = UITabBarController()
        compact.viewControllers = [UIViewController(), UIViewController()]
        let sidebar = UIViewController(), detail = UIViewController()
        let split = split(sidebar, detail)
        split.setViewController(compact, for: .compact)
        let host = HeadlessHost(device: .iPhone15)
        host.launch(split)
        #expect(split.isCollapsed && split.viewControllers.first === compact && split.viewController(for: .compact) === compact)
        #expect(compact.view.window === host.window && compact.view.frame == host.window.bounds)
        #expect(sidebar.view.window == nil && detail.navigationController?.viewControllers.count == 1)
        // An iPad made compact by a trait override (as in Slide Over) collapses too, and expands when it goes.
        let ipad = HeadlessHost(device: .iPad10, orientation: .landscapeLeft)
        let other = self.split(UIViewController(), UIViewController())
        ipad.launch(other)
        #expect(!other.isCollapsed)
        other.traitOverrides.horizontalSizeClass = .compact
        ipad.layout()
        #expect(other.isCollapsed && other.viewControllers.count == 1)
        other.traitOverrides.horizontalSizeClass = .regular
        ipad.layout()
        #expect(!other.isCollapsed && other.viewControllers.count == 2)
    }

    @Test func aControllerInTwoColumnsOrAMissingColumnIsReported() {
        let shared = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(shared, for: .primary)
        let (_, diagnostics) = LayoutDiagnostics.capture { split.setViewController(shared, for: .secondary) }
        #expect(diagnostics.map(\.kind) == [.invalidViewControllerUse])
        #expect(diagnostics.first.map { $0.involves(split) && $0.involves(shared) } == true)
        #expect(split.viewController(for: .secondary) == nil && split.viewController(for: .primary) === shared)
        // A two-column split view has no supplementary column.
        let list = UIViewController()
        let (_, missing) = LayoutDiagnostics.capture { split.setViewController(list, for: .supplementary) }
        #expect(missing.map(\.kind) == [.invalidViewControllerUse] && missing.first?.involves(list) == true)
        // Replacing a column removes the old controller's navigation controller.
        let wrapper = shared.navigationController
        split.setViewController(UIViewController(), for: .primary)
        #expect(wrapper?.parent == nil && split.children.count == 1)
    }

    @Test func aClassicSplitViewShowsItsControllersUnwrapped() {
        let primary = UIViewController(), secondary = UIViewController()
        let split = UISplitViewController()
        #expect(split.style == .unspecified)
        split.viewControllers = [primary, secondary]
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        host.launch(split)
        #expect(primary.parent === split && primary.navigationController == nil)
        #expect(frame(primary, in: host) == CGRect(x: 0, y: 0, width: 320, height: 834) && frame(secondary, in: host).minX == 320.5)
        // Its columns are not set one by one.
        let (_, diagnostics) = LayoutDiagnostics.capture { split.setViewController(UIViewController(), for: .primary) }
        #expect(diagnostics.map(\.kind) == [.invalidViewControllerUse] && diagnostics.first?.involves(split) == true)
        // Collapsed on a phone, the primary shows alone.
        let phone = HeadlessHost(device: .iPhone15)
        let other = UISplitViewController()
        other.viewControllers = [UIViewController(), UIViewController()]
        phone.launch(other)
        #expect(other.isCollapsed && other.viewControllers.count == 1 && other.viewControllers[0].view.window === phone.window)
    }

    @Test func threeColumnsCollapseIntoOneStackAndComeBackApart() throws {
        let split = UISplitViewController(style: .tripleColumn)
        let mailboxes = UIViewController(), inbox = UIViewController(), message = UIViewController()
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(inbox, for: .supplementary)
        split.setViewController(message, for: .secondary)
        let host = HeadlessHost(device: .iPhone15ProMax)
        host.launch(split)
        let navigation = try #require(mailboxes.navigationController)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [mailboxes, inbox, message].map(ObjectIdentifier.init))
        // Popped back to the inbox, then something else pushed: it goes to the secondary column on expanding.
        navigation.popViewController(animated: false)
        let other = UIViewController()
        navigation.pushViewController(other, animated: false)
        host.rotate(to: .landscapeLeft)
        #expect(!split.isCollapsed && navigation.viewControllers.count == 1)
        #expect(inbox.navigationController?.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
        #expect(other.navigationController?.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(other)])
        #expect(inbox.navigationController !== navigation && other.navigationController !== inbox.navigationController)
        // Showing the supplementary while collapsed puts it on top, without the secondary.
        host.rotate(to: .portrait)
        split.show(.supplementary)
        host.layout()
        #expect(navigation.topViewController === inbox && navigation.viewControllers.count == 2)
    }
}
