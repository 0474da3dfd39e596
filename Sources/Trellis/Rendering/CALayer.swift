import Foundation

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The smoother, continuous curve of iOS icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corner bits, as Core Animation numbers them.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// What a view's drawing needs to know beyond its frame: corners, borders,
/// clipping and shadows. Every view has one (`view.layer`).
@preconcurrency @MainActor
open class CALayer {
    /// The view the layer belongs to.
    weak var owningView: UIView?

    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0 { didSet { if !accepts(cornerRadius, "cornerRadius") { cornerRadius = oldValue } } }
    /// The shape of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Which corners are rounded (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Whether sublayers (subviews) are cut off at the bounds, rounded corners included.
    open var masksToBounds = false
    /// The border's width, drawn inside the bounds.
    open var borderWidth: CGFloat = 0 { didSet { if !accepts(borderWidth, "borderWidth") { borderWidth = oldValue } } }
    /// The border's colour (opaque black by default, as in Core Animation).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity (0: no shadow).
    open var shadowOpacity: Float = 0 { didSet { if !accepts(CGFloat(shadowOpacity), "shadowOpacity") { shadowOpacity = oldValue } } }
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3 { didSet { if !accepts(shadowRadius, "shadowRadius") { shadowRadius = oldValue } } }
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if !accepts(shadowOffset.width, "shadowOffset", shadowOffset.height) { shadowOffset = oldValue } }
    }
    /// The shape of the shadow, in the layer's coordinates (nil: the
    /// layer's rounded bounds). Also lets a view without a background cast one.
    open var shadowPath: CGPath?

    /// Whether a new value is finite (a non-finite one is reported, naming the view, and the old value kept).
    private func accepts(_ value: CGFloat, _ property: String, _ other: CGFloat = 0) -> Bool {
        if value.isFinite && other.isFinite { return true }
        LayoutDiagnostics.report(
            .nonFiniteValue, "\(owningView?.shortDescription ?? "A layer").layer.\(property) cannot be \(value.isFinite ? other : value); it keeps its value.",
            views: owningView.map { [$0] } ?? [])
        return false
    }

    /// The layer's affine transform, applied about its centre (a view's `transform`).
    private var transform2D = CGAffineTransform.identity

    /// The transform applied to the layer when drawn, about its centre.
    public func affineTransform() -> CGAffineTransform { transform2D }

    /// Sets the transform applied when drawn (a non-finite one is reported and ignored).
    public func setAffineTransform(_ m: CGAffineTransform) {
        guard m.isFinite else {
            LayoutDiagnostics.report(
                .nonFiniteValue, "\(owningView?.shortDescription ?? "A layer") cannot take the transform \(m); it keeps its transform.",
                views: owningView.map { [$0] } ?? [])
            return
        }
        transform2D = m
    }

    /// Creates a layer.
    public init() {}
}
