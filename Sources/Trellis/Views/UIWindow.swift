import Foundation

/// The root of a view tree that is shown: every view in it has this as its
/// `window`. Its root view controller's view fills it; its device (its
/// host's) gives it its safe area and its traits (size classes, scale,
/// idiom). Views and view controllers find their screen, and the measurer of
/// their text, through their window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Whether the window is the one receiving events.
    public private(set) var isKeyWindow = false

    /// Traits the window's device gives it (size classes, scale, idiom).
    var deviceTraits = TraitValues() {
        didSet { inheritedTraitsDidChange() }
    }

    /// The screen the window is shown on: the main screen when it was made
    /// (the host's, made in a host's work); a host puts the windows it shows
    /// on its own.
    public var screen: UIScreen = UIScreen.main

    /// The host showing the window, if any: the screen, device, app and
    /// text measurer of the views in it.
    package weak var host: HeadlessHost? {
        didSet {
            guard host !== oldValue else { return }
            keepAliveWhileShown()
            forEachInSubtree { ($0 as? UILabel)?.forgetHostTextMeasurer() }
        }
    }

    /// Whether the window is hidden; a shown key window stays alive (see `keepAliveWhileShown()`).
    open override var isHidden: Bool {
        didSet { keepAliveWhileShown() }
    }

    /// The window itself while it is the shown key window: the system keeps
    /// an app's shown windows, so a test harness that makes a window, shows
    /// it and drops its reference still has it on screen, as on iOS; hiding
    /// it lets it go. (A host's window is kept by its host, the app.)
    private var selfWhileShown: UIWindow?

    private func keepAliveWhileShown() {
        selfWhileShown = isKeyWindow && !isHidden && host == nil ? self : nil
    }

    /// The responder that receives typed text and edit commands first.
    weak var firstResponder: UIResponder?

    /// The simulated keyboard over the window, in its coordinates (nil: none
    /// shows); see `HeadlessHost.showKeyboard(height:)`.
    var keyboardFrame: CGRect?

    /// A window the size of the main screen, with its device's traits and safe area.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// The view controller whose view fills the window (its view loaded,
    /// and shown, in the scope of the window's host).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            HeadlessHost.perform(as: host) { showRootViewController(replacing: oldValue) }
        }
    }

    /// Puts the root view controller's view in place of `oldValue`'s, telling both.
    private func showRootViewController(replacing oldValue: UIViewController?) {
        let appearing = isKeyWindow && !isHidden
        if appearing { oldValue?.beginAppearance(false, animated: false) }
        oldValue?.viewIfLoaded?.removeFromSuperview()
        if appearing { oldValue?.endAppearance(false, animated: false) }
        guard let controller = rootViewController else { return }
        if appearing { controller.beginAppearance(true, animated: false) }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        controller.applyMinimumMargins()
        if appearing {
            layoutIfNeeded()
            controller.endAppearance(true, animated: false)
        }
    }

    /// Makes the window the key window, shows it and lays it out; its root
    /// view controller appears (`viewWillAppear`, layout, `viewDidAppear`).
    open func makeKeyAndVisible() {
        let wasShown = isKeyWindow && !isHidden
        isKeyWindow = true
        isHidden = false
        keepAliveWhileShown()
        if !wasShown { rootViewController?.beginAppearance(true, animated: false) }
        layoutIfNeeded()
        if !wasShown { rootViewController?.endAppearance(true, animated: false) }
    }

    /// Puts the window on a device in an orientation: its frame, safe area
    /// and traits (with the system's settings: appearance, text size).
    func place(on device: DeviceProfile, in orientation: UIInterfaceOrientation, system: TraitValues = TraitValues()) {
        let before = traitSnapshot()
        frame = CGRect(origin: .zero, size: device.size(in: orientation))
        setRootSafeAreaInsets(device.safeAreaInsets(in: orientation))
        deviceTraits = system.filled(from: device.traitValues(in: orientation))
        notifyTraitChanges(comparedTo: before)
    }
}

extension UIView {
    /// The window the view is in, if its tree has one at the root.
    public var window: UIWindow? {
        treeTop as? UIWindow
    }

    /// Tells a subtree that its window is about to change: `willMove(toWindow:)`
    /// before the move, `didMoveToWindow()` after, on every view in it.
    func notifyWindowChange(from old: UIWindow?, to new: UIWindow?, after: Bool) {
        guard old !== new else { return }
        forEachInSubtree { view in
            if after {
                (view as? UILabel)?.forgetHostTextMeasurer()
                view.didMoveToWindow()
            } else {
                view.willMove(toWindow: new)
            }
        }
    }
}
