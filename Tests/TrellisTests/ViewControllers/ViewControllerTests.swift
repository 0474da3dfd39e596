import Foundation
import Testing
@testable import Trellis

/// Records what a view controller is told, in order.
@MainActor
class RecordingController: UIViewController {
    var events: [String] = []
    let name: String
    let content = UIView()

    init(_ name: String = "root") {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        events.append("\(name) loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("\(name) viewDidLoad")
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) { events.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("\(name) viewDidDisappear") }
    override func viewWillLayoutSubviews() { if events.last != "\(name) viewWillLayoutSubviews" { events.append("\(name) viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if events.last != "\(name) viewDidLayoutSubviews" { events.append("\(name) viewDidLayoutSubviews") } }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        events.append("\(name) traits \(previous?.horizontalSizeClass == .regular ? "R" : "C")→\(traitCollection.horizontalSizeClass == .regular ? "R" : "C")")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("\(name) willTransition \(Int(size.width))×\(Int(size.height))")
        coordinator.animate(alongsideTransition: { _ in self.events.append("\(self.name) alongside \(Int(self.view.bounds.width))") },
                            completion: { _ in self.events.append("\(self.name) completion") })
    }
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func theViewIsMadeWhenFirstAskedFor() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["root loadView", "root viewDidLoad"])
        _ = controller.view
        #expect(controller.events.count == 2)
    }

    @Test func launchingShowsTheRootControllerInUIKitsOrder() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = RecordingController()
        host.launch(controller)
        // (Moving into the window gives the view its size classes: a trait change, as in UIKit.)
        #expect(controller.events.filter { !$0.contains("traits") } == [
            "root loadView", "root viewDidLoad", "root viewWillAppear", "root viewWillLayoutSubviews", "root viewDidLayoutSubviews",
            "root viewDidAppear",
        ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.isVisible)
    }

    @Test(arguments: [(DeviceProfile.iPhone15, CGFloat(16)), (.iPadPro11, 20)])
    func safeAreaAndMarginsComeFromTheDevice(device: DeviceProfile, side: CGFloat) {
        let host = HeadlessHost(device: device)
        let controller = RecordingController()
        host.launch(controller)
        let insets = device.safeAreaInsets(in: .portrait)
        #expect(controller.view.safeAreaInsets == insets)
        #expect(controller.content.frame == CGRect(x: side, y: insets.top, width: device.portraitSize.width - 2 * side,
                                                   height: device.portraitSize.height - insets.top - insets.bottom))
        // A view controller adds insets of its own (for a bar of its own).
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        host.layout()
        #expect(controller.view.safeAreaInsets.top == insets.top + 44)
        #expect(controller.content.frame.minY == insets.top + 44)
        // Without the system's least margins, the view's own 8 points hold.
        controller.viewRespectsSystemMinimumLayoutMargins = false
        host.layout()
        #expect(controller.content.frame.minX == 8)
    }

    @Test func rotationTellsTheControllerInUIKitsOrder() {
        let host = HeadlessHost(device: .iPhone15ProMax)
        let controller = RecordingController()
        host.launch(controller)
        controller.events = []
        host.rotate(to: .landscapeLeft)
        #expect(controller.events.prefix(3) == ["root willTransition 932×430", "root traits C→R", "root viewWillLayoutSubviews"])
        #expect(controller.events.contains("root alongside 932") && controller.events.last == "root completion")
        #expect(controller.view.frame.size == CGSize(width: 932, height: 430))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(abs(controller.content.frame.minX - (59 + 20)) < 1e-9)  // the margins follow the safe area, 20 in regular width
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(host.screen.bounds.size == CGSize(width: 932, height: 430) && controller.view.window?.screen === host.screen)
        // An iPhone 15 stays compact across: no trait change for the size class.
        let small = HeadlessHost(device: .iPhone15)
        let other = RecordingController("other")
        small.launch(other)
        other.events = []
        small.rotate(to: .landscapeRight)
        #expect(!other.events.contains { $0.hasPrefix("other traits C→R") })
    }

    @Test func traitHandlersHearOnlyTheTraitsTheyWatch() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = RecordingController()
        host.launch(controller)
        var heard: [UIUserInterfaceStyle] = []
        controller.content.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append(view.traitCollection.userInterfaceStyle)
        }
        host.setContentSizeCategory(.extraLarge)
        #expect(heard.isEmpty)
        #expect(controller.content.traitCollection.preferredContentSizeCategory == .extraLarge)
        host.setAppearance(.dark)
        #expect(heard == [.dark])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(controller.traitCollection.displayScale == 3 && controller.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func childrenAppearWithTheirParent() {
        let parent = RecordingController("parent")
        let child = RecordingController("child")
        parent.addChild(child)
        _ = parent.view
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.first === child && child.parent === parent)
        let host = HeadlessHost(device: .iPhone15)
        host.launch(parent)
        #expect(child.events.contains("child viewWillAppear") && child.events.contains("child viewDidAppear"))
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func presentingCoversThePresenterAndDismissingUncoversIt() {
        let host = HeadlessHost(device: .iPhone15)
        let root = RecordingController("root")
        host.launch(root)
        let sheet = RecordingController("sheet")
        sheet.modalPresentationStyle = .fullScreen
        root.events = []
        root.present(sheet, animated: true)
        #expect(sheet.view.frame == host.window.bounds)
        #expect(root.events.filter { !$0.contains("Layout") } == ["root viewWillDisappear", "root viewDidDisappear"])
        #expect(sheet.events.contains("sheet viewDidAppear"))
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil && sheet.view.superview == nil)
        #expect(root.events.suffix(2) == ["root viewWillAppear", "root viewDidAppear"])
        // A sheet on a phone starts below the status bar; on an iPad it is a centred card.
        let card = RecordingController("card")
        root.present(card, animated: false)
        #expect(card.view.frame.minY == 59 + 10 && card.view.frame.width == 393)
        root.dismiss(animated: false)
    }
}
