import Foundation

/// Told when the user moves a sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called when code sets `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a custom detent's resolver is given to work out its height.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The highest a detent can be: the large detent's value.
    var maximumDetentValue: CGFloat { get }
}

/// Presents a view controller as a sheet: on a phone attached to the bottom
/// edge and resting at one of its detents, its presenter dimmed behind it
/// above `largestUndimmedDetentIdentifier`; full screen in a compact height
/// (unless `prefersEdgeAttachedInCompactHeight`); a centred card on an iPad.
/// Set it up before presenting, through the presented controller's
/// `sheetPresentationController`. Headless, changes take effect at once.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent {
        /// The name of a detent.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The sheet at its full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// About half the screen's height (here half the container's,
        /// within the maximum); inactive in a compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                return (context as? SheetResolutionContext).map { min($0.containerHeight / 2, $0.maximumDetentValue) } ?? context.maximumDetentValue / 2
            }
        }

        /// A detent whose height `resolver` works out from the context (nil:
        /// inactive). Without an identifier, the detent gets a unique one.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context` (nil when inactive), as its resolver gives it.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }

    /// The heights the sheet can rest at, smallest first (`[.large()]` by
    /// default; an empty list is reported and ignored).
    open var detents: [Detent] = [.large()] {
        didSet {
            guard detents.isEmpty else { return invalidateDetents() }
            LayoutDiagnostics.report(
                .invalidConfiguration, "A sheet needs at least one detent; it keeps the ones it had.", viewControllers: [presentedViewController])
            detents = oldValue
        }
    }

    /// The detent the sheet rests at; nil (the default): the smallest active one.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { invalidateDetents() }
    }

    /// The largest detent at which the presenter is neither dimmed nor out
    /// of reach; nil (the default): it is dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { invalidateDetents() }
    }

    /// Whether a grabber shows at the top of an edge-attached sheet.
    open var prefersGrabberVisible = false {
        didSet { invalidateDetents() }
    }

    /// The sheet's corner radius; nil (the default): the system's, 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet {
            if let radius = preferredCornerRadius, !(radius.isFinite && radius >= 0) {
                LayoutDiagnostics.report(
                    radius.isFinite ? .invalidConfiguration : .nonFiniteValue,
                    "A sheet's preferredCornerRadius cannot be \(radius); it keeps \(oldValue.map { "\($0)" } ?? "the system's").",
                    viewControllers: [presentedViewController])
                preferredCornerRadius = oldValue
                return
            }
            invalidateDetents()
        }
    }

    /// Whether, in a compact height, the sheet stays attached to the bottom
    /// edge (false by default: it covers the screen).
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { invalidateDetents() }
    }

    /// Whether an edge-attached sheet in a compact height is as wide as the
    /// presented controller's preferred content size (false: the safe area's width).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { invalidateDetents() }
    }

    /// Whether scrolling to the edge of the sheet's content grows it to the
    /// next detent (true by default; no scrolling drags a sheet headless).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// A sheet presentation controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Runs `changes` to the sheet's properties and lays it out (at once, headless).
    open func animateChanges(_ changes: () -> Void) {
        changes()
        containerView?.layoutIfNeeded()
    }

    /// Works the detents out again (after what a custom resolver reads changed).
    open func invalidateDetents() {
        reportedProblems = []
        containerView?.setNeedsLayout()
    }

    /// The problems with the detents reported since they were last invalidated (each once).
    private var reportedProblems = Set<String>()

    private func reportOnce(_ key: String, _ kind: LayoutDiagnostic.Kind, _ message: String, identifiers: [String]) {
        guard reportedProblems.insert(key).inserted else { return }
        LayoutDiagnostics.report(kind, message, viewControllers: [presentedViewController], identifiers: identifiers)
    }

    /// The sheet's frame: at its detent when edge-attached, else full screen or a card.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout = sheetLayout else { return .zero }
        return layout.frame(detentValue: restingDetent(in: layout).value)
    }

    // MARK: Detents and dimming

    /// The geometry of the sheet in its container (nil while not presented).
    var sheetLayout: SheetLayout? {
        guard let container = containerView else { return nil }
        let screen = container.window?.screen.bounds.size ?? container.bounds.size
        return SheetLayout(
            bounds: container.bounds, safeArea: container.safeAreaInsets, traits: container.traitCollection,
            style: presentedViewController.modalPresentationStyle, preferredContentSize: presentedViewController.preferredContentSize,
            screenLargestSide: max(screen.width, screen.height), prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSize: widthFollowsPreferredContentSizeWhenEdgeAttached)
    }

    /// The active detents with their values, in the order given: values
    /// above the maximum come down to it; a resolver's NaN, infinite or
    /// negative answer is reported and the detent left inactive.
    func activeDetents(in layout: SheetLayout) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        let context = SheetResolutionContext(
            containerTraitCollection: layout.traits, maximumDetentValue: layout.maximumDetentValue, containerHeight: layout.bounds.height)
        return detents.compactMap { detent in
            guard let value = detent.resolvedValue(in: context) else { return nil }
            guard value.isFinite && value >= 0 else {
                reportOnce(
                    detent.identifier.rawValue, value.isFinite ? .invalidConfiguration : .nonFiniteValue,
                    "The sheet detent \(detent.identifier.rawValue) resolved to \(value), not a height; it is left out.",
                    identifiers: [detent.identifier.rawValue])
                return nil
            }
            return (detent.identifier, min(value, layout.maximumDetentValue))
        }
    }

    /// The detent the sheet rests at: the selected one if active, else the
    /// smallest active one; with none active (reported), the large detent.
    func restingDetent(in layout: SheetLayout) -> (identifier: Detent.Identifier, value: CGFloat) {
        let active = activeDetents(in: layout)
        if let selected = selectedDetentIdentifier, let detent = active.first(where: { $0.identifier == selected }) { return detent }
        if let smallest = active.min(by: { $0.value < $1.value }) { return smallest }
        reportOnce(
            "no active detent", .invalidConfiguration, "None of the sheet's detents is active here; it rests at the large detent.",
            identifiers: detents.map(\.identifier.rawValue))
        return (.large, layout.maximumDetentValue)
    }

    /// Whether the presenter is dimmed (and out of reach): always behind a
    /// card, never behind a full-screen sheet, and behind an edge-attached
    /// one when it rests above the largest undimmed detent.
    func isDimmed(in layout: SheetLayout) -> Bool {
        switch layout.placement {
        case .fullScreen: return false
        case .card: return true
        case .edgeAttached:
            guard let undimmed = largestUndimmedDetentIdentifier,
                let limit = activeDetents(in: layout).first(where: { $0.identifier == undimmed })
            else { return true }
            return restingDetent(in: layout).value > limit.value
        }
    }

    /// Moves the sheet to `identifier`'s detent as the user's drag does:
    /// the delegate hears of it. False if that detent is not active.
    @discardableResult
    func userSelect(_ identifier: Detent.Identifier) -> Bool {
        guard let layout = sheetLayout, activeDetents(in: layout).contains(where: { $0.identifier == identifier }) else { return false }
        let previous = restingDetent(in: layout).identifier
        selectedDetentIdentifier = identifier
        containerView?.layoutIfNeeded()
        if previous != identifier {
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
        return true
    }

    // MARK: The sheet's views

    private let dimmingView = UIView()
    private let grabber = UIView()
    /// The presented view's corners as they were before it became a sheet.
    private var originalCorners: (radius: CGFloat, mask: CACornerMask, clips: Bool)?

    override func willInstall(in container: UIView) {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        container.insertSubview(dimmingView, at: 0)
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        container.addSubview(grabber)
        if let layer = presentedView?.layer { originalCorners = (layer.cornerRadius, layer.maskedCorners, layer.masksToBounds) }
    }

    override func uninstall() {
        if let layer = presentedView?.layer, let corners = originalCorners {
            layer.cornerRadius = corners.radius
            layer.maskedCorners = corners.mask
            layer.masksToBounds = corners.clips
        }
        originalCorners = nil
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        super.uninstall()
    }

    /// The sheet at its detent with rounded corners (the top ones when
    /// edge-attached), the grabber 5 points below its top, the dimming
    /// view behind it when the presenter is dimmed.
    override func layoutContainer() {
        guard let container = containerView, let layout = sheetLayout, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView
        view.frame = frame
        let placement = layout.placement
        view.layer.cornerRadius = placement == .fullScreen ? 0 : preferredCornerRadius ?? 10
        view.layer.maskedCorners =
            placement == .card
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.masksToBounds = placement != .fullScreen
        dimmingView.frame = container.bounds
        dimmingView.isHidden = !isDimmed(in: layout)
        grabber.isHidden = !(prefersGrabberVisible && placement == .edgeAttached)
        grabber.frame = CGRect(x: frame.midX - 18, y: frame.minY + 5, width: 36, height: 5)
        container.bringSubviewToFront(grabber)
    }
}

/// The context a detent's resolver is given: the container's traits and
/// the highest value, and the container's height (for the medium detent).
@preconcurrency @MainActor
final class SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, containerHeight: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        self.containerHeight = containerHeight
    }
}
