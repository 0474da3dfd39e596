/// A sparse linear form `constant + Σ coefficient · symbol`, terms sorted by symbol.
///
/// Stored in the tableau it means `basic = constant + Σ …`; while a constraint
/// is being added it means `0 = constant + Σ …`. Rows stay short (subjects are
/// chosen to keep them so), so sorted arrays beat hashing: lookups are binary
/// searches and adding a multiple of another row is one linear merge.
struct Row {
    struct Entry {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var entries: [Entry] = []

    init(constant: Double) {
        self.constant = constant
    }

    /// A row from terms already sorted by symbol, with no zero coefficients.
    init(constant: Double, sortedEntries: [Entry]) {
        self.constant = constant
        self.entries = sortedEntries
    }

    var isConstant: Bool { entries.isEmpty }

    /// Makes room for `count` terms, so that a row built term by term allocates once.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) >> 1
            let s = entries[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        return found ? entries[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the term if it cancels.
    mutating func add(_ coefficient: Double, for symbol: Symbol) {
        let (i, found) = position(of: symbol)
        if found {
            let sum = entries[i].coefficient + coefficient
            if nearZero(sum) { entries.remove(at: i) } else { entries[i].coefficient = sum }
        } else if !nearZero(coefficient) {
            // Appended and moved into place: `insert(_:at:)` takes the generic
            // `replaceSubrange` path (with it, building a cold cell's rows
            // spent 37 % more instructions here).
            entries.append(Entry(symbol: symbol, coefficient: coefficient))
            var k = entries.count - 1
            while k > i {
                entries.swapAt(k, k - 1)
                k -= 1
            }
        }
    }

    /// Removes the term of `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (i, found) = position(of: symbol)
        guard found else { return 0 }
        return entries.remove(at: i).coefficient
    }

    /// Adds `factor · other`. `changed(symbol, true)` reports a term that
    /// appeared, `changed(symbol, false)` one that cancelled out, so that the
    /// tableau can keep its column index exact.
    mutating func add(_ other: Row, times factor: Double, changed: (Symbol, Bool) -> Void) {
        merge(other, times: factor, dropping: nil, changed: changed)
    }

    /// One linear merge into a new array: `self − dropped·symbol + factor · other`.
    @inline(__always)
    private mutating func merge(_ other: Row, times factor: Double, dropping dropped: Symbol?, changed: (Symbol, Bool) -> Void) {
        constant += factor * other.constant
        if other.entries.isEmpty && dropped == nil { return }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + other.entries.count)
        entries.withUnsafeBufferPointer { a in
            other.entries.withUnsafeBufferPointer { b in
                var i = 0
                var j = 0
                while i < a.count || j < b.count {
                    if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                        if a[i].symbol != dropped { merged.append(a[i]) }
                        i += 1
                    } else if i == a.count || b[j].symbol < a[i].symbol {
                        let c = factor * b[j].coefficient
                        if !nearZero(c) {
                            merged.append(Entry(symbol: b[j].symbol, coefficient: c))
                            changed(b[j].symbol, true)
                        }
                        j += 1
                    } else {
                        let c = a[i].coefficient + factor * b[j].coefficient
                        if nearZero(c) {
                            changed(a[i].symbol, false)
                        } else {
                            merged.append(Entry(symbol: a[i].symbol, coefficient: c))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        entries = merged
    }

    /// Adds `factor · other` to a row outside the tableau.
    mutating func add(_ other: Row, times factor: Double) {
        add(other, times: factor) { _, _ in }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in entries.indices { entries[i].coefficient = -entries[i].coefficient }
    }

    /// Rewrites `0 = constant + … + k·symbol` as `symbol = (constant + …) / −k`.
    mutating func solve(for symbol: Symbol) {
        let k = remove(symbol)
        let factor = -1.0 / k
        constant *= factor
        for i in entries.indices { entries[i].coefficient *= factor }
    }

    /// Rewrites `lhs = constant + … + k·rhs` (a tableau row of basic `lhs`) as a row of basic `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(-1.0, for: lhs)
        solve(for: rhs)
    }

    /// The value of a variable's definition: its constant plus its references
    /// to other definitions (parametric symbols are 0). External symbols sort
    /// first, so the loop stops at the first restricted term. Returns nil
    /// and the reference to compute first when one of them is stale.
    func value(
        values: UnsafeBufferPointer<Double>, isBasic: UnsafeBufferPointer<Bool>, isStale: UnsafeBufferPointer<Bool>
    ) -> (value: Double, waitFor: Symbol?) {
        entries.withUnsafeBufferPointer { entries in
            var value = constant
            for entry in entries {
                guard entry.symbol.isExternal else { break }
                let j = entry.symbol.index
                guard isBasic[j] else { continue }
                if isStale[j] { return (0, entry.symbol) }
                value += entry.coefficient * values[j]
            }
            return (value, nil)
        }
    }

    /// Replaces `symbol` by `row` (the row that now defines it).
    mutating func substitute(_ symbol: Symbol, by row: Row, changed: (Symbol, Bool) -> Void) {
        let k = coefficient(for: symbol)
        if k != 0 { merge(row, times: k, dropping: symbol, changed: changed) }
    }
}
