import Foundation
internal import TrellisSolver

/// Layout margins: each view's margins rectangle, made when a constraint or
/// a guide first refers to it (the margins guide and the margin attributes
/// share it), inset from the view by its effective margins.
extension LayoutEngine {
    /// The slot of the view's margins rectangle (made on first use).
    func marginsSlot(of view: UIView) -> Int? {
        guard let owner = slot(of: view) else { return nil }
        if let existing = records[owner].marginsSlot { return existing }
        let slot = makeRecord(for: nil)
        records[owner].marginsSlot = slot
        records[slot].placement = .inset(insetFrame(records[slot].rect, in: records[owner].rect, by: effectiveMargins(of: view), for: view))
        if view.preservesSuperviewLayoutMargins
            || (view.insetsLayoutMarginsFromSafeArea && view !== root && (rootInsets != .zero || hasAdditionalSafeArea))
        {
            settlingInputs.append(FollowingMarginsInput(view: view))
        }
        return slot
    }

    /// A view's layout margins, measured from its safe area's edges when it
    /// insets them from the safe area, and at least as deep as its
    /// superview's margins where they reach into it when it preserves them.
    func effectiveMargins(of view: UIView) -> UIEdgeInsets {
        var m = view.layoutMargins
        if let minimum = view.minimumLayoutMargins {
            // A view controller's view keeps the system's least margins on its sides.
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            m.top = max(m.top, minimum.top)
            m.bottom = max(m.bottom, minimum.bottom)
            m.left = max(m.left, rtl ? minimum.trailing : minimum.leading)
            m.right = max(m.right, rtl ? minimum.leading : minimum.trailing)
        }
        if view.insetsLayoutMarginsFromSafeArea {
            let s = view === root ? rootInsets : safeAreaInsets(of: view)
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if view.preservesSuperviewLayoutMargins, let parent = view.superview, let parentSlot = self.slot(of: parent), let slot = self.slot(of: view) {
            let p = appliedMargins(of: parent) ?? effectiveMargins(of: parent)
            let viewRect = self.rect(of: records[slot].rect), parentRect = self.rect(of: records[parentSlot].rect)
            let left = viewRect.minX - parentRect.minX, top = viewRect.minY - parentRect.minY
            let right = parentRect.width - left - viewRect.width, bottom = parentRect.height - top - viewRect.height
            m = UIEdgeInsets(
                top: max(m.top, p.top - top), left: max(m.left, p.left - left),
                bottom: max(m.bottom, p.bottom - bottom), right: max(m.right, p.right - right))
        }
        return m
    }

    /// The margins last applied to the view's margins rectangle, if it has one.
    func appliedMargins(of view: UIView) -> UIEdgeInsets? {
        guard let owner = self.slot(of: view), let slot = records[owner].marginsSlot, case .inset(let frame) = records[slot].placement else { return nil }
        return frame.insets
    }

    /// `record` held at `owner` inset by `insets`, as four required constraints.
    func insetFrame(_ record: ItemRect, in owner: ItemRect, by insets: UIEdgeInsets, for item: AnyObject) -> ItemRecord.InsetFrame {
        ItemRecord.InsetFrame(
            minX: make(Constraint(record.x, .equal, owner.x + Double(insets.left)), for: item, "minX"),
            minY: make(Constraint(record.y, .equal, owner.y + Double(insets.top)), for: item, "minY"),
            width: make(Constraint(record.width, .equal, owner.width - Double(insets.left + insets.right)), for: item, "width"),
            height: make(Constraint(record.height, .equal, owner.height - Double(insets.top + insets.bottom)), for: item, "height"),
            insets: insets)
    }

    /// Moves an inset rectangle (a guide, a margins rectangle) to new insets
    /// from its view, in place; whether they were new.
    @discardableResult
    func setInsets(_ insets: UIEdgeInsets, in slot: Int) -> Bool {
        guard case .inset(var frame) = records[slot].placement, frame.insets != insets else { return false }
        setConstant(-Double(insets.left), of: frame.minX)
        setConstant(-Double(insets.top), of: frame.minY)
        setConstant(Double(insets.left + insets.right), of: frame.width)
        setConstant(Double(insets.top + insets.bottom), of: frame.height)
        frame.insets = insets
        records[slot].placement = .inset(frame)
        return true
    }
}
