import Foundation
internal import TrellisSolver

/// The user's constraints: each active `NSLayoutConstraint` as one solver
/// constraint, installed, changed in place and uninstalled.
extension LayoutEngine {
    /// Adds an active constraint to the solver (or reports why it cannot hold).
    /// A required constraint that conflicts with those already in is broken,
    /// as UIKit breaks it: it stays active, out of the layout, and is tried
    /// again (`quietly`) whenever another constraint leaves or moves.
    func install(_ constraint: NSLayoutConstraint, quietly: Bool = false) {
        guard let first = constraint.firstItem, let firstView = layoutView(of: first), let firstSlot = slot(ofItem: first) else { return }
        var expression = self.expression(
            first, firstView, records[firstSlot].rect, constraint.firstAttribute,
            contentArea: isContentArea(of: first, firstView, seenFrom: constraint.secondItem))
        if let second = constraint.secondItem {
            guard let secondView = layoutView(of: second), let secondSlot = slot(ofItem: second) else { return }
            expression.add(
                self.expression(
                    second, secondView, records[secondSlot].rect, constraint.secondAttribute, contentArea: isContentArea(of: second, secondView, seenFrom: first)),
                times: -Self.clamped(constraint.multiplier))
        }
        if constraint.followsIntrinsicLength, let view = first as? UIView { constraint.follow(intrinsicSize: view.intrinsicContentSize) }
        let offsets = expression.constant
        expression.constant -= Self.clamped(constraint.constant)
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let origin = Origin.layout(Unmanaged.passUnretained(constraint))
        let solverConstraint = Constraint(expression: expression, relation: relation, priority: priority(constraint.priority))
        origins[solverConstraint] = origin
        switch add(solverConstraint, quietly: quietly) {
        case .added:
            installed[IdentityKey(constraint)] = (solverConstraint, offsets)
        case .broken:
            origins[solverConstraint] = nil
            brokenConstraints.append(constraint)
            constraint.installedLink = link
            return
        case .refused:
            origins[solverConstraint] = nil
            return
        }
        constraint.installedLink = link
        if constraint.followsIntrinsicLength { records[firstSlot].lengthFollowers.append(constraint) }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        if let index = brokenConstraints.firstIndex(where: { $0 === constraint }) {
            brokenConstraints.remove(at: index)
            constraint.installedLink = nil
            return
        }
        guard let entry = installed.removeValue(forKey: IdentityKey(constraint)) else { return }
        remove(entry.constraint)
        constraint.installedLink = nil
        if constraint.followsIntrinsicLength, let first = constraint.firstItem, let slot = slot(ofItem: first) {
            records[slot].lengthFollowers.removeAll { $0 === constraint }
        }
    }

    /// `constant` changed on an active constraint: the solver's constant, in place.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let entry = installed[IdentityKey(constraint)] else {
            // A broken constraint takes its new constant when it is tried again.
            if brokenConstraints.contains(where: { $0 === constraint }) { retriesBrokenConstraints = true }
            return
        }
        setConstant(entry.offsets - Self.clamped(constraint.constant), of: entry.constraint, breaking: constraint)
    }

    /// Installs the broken constraints again, in the order they broke: each
    /// that no longer conflicts holds again (its conflict was reported when it broke).
    func retryBrokenConstraints() {
        guard retriesBrokenConstraints else { return }
        retriesBrokenConstraints = false
        let waiting = brokenConstraints
        brokenConstraints = []
        for constraint in waiting { install(constraint, quietly: true) }
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    func priority(_ priority: UILayoutPriority) -> Priority {
        Priority(Double(priority.rawValue))
    }
}
