/// An incremental linear constraint solver of the Cassowary family: the engine
/// under `NSLayoutConstraint`.
///
/// - Priorities are UIKit's, 1 … 1000 with 1000 required, and strict: one
///   constraint at 751 outweighs any number at 750; within a level the errors
///   add up (an optional `a == b` minimises `|a − b|`).
/// - Incremental: constraints and edit variables come and go, suggested
///   values and constants change in place, and each change costs what it
///   touches rather than the size of the system.
/// - Every refused request throws a typed ``SolverError`` and leaves the
///   solver exactly as it was; an unsatisfiable constraint comes with the
///   required constraints it conflicts with.
///
/// A variable belongs to one solver at a time. `Solver` is not thread-safe;
/// keep independent groups of constraints in separate solvers if they are
/// solved on separate threads. How it works: see `Tableau`.
public final class Solver {
    // The tableau, reached by every call. In release builds its accesses
    // are not tracked at run time (the check cost almost half of a value
    // read): each lasts for one call and none calls out while it lasts
    // (`updateVariables(_:)` takes the report first, then calls its body);
    // debug builds, in which the tests run, check them.
    #if DEBUG
    private var tableau = Tableau()
    #else
    @exclusivity(unchecked) private var tableau = Tableau()
    #endif

    /// Creates an empty solver.
    public init() {}

    /// The constraints in the solver, in the order they were added (edits are not constraints here).
    public var constraints: [Constraint] { tableau.constraints }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.contains(constraint)
    }

    /// The current constant of `constraint`'s expression (nil if it is not in the solver).
    public func constant(of constraint: Constraint) -> Double? {
        tableau.constant(of: constraint)
    }

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/unsatisfiable(constraint:conflicting:)`` when it
    ///   is required and cannot hold together with the required constraints
    ///   already added (the solver is then unchanged);
    ///   ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/nonFinite(_:)``.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try tableau.add(constraint)
    }

    /// Removes a constraint; the solution is the one the remaining constraints give.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try tableau.remove(constraint)
    }

    /// Sets the constant of `constraint`'s expression in place: what setting
    /// `NSLayoutConstraint.constant` does. Only the rows that mention the
    /// constraint change, then the dual simplex restores the optimum.
    ///
    /// - Throws: ``SolverError/unsatisfiable(constraint:conflicting:)`` when a
    ///   required constraint can no longer hold (the solver is then unchanged),
    ///   ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        try tableau.setConstant(constant, of: constraint)
    }

    /// Makes `variable` editable at `priority` (below required): later
    /// ``suggestValue(_:for:)`` calls pull it towards a value.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try tableau.addEditVariable(variable, priority: priority)
    }

    /// Removes the edit of `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether `variable` has an edit.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.hasEditVariable(variable)
    }

    /// Pulls an edit variable towards `value` (re-optimising with the dual simplex).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite(_:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// Whether the constraints fix `variable`'s value: false when it could
    /// move without making the solution worse at any priority (a missing
    /// constraint, or an inequality that nothing holds at its bound).
    public func isDetermined(_ variable: Variable) -> Bool {
        tableau.isDetermined(variable)
    }

    /// Whether required equalities alone hold `variable` at its value: no
    /// optional constraint can move it, whatever its constant (a view's
    /// width pinned to a container of fixed width). False when unsure.
    public func isHeldByRequiredEqualities(_ variable: Variable) -> Bool {
        tableau.isHeldByRequiredEqualities(variable)
    }

    /// The current value of `variable` (0 for a variable the solver does not know).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    /// Reports the variables whose value changed since the last call (every
    /// variable on its first report). Costs what changed, not the size of the
    /// system, so a layout engine can copy only those values into frames.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        tableau.updateVariables { variable, _ in changed.append(variable) }
        return changed
    }

    /// Calls `body` with each variable whose value changed since the last
    /// report, and its new value; the allocation-free form of ``updateVariables()``.
    /// `body` may use the solver: it is called once the report is taken.
    public func updateVariables(_ body: (Variable, Double) -> Void) {
        var changes: [(variable: Unmanaged<Variable>, value: Double)] = []
        swap(&changes, &reportedChanges)
        tableau.updateVariables { variable, value in changes.append((Unmanaged.passUnretained(variable), value)) }
        for change in changes { change.variable._withUnsafeGuaranteedRef { body($0, change.value) } }
        changes.removeAll(keepingCapacity: true)
        swap(&changes, &reportedChanges)
    }

    /// The changes `updateVariables(_:)` reports, kept between calls for their storage.
    private var reportedChanges: [(variable: Unmanaged<Variable>, value: Double)] = []

    /// Removes every constraint and edit.
    public func reset() {
        tableau.reset()
    }

    /// Checks the tableau's invariants; empty when sound (for tests).
    func invariantViolations() -> [String] { tableau.invariantViolations() }

    /// How many symbol indices exist, live or free (for tests).
    var symbolCapacity: Int { tableau.symbolCapacity }

    /// The terms of all the tableau's rows together (for tests).
    var rowTerms: Int { tableau.rowTerms }
}
