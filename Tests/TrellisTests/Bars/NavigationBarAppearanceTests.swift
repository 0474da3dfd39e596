import Foundation
import Testing
@testable import Trellis

/// Navigation bar appearances as iOS 15 and later resolve them: transparent
/// at the scroll edge unless a scroll-edge appearance is set, the standard
/// one once the content scrolls under the bar, the item's before the bar's.
@MainActor
@Suite struct NavigationBarAppearanceTests {
    /// A table of 60 rows in a navigation controller on an iPhone 15.
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    func launch(_ root: UIViewController, orientation: UIInterfaceOrientation = .portrait) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .iPhone15, orientation: orientation)
        let navigation = UINavigationController(rootViewController: root)
        host.launch(navigation)
        host.layout()
        return (host, navigation)
    }

    /// The colour the bar's background is drawn with, in light appearance (nil: none).
    func fill(_ bar: UINavigationBar) -> UIColor? { bar.resolvedAppearance.resolvedBackgroundFill.map(light) }
    func light(_ color: UIColor) -> UIColor { color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }

    @Test func transparentAtTheScrollEdgeTranslucentOnceScrolled() {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows)
        let bar = navigation.navigationBar
        #expect(bar.extent.atScrollEdge)
        #expect(fill(bar) == nil && bar.resolvedAppearance.shadowColor == nil)
        rows.tableView.contentOffset.y += 100
        host.layout()
        #expect(!bar.extent.atScrollEdge)
        #expect(fill(bar) == light(UIBlurEffect(style: .systemChromeMaterial).tint))
        #expect(bar.resolvedAppearance.shadowColor.map(light) == light(UIBarAppearance.chromeShadowColor))
        rows.tableView.contentOffset.y = -rows.tableView.adjustedContentInset.top
        host.layout()
        #expect(fill(bar) == nil)
    }

    @Test func withNothingToScrollTheBarIsAlwaysAtTheEdge() {
        let (_, navigation) = launch(UIViewController())
        #expect(navigation.navigationBar.extent.atScrollEdge)
        #expect(fill(navigation.navigationBar) == nil)
    }

    @Test func theBarFollowsTheContentScrollViewItIsGiven() {
        // A table under a banner: not the view's first subview, so not found by itself.
        let controller = UIViewController()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 10))
        let rows = Rows(style: .plain)
        controller.addChild(rows)
        controller.view.addSubview(banner)
        controller.view.addSubview(rows.tableView)
        rows.tableView.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        let (host, navigation) = launch(controller)
        #expect(controller.contentScrollView(for: .top) == nil)
        rows.tableView.contentOffset.y += 300
        host.layout()
        #expect(navigation.navigationBar.extent.atScrollEdge, "no content scroll view: always at the edge")
        controller.setContentScrollView(rows.tableView, for: .top)
        #expect(controller.contentScrollView(for: .top) === rows.tableView)
        rows.tableView.contentOffset.y += 1
        host.layout()
        #expect(!navigation.navigationBar.extent.atScrollEdge)
    }

    @Test func appearancesOfTheItemComeBeforeTheBarsAndBarTintColorOnlyOffTheEdge() {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows)
        let bar = navigation.navigationBar
        bar.barTintColor = .systemRed
        host.layout()
        #expect(fill(bar) == nil, "the scroll edge ignores the bar tint, as on iOS 15")
        rows.tableView.contentOffset.y += 100
        host.layout()
        #expect(fill(bar) == light(.systemRed))

        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemTeal
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.scrollEdgeAppearance = opaque
        let mine = UINavigationBarAppearance()
        mine.configureWithOpaqueBackground()
        mine.backgroundColor = .systemYellow
        rows.navigationItem.standardAppearance = mine
        host.layout()
        #expect(fill(bar) == light(.systemYellow))
        rows.tableView.contentOffset.y = -rows.tableView.adjustedContentInset.top
        host.layout()
        #expect(fill(bar) == light(.systemTeal))
        #expect(bar.titleLabel.textColor == .white)
    }

    @Test func compactAppearancesInCompactHeight() {
        let rows = Rows(style: .plain)
        let (host, navigation) = launch(rows, orientation: .landscapeLeft)
        let bar = navigation.navigationBar
        let compact = UINavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemGreen
        bar.compactAppearance = compact
        rows.tableView.contentOffset.y += 100
        host.layout()
        #expect(bar.frame.height == 32)
        #expect(fill(bar) == light(.systemGreen))
        host.rotate(to: .portrait)
        #expect(fill(bar) != light(.systemGreen))
    }

    @Test func appearancesCopyAndConfigure() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.backgroundColor = .clear
        #expect(appearance.backgroundColor == nil, "clear is stored as none, as UIKit does")
        let copy = appearance.copy() as? UINavigationBarAppearance
        #expect(copy?.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor === UIColor.systemBackground || appearance.backgroundColor.map(light) == light(.systemBackground))
        #expect(copy?.backgroundColor == nil)
    }
}
