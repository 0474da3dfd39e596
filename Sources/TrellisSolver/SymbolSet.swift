/// The set of basic symbols whose rows mention one symbol: a column of the
/// tableau's column index.
///
/// Most columns hold one to three rows, so small sets are a plain array
/// searched linearly; larger ones (the error of an edit that every card
/// mentions) switch to open addressing with a multiplicative hash. Both
/// avoid `Set`'s per-operation SipHash, which dominated pivots.
struct SymbolSet: Sequence {
    fileprivate static let empty = UInt32.max
    fileprivate static let deleted = UInt32.max - 1
    private static let smallLimit = 16

    /// The members (small mode) or the hash table's slots (large mode).
    private var slots: [UInt32] = []
    private var isHashed = false
    private(set) var count = 0
    private var used = 0  // occupied or deleted slots, in large mode

    var isEmpty: Bool { count == 0 }

    @inline(__always) private static func slot(of raw: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(raw) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    func contains(_ symbol: Symbol) -> Bool {
        if !isHashed { return slots.contains(symbol.raw) }
        let mask = slots.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        while slots[i] != Self.empty {
            if slots[i] == symbol.raw { return true }
            i = (i + 1) & mask
        }
        return false
    }

    mutating func insert(_ symbol: Symbol) {
        if !isHashed {
            if slots.contains(symbol.raw) { return }
            if slots.count < Self.smallLimit {
                slots.append(symbol.raw)
                count += 1
                return
            }
            rehash(capacity: 64)
        }
        if (used + 1) * 4 > slots.count * 3 { rehash(capacity: count * 4 > slots.count ? slots.count * 2 : slots.count) }
        let mask = slots.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        var firstDeleted = -1
        while slots[i] != Self.empty {
            if slots[i] == symbol.raw { return }
            if slots[i] == Self.deleted && firstDeleted < 0 { firstDeleted = i }
            i = (i + 1) & mask
        }
        if firstDeleted >= 0 {
            slots[firstDeleted] = symbol.raw
        } else {
            slots[i] = symbol.raw
            used += 1
        }
        count += 1
    }

    mutating func remove(_ symbol: Symbol) {
        if !isHashed {
            if let i = slots.firstIndex(of: symbol.raw) {
                slots.swapAt(i, slots.count - 1)
                slots.removeLast()
                count -= 1
            }
            return
        }
        let mask = slots.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        while slots[i] != Self.empty {
            if slots[i] == symbol.raw {
                slots[i] = Self.deleted
                count -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    mutating func removeAll() {
        slots = []
        isHashed = false
        count = 0
        used = 0
    }

    private mutating func rehash(capacity: Int) {
        let members = Array(self)
        slots = Array(repeating: Self.empty, count: capacity)
        isHashed = true
        count = 0
        used = 0
        for raw in members { insert(Symbol(raw: raw.raw)) }
    }

    /// Calls `body` with each member, reading the storage in place.
    @inline(__always) func forEach(_ body: (Symbol) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            for raw in slots where !isHashed || (raw != Self.empty && raw != Self.deleted) {
                body(Symbol(raw: raw))
            }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [UInt32]
        fileprivate let isHashed: Bool
        fileprivate var position = 0

        mutating func next() -> Symbol? {
            while position < slots.count {
                let raw = slots[position]
                position += 1
                if !isHashed || (raw != SymbolSet.empty && raw != SymbolSet.deleted) { return Symbol(raw: raw) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(slots: slots, isHashed: isHashed)
    }
}
