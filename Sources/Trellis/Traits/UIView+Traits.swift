extension UIView {
    /// The view's traits: its own overrides over its superview's traits; at
    /// the root, light appearance and the Large content size category.
    public var traitCollection: UITraitCollection {
        var style: UIUserInterfaceStyle?
        var category: UIContentSizeCategory?
        var view: UIView? = self
        while let current = view, style == nil || category == nil {
            style = style ?? current.ownTraitOverrides.style
            category = category ?? current.ownTraitOverrides.category
            view = current.superview
        }
        return UITraitCollection(userInterfaceStyle: style ?? .light, preferredContentSizeCategory: category ?? .large)
    }

    /// Each view of the subtree with its traits now.
    func traitSnapshot() -> [(UIView, UITraitCollection)] {
        var snapshot: [(UIView, UITraitCollection)] = []
        forEachInSubtree { snapshot.append(($0, $0.traitCollection)) }
        return snapshot
    }

    /// Tells the views of the subtree whose traits differ from `snapshot`.
    func notifyTraitChanges(comparedTo snapshot: [(UIView, UITraitCollection)]) {
        for (view, previous) in snapshot where view.traitCollection != previous {
            view.traitCollectionDidChange(previous)
        }
    }

    /// After a move: when the subtree's root no longer has `oldTraits`, tells
    /// every view of the subtree whose traits changed.
    func notifyTraitChanges(in root: UIView, from oldTraits: UITraitCollection) {
        let newTraits = traitCollection
        guard newTraits != oldTraits else { return }
        forEachInSubtree { view in
            // A view's own overrides keep their traits; the rest changed as the root's did.
            let previous = UITraitCollection(
                userInterfaceStyle: view.inheritedOverride(\.style, below: root) ?? oldTraits.userInterfaceStyle,
                preferredContentSizeCategory: view.inheritedOverride(\.category, below: root) ?? oldTraits.preferredContentSizeCategory)
            if view.traitCollection != previous { view.traitCollectionDidChange(previous) }
        }
    }

    /// The nearest override of a trait from this view up to (not including) `root`.
    private func inheritedOverride<Trait>(_ trait: KeyPath<UITraitOverrides, Trait?>, below root: UIView) -> Trait? {
        var view: UIView? = self
        while let current = view, current !== root {
            if let value = current.ownTraitOverrides[keyPath: trait] { return value }
            view = current.superview
        }
        return nil
    }

    /// Calls `body` on the view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }
}
