import Foundation

extension UIView {
    /// Traits this view sets for itself and its subviews; views whose
    /// traits change hear of it in `traitCollectionDidChange(_:)`.
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            let before = traitSnapshot()
            ownTraitOverrides = newValue
            notifyTraitChanges(comparedTo: before)
        }
    }

    /// Where leading and trailing are for this view: forced by its semantic
    /// content attribute, else a layout direction trait it or its view
    /// controller sets, else its superview's (the window's device's at the
    /// top, left to right if it says nothing).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        inheritedTraits.layoutDirection
    }

    /// The view's traits: its own overrides over its superview's traits (a
    /// view controller's over its view's), up to the window, whose device
    /// gives the rest; then light appearance, Large text, left to right.
    public var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    /// The values of `traitCollection`, without making a collection (a view
    /// moved compares them before and after, and almost always finds them alike).
    package var traitValues: TraitValues { inheritedTraits.values.filled(from: .rootDefaults) }

    /// The traits the view and its view controller set themselves.
    var ownTraitValues: TraitValues {
        guard let controller = owningViewController else { return ownTraitOverrides.values }
        return ownTraitOverrides.values.filled(from: controller.traitOverrides.values).filled(from: controller.traitsFromParent)
    }

    /// Each view of the subtree with its traits now.
    func traitSnapshot() -> [(UIView, UITraitCollection)] {
        var snapshot: [(UIView, UITraitCollection)] = []
        forEachInSubtree { snapshot.append(($0, $0.traitCollection)) }
        return snapshot
    }

    /// Tells the views of the subtree whose traits differ from `snapshot`.
    ///
    /// A trait change made while views are being told of one (a
    /// `traitCollectionDidChange(_:)` or a registered handler that sets an
    /// override or a text size) is applied at once, but its views are told
    /// after the round in progress, not from inside it; rounds repeat while
    /// handlers keep changing traits, at most ``traitRoundBound`` times, then
    /// the change is reported as not settling and the traits stay as the last
    /// handler left them. No handler recurses into another without end.
    func notifyTraitChanges(comparedTo snapshot: [(UIView, UITraitCollection)]) {
        if let round = TraitChangeRound.current {
            round.pending.append(contentsOf: snapshot)
            return
        }
        let round = TraitChangeRound()
        TraitChangeRound.$current.withValue(round) {
            var current = snapshot
            repeatUntilSettled(atMost: UIView.traitRoundBound, in: self, "trait changes made while views heard of trait changes") {
                for (view, previous) in current where view.traitCollection != previous {
                    view.traitsDidChange(from: previous)
                }
                guard !round.pending.isEmpty else { return true }
                current = round.takePending()
                return false
            }
        }
    }

    /// How many rounds of trait notifications one change may cause.
    static let traitRoundBound = 8

    /// After a move: when the subtree's root no longer has `oldTraits`, tells
    /// every view of the subtree whose traits changed.
    func notifyTraitChanges(in root: UIView, from oldTraits: TraitValues) {
        guard traitValues != oldTraits else { return }
        // Each view's traits before: what the views from it up to the root
        // set, over the root's old traits (parents first, without recursion).
        var pending = [(view: root, setAbove: TraitValues())]
        while let (view, setAbove) = pending.popLast() {
            let set = view.ownTraitValues.filled(from: setAbove)
            let previous = UITraitCollection(values: set.filled(from: oldTraits))
            if view.traitCollection != previous { view.traitsDidChange(from: previous) }
            for subview in view.subviews.reversed() { pending.append((subview, set)) }
        }
    }

    /// Tells the view (and the view controller whose view it is, first) and
    /// the handlers registered for the traits that changed.
    func traitsDidChange(from previous: UITraitCollection) {
        // Leading and trailing turn around: the engine is built again.
        if previous.layoutDirection != traitCollection.layoutDirection { layoutStructureDidChange() }
        if let controller = owningViewController { controller.traitsDidChange(from: previous) }
        (self as? any ConfigurationStateCell)?.setNeedsUpdateConfiguration()
        traitCollectionDidChange(previous)
        traitChangeRegistry?.notify(self, previous: previous, now: traitCollection)
    }

    /// Calls `body` on the view and every descendant, parents first (in
    /// depth-first order, without recursion: trees may be very deep).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var pending = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }
}

/// The trait changes made while views were being told of earlier ones, to
/// be told in the next round (held in a task-local value for the duration
/// of the outermost notification: nothing global).
@preconcurrency @MainActor
final class TraitChangeRound {
    @TaskLocal static var current: TraitChangeRound?

    /// Views and their traits before the changes made this round.
    var pending: [(UIView, UITraitCollection)] = []

    /// The changes to tell next, each view once, with its traits before the first of them.
    func takePending() -> [(UIView, UITraitCollection)] {
        var seen = Set<ObjectIdentifier>()
        var next: [(UIView, UITraitCollection)] = []
        for (view, previous) in pending where seen.insert(ObjectIdentifier(view)).inserted { next.append((view, previous)) }
        pending.removeAll()
        return next
    }
}
