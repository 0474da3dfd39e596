import Foundation

/// Moving views in and out of a tree: what `insertSubview(_:at:)` and
/// `removeFromSuperview()` do (their overridable entry points are in the
/// class), in the order UIKit tells a view about it, and finding views in a tree.
extension UIView {
    /// Puts `view` at `index` among the subviews (clamped), moving it from
    /// wherever it was; a view added to itself or inside itself is reported and refused.
    func attachSubview(_ view: UIView, at index: Int) {
        guard !wouldContainItself(adding: view) else {
            LayoutDiagnostics.report(
                .hierarchyCycle, "\(view.shortDescription) cannot be added to \(shortDescription), which is itself or inside it.",
                views: [view, self])
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        let oldWindow = view.window, newWindow = window
        let oldTraits = view.traitValues
        view.willMove(toSuperview: self)
        view.notifyWindowChange(from: oldWindow, to: newWindow, after: false)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.ancestryDidChange()
        // A cell keeps its engine, and the tree around it does not change: it
        // is placed by its frame (as are the subviews of a view that places them itself).
        if !view.hasOwnLayoutEngine && !placesSubviewsItself {
            view.layoutEngine = nil
            layoutStructureDidChange()
            layoutRoot.hasPendingConstraintUpdates = true  // the new subtree may have some
        }
        didAddSubview(view)
        view.didMoveToSuperview()
        view.notifyWindowChange(from: oldWindow, to: newWindow, after: true)
        view.notifyTraitChanges(in: view, from: oldTraits)
    }

    /// Takes the view out of its superview, with every constraint that
    /// relates it or its subviews to views outside them.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let oldTraits = traitValues
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        notifyWindowChange(from: oldWindow, to: nil, after: false)
        parent.deactivateConstraintsHereAndAbove { $0.refers(into: self) }
        if !hasOwnLayoutEngine && !parent.placesSubviewsItself { parent.layoutStructureDidChange() }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        ancestryDidChange()
        didMoveToSuperview()
        notifyWindowChange(from: oldWindow, to: nil, after: true)
        notifyTraitChanges(in: self, from: oldTraits)
    }

    /// Deactivates the constraints held by this view or an ancestor that
    /// `refersToLeaver` picks (those that refer to a view or guide leaving).
    func deactivateConstraintsHereAndAbove(where refersToLeaver: (NSLayoutConstraint) -> Bool) {
        var holder: UIView? = self
        while let current = holder {
            for constraint in current.constraints where refersToLeaver(constraint) {
                constraint.isActive = false
            }
            holder = current.superview
        }
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view itself or the first descendant, depth first, with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
