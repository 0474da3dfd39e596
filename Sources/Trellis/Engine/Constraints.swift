import Foundation
internal import TrellisSolver

/// The user's constraints: each active `NSLayoutConstraint` as one solver
/// constraint, installed, changed in place and uninstalled.
extension LayoutEngine {
    /// Adds an active constraint to the solver (or reports why it cannot hold).
    /// A required constraint that conflicts is lowered to `brokenPriority`.
    func install(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let firstView = layoutView(of: first), let firstSlot = slot(ofItem: first) else { return }
        var expression = self.expression(
            first, firstView, records[firstSlot].rect, constraint.firstAttribute,
            contentArea: isContentArea(of: first, firstView, seenFrom: constraint.secondItem))
        if let second = constraint.secondItem {
            guard let secondView = layoutView(of: second), let secondSlot = slot(ofItem: second) else { return }
            expression =
                expression - Self.clamped(constraint.multiplier)
                * self.expression(
                    second, secondView, records[secondSlot].rect, constraint.secondAttribute, contentArea: isContentArea(of: second, secondView, seenFrom: first))
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
        var solverConstraint = Constraint(expression: expression, relation: relation, priority: priority(constraint.priority))
        origins[ObjectIdentifier(solverConstraint)] = origin
        if !add(solverConstraint, brokenPriority: Self.brokenPriority) {
            origins[ObjectIdentifier(solverConstraint)] = nil
            solverConstraint = Constraint(expression: expression, relation: relation, priority: Self.brokenPriority)
            origins[ObjectIdentifier(solverConstraint)] = origin
            guard add(solverConstraint) else { return }
        }
        installed[ObjectIdentifier(constraint)] = (solverConstraint, offsets)
        constraint.installedLink = link
        if constraint.followsIntrinsicLength { records[firstSlot].lengthFollowers.append(constraint) }
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        remove(entry.constraint)
        constraint.installedLink = nil
        if constraint.followsIntrinsicLength, let first = constraint.firstItem, let slot = slot(ofItem: first) {
            records[slot].lengthFollowers.removeAll { $0 === constraint }
        }
    }

    /// `constant` changed on an active constraint: the solver's constant, in place.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        setConstant(entry.offsets - Self.clamped(constraint.constant), of: entry.constraint)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    func priority(_ priority: UILayoutPriority) -> Priority {
        Priority(Double(priority.rawValue))
    }
}
