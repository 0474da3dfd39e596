import Foundation

/// Runs an app without a screen: a window on a device profile, in an
/// orientation, appearance and text size; launching, layout, rotation,
/// taps and drags as UIKit would deliver them; and the view tree described.
/// (`TrellisRender` adds `snapshot` to draw the window.)
///
/// ```swift
/// let host = HeadlessHost(device: .iPadPro12_9, orientation: .portrait)
/// host.launch(TimelineViewController())
/// host.rotate(to: .landscapeLeft)
/// let png = try host.snapshot()
/// ```
///
/// A host keeps everything the app it runs sees of the system to itself:
/// its screen, device and app (`screen`, `currentDevice`, `application`)
/// and the measurer its text is measured with. Its window knows its screen
/// and its host, so views and view controllers find them through their
/// window; and each of the host's methods runs in its scope (``perform(_:)``),
/// where `UIScreen.main`, `UIDevice.current`, `UIApplication.shared` and
/// `TextMeasurer.current` are the host's. Hosts on different devices can so
/// run side by side in one process, their work interleaved; nothing global
/// changes.
@preconcurrency @MainActor
public final class HeadlessHost {
    /// The window the app is shown in.
    public private(set) var window: UIWindow
    /// The device it runs on.
    public let device: DeviceProfile
    /// How the interface is turned.
    public private(set) var orientation: UIInterfaceOrientation
    /// Light or dark.
    public private(set) var appearance: UIUserInterfaceStyle
    /// The text size.
    public private(set) var contentSizeCategory: UIContentSizeCategory

    /// The device's screen, turned as the interface is (`UIScreen.main` in the host's scope).
    public let screen: UIScreen
    /// The device, held as the interface is turned (`UIDevice.current` in the host's scope).
    public let currentDevice: UIDevice
    /// The app the host runs (`UIApplication.shared` in the host's scope).
    public let application: UIApplication
    /// What the text of the host's views is measured with (`TextMeasurer.current` in the host's scope).
    public let textMeasurer: any TextMeasuring

    /// The app delegate launched, kept as the system keeps it (the app's `delegate` is weak).
    private var launchedDelegate: (any UIApplicationDelegate)?
    /// The host's clock, animations in flight and work waiting to run.
    let timeline = HostTimeline()

    /// A host for `device`, turned to `orientation`, in an appearance and text
    /// size, measuring text with `textMeasurer`.
    public init(
        device: DeviceProfile = .iPhone15, orientation: UIInterfaceOrientation = .portrait,
        appearance: UIUserInterfaceStyle = .light, contentSizeCategory: UIContentSizeCategory = .large,
        textMeasurer: any TextMeasuring = TextMeasurer.shared
    ) {
        let orientation: UIInterfaceOrientation = orientation.isLandscape ? orientation : .portrait
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.contentSizeCategory = contentSizeCategory
        self.textMeasurer = textMeasurer
        screen = UIScreen(device: device, orientation: orientation)
        currentDevice = UIDevice(profile: device, orientation: UIDeviceOrientation(orientation))
        application = UIApplication(delegate: nil)
        window = UIWindow(frame: CGRect(origin: .zero, size: device.size(in: orientation)))
        perform { placeWindow() }
    }

    // MARK: The host's scope

    /// The host whose work is running, if any.
    @TaskLocal static var current: HeadlessHost?

    /// Runs `work` as the host's: meanwhile `UIScreen.main`,
    /// `UIDevice.current` and `UIApplication.shared` are the host's, and text
    /// is measured with its measurer. Every method of the host runs its work
    /// so; wrap code of your own that reads them (or builds views that do)
    /// outside those methods.
    public func perform<T>(_ work: () throws -> T) rethrows -> T {
        try HeadlessHost.$current.withValue(self) {
            try TextMeasurer.$current.withValue(textMeasurer, operation: work)
        }
    }

    /// Runs `work` in `host`'s scope, unless it runs there already (or there is no host).
    static func perform<T>(as host: HeadlessHost?, _ work: () throws -> T) rethrows -> T {
        guard let host, host !== current else { return try work() }
        return try host.perform(work)
    }

    /// Puts the window on the host's screen: its frame, safe area and system
    /// traits from the device and settings.
    private func placeWindow() {
        screen.orientation = orientation
        currentDevice.orientation = UIDeviceOrientation(orientation)
        window.host = self
        window.screen = screen
        window.place(on: device, in: orientation, system: TraitValues(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSizeCategory))
    }

    // MARK: Launching

    /// Shows `rootViewController` in the window: it loads its view, appears and is laid out.
    public func launch(_ rootViewController: UIViewController) {
        perform {
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            settle()
        }
    }

    /// Launches an app delegate: it becomes the delegate of the host's app,
    /// hears `application(_:didFinishLaunchingWithOptions:)` and makes its
    /// window, which is put on the device and shown.
    public func launch(_ delegate: any UIApplicationDelegate) {
        perform {
            launchedDelegate = delegate
            application.delegate = delegate
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
            if let made = delegate.window, made !== window {
                window = made
                placeWindow()
            } else {
                delegate.window = window
            }
            window.makeKeyAndVisible()
            settle()
        }
    }

    /// Lays out what changed, then runs the work the app left to run (see `runUntilIdle(atMost:)`).
    public func layout() {
        perform {
            window.layoutIfNeeded()
            settle()
        }
    }

    // MARK: Changes

    /// Turns the device, in UIKit's order: the device is turned first
    /// (`UIDevice.current.orientation` is the new one), then view controllers
    /// hear `viewWillTransition(to:with:)` while their views still have the
    /// old size; then the window takes its new size, safe area and size
    /// classes (views and view controllers whose traits change hear
    /// `traitCollectionDidChange`) and, inside one animation of the
    /// coordinator's duration, is laid out at the new size and runs the
    /// coordinator's alongside blocks, laid out again; the coordinator's
    /// completions run when that animation ends (at once on the instant clock,
    /// as the host settles).
    public func rotate(to orientation: UIInterfaceOrientation) {
        let target: UIInterfaceOrientation = orientation.isLandscape ? orientation : .portrait
        guard target != self.orientation else { return }
        perform {
            currentDevice.orientation = UIDeviceOrientation(target)
            let coordinator = SizeTransitionCoordinator()
            for controller in visibleControllers { controller.viewWillTransition(to: device.size(in: target), with: coordinator) }
            self.orientation = target
            placeWindow()
            coordinator.finish(layout: { window.layoutIfNeeded() })
            settle()
        }
    }

    /// The root view controller and the ones presented over it.
    private var visibleControllers: [UIViewController] {
        var controllers: [UIViewController] = []
        var current = window.rootViewController
        while let controller = current {
            controllers.append(controller)
            current = controller.presentedViewController
        }
        return controllers
    }

    /// Switches between light and dark.
    public func setAppearance(_ appearance: UIUserInterfaceStyle) {
        perform {
            self.appearance = appearance
            placeWindow()
            window.layoutIfNeeded()
        }
    }

    /// Changes the text size (Dynamic Type).
    public func setContentSizeCategory(_ category: UIContentSizeCategory) {
        perform {
            contentSizeCategory = category
            placeWindow()
            window.layoutIfNeeded()
        }
    }

    // MARK: Touches

    /// A finger tapping at `point` (window coordinates): the view hit there
    /// gets it; a table's row is selected as a tap selects it. A tap gesture
    /// recognizer on the hit view or a view around it (up to the first
    /// control) recognizes it first, and takes it from the views unless its
    /// `cancelsTouchesInView` is false. Returns the view hit.
    @discardableResult
    public func tap(at point: CGPoint) -> UIView? {
        perform {
            window.layoutIfNeeded()
            guard let hit = window.hitTest(point, with: nil) else { return nil }
            if let recognizer = TapDelivery.recognizer(for: hit) {
                recognizer.recognize(at: point)
                if recognizer.cancelsTouchesInView {
                    window.layoutIfNeeded()
                    return hit
                }
            }
            var view: UIView? = hit
            while let current = view {
                // The innermost control takes the touch; a disabled one ignores it (the controls around it never see it).
                if let control = current as? UIControl {
                    if control.isEnabled { control.simulateTap(at: control.convert(point, from: window)) }
                    break
                }
                if let cell = current as? UITableViewCell, let table = cell.tableView, let path = table.indexPath(for: cell) {
                    table.simulateTap(onRowAt: path)
                    break
                }
                if let cell = current as? UICollectionViewCell, let collection = cell.collectionView, let path = collection.indexPath(for: cell) {
                    collection.simulateTap(onItemAt: path)
                    break
                }
                view = current.superview
            }
            window.layoutIfNeeded()
            settle()
            return hit
        }
    }

    /// A finger dragging a scroll view's content to `offset` and letting go
    /// with `velocity` (see `UIScrollView.simulateDrag(to:velocity:)`), then layout.
    public func drag(_ scrollView: UIScrollView, to offset: CGPoint, velocity: CGPoint = .zero) {
        perform {
            scrollView.simulateDrag(to: offset, velocity: velocity)
            window.layoutIfNeeded()
            settle()
        }
    }

    // MARK: Describing

    /// The view tree with frames, one view a line, indented by depth (as
    /// UIKit's `recursiveDescription`).
    public func recursiveDescription() -> String {
        perform {
            window.layoutIfNeeded()
            return window.recursiveDescription()
        }
    }

    /// Every active constraint of the window's tree (cells included), one a line.
    public func activeConstraintsDescription() -> String {
        perform {
            var lines: [String] = []
            window.forEachInSubtree { view in
                for constraint in view.constraints where constraint.isActive { lines.append(constraint.description) }
            }
            return lines.joined(separator: "\n")
        }
    }
}

extension UIDeviceOrientation {
    /// The device held as `orientation` turns the interface: as in UIKit, an
    /// interface turned landscape left is a device turned landscape right
    /// (turning the device one way turns the content the other), and the other way round.
    init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .portrait: self = .portrait
        case .unknown: self = .unknown
        }
    }
}

extension UIView {
    /// The view and its subviews with their frames, indented by depth.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, _ depth: Int) {
            let f = view.frame
            func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
            var line = String(repeating: "   | ", count: depth) + "<\(type(of: view)); frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"
            if view.isHidden { line += "; hidden" }
            if let label = view as? UILabel, let text = label.text { line += "; text = '\(text.prefix(40))'" }
            lines.append(line + ">")
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}
