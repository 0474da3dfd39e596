import Foundation

/// A stack of view controllers shown one at a time under a navigation bar:
/// push one to drill down, pop to come back (the bar's back button pops).
///
/// Every view controller on the stack is a child; only the top one's view
/// is on screen, filling the controller's view under the bar, with the bar
/// taken off its safe area (so content pinned to the safe area starts below
/// the bar, as in UIKit). Headless, pushes and pops complete at once, with
/// the appearance callbacks in UIKit's order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar at the top.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The stack, from the root to the top.
    private var stack: [UIViewController] = []

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller from an archive (Trellis has none): an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, from the root to the top; setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top.
    public var topViewController: UIViewController? { stack.last }

    /// The view controller on screen: what the top one presents, or the top one.
    public var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Whether the bar is hidden (the top view controller's safe area then reaches the status bar).
    open var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { showTop() } }
    }

    /// Hides or shows the bar (at once, headless).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open override func loadView() {
        let container = BarContainerView(frame: displayScreen.bounds)
        container.layoutBars = { [weak self] view in self?.layoutBar(in: view) }
        container.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in _ = self?.popViewController(animated: true) }
        navigationBar.onLayoutChange = { [weak container] in container?.setNeedsLayout() }
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }

    override var childrenOnScreen: [UIViewController] { topViewController.map { [$0] } ?? [] }

    // MARK: Pushing and popping

    /// Pushes a view controller on top of the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            LayoutDiagnostics.report(
                .invalidViewControllerUse, "\(type(of: self)) cannot push \(type(of: viewController)): it is already on the stack.",
                viewControllers: [self, viewController])
            return
        }
        if viewController is UINavigationController {
            return refuse(viewController, as: "pushed", because: "a navigation controller cannot be pushed (UIKit does not support it)")
        }
        guard mayTake([viewController], as: "pushed") else { return }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    /// Pops the top view controller (not the root) and shows the one below; returns the one popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every view controller above the root; returns those popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [root], animated: animated)
        return popped
    }

    /// Pops the view controllers above `viewController`; returns those popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        replaceStack(with: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            return refuse(nested, as: "on the stack", because: "a navigation controller cannot be on another's stack (UIKit does not support it)")
        }
        guard mayTake(viewControllers, as: "on the stack") else { return }
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Makes `next` the stack: children come and go, and if the top changes
    /// while on screen, the old top disappears as the new one appears.
    private func replaceStack(with next: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        if next.last !== oldTop { pulledExtent = nil }
        let leaving = stack.filter { old in !next.contains { $0 === old } }
        let arriving = next.filter { new in !stack.contains { $0 === new } }
        for controller in arriving { addChild(controller) }
        stack = next
        let newTop = topViewController
        let onScreen = isVisible && oldTop !== newTop
        if onScreen {
            newTop?.beginAppearance(true, animated: animated)
            oldTop?.beginAppearance(false, animated: animated)
        }
        if isViewLoaded { showTop() }
        if onScreen {
            oldTop?.endAppearance(false, animated: animated)
            newTop?.endAppearance(true, animated: animated)
        }
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    /// Puts the top view controller's view on screen under the bar, and the bar's items in place.
    private func showTop() {
        guard let container = viewIfLoaded else { return }
        for controller in stack where controller !== topViewController {
            if controller.viewIfLoaded?.superview === container { controller.view.removeFromSuperview() }
        }
        navigationBar.isHidden = isNavigationBarHidden
        guard let top = topViewController else { return }
        let topView: UIView = top.view
        if topView.superview !== container {
            topView.frame = container.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(topView, belowSubview: navigationBar)
        }
        navigationBar.show(top.navigationItem, over: stack.count > 1 ? stack[stack.count - 2].navigationItem : nil)
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    // MARK: The bar's extent

    /// How far the large title and search areas are pulled out by the
    /// content under them (nil: all the way, as when a view controller comes on top).
    private var pulledExtent: CGFloat?
    /// The scroll view whose content the bar follows.
    private weak var followedScrollView: UIScrollView?

    /// Whether the item at `index` of the stack shows its title large.
    private func showsLargeTitle(at index: Int, compactHeight: Bool) -> Bool {
        guard navigationBar.prefersLargeTitles, !compactHeight else { return false }
        for controller in stack[...index].reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar sits below the status bar: its row of buttons and title as
    /// tall as the traits say, then as much of the large title (52 points)
    /// and the search bar (52, or 38 in compact height) as the content
    /// leaves out: the content's top edge pushes the search bar under the
    /// bar first, then the large title. The top view controller's safe area
    /// loses what the bar covers.
    private func layoutBar(in container: UIView) {
        guard !isNavigationBarHidden, let top = topViewController else {
            navigationBar.frame = CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width, height: 0)
            topViewController?.barInsets = .zero
            return
        }
        follow(top.contentScrollView(for: .top))
        let traits = container.traitCollection
        let compact = traits.verticalSizeClass == .compact
        let item = top.navigationItem
        let search = item.searchController
        var extent = UINavigationBar.Extent()
        extent.sideMargins = (container.directionalLayoutMargins.leading, container.directionalLayoutMargins.trailing)
        extent.searchFieldHeight = compact ? 30 : 36
        if let search, search.isActive, search.hidesNavigationBarDuringPresentation {
            // Searching: the search bar alone, in the title row's place.
            extent.inlineRow = 0
            extent.searchFieldTop = compact ? 4 : 8
            extent.search = extent.searchFieldTop * 2 + extent.searchFieldHeight
        } else {
            extent.inlineRow = UINavigationBar.height(for: traits)
            extent.searchFieldTop = compact ? 0 : 1
            let largeMax = showsLargeTitle(at: stack.count - 1, compactHeight: compact) ? UINavigationBar.largeTitleHeight : 0
            let searchMax: CGFloat = search == nil ? 0 : compact ? 38 : 52
            let pinned = search != nil && !item.hidesSearchBarWhenScrolling ? searchMax : 0
            let pulled = min(max(pulledExtent ?? .infinity, pinned), largeMax + searchMax)
            extent.search = item.hidesSearchBarWhenScrolling ? min(max(pulled - largeMax, 0), searchMax) : searchMax
            extent.largeTitle = pulled - extent.search
        }
        if let scrollView = followedScrollView {
            // At the edge while the content's top is not under the bar.
            let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: container).y
            extent.atScrollEdge = contentTop >= container.safeAreaInsets.top + extent.height - 0.5
        }
        if let search { place(search, in: container, below: container.safeAreaInsets.top + extent.height) }
        navigationBar.extent = extent
        navigationBar.frame = CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width, height: extent.height)
        top.barInsets = UIEdgeInsets(top: extent.height, left: 0, bottom: 0, right: 0)
    }

    /// Follows `scrollView` (and lets go of the one followed before).
    private func follow(_ scrollView: UIScrollView?) {
        guard followedScrollView !== scrollView else { return }
        followedScrollView?.setFollowed(false, by: self)
        followedScrollView = scrollView
        scrollView?.setFollowed(true, by: self)
    }

    /// The content moved: the large title and search areas show as much as
    /// lies between the title row and the content's top edge. (Moves made by
    /// layout itself, as the content follows a new inset, are not scrolls.)
    func contentDidScroll() {
        guard let container = viewIfLoaded, let scrollView = followedScrollView, !container.layoutRoot.layoutPass.running,
            topViewController?.navigationItem.searchController?.isActive != true
        else { return }
        let contentTop = scrollView.convert(CGPoint.zero, to: container).y
        pulledExtent = max(0, contentTop - container.safeAreaInsets.top - UINavigationBar.height(for: container.traitCollection))
        container.setNeedsLayout()
    }

    /// While its search is active, the search controller's view (dimming,
    /// then results) covers the content under the bar.
    private func place(_ search: UISearchController, in container: UIView, below barBottom: CGFloat) {
        search.onActivityChange = { [weak self, weak container] in
            guard let self, let container else { return }
            if !search.isActive { pulledExtent = nil }
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        guard search.isActive else {
            if search.viewIfLoaded?.superview === container { search.view.removeFromSuperview() }
            return
        }
        if search.view.superview !== container { container.insertSubview(search.view, belowSubview: navigationBar) }
        search.view.frame = CGRect(x: 0, y: barBottom, width: container.bounds.width, height: max(0, container.bounds.height - barBottom))
    }
}

extension UINavigationController: ContentScrollFollower {}
