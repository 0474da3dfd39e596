/// A column of the simplex tableau.
///
/// The kind lives in the top two bits so that it costs nothing to read and so
/// that external symbols sort first in every row (reading a variable's value
/// stops at the first restricted term); the rest is a dense index into the
/// solver's per-symbol arrays. Indices are recycled when constraints and
/// variables leave the solver.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: restricted to ≥ 0.
        case slack = 1
        /// The error of an optional constraint: restricted to ≥ 0, costs in the objective.
        case error = 2
        /// The marker of a required equality: fixed at 0, never enters the basis.
        case dummy = 3
    }

    let raw: UInt32

    /// Indices stay below this, clear of `SymbolSet`'s two reserved raw values.
    static let indexLimit = 1 << 30 - 2

    init(index: Int, kind: Kind) {
        precondition(index < Self.indexLimit, "more than a billion symbols")
        raw = kind.rawValue << 30 | UInt32(index)
    }

    init(raw: UInt32) {
        self.raw = raw
    }

    var index: Int { Int(raw & 0x3FFF_FFFF) }
    var kind: Kind { Kind(rawValue: raw >> 30)! }
    var isExternal: Bool { raw >> 30 == 0 }
    var isDummy: Bool { raw >> 30 == 3 }
    /// Slack or error: the restricted symbols that may enter or leave the basis.
    var isPivotable: Bool { raw >> 30 == 1 || raw >> 30 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Values this close to zero are zero: the solver's one tolerance.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    abs(value) < 1.0e-8
}
