/// A column of the simplex tableau.
///
/// The kind lives in the low two bits so that it costs nothing to read; the
/// rest is a dense index into the solver's per-symbol arrays. Indices are
/// recycled when constraints and variables leave the solver.
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

    init(index: Int, kind: Kind) {
        raw = UInt32(index) << 2 | kind.rawValue
    }

    init(raw: UInt32) {
        self.raw = raw
    }

    var index: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack or error: the restricted symbols that may enter or leave the basis.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Values this close to zero are zero: the solver's one tolerance.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    abs(value) < 1.0e-8
}
