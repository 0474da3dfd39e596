import Foundation

/// A rectangle that takes part in layout without being a view: spacing,
/// margins, the safe area. UIKit's `UILayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// Which rectangle a guide stands for.
    enum Kind {
        /// Placed by the constraints that refer to it.
        case custom
        /// The owning view inset by its layout margins.
        case margins
        /// The owning view inset by its safe-area insets.
        case safeArea
        /// A centred column inside the margins, no wider than the readable width.
        case readable
    }

    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for diagnostics.
    open var identifier = ""

    /// Creates a custom guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .custom
    }

    init(kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as last laid out.
    public var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.layoutRoot.layoutEngine else { return .zero }
        return engine.layoutFrame(of: self)
    }

    public var description: String {
        "<UILayoutGuide '\(identifier)' of \(owningView?.shortDescription ?? "no view")>"
    }
}

extension UILayoutGuide: LayoutAnchorProviding {}

/// What can be constrained: a view, or a layout guide (which stands in for its owning view).
@MainActor
func layoutView(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
}

/// How an item appears in constraint descriptions.
@MainActor
func layoutItemName(_ item: AnyObject?) -> String {
    if let view = item as? UIView { return view.shortDescription }
    if let guide = item as? UILayoutGuide {
        return "\(guide.owningView?.shortDescription ?? "nil").\(guide.identifier.isEmpty ? "layoutGuide" : guide.identifier)"
    }
    return "nil"
}
