import Foundation
import Testing
@testable import Trellis

/// Careless containment is refused with a diagnostic naming both
/// controllers, and the hierarchy stays as it was (UIKit raises).
@MainActor
@Suite struct ControllerMisuseTests {
    /// Runs `misuse` and checks it was refused once, naming `controllers`.
    private func expectRefused(_ controllers: [UIViewController], _ misuse: () -> Void) {
        let (_, diagnostics) = LayoutDiagnostics.capture(misuse)
        #expect(diagnostics.map(\.kind) == [.invalidViewControllerUse])
        for controller in controllers { #expect(diagnostics.first?.involves(controller) == true, "\(type(of: controller))") }
    }

    /// A window showing a navigation controller with a root and one pushed controller.
    private func shownStack() -> (HeadlessHost, UINavigationController, UIViewController, UIViewController) {
        let host = HeadlessHost(device: .iPhone15)
        let root = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.launch(navigation)
        navigation.pushViewController(second, animated: false)
        return (host, navigation, root, second)
    }

    @Test func aNavigationControllerPushedOntoItselfOrAnotherIsRefused() {
        let (host, navigation, root, second) = shownStack()
        expectRefused([navigation]) { navigation.pushViewController(navigation, animated: false) }
        let other = UINavigationController()
        expectRefused([navigation, other]) { navigation.pushViewController(other, animated: false) }
        host.layout()
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, second].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === second && second.view.window === host.window)
    }

    @Test func aControllerPushedTwiceOrOntoTwoStacksIsRefused() {
        let (_, navigation, root, second) = shownStack()
        expectRefused([navigation, second]) { navigation.pushViewController(second, animated: false) }
        let other = UINavigationController(rootViewController: UIViewController())
        expectRefused([other, second]) { other.pushViewController(second, animated: false) }
        expectRefused([other, root]) { other.setViewControllers([root], animated: false) }
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [root, second].map(ObjectIdentifier.init))
        #expect(second.parent === navigation && other.viewControllers.count == 1)
        let duplicate = UIViewController()
        expectRefused([other, duplicate]) { other.setViewControllers([duplicate, duplicate], animated: false) }
        #expect(other.viewControllers.count == 1)
    }

    @Test func aChildAddedToItsOwnDescendantIsRefused() {
        let grandparent = UIViewController(), parent = UIViewController(), child = UIViewController()
        grandparent.addChild(parent)
        parent.addChild(child)
        expectRefused([child, grandparent]) { child.addChild(grandparent) }
        expectRefused([parent]) { parent.addChild(parent) }
        #expect(grandparent.parent == nil && child.children.isEmpty)
        #expect(child.navigationController == nil)  // walking up ends (no cycle)
    }

    @Test func presentingWhatIsPresentedOrContainedIsRefused() {
        let host = HeadlessHost(device: .iPhone15)
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        tabs.setViewControllers([first, second], animated: false)
        host.launch(tabs)
        let sheet = UIViewController()
        tabs.present(sheet, animated: false)
        // Presented already: a second presenter is refused.
        expectRefused([sheet]) { sheet.present(tabs, animated: false) }
        let third = UIViewController()
        host.layout()
        let presentedBefore = sheet.presentingViewController
        expectRefused([third, sheet]) { third.present(sheet, animated: false) }
        #expect(sheet.presentingViewController === presentedBefore)
        // A tab presented from its own container.
        tabs.dismiss(animated: false)
        expectRefused([tabs, first]) { tabs.present(first, animated: false) }
        #expect(tabs.presentedViewController == nil && first.parent === tabs)
        // The same controller in two tabs.
        expectRefused([tabs, first]) { tabs.setViewControllers([first, first], animated: false) }
        #expect(tabs.viewControllers?.count == 2)
    }
}
