import Foundation

/// What custom containers and test harnesses use: traits set on a child,
/// appearance transitions driven by hand, and the layout guides of iOS 7–10.
extension UIViewController {
    /// Sets traits for `child` (a child of this controller) that override
    /// what it inherits; its own `traitOverrides` still win. nil removes them.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parent === self else {
            LayoutDiagnostics.report(
                .invalidViewControllerUse,
                "\(type(of: self)) cannot override the traits of \(type(of: child)): it is not its child. Nothing changes.",
                viewControllers: [self, child])
            return
        }
        let values = collection?.values ?? TraitValues()
        guard values != child.traitsFromParent else { return }
        guard let view = child.viewIfLoaded else { return child.traitsFromParent = values }
        let before = view.traitSnapshot()
        child.traitsFromParent = values
        view.inheritedTraitsDidChange()
        view.notifyTraitChanges(comparedTo: before)
    }

    /// The traits set for `child` with `setOverrideTraitCollection(_:forChild:)`, if any.
    public func overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        guard child.parent === self, child.traitsFromParent != TraitValues() else { return nil }
        return UITraitCollection(values: child.traitsFromParent)
    }

    /// Starts telling the controller that its view appears (`viewWillAppear`)
    /// or disappears (`viewWillDisappear`), as a custom container does
    /// around its own transition; `endAppearanceTransition()` finishes.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if let running = appearanceTransition, running.appearing == isAppearing { return }
        appearanceTransition = (isAppearing, animated)
        beginAppearance(isAppearing, animated: animated)
    }

    /// Finishes the transition begun with `beginAppearanceTransition(_:animated:)`
    /// (`viewDidAppear` or `viewDidDisappear`); without one, does nothing.
    public func endAppearanceTransition() {
        guard let running = appearanceTransition else { return }
        appearanceTransition = nil
        endAppearance(running.appearing, animated: running.animated)
    }

    /// The area at the top covered by bars (iOS 7–10; deprecated for the
    /// safe area): a guide from the view's top to the safe area's top.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: any UILayoutSupport { barGuide(.top) }

    /// The area at the bottom covered by bars (iOS 7–10; deprecated for the
    /// safe area): a guide from the safe area's bottom to the view's bottom.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { barGuide(.bottom) }

    /// The view's guide for one edge's bars, added on first use.
    private func barGuide(_ edge: BarLayoutGuide.Edge) -> BarLayoutGuide {
        let view: UIView = view
        if let guide = view.layoutGuides.lazy.compactMap({ $0 as? BarLayoutGuide }).first(where: { $0.edge == edge }) { return guide }
        let guide = BarLayoutGuide(edge: edge)
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: edge == .top ? view.topAnchor : safe.bottomAnchor),
            guide.bottomAnchor.constraint(equalTo: edge == .top ? safe.topAnchor : view.bottomAnchor),
        ])
        return guide
    }
}

/// What `topLayoutGuide` and `bottomLayoutGuide` are: a guide spanning the
/// bars at one edge, to constrain content below (or above) them.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's height: how far the bars reach into the view.
    var length: CGFloat { get }
    /// The guide's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The layout guide behind `topLayoutGuide` or `bottomLayoutGuide`.
final class BarLayoutGuide: UILayoutGuide, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge

    init(edge: Edge) {
        self.edge = edge
        super.init()
        identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    var length: CGFloat { layoutFrame.height }
}
