import Foundation

/// Manages a view and the views in it: makes it when first asked
/// (`loadView`, then `viewDidLoad`), hears of its appearance, layout, trait
/// changes and size transitions, contains child view controllers and
/// presents others.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, TraitChangeObserving {
    /// How a presented view controller covers its presenter.
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen, pageSheet, formSheet, overFullScreen
        case automatic = -2
    }

    /// Creates a view controller with no view yet: UIKit's designated
    /// initialiser. Trellis makes views in code, so a nib name is kept
    /// (`nibName`) but never loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive, as UIKit does for
    /// storyboards. Trellis has no archives: the controller starts with no
    /// view, so that a subclass's `super.init(coder:)` compiles and works.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a view controller with no nib: `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the nib the view would be loaded from (never loaded here).
    public let nibName: String?
    /// The bundle of that nib.
    public let nibBundle: Bundle?

    // MARK: The view

    private var loadedView: UIView?

    /// The view, made on first use by `loadView()` followed by `viewDidLoad()`.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            applySafeAreaAdditions()
        }
    }

    /// The view if it has been made.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view now if it has not been made: `loadView()` and
    /// `viewDidLoad()` run in the scope of the host the view controller is
    /// shown by (through its parent or presenter), so that code in them
    /// reading `UIScreen.main` sees that host's screen.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        HeadlessHost.perform(as: showingHost) {
            isLoadingView = true
            loadView()
            if loadedView == nil { view = UIView(frame: displayScreen.bounds) }
            isLoadingView = false
            viewDidLoad()
        }
    }

    private var isLoadingView = false

    /// Makes the view: override it to set `view` to a view of your own; by
    /// default a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: displayScreen.bounds)
    }

    /// The host showing the view controller: its view's window's, or its
    /// parent's or presenter's; nil when none is shown by a host.
    var showingHost: HeadlessHost? {
        viewIfLoaded?.window?.host ?? parent?.showingHost ?? presentingViewController?.showingHost
    }

    /// The screen the view controller is shown on: its view's window's, or
    /// its parent's or presenter's; otherwise the main screen (the host's,
    /// in a host's work). Views a view controller makes are its size.
    var displayScreen: UIScreen {
        viewIfLoaded?.window?.screen ?? parent?.displayScreen ?? presentingViewController?.displayScreen ?? UIScreen.main
    }

    /// The view was made: build what goes in it.
    open func viewDidLoad() {}

    /// The size the controller would like its view to have in a container
    /// that asks (a popover, a sheet); zero when it has no preference.
    open var preferredContentSize: CGSize = .zero

    /// The title shown by containers (navigation bars, tab bars); setting it
    /// sets the navigation item's title too, as in UIKit.
    open var title: String? {
        didSet { ownNavigationItem?.title = title }
    }

    /// The superview of the controller's view, or else its parent or presenter.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }

    override var firstResponderWindow: UIWindow? { viewIfLoaded?.window }

    // MARK: Appearance

    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in its window with its traits, size and safe area up to
    /// date, and about to be laid out for this appearance (after
    /// `viewWillAppear`, before `viewWillLayoutSubviews` and `viewDidAppear`).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view is on screen (between `viewDidAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false

    /// Set by `viewWillAppear`: `viewIsAppearing` is due at the view's next
    /// layout (or before `viewDidAppear`, whichever comes first).
    var isAppearingDue: (due: Bool, animated: Bool) = (false, false)

    /// Tells the view controller, then its children on screen, that it appears or disappears.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if appearing {
            viewWillAppear(animated)
            isAppearingDue = (true, animated)
        } else {
            viewWillDisappear(animated)
        }
        for child in childrenOnScreen { child.beginAppearance(appearing, animated: animated) }
    }

    func endAppearance(_ appearing: Bool, animated: Bool) {
        isVisible = appearing
        if appearing {
            tellIsAppearingIfDue()
            viewDidAppear(animated)
        } else {
            isAppearingDue = (false, false)
            viewDidDisappear(animated)
        }
        for child in childrenOnScreen { child.endAppearance(appearing, animated: animated) }
    }

    /// Calls `viewIsAppearing` once per appearance.
    func tellIsAppearingIfDue() {
        guard isAppearingDue.due else { return }
        isAppearingDue.due = false
        viewIsAppearing(isAppearingDue.animated)
    }

    /// The children whose views show with this one's (all of them, but for
    /// containers that show one at a time).
    var childrenOnScreen: [UIViewController] { children }

    // MARK: Layout

    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// The view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Whether the status bar should be hidden while this controller is
    /// shown (false by default). Headless, the status bar is drawn or not by
    /// the snapshot configuration; the safe area is the device's either way.
    open var prefersStatusBarHidden: Bool { false }
    /// Update the constraints of the view (called in the view's constraint pass).
    open func updateViewConstraints() {}

    /// The least margins of the view's sides (16 points in compact width, 20
    /// in regular), which the view's layout margins do not go below while
    /// `viewRespectsSystemMinimumLayoutMargins`.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's layout margins stay at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { applyMinimumMargins() }
    }

    /// Insets added to the view's safe area (for bars of your own).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            let insets = additionalSafeAreaInsets
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
                LayoutDiagnostics.report(
                    .nonFiniteValue, "\(type(of: self)).additionalSafeAreaInsets cannot be \(insets); it keeps its value.", viewControllers: [self])
                return additionalSafeAreaInsets = oldValue
            }
            if additionalSafeAreaInsets != oldValue { applySafeAreaAdditions() }
        }
    }

    /// What a container's bars cover of the view (a navigation bar at the
    /// top, a tab bar at the bottom): taken off its safe area too.
    var barInsets: UIEdgeInsets = .zero {
        didSet { if barInsets != oldValue { applySafeAreaAdditions() } }
    }

    private func applySafeAreaAdditions() {
        viewIfLoaded?.additionalSafeAreaInsets = additionalSafeAreaInsets + barInsets
    }

    /// Keeps the root view's margins at least the system minimum (as UIKit
    /// does for a view controller's view).
    func applyMinimumMargins() {
        guard let view = viewIfLoaded else { return }
        view.minimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }

    // MARK: Content scroll views

    /// The scroll views whose content the bars follow, when set (see `setContentScrollView(_:for:)`).
    var ownContentScrollViews: (top: WeakScrollView?, bottom: WeakScrollView?)

    // MARK: Content unavailable

    /// What the view controller shows over its view while it has nothing to
    /// show (nil: nothing): a `UIContentUnavailableConfiguration`, usually.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailable.configuration }
        set { contentUnavailable.show(newValue, over: viewIfLoaded) }
    }

    /// The state the content-unavailable configuration is updated for.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection, searchText: navigationItem.searchController?.searchBar.text)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view is next laid out.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.isUpdateNeeded = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Called before the view is laid out after an update was asked for:
    /// set `contentUnavailableConfiguration` for the state here.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    let contentUnavailable = ContentUnavailableOverlay()

    // MARK: Traits

    /// The view controller's traits: its view's (with its own overrides).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let inherited = parent?.traitCollection ?? displayScreen.traitCollection
        return UITraitCollection(values: traitOverrides.values.filled(from: inherited.values).filled(from: .rootDefaults))
    }

    /// Traits the view controller sets for itself, its view and its children.
    public var traitOverrides = UITraitOverrides() {
        didSet {
            guard traitOverrides != oldValue, let view = viewIfLoaded else { return }
            // Compare with the traits before the change.
            var previous = oldValue
            swap(&previous, &traitOverrides)
            view.inheritedTraitsDidChange()
            let before = view.traitSnapshot()
            swap(&previous, &traitOverrides)
            view.inheritedTraitsDidChange()
            view.notifyTraitChanges(comparedTo: before)
        }
    }

    /// The traits changed (an override, a rotation, a new text size).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var traitChangeRegistry: TraitChangeRegistry?

    /// Traits the parent set for this child with `setOverrideTraitCollection(_:forChild:)`.
    var traitsFromParent = TraitValues()

    /// An appearance transition begun with `beginAppearanceTransition(_:animated:)`, until it ends.
    var appearanceTransition: (appearing: Bool, animated: Bool)?

    /// Told by its view: the traits changed.
    func traitsDidChange(from previous: UITraitCollection) {
        applyMinimumMargins()
        traitCollectionDidChange(previous)
        traitChangeRegistry?.notify(self, previous: previous, now: traitCollection)
    }

    // MARK: Size transitions

    /// The view is about to change size (a rotation): animate along with
    /// `coordinator`. By default the children are told too.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Children

    /// The child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The containing view controller.
    public private(set) weak var parent: UIViewController?

    /// Adds a child (then add its view to yours, and call `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        if let problem = containmentProblem(taking: childController, as: "a child") {
            return refuse(childController, as: "a child", because: problem)
        }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its parent (call `willMove(toParent: nil)` first and remove its view).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The closest navigation controller containing this one.
    public var navigationController: UINavigationController? { closestContainer(UINavigationController.self) }

    /// The closest tab bar controller containing this one.
    public var tabBarController: UITabBarController? { closestContainer(UITabBarController.self) }

    private func closestContainer<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// What a navigation bar shows for this view controller.
    public var navigationItem: UINavigationItem {
        if let item = ownNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        ownNavigationItem = item
        return item
    }
    private var ownNavigationItem: UINavigationItem?

    /// What a tab bar shows for this view controller (its title, until set).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = ownTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, selectedImage: nil)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: UITabBarItem?

    /// About to be added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presenting

    /// How the view controller is shown when presented.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The view controller this one presents.
    public private(set) var presentedViewController: UIViewController?
    /// The view controller presenting this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// The controller of this one's presentation, once asked for or presented.
    var ownPresentationController: UIPresentationController?

    /// Shows `viewControllerToPresent` over this one: full screen, or as a
    /// sheet (inset from the top on phones, a centred card on iPads).
    /// Headless, the transition completes at once; the appearance
    /// callbacks come in UIKit's order.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = viewIfLoaded?.window else {
            LayoutDiagnostics.report(
                .invalidViewControllerUse,
                "\(type(of: self)) cannot present \(type(of: viewControllerToPresent)): it is not in a window or already presents another.",
                viewControllers: [self, viewControllerToPresent])
            return
        }
        if let problem = containmentProblem(taking: viewControllerToPresent, as: "presented")
            ?? viewControllerToPresent.parent.map({ "it is a child of \(type(of: $0))" })
        {
            return refuse(viewControllerToPresent, as: "presented", because: problem)
        }
        let presented = viewControllerToPresent
        presentedViewController = presented
        presented.presentingViewController = self
        let fullScreen = presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen
        presented.beginAppearance(true, animated: flag)
        if fullScreen { beginAppearance(false, animated: flag) }
        presented.presentationController?.install(in: window, presentedBy: self)
        if fullScreen { endAppearance(false, animated: flag) }
        presented.endAppearance(true, animated: flag)
        completion?()
    }

    /// Dismisses the view controller this one presents (or, if it presents
    /// none, this one, from its presenter).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        let fullScreen = presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen
        presented.beginAppearance(false, animated: flag)
        if fullScreen { beginAppearance(true, animated: flag) }
        presented.ownPresentationController?.uninstall()
        presentedViewController = nil
        presented.presentingViewController = nil
        if fullScreen { endAppearance(true, animated: flag) }
        presented.endAppearance(false, animated: flag)
        completion?()
    }
}

/// What a view controller is told while it changes size, to animate along.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change animates (it completes at once headless, but says it animates, as a rotation does).
    var isAnimated: Bool { get }
    /// How long UIKit would animate it, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the change was cancelled (never, headless).
    var isCancelled: Bool { get }
}

/// Runs code along with a size change and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the new size in place, inside the transition's
    /// animation, and `completion` when that ends. Returns true.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a headless size change: it collects the blocks and
/// runs them when the host applies the change.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = true
    let transitionDuration: TimeInterval = 0.3
    let isCancelled = false
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// In one animation of the transition's duration: lays out at the new
    /// size, runs the blocks animating along with it, lays out what they
    /// changed; the completions run when the animation ends.
    func finish(layout: () -> Void) {
        UIView.runAnimation(duration: transitionDuration, delay: 0, curve: .easeInOut, repeats: false, autoreverses: false, keepsTime: true, animations: {
            layout()
            for animation in animations { animation(self) }
            layout()
        }, completion: { _ in for completion in self.completions { completion(self) } })
    }
}

