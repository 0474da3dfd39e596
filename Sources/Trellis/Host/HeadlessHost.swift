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
@MainActor
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

    /// A host for `device`, turned to `orientation`, in an appearance and text size.
    public init(
        device: DeviceProfile = .iPhone15, orientation: UIInterfaceOrientation = .portrait,
        appearance: UIUserInterfaceStyle = .light, contentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.device = device
        self.orientation = orientation.isLandscape ? orientation : .portrait
        self.appearance = appearance
        self.contentSizeCategory = contentSizeCategory
        UIScreen.main.device = device
        UIScreen.main.orientation = self.orientation
        window = UIWindow(frame: CGRect(origin: .zero, size: device.size(in: self.orientation)))
        placeWindow()
    }

    /// The window's frame, safe area and system traits from the device and settings.
    private func placeWindow() {
        UIScreen.main.device = device
        UIScreen.main.orientation = orientation
        UIDevice.current.orientation = UIDeviceOrientation(rawValue: orientation.rawValue) ?? .portrait
        window.place(on: device, in: orientation, system: TraitValues(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSizeCategory))
    }

    // MARK: Launching

    /// Shows `rootViewController` in the window: it loads its view, appears and is laid out.
    public func launch(_ rootViewController: UIViewController) {
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
    }

    /// Launches an app delegate: it hears `application(_:didFinishLaunchingWithOptions:)`
    /// and makes its window, which is put on the device and shown.
    public func launch(_ delegate: any UIApplicationDelegate) {
        UIApplication.shared.delegate = delegate
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        if let made = delegate.window, made !== window {
            window = made
            placeWindow()
        } else {
            delegate.window = window
        }
        window.makeKeyAndVisible()
    }

    /// Lays out what changed.
    public func layout() {
        window.layoutIfNeeded()
    }

    // MARK: Changes

    /// Turns the device: view controllers hear `viewWillTransition(to:with:)`,
    /// then the window takes its new size, safe area and size classes (views
    /// and view controllers whose traits change hear `traitCollectionDidChange`),
    /// the coordinator's animations run, layout, then its completions.
    public func rotate(to orientation: UIInterfaceOrientation) {
        let target: UIInterfaceOrientation = orientation.isLandscape ? orientation : .portrait
        guard target != self.orientation else { return }
        let coordinator = SizeTransitionCoordinator()
        for controller in visibleControllers { controller.viewWillTransition(to: device.size(in: target), with: coordinator) }
        coordinator.finish(applying: {
            self.orientation = target
            placeWindow()
            window.layoutIfNeeded()
        }, layout: { window.layoutIfNeeded() })
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
        self.appearance = appearance
        placeWindow()
        window.layoutIfNeeded()
    }

    /// Changes the text size (Dynamic Type).
    public func setContentSizeCategory(_ category: UIContentSizeCategory) {
        contentSizeCategory = category
        placeWindow()
        window.layoutIfNeeded()
    }

    // MARK: Touches

    /// A finger tapping at `point` (window coordinates): the view hit there
    /// gets it; a table's row is selected as a tap selects it. Returns the view hit.
    @discardableResult
    public func tap(at point: CGPoint) -> UIView? {
        window.layoutIfNeeded()
        guard let hit = window.hitTest(point, with: nil) else { return nil }
        var view: UIView? = hit
        while let current = view {
            if let control = current as? UIControl, control.isEnabled {
                control.sendActions(for: .touchUpInside)
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
        return hit
    }

    /// A finger dragging a scroll view's content to `offset` and letting go
    /// with `velocity` (see `UIScrollView.simulateDrag(to:velocity:)`), then layout.
    public func drag(_ scrollView: UIScrollView, to offset: CGPoint, velocity: CGPoint = .zero) {
        scrollView.simulateDrag(to: offset, velocity: velocity)
        window.layoutIfNeeded()
    }

    // MARK: Describing

    /// The view tree with frames, one view a line, indented by depth (as
    /// UIKit's `recursiveDescription`).
    public func recursiveDescription() -> String {
        window.layoutIfNeeded()
        return window.recursiveDescription()
    }

    /// Every active constraint of the window's tree (cells included), one a line.
    public func activeConstraintsDescription() -> String {
        var lines: [String] = []
        window.forEachInSubtree { view in
            for constraint in view.constraints where constraint.isActive { lines.append(constraint.description) }
        }
        return lines.joined(separator: "\n")
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
