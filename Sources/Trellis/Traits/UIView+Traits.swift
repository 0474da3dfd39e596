import Foundation

extension UIView {
    /// The view's traits: its own overrides over its superview's traits (a
    /// view controller's over its view's), up to the window, whose device
    /// gives the rest; then light appearance, Large text, left to right.
    public var traitCollection: UITraitCollection {
        UITraitCollection(values: traitValues(within: nil).filled(from: .rootDefaults))
    }

    /// The traits set by the views from this one up to `root` (included;
    /// the top of the tree, and its window's device, when nil).
    func traitValues(within root: UIView?) -> TraitValues {
        var values = TraitValues()
        var view: UIView? = self
        while let current = view, !values.isComplete {
            values = values.filled(from: current.ownTraitOverrides.values)
            if let controller = current.owningViewController { values = values.filled(from: controller.traitOverrides.values) }
            if current === root { break }
            if current.superview == nil, let window = current as? UIWindow { values = values.filled(from: window.deviceTraits) }
            view = current.superview
        }
        return values
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
            view.traitsDidChange(from: previous)
        }
    }

    /// After a move: when the subtree's root no longer has `oldTraits`, tells
    /// every view of the subtree whose traits changed.
    func notifyTraitChanges(in root: UIView, from oldTraits: UITraitCollection) {
        guard traitCollection != oldTraits else { return }
        forEachInSubtree { view in
            // A view's own overrides keep their traits; the rest changed as the root's did.
            let previous = UITraitCollection(values: view.traitValues(within: root).filled(from: oldTraits.values))
            if view.traitCollection != previous { view.traitsDidChange(from: previous) }
        }
    }

    /// Tells the view (and the view controller whose view it is, first) and
    /// the handlers registered for the traits that changed.
    func traitsDidChange(from previous: UITraitCollection) {
        if let controller = owningViewController { controller.traitsDidChange(from: previous) }
        traitCollectionDidChange(previous)
        traitChangeRegistry?.notify(self, previous: previous, now: traitCollection)
    }

    /// Calls `body` on the view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }
}
