/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between variables at a priority: `expression (relation) 0`.
///
/// Constraints have identity; a solver adds, removes and changes the constant
/// of a constraint object. The object itself is immutable: a solver keeps the
/// current constant after ``Solver/setConstant(_:of:)`` (read it with
/// ``Solver/constant(of:)``).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side; the constraint reads `expression (relation) 0`.
    public let expression: LinearExpression
    /// The relation to zero.
    public let relation: Relation
    /// The level at which the constraint is satisfied.
    public let priority: Priority
    /// A name for diagnostics (UIKit's `identifier`).
    public let identifier: String?

    /// Creates `lhs (relation) rhs` at `priority`.
    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// Creates `expression (relation) 0` at `priority`.
    public init(expression: LinearExpression, relation: Relation, priority: Priority = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The hash sets and dictionaries use (see `addressHash(of:seed:)`): the
    /// solver finds a constraint's record by it.
    public func _rawHashValue(seed: Int) -> Int { addressHash(of: self, seed: seed) }

    public var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        return "\(name)\(expression) \(relation) 0 @\(priority)"
    }
}
