import Foundation

/// Told when the user picks a tab.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on a tab selects its view controller.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// A tap selected a view controller.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// View controllers shown one at a time, chosen with a tab bar at the bottom.
///
/// Every tab's view controller is a child; only the selected one's view is
/// on screen, filling the controller's view above the bar's background,
/// with the bar taken off its safe area. Headless, switching tabs completes
/// at once, with the appearance callbacks in UIKit's order.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// Told when the user picks a tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

    private var tabs: [UIViewController] = []

    /// A tab bar controller with no tabs yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller from an archive (Trellis has none): no tabs.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' view controllers, in order (setting them selects the first
    /// unless the selected one is among them).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let next = viewControllers ?? []
        guard mayTake(next, as: "a tab") else { return }
        let previous = selectedViewController
        let onScreen = isVisible
        if onScreen { previous?.beginAppearance(false, animated: animated) }
        previous?.viewIfLoaded?.removeFromSuperview()
        if onScreen { previous?.endAppearance(false, animated: animated) }
        for controller in tabs where !next.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in next where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = next
        selected = next.firstIndex { $0 === previous } ?? (next.isEmpty ? NSNotFound : 0)
        tabBar.show(tabs.map { $0.tabBarItem }, selected: selected)
        if onScreen { selectedViewController?.beginAppearance(true, animated: animated) }
        showSelected()
        if onScreen { selectedViewController?.endAppearance(true, animated: animated) }
    }

    private var selected = NSNotFound

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else {
                LayoutDiagnostics.report(
                    .invalidViewControllerUse, "\(type(of: self)) has no tab \(newValue) (it has \(tabs.count)); the selection stays.",
                    viewControllers: [self])
                return
            }
            select(newValue)
        }
    }

    /// The selected tab's view controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    open override func loadView() {
        let container = BarContainerView(frame: displayScreen.bounds)
        container.layoutBars = { [weak self] view in self?.layoutBar(in: view) }
        container.addSubview(tabBar)
        tabBar.onSelect = { [weak self] index in self?.tabTapped(index) }
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    override var childrenOnScreen: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// A tap on a tab: the delegate may refuse it; it is told of the selection.
    private func tabTapped(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows the tab at `index`: the old one disappears as the new one appears.
    private func select(_ index: Int) {
        guard index != selected else { return }
        let old = selectedViewController
        selected = index
        let new = selectedViewController
        tabBar.select(index)
        if isVisible {
            new?.beginAppearance(true, animated: false)
            old?.beginAppearance(false, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        showSelected()
        if isVisible {
            old?.endAppearance(false, animated: false)
            new?.endAppearance(true, animated: false)
        }
    }

    /// Puts the selected view controller's view on screen above the bar.
    private func showSelected() {
        guard let container = viewIfLoaded, let controller = selectedViewController else { return }
        let content: UIView = controller.view
        if content.superview !== container {
            content.frame = container.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(content, belowSubview: tabBar)
        }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// The bar sits above the bottom of the safe area, as tall as the traits
    /// say; the selected view controller's safe area loses what it covers.
    /// It is at the scroll edge (transparent, unless a scroll-edge appearance
    /// is set) while the bottom of the shown content is above it, or there is
    /// no content to scroll.
    private func layoutBar(in container: UIView) {
        let height = UITabBar.height(for: container.traitCollection)
        let bottom = container.bounds.height - container.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bottom - height, width: container.bounds.width, height: height)
        selectedViewController?.barInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        let shown = (selectedViewController as? UINavigationController)?.topViewController ?? selectedViewController
        let scrollView = shown?.contentScrollView(for: .bottom)
        if followedScrollView !== scrollView {
            followedScrollView?.setFollowed(false, by: self)
            followedScrollView = scrollView
            scrollView?.setFollowed(true, by: self)
        }
        if let scrollView {
            let contentBottom = scrollView.convert(CGPoint(x: 0, y: scrollView.contentSize.height), to: container).y
            tabBar.atScrollEdge = contentBottom <= tabBar.frame.minY + 0.5
        } else {
            tabBar.atScrollEdge = true
        }
    }

    /// The scroll view whose content the bar follows.
    private weak var followedScrollView: UIScrollView?

    /// The content moved: the bar may have come to the scroll edge or left it.
    func contentDidScroll() { viewIfLoaded?.setNeedsLayout() }
}

extension UITabBarController: ContentScrollFollower {}
