import Foundation
import Testing
@testable import Trellis

/// A table view controller of a few rows, recording selections.
@MainActor
final class FruitController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }
}

/// An app delegate that makes its window and root controller, as iOS apps do.
@MainActor
final class SampleAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = FruitController()
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite struct HeadlessHostTests {
    @Test func anAppDelegateLaunchesOnTheDevice() throws {
        let host = HeadlessHost(device: .iPadPro11, orientation: .landscapeLeft)
        let delegate = SampleAppDelegate()
        host.launch(delegate)
        let controller = try #require(host.window.rootViewController as? FruitController)
        #expect(host.window.frame.size == CGSize(width: 1194, height: 834))
        #expect(controller.tableView.frame.size == CGSize(width: 1194, height: 834))
        // The table keeps its rows clear of the safe area at the top.
        #expect(controller.tableView.adjustedContentInset.top == 24)
        #expect(controller.tableView.visibleCells.count == 5)
        #expect(host.application.delegate === delegate)
        // The delegate made its window in the host's scope: on the host's screen.
        #expect(host.window.screen === host.screen)
    }

    @Test func aHostLeavesTheMainScreenDeviceAndAppAsTheyWere() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .landscapeLeft)
        let delegate = SampleAppDelegate()
        host.launch(delegate)
        host.rotate(to: .landscapeRight)
        host.rotate(to: .portrait)
        host.rotate(to: .landscapeLeft)
        // Outside the host's work: an iPhone 15 held upright, an app without a delegate.
        #expect(UIScreen.main !== host.screen && UIScreen.main.device == .iPhone15 && UIScreen.main.orientation == .portrait)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852) && UIScreen.main.scale == 3)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact && UIScreen.main.traitCollection.userInterfaceIdiom == .phone)
        #expect(UIDevice.current !== host.currentDevice && UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIApplication.shared !== host.application && UIApplication.shared.delegate == nil)
        // The host's own are the iPad's, turned, and its app's delegate.
        #expect(host.screen.bounds.size == CGSize(width: 1366, height: 1024) && host.currentDevice.orientation == .landscapeRight)
        #expect(host.application.delegate === delegate && host.window.screen === host.screen)
        // In the host's scope the globals are the host's.
        host.perform {
            #expect(UIScreen.main === host.screen && UIDevice.current === host.currentDevice && UIApplication.shared === host.application)
            #expect(TextMeasurer.current as AnyObject === host.textMeasurer as AnyObject)
        }
    }

    @Test func aTapSelectsTheRowUnderTheFinger() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = FruitController()
        host.launch(controller)
        let rect = controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        let point = controller.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: host.window)
        host.tap(at: point)
        #expect(controller.selected == ["Cherry"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func aTapRunsAButtonsAction() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        var taps = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Adopt") { _ in taps += 1 })
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        ])
        host.launch(controller)
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(taps == 1)
        button.isEnabled = false
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(taps == 1)
        host.tap(at: CGPoint(x: 5, y: 5))
        #expect(taps == 1)
    }

    @Test func aDisabledControlInsideAnotherTakesTheTapAndIgnoresIt() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        var outerTaps = 0
        let outer = UIControl(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        outer.addAction(UIAction { _ in outerTaps += 1 }, for: .touchUpInside)
        let inner = UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        inner.isEnabled = false
        outer.addSubview(inner)
        controller.view.addSubview(outer)
        host.launch(controller)
        host.tap(at: CGPoint(x: 45, y: 135))
        #expect(outerTaps == 0, "the disabled control was hit: the one around it does not fire")
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(outerTaps == 1)
    }

    @Test func aDragScrollsTheTableAndItsRowsFollow() throws {
        let host = HeadlessHost(device: .iPhoneSE3)
        let controller = FruitController()
        host.launch(controller)
        let table = try #require(controller.tableView)
        // Upright, the content rests below the status bar.
        #expect(table.contentOffset.y == -20 && table.adjustedContentInset.top == 20)
        host.drag(table, to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: -1))
        // Let go moving back up: the content decelerates to rest at its top.
        #expect(table.contentOffset.y == -20)
        #expect(table.visibleCells.count == 5)
    }

    @Test func theTreeAndItsConstraintsAreDescribed() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = RecordingController()
        host.launch(controller)
        let tree = host.recursiveDescription()
        #expect(tree.hasPrefix("<UIWindow; frame = (0 0; 393 852)>"))
        #expect(tree.contains("   |    | <UIView; frame = (16 59; 361 759)>"))
        #expect(host.activeConstraintsDescription().split(separator: "\n").count >= 4)
    }
}
