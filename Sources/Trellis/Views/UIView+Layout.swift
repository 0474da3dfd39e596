import Foundation

extension NSLayoutConstraint {
    /// Which way a size is measured: hugging and compression resistance are per axis.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}

extension UIView {
    // MARK: Anchors (the edges, centres and sizes come from `LayoutAnchorProviding`)

    /// The baseline of the first line of text; a plain view's is its bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text; a plain view's is its bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Installing constraints

    /// UIKit's older way to activate a constraint (it is installed where it belongs).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// UIKit's older way to activate constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// UIKit's older way to deactivate a constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// UIKit's older way to deactivate constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The closest view that contains both this view and `other`, if any.
    /// Walks up from both in turn, so it costs the longer of the two walks
    /// to that view, not the depth of the tree (a constraint between
    /// siblings deep in a tree costs a step or two).
    func closestCommonAncestor(with other: UIView) -> UIView? {
        if other === self || other.superview === self { return self }
        if let parent = superview, parent === other || parent === other.superview { return parent }
        var seenFromSelf = Set<ObjectIdentifier>(), seenFromOther = Set<ObjectIdentifier>()
        var a: UIView? = self, b: UIView? = other
        while a != nil || b != nil {
            if let view = a {
                if seenFromOther.contains(ObjectIdentifier(view)) { return view }
                seenFromSelf.insert(ObjectIdentifier(view))
                a = view.superview
            }
            if let view = b {
                if seenFromSelf.contains(ObjectIdentifier(view)) { return view }
                seenFromOther.insert(ObjectIdentifier(view))
                b = view.superview
            }
        }
        return nil
    }

    /// The engine that lays this view out, if it has been built: reached
    /// directly when it registered the view, else through the root.
    var engineHavingView: LayoutEngine? {
        engineLink?.engine ?? layoutRoot.layoutEngine
    }

    func install(_ constraint: NSLayoutConstraint) {
        constraints.append(constraint)
        constraint.holder = self
        layoutRoot.layoutEngine?.install(constraint)
        layoutRoot.setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraint.installedEngine?.uninstall(constraint)
        layoutRoot.setNeedsLayout()
    }

    /// The hierarchy, a view's way of taking part in layout, or its margins
    /// changed: the root's engine is rebuilt at the next layout pass.
    func layoutStructureDidChange() {
        let root = layoutRoot
        if let engine = root.layoutEngine { root.retiredLayoutEngine = engine }
        root.layoutEngine = nil
        root.setNeedsLayout()
    }

    /// The frame changed. A root that only moved keeps its layout (as in
    /// UIKit, moving a view does not lay it out again): a cell placed further
    /// down by its table costs nothing.
    func frameDidChange(resized: Bool) {
        let root = layoutRoot
        if root === self {
            guard resized else { return }
            root.layoutEngine?.frameChanged(self)
        } else if translatesAutoresizingMaskIntoConstraints {
            root.layoutEngine?.frameChanged(self)
        }
        setNeedsLayout()
    }

    // MARK: Intrinsic content size

    /// UIKit's marker for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// What `invalidateIntrinsicContentSize()` does: the engine updates the
    /// view's intrinsic-size constraints in place.
    func intrinsicContentSizeDidChange() {
        engineHavingView?.intrinsicSizeChanged(self)
        if arrangementFollowsIntrinsicSize { arrangingStack?.arrangedSubviewIntrinsicSizeChanged(self) }
        needsLayout = true
        tellListCellOfSizeChange(constraint: false)
    }

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        layoutRoot.layoutEngine?.intrinsicPrioritiesChanged(self)
        layoutRoot.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
        layoutRoot.layoutEngine?.intrinsicPrioritiesChanged(self)
        layoutRoot.setNeedsLayout()
    }

    // MARK: Debugging

    /// Whether the view's frame is not fully decided by its constraints (UIKit
    /// reports the same for missing constraints; ties between optional
    /// constraints of equal priority are not detected).
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return layoutRoot.layoutEngine?.isAmbiguous(self) ?? false
    }

    /// The views of this subtree (itself included) whose frames the
    /// constraints do not decide: where to add the missing constraints.
    public var viewsWithAmbiguousLayout: [UIView] {
        layoutIfNeeded()
        guard let engine = layoutRoot.layoutEngine else { return [] }
        var found: [UIView] = []
        func visit(_ view: UIView) {
            if engine.isAmbiguous(view) { found.append(view) }
            view.subviews.forEach(visit)
        }
        visit(self)
        return found
    }

    /// The active constraints that name this view (or one of its guides) on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        func onAxis(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            switch attribute {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins:
                axis == .horizontal
            case .notAnAttribute: false
            default: axis == .vertical
            }
        }
        var found: [NSLayoutConstraint] = []
        func scan(_ view: UIView) {
            for c in view.constraints
            where (layoutView(of: c.firstItem) === self && onAxis(c.firstAttribute))
                || (layoutView(of: c.secondItem) === self && onAxis(c.secondAttribute))
            {
                found.append(c)
            }
        }
        // A constraint naming this view is held by the closest common ancestor
        // of its items: this view, an ancestor, or (for a guide's) a descendant.
        var holder = superview
        while let view = holder {
            scan(view)
            holder = view.superview
        }
        func scanSubtree(_ view: UIView) {
            scan(view)
            view.subviews.forEach(scanSubtree)
        }
        scanSubtree(self)
        return found
    }

    // MARK: Fitting size

    /// The smallest size: ask for the most compressed layout.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size: ask for the most expanded layout.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// does: only the view and its subviews take part. A detached view, or a
    /// cell, keeps its engine between calls, so measuring a reconfigured cell
    /// again is incremental.
    func constraintsFittingSize(
        _ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority, vertical verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let target = (targetSize, horizontalFittingPriority, verticalFittingPriority)
        let engine: LayoutEngine
        if layoutRoot === self {
            engine = layoutEngine ?? LayoutEngine(root: self, fitting: target)
            layoutEngine = engine
        } else {
            engine = LayoutEngine(root: self, fitting: target, registers: false)
        }
        return engine.fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: The layout pass

    /// What `setNeedsUpdateConstraints()` does.
    func markNeedsConstraintUpdate() {
        needsConstraintUpdate = true
        let root = layoutRoot
        root.hasPendingConstraintUpdates = true
        root.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool {
        needsConstraintUpdate
    }

    /// What `updateConstraintsIfNeeded()` does: `updateConstraints()` on the
    /// views of this subtree that asked for it, subviews before their superview.
    func runPendingConstraintUpdates() {
        // The view is its tree's layout root (without asking what it inherits).
        if superview == nil || hasOwnLayoutEngine {
            guard hasPendingConstraintUpdates else { return }
            hasPendingConstraintUpdates = false
        }
        // Depth first, each view after its subviews, without recursion
        // (trees may be very deep).
        var pending = [(view: self, subviewsDone: false)]
        while let (view, subviewsDone) = pending.popLast() {
            if subviewsDone {
                if view.needsConstraintUpdate {
                    view.needsConstraintUpdate = false
                    view.updateConstraints()
                    view.owningViewController?.updateViewConstraints()
                }
                continue
            }
            pending.append((view, true))
            for subview in view.subviews.reversed() { pending.append((subview, false)) }
        }
    }

    /// What `layoutIfNeeded()` does: runs the pending `updateConstraints()`, solves the tree's
    /// constraints (only what changed since the last pass) and runs
    /// `layoutSubviews()` top-down.
    ///
    /// Constraints changed by `layoutSubviews()` or `viewDidLayoutSubviews()`
    /// (a view controller setting up its constraints on its first layout)
    /// are laid out in a further pass, as UIKit does before the screen
    /// updates; a layout still changing after `layoutPassBound` passes is
    /// left as it is and reported.
    ///
    /// Called again while the tree's pass runs (from `layoutSubviews()`, a
    /// view controller's layout callbacks, a descendant's layout, or an
    /// `updateConstraints()`), it starts no pass of its own: what changed is
    /// solved and this view's subviews are placed at their solved frames at
    /// once, so the caller reads current frames; the pass in progress then
    /// runs another round (within the same bound). No call recurses without end.
    func layOutTreeNow() {
        let root = layoutRoot
        if root.layoutPass.running { return layoutDuringPass(of: root) }
        root.layoutPass = (true, false)
        defer { root.layoutPass = (false, false) }
        repeatUntilSettled(atMost: UIView.layoutPassBound, in: root, "layout passes asking for more") {
            root.layoutPass.anotherRound = false
            root.updateConstraintsIfNeeded()
            let engine: LayoutEngine
            if let existing = root.layoutEngine {
                engine = existing
            } else {
                engine = LayoutEngine(root: root)
                root.layoutEngine = engine
            }
            engine.solve()
            root.needsLayout = false
            root.layoutSubtree()
            return !root.needsLayout && !root.layoutPass.anotherRound
        }
    }

    /// How many passes one `layoutIfNeeded()` may take while passes keep asking for more.
    static let layoutPassBound = 4

    /// A layout request made while `root`'s pass runs (see `layoutIfNeeded()`).
    private func layoutDuringPass(of root: UIView) {
        root.updateConstraintsIfNeeded()
        guard let engine = root.layoutEngine, engine.hasUnsolvedChanges else { return }
        engine.solve()
        placeSubviewsAtSolvedFrames()
        root.layoutPass.anotherRound = true
    }

    /// Places the subviews that use constraints, and those whose autoresizing
    /// mask has flexible parts, at the frames the engine solved (what
    /// `layoutSubviews()` does by default); a subview whose frame did not change is not touched.
    /// A view that places its subviews itself has none the engine solved.
    func placeSubviewsAtSolvedFrames() {
        guard !placesSubviewsItself, let engine = layoutRoot.layoutEngine else { return }
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints || !subview.autoresizingMask.isEmpty {
            let solved = engine.frame(of: subview)
            if !solved.isClose(to: subview.frame) { subview.frame = solved }
        }
    }

    /// Runs `layoutSubviews()` on the subtree, each view before its
    /// subviews, depth first without recursion (trees may be very deep).
    func layoutSubtree() {
        var pending = [self]
        while let view = pending.popLast() {
            // A view with an engine of its own (a cell) solves it, placed where
            // its container put it, when something in it changed.
            if view.hasOwnLayoutEngine && view !== self {
                if view.layoutEngine?.hasUnsolvedChanges != false || view.subtreeNeedsLayout { view.layoutIfNeeded() }
                continue
            }
            let controller = view.owningViewController
            if let controller {
                controller.tellIsAppearingIfDue()
                controller.contentUnavailable.prepareForLayout(of: controller)
                controller.viewWillLayoutSubviews()
            }
            view.layoutSubviews()
            controller?.viewDidLayoutSubviews()
            view.needsLayout = false
            if view.placesSubviewsItself {
                // Its subviews are where it put them: of its leaves, only
                // those that asked for layout are laid out (as UIKit lays
                // out only what needs it), so a hosting view's tens of drawn
                // views cost nothing when they did not change.
                for subview in view.subviews.reversed() where subview.needsLayout || !subview.subviews.isEmpty { pending.append(subview) }
            } else {
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// Whether any constraint is installed in the subtree or any view of it
    /// is laid out by constraints: when none is, a cell is sized by its
    /// `sizeThatFits(_:)`, as UIKit sizes cells that do not use Auto Layout.
    var subtreeUsesConstraints: Bool {
        var pending = [self]
        while let view = pending.popLast() {
            if !view.constraints.isEmpty || !view.translatesAutoresizingMaskIntoConstraints { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }

    /// Whether the view or one of its descendants asked to be laid out.
    var subtreeNeedsLayout: Bool {
        var pending = [self]
        while let view = pending.popLast() {
            if view.needsLayout { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }
}

extension NSLayoutConstraint {
    /// Whether one of its items is `view` or inside it.
    func refers(into view: UIView) -> Bool {
        layoutView(of: firstItem)?.isDescendant(of: view) == true || layoutView(of: secondItem)?.isDescendant(of: view) == true
    }
}
