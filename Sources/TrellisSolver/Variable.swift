/// An unknown the solver finds a value for, such as the left edge of a view.
///
/// Variables have identity: two variables with the same name are different
/// unknowns. A solver reports values through ``Solver/value(of:)`` and lists
/// the variables whose value changed in ``Solver/updateVariables()``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name used in descriptions and diagnostics only.
    public let name: String

    /// Creates a variable; `name` is for people reading diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The hash sets and dictionaries use (see `addressHash(of:seed:)`): a
    /// variable is looked up for every value read and every constraint added.
    public func _rawHashValue(seed: Int) -> Int { addressHash(of: self, seed: seed) }

    public var description: String { name.isEmpty ? "unnamed variable" : name }
}
