import Foundation

/// What a view inherits from its ancestors — the top of its tree, the view
/// whose engine lays it out, its traits — kept from one question to the next.
///
/// Found by walking up, each of these costs the view's depth; asked on every
/// `addSubview(_:)`, they made building a tree 30,000 views deep take
/// minutes. Kept here, each costs a flag check.
///
/// Invariant: when a view's entry is known, so is every ancestor's (an entry
/// is worked out from the superview's). So when a view moves, or an input
/// changes, forgetting the entries of its subtree can stop at any view whose
/// entry is already unknown: building a tree from the bottom up forgets
/// nothing more than the top of the subtree it moves.
struct AncestryCache {
    /// Whether `top`, `layoutRoot` and `isInListCell` are up to date.
    var isKnown = false
    /// The top of the view's tree.
    weak var top: UIView?
    /// The closest view (the view itself included) whose engine lays it out.
    weak var layoutRoot: UIView?
    /// Whether the view is a table or collection cell or inside one (a
    /// flag, not the cell: every weak reference here makes copying the
    /// entry cost more).
    var isInListCell = false
    /// The traits and layout direction from this view up, when known.
    var traits: InheritedTraits?
}

/// What a view's traits and layout direction are before the defaults.
struct InheritedTraits {
    /// The traits set from the view up to the top of its tree (and by its window's device).
    var values: TraitValues
    /// The view's effective layout direction.
    var layoutDirection: UIUserInterfaceLayoutDirection
}

extension UIView {
    /// The top of the view's tree (itself when it has no superview).
    var treeTop: UIView {
        if !ancestry.isKnown { learnAncestry() }
        return ancestry.top ?? self
    }

    /// The view whose engine lays this view out: the top of its tree, or the
    /// closest view (itself included) with an engine of its own, such as a cell.
    var layoutRoot: UIView {
        if !ancestry.isKnown { learnAncestry() }
        return ancestry.layoutRoot ?? self
    }

    /// The traits set by the view, its view controller and its ancestors up
    /// to the top of the tree, and by the window's device there; and the
    /// layout direction they and the semantic content attributes give.
    var inheritedTraits: InheritedTraits {
        if let traits = ancestry.traits { return traits }
        var unknown = [self]
        while let parent = unknown.last!.superview, parent.ancestry.traits == nil { unknown.append(parent) }
        var traits = InheritedTraits(values: TraitValues(), layoutDirection: .leftToRight)
        for view in unknown.reversed() {
            let own = view.ownTraitValues
            let above = view.superview?.ancestry.traits
            var values = own
            if let above {
                values = values.filled(from: above.values)
            } else if let window = view as? UIWindow {
                values = values.filled(from: window.deviceTraits)
            }
            let direction: UIUserInterfaceLayoutDirection
            switch view.semanticContentAttribute {
            case .forceLeftToRight, .playback, .spatial: direction = .leftToRight
            case .forceRightToLeft: direction = .rightToLeft
            case .unspecified:
                if let set = own.layoutDirection, set != .unspecified {
                    direction = set == .rightToLeft ? .rightToLeft : .leftToRight
                } else if let above {
                    direction = above.layoutDirection
                } else {
                    direction = values.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
                }
            }
            traits = InheritedTraits(values: values, layoutDirection: direction)
            view.ancestry.traits = traits
        }
        return traits
    }

    /// The closest table or collection cell (the view itself included): the
    /// one to tell when the view changes size. Views outside cells know
    /// they are without walking up.
    var enclosingListCell: UIView? {
        if !ancestry.isKnown { learnAncestry() }
        guard ancestry.isInListCell else { return nil }
        var view: UIView? = self
        while let current = view, !current.isListCell { view = current.superview }
        return view
    }

    /// Works out the tree's top, the layout root and whether it is in a list
    /// cell, for this view and its ancestors whose are unknown, top down.
    private func learnAncestry() {
        var unknown = [self]
        while let parent = unknown.last!.superview, !parent.ancestry.isKnown { unknown.append(parent) }
        for view in unknown.reversed() {
            if let parent = view.superview {
                view.ancestry.top = parent.ancestry.top
                view.ancestry.layoutRoot = view.hasOwnLayoutEngine ? view : parent.ancestry.layoutRoot
                view.ancestry.isInListCell = view.isListCell || parent.ancestry.isInListCell
            } else {
                view.ancestry.top = view
                view.ancestry.layoutRoot = view
                view.ancestry.isInListCell = view.isListCell
            }
            view.ancestry.isKnown = true
        }
    }

    /// The view's place in a tree changed (it moved, or its superview went
    /// away): forgets everything its subtree inherited.
    func ancestryDidChange() {
        forgetInherited(traitsOnly: false)
    }

    /// An input of the traits changed here (an override, a view
    /// controller's overrides, the window's device): forgets the traits of
    /// the subtree.
    func inheritedTraitsDidChange() {
        forgetInherited(traitsOnly: true)
    }

    private func forgetInherited(traitsOnly: Bool) {
        var pending = [self]
        while let view = pending.popLast() {
            let knew = view.ancestry.traits != nil || (!traitsOnly && view.ancestry.isKnown)
            guard knew else { continue }  // nor does anything below it know
            view.ancestry.traits = nil
            if !traitsOnly { view.ancestry.isKnown = false }
            pending.append(contentsOf: view.subviews)
        }
    }

    /// Whether adding `view` here would make a cycle: this view is `view` or
    /// inside it. Walks up from here and through `view`'s subtree in turn,
    /// so it costs the smaller of the two (a new leaf under a deep tree, or
    /// a deep tree under a new top, costs a step).
    func wouldContainItself(adding view: UIView) -> Bool {
        if view === self { return true }
        if view.subviews.isEmpty { return false }
        var up = superview
        var down = view.subviews
        while true {
            guard let ancestor = up else { return false }
            if ancestor === view { return true }
            up = ancestor.superview
            guard let descendant = down.popLast() else { return false }
            if descendant === self { return true }
            down.append(contentsOf: descendant.subviews)
        }
    }
}
