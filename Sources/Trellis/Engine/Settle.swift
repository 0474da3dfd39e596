import Foundation
internal import TrellisSolver

/// An input to the engine that depends on the solution: a wrapped text's
/// height on the width it gets, a view's safe area on where it lands, margins
/// on the safe area or the superview's margins. After each solve the engine
/// asks every input to read the solution and update what it feeds; while
/// any changed something, it solves and asks again (``LayoutEngine/settle()``).
///
/// A new kind of solution-dependent input is a new conforming type, added to
/// `LayoutEngine.settlingInputs` where its record is made.
@preconcurrency @MainActor
protocol SolutionDependentInput {
    /// Reads the solution and updates the constraints this input feeds;
    /// whether it changed any.
    func update(in engine: LayoutEngine) -> Bool
}

/// The one bounded loop for work that repeats until it settles (the engine's
/// settle loop, a layout pass that keeps asking for another, a list whose
/// rows keep resizing what is in view): at most `bound` rounds, each
/// returning whether the work has settled. Past the bound the work stops at
/// its last state, and a `.notConverged` diagnostic names `view` and `what`
/// did not settle. Returns whether it settled.
@MainActor
@discardableResult
func repeatUntilSettled(atMost bound: Int, in view: UIView, _ what: @autoclosure () -> String, _ round: () -> Bool) -> Bool {
    for _ in 0..<bound where round() { return true }
    LayoutDiagnostics.report(
        .notConverged, "\(view.shortDescription): \(what()) did not settle in \(bound) rounds; it is left as the last round laid it out.",
        views: [view])
    return false
}

extension LayoutEngine {
    /// How many solves the settle loop may take.
    static let settleBound = 8

    /// Measures the solution-dependent inputs at the solved values, updates
    /// their constants in place, and solves again until nothing moves (in
    /// practice one or two rounds).
    func settle() {
        guard !settlingInputs.isEmpty else { return }
        repeatUntilSettled(atMost: Self.settleBound, in: root, "sizes that depend on the solution") {
            var moved = false
            for input in settlingInputs where input.update(in: self) { moved = true }
            if moved { solver.updateVariables { _, _ in } }
            return !moved
        }
    }
}

/// A view whose intrinsic height follows its width (a label that wraps):
/// measured again at each solved width.
struct WrappedTextInput: SolutionDependentInput {
    unowned let view: UIView

    func update(in engine: LayoutEngine) -> Bool {
        guard let slot = engine.slot(of: view), engine.records[slot].intrinsic.hasBothAxes else { return false }
        // A size not asked for while the width was held: asked for now that
        // it is free (its constraints then move the width; measured at it next round).
        if engine.records[slot].intrinsicSizeIsDeferred, !engine.solver.isHeldByRequiredEqualities(engine.records[slot].width) {
            engine.applyIntrinsicSize(of: view, in: slot)
            return true
        }
        // Measured at this width already (and not invalidated since): nothing to do.
        let width = engine.solver.value(of: engine.records[slot].width)
        let last = engine.records[slot].measurement
        if let last, last.width == width { return false }
        let height = view.intrinsicContentSize(forWidth: CGFloat(width)).height
        guard height.isFinite else { return false }
        let previous = last?.height ?? engine.records[slot].intrinsicSize.height
        engine.records[slot].measurement = (width, height)
        guard height != previous else { return false }
        engine.setIntrinsicHeight(height, in: slot)
        return true
    }
}

/// The safe-area guide of a view below the root: its insets are where the
/// view overlaps the unsafe parts, once laid out.
struct InnerSafeAreaInput: SolutionDependentInput {
    unowned let guide: UILayoutGuide

    func update(in engine: LayoutEngine) -> Bool {
        guard let view = guide.owningView, let slot = engine.slot(ofItem: guide),
            engine.setInsets(engine.safeAreaInsets(of: view), in: slot)
        else { return false }
        view.safeAreaInsetsDidChange()
        view.owningViewController?.viewSafeAreaInsetsDidChange()
        return true
    }
}

/// The margins of a view that follow where it lands: measured from its
/// safe area, or preserving its superview's margins.
struct FollowingMarginsInput: SolutionDependentInput {
    unowned let view: UIView

    func update(in engine: LayoutEngine) -> Bool {
        guard let owner = engine.slot(of: view), let slot = engine.records[owner].marginsSlot else { return false }
        return engine.setInsets(engine.effectiveMargins(of: view), in: slot)
    }
}
