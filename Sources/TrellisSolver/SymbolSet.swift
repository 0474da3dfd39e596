/// The set of basic symbols whose rows mention one symbol: a column of the
/// tableau's column index.
///
/// Most columns hold one to four rows, so up to four members live inline (no
/// allocation); up to 32 live in a plain list searched linearly; a larger
/// column (the error of an edit that every card mentions) becomes an
/// open-addressing table with a multiplicative hash. All avoid `Set`'s
/// per-operation SipHash, which dominated pivots.
struct SymbolSet: Sequence {
    fileprivate static let empty = UInt32.max
    fileprivate static let deleted = UInt32.max - 1

    private var a = SymbolSet.empty, b = SymbolSet.empty, c = SymbolSet.empty, d = SymbolSet.empty
    /// Past four members: the list, then the hash table (the inline slots are then unused).
    private var table: [UInt32] = []
    private(set) var count = 0
    private var used = 0  // occupied or deleted slots of the hash table
    private var isHashed = false
    private static let listLimit = 32

    var isEmpty: Bool { count == 0 }
    private var isList: Bool { !isHashed && !table.isEmpty }

    @inline(__always) private func inline(_ k: Int) -> UInt32 {
        switch k {
        case 0: a
        case 1: b
        case 2: c
        default: d
        }
    }

    @inline(__always) private mutating func setInline(_ k: Int, _ raw: UInt32) {
        switch k {
        case 0: a = raw
        case 1: b = raw
        case 2: c = raw
        default: d = raw
        }
    }

    @inline(__always) private static func slot(of raw: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(raw) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    func contains(_ symbol: Symbol) -> Bool {
        if !isHashed {
            if isList { return table.contains(symbol.raw) }
            return symbol.raw == a || symbol.raw == b || symbol.raw == c || symbol.raw == d
        }
        let mask = table.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        while table[i] != Self.empty {
            if table[i] == symbol.raw { return true }
            i = (i + 1) & mask
        }
        return false
    }

    mutating func insert(_ symbol: Symbol) {
        if !isHashed {
            if contains(symbol) { return }
            if isList {
                if count < Self.listLimit {
                    table.append(symbol.raw)
                    count += 1
                    return
                }
                rehash(capacity: 4 * Self.listLimit)
            } else if count < 4 {
                setInline(count, symbol.raw)
                count += 1
                return
            } else {
                table = [a, b, c, d, symbol.raw]
                table.reserveCapacity(Self.listLimit)
                (a, b, c, d) = (Self.empty, Self.empty, Self.empty, Self.empty)
                count += 1
                return
            }
        }
        if (used + 1) * 4 > table.count * 3 { rehash(capacity: count * 4 > table.count ? table.count * 2 : table.count) }
        let mask = table.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        var firstDeleted = -1
        while table[i] != Self.empty {
            if table[i] == symbol.raw { return }
            if table[i] == Self.deleted && firstDeleted < 0 { firstDeleted = i }
            i = (i + 1) & mask
        }
        if firstDeleted >= 0 {
            table[firstDeleted] = symbol.raw
        } else {
            table[i] = symbol.raw
            used += 1
        }
        count += 1
    }

    mutating func remove(_ symbol: Symbol) {
        if isList {
            if let k = table.firstIndex(of: symbol.raw) {
                table.swapAt(k, table.count - 1)
                table.removeLast()
                count -= 1
            }
            return
        }
        if !isHashed {
            for k in 0..<count where inline(k) == symbol.raw {
                count -= 1
                setInline(k, inline(count))
                setInline(count, Self.empty)
                return
            }
            return
        }
        let mask = table.count - 1
        var i = Self.slot(of: symbol.raw, mask: mask)
        while table[i] != Self.empty {
            if table[i] == symbol.raw {
                table[i] = Self.deleted
                count -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    mutating func removeAll() {
        self = SymbolSet()
    }

    private mutating func rehash(capacity: Int) {
        let members = isList ? table : Array(self).map(\.raw)
        table = Array(repeating: Self.empty, count: capacity)
        isHashed = true
        count = 0
        used = 0
        for raw in members { insert(Symbol(raw: raw)) }
    }

    /// Calls `body` with each member, reading the storage in place.
    @inline(__always) func forEach(_ body: (Symbol) -> Void) {
        if table.isEmpty {
            for k in 0..<count { body(Symbol(raw: inline(k))) }
            return
        }
        table.withUnsafeBufferPointer { table in
            for raw in table where raw != Self.empty && raw != Self.deleted {
                body(Symbol(raw: raw))
            }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let set: SymbolSet
        fileprivate var position = 0

        mutating func next() -> Symbol? {
            if set.table.isEmpty {
                guard position < set.count else { return nil }
                position += 1
                return Symbol(raw: set.inline(position - 1))
            }
            while position < set.table.count {
                let raw = set.table[position]
                position += 1
                if raw != SymbolSet.empty && raw != SymbolSet.deleted { return Symbol(raw: raw) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(set: self)
    }
}
