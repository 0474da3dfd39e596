/// Why a solver refused a request. The solver is unchanged after any of them.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The required constraints cannot all hold. `constraint` is the one being
    /// added or changed; `conflicting` are the required constraints already in
    /// the solver that, together with it, cannot be satisfied (a minimal set
    /// as far as the tableau can tell: the constraints of a Farkas certificate).
    case unsatisfiable(constraint: Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// Edits must be optional: a required edit could make later suggestions unsatisfiable.
    case requiredEditVariable(Variable)
    /// A priority outside 1 … 1000 (or not a number).
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFinite(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            let others = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy \(constraint); it conflicts with:\n\(others.isEmpty ? "  (itself)" : others)"
        case let .duplicateConstraint(c): return "The constraint \(c) is already in the solver."
        case let .unknownConstraint(c): return "The constraint \(c) is not in the solver."
        case let .duplicateEditVariable(v): return "The variable \(v) already has an edit."
        case let .unknownEditVariable(v): return "The variable \(v) has no edit."
        case let .requiredEditVariable(v): return "The edit of \(v) cannot be required; use a priority below 1000."
        case let .invalidPriority(p): return "The priority \(p) is outside 1 … 1000."
        case let .nonFinite(what): return "\(what) is not a finite number."
        }
    }
}
