import Foundation

/// Told of a presentation's adaptive changes and dismissal by the user
/// (Trellis simulates no interactive dismissal, so only the defaults run).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presented view controller by swiping (true by default).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}

/// Shows a presented view controller's view over its presenter: where it
/// goes (`frameOfPresentedViewInContainerView`) and what is around it, in a
/// container view that covers the window while the presentation lasts.
/// This one shows it full screen; `UISheetPresentationController` as a sheet.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The view controller presented.
    public let presentedViewController: UIViewController
    private weak var presenting: UIViewController?
    /// The view controller presenting it (nil until it is presented).
    public var presentingViewController: UIViewController! { presenting }
    /// Told of adaptive changes; a sheet's delegate is a `UISheetPresentationControllerDelegate`.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the presentation happens in: it covers the window from
    /// presentation to dismissal (nil otherwise).
    public private(set) var containerView: UIView?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
    }

    /// The view presented: the presented view controller's.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container view: all of it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The container's traits.
    public var traitCollection: UITraitCollection { containerView?.traitCollection ?? presentedViewController.traitCollection }

    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// Puts the container over `window`, holding the presented view.
    func install(in window: UIWindow, presentedBy presenter: UIViewController) {
        presenting = presenter
        let container = PresentationContainerView(frame: window.bounds)
        container.presentation = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView = container
        window.addSubview(container)
        let view: UIView = presentedViewController.view
        view.autoresizingMask = []
        container.addSubview(view)
        willInstall(in: container)
        container.setNeedsLayout()
        window.layoutIfNeeded()
    }

    /// Takes the container (and the presented view) off the window.
    func uninstall() {
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        containerView?.removeFromSuperview()
        containerView = nil
        presenting = nil
    }

    /// A subclass adds what goes around the presented view.
    func willInstall(in container: UIView) {}

    /// Places the presented view (and, in a subclass, what is around it).
    func layoutContainer() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Taps outside the presented view reach the presenter unless a subclass dims it.
    func passesTouches(at point: CGPoint) -> Bool { true }
}

/// The view a presentation happens in: lays out through its presentation
/// controller, and is not hit itself (only what it holds is).
@preconcurrency @MainActor
final class PresentationContainerView: UIView {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.layoutContainer()
        presentation?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

extension UIViewController {
    /// What presents (or will present) this view controller: a
    /// `UISheetPresentationController` for the sheet styles, made on first
    /// use so that it can be set up before `present`, and full screen otherwise.
    public var presentationController: UIPresentationController? {
        let sheet = modalPresentationStyle.isSheet
        if let current = ownPresentationController, (current is UISheetPresentationController) == sheet || presentingViewController != nil {
            return current
        }
        let made =
            sheet
            ? UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        ownPresentationController = made
        return made
    }

    /// The sheet presentation controller, for the sheet styles (`.automatic`,
    /// `.pageSheet`, `.formSheet`): set its detents before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

extension UIViewController.ModalPresentationStyle {
    /// Whether the style shows a sheet (a card on an iPad).
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}
