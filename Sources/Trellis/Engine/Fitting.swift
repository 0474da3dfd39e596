import Foundation
internal import TrellisSolver

/// `systemLayoutSizeFitting`: the root's width and height pulled towards a
/// target at the fitting priorities instead of being held at its frame.
///
/// The engine stays in fitting mode until the next layout pass, so measuring
/// a reconfigured cell again only moves the pulls' constants: no constraint
/// is removed or added. A layout pass at exactly the size just fitted, with
/// nothing changed since, takes the fit as its solution.
extension LayoutEngine {
    /// The root's size when its width and height are pulled towards `target`
    /// at the given priorities: what `systemLayoutSizeFitting` answers.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let slot = slot(of: root), case .root(var frame) = records[slot].placement else { return root.frame.size }
        if frame.isFitting, let current = fittingPriorities, current.horizontal == horizontal, current.vertical == vertical {
            setConstant(-Self.clamped(target.width), of: frame.width)
            setConstant(-Self.clamped(target.height), of: frame.height)
        } else {
            remove(frame.width)
            remove(frame.height)
            (frame.width, frame.height) = fittingPulls(records[slot].rect, target, horizontal, vertical)
            frame.isFitting = true
            records[slot].placement = .root(frame)
            fittingPriorities = (horizontal, vertical)
        }
        retryBrokenConstraints()
        solver.updateVariables { _, _ in }
        settle()
        let record = records[slot].rect
        let size = CGSize(width: solver.value(of: record.width), height: solver.value(of: record.height))
        hasUnsolvedChanges = false
        fittedSize = size
        return size
    }

    /// The pulls of the root's width and height towards `target`.
    func fittingPulls(_ record: ItemRect, _ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> (Constraint, Constraint) {
        (
            make(Constraint(record.width, .equal, Self.clamped(target.width), priority: priority(horizontal)), for: root, "fitting width"),
            make(Constraint(record.height, .equal, Self.clamped(target.height), priority: priority(vertical)), for: root, "fitting height")
        )
    }

    /// The root's width and height held at its frame, just below required.
    func frameSizeConstraints(_ record: ItemRect) -> (Constraint, Constraint) {
        let size = root.frame.size
        return (
            make(Constraint(record.width, .equal, Self.clamped(size.width), priority: Self.rootSizePriority), for: root, "root.width"),
            make(Constraint(record.height, .equal, Self.clamped(size.height), priority: Self.rootSizePriority), for: root, "root.height")
        )
    }

    /// Puts the root's frame constraints back in place of the fitting pulls,
    /// at the frame the root has now (it may have changed meanwhile).
    func leaveFittingMode() {
        guard fittingPriorities != nil, let slot = slot(of: root), case .root(var frame) = records[slot].placement, frame.isFitting else { return }
        fittingPriorities = nil
        remove(frame.width)
        remove(frame.height)
        (frame.width, frame.height) = frameSizeConstraints(records[slot].rect)
        frame.isFitting = false
        records[slot].placement = .root(frame)
    }
}
