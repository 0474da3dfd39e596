import Foundation

/// A view's layout guides: those added to it, and the built-in margins,
/// safe-area and readable-content guides, made when first asked for.
extension UIView {
    /// Adds a guide to the view (it then belongs to it).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        layoutStructureDidChange()
    }

    /// Removes a guide, and the constraints that refer to it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        deactivateConstraintsHereAndAbove { $0.firstItem === guide || $0.secondItem === guide }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutStructureDidChange()
    }

    /// The view inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        builtInGuide(.margins, "UIViewLayoutMarginsGuide")
    }

    /// The view inset by its safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        builtInGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
    }

    /// A column for reading text: inside the margins, centred, at most
    /// `UIView.readableContentWidth` wide.
    public var readableContentGuide: UILayoutGuide {
        builtInGuide(.readable, "UIViewReadableContentGuide")
    }

    /// The widest a line of body text should run (UIKit's readable width at
    /// the default text size).
    public static let readableContentWidth: CGFloat = 672

    private func builtInGuide(_ kind: UILayoutGuide.Kind, _ identifier: String) -> UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = UILayoutGuide(kind: kind, owner: self, identifier: identifier)
        layoutGuides.append(guide)
        layoutStructureDidChange()
        return guide
    }
}
