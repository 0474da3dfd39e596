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

    /// The hash sets and dictionaries use: the object's address, mixed with
    /// the table's seed by a few multiplications (SplitMix64's finaliser)
    /// instead of a full `Hasher` run — a variable is looked up for every
    /// value read and every constraint added, and addresses need no
    /// protection against chosen collisions.
    public func _rawHashValue(seed: Int) -> Int {
        var bits = UInt64(UInt(bitPattern: ObjectIdentifier(self))) ^ UInt64(UInt(bitPattern: seed))
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: bits ^ (bits >> 31))
    }

    public var description: String { name.isEmpty ? "unnamed variable" : name }
}
