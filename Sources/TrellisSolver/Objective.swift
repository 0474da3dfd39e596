/// The objective of the optimisation: one linear form per priority level,
/// minimised lexicographically (Cassowary's symbolic weights).
///
/// A symbol's cost is the vector of its coefficients, read from the highest
/// level down; the first one that is not zero decides its sign. That is what
/// makes priorities strict: no amount of improvement at 750 pays for a loss
/// at 751.
///
/// Costs are a dense matrix indexed by symbol index (indices are dense and
/// recycled), one short stride of levels per symbol, so reading a symbol's
/// cost vector touches one cache line and never hashes. The symbols whose
/// entry would lower the objective (the entering candidates) are kept up to
/// date on every change, so choosing a pivot never scans the whole objective.
struct Objective {
    /// `costs[index * stride + level]`.
    private var costs: [Double] = []
    /// Room for this many levels per symbol.
    private var stride = 4
    private var symbolCapacity = 0
    private var levelCount = 0
    /// Level ids, highest priority first.
    private var order: [Int] = []
    private var levelForPriority: [Double: Int] = [:]
    private var priorityOfLevel: [Double] = []

    /// `raw + 1` of the symbol at each index that is a candidate, else 0.
    /// Candidates: restricted (non-dummy) symbols whose leading cost is
    /// negative, external symbols whose leading cost is not zero (they may
    /// move either way).
    private var candidateRaw: [UInt32] = []
    /// `raw + 1` of the symbol at each index that `candidateList` holds, else 0.
    private var listedRaw: [UInt32] = []
    /// Candidates, and stale entries that `enteringSymbol()` drops.
    private var candidateList: [Symbol] = []

    /// Old costs, recorded while a change that may be undone is under way.
    private var journal: [(symbol: Symbol, level: Int, old: Double)] = []
    /// Whether changed costs are recorded (the journal keeps its storage between recordings).
    private var isRecording = false

    /// Makes room for symbols with indices below `count`.
    mutating func reserve(symbols count: Int) {
        guard count > symbolCapacity else { return }
        let capacity = max(count, symbolCapacity * 2, 64)
        costs += Array(repeating: 0, count: (capacity - symbolCapacity) * stride)
        candidateRaw += Array(repeating: 0, count: capacity - symbolCapacity)
        listedRaw += Array(repeating: 0, count: capacity - symbolCapacity)
        symbolCapacity = capacity
    }

    /// The level of an optional priority, created on first use.
    mutating func level(for priority: Double) -> Int {
        if let id = levelForPriority[priority] { return id }
        if levelCount == stride { widen() }
        let id = levelCount
        levelCount += 1
        levelForPriority[priority] = id
        priorityOfLevel.append(priority)
        let position = order.firstIndex { priorityOfLevel[$0] < priority } ?? order.count
        order.insert(id, at: position)
        return id
    }

    /// Doubles the room for levels, moving every cost to its new place.
    private mutating func widen() {
        let wider = stride * 2
        var moved = [Double](repeating: 0, count: symbolCapacity * wider)
        for index in 0..<symbolCapacity {
            for level in 0..<stride { moved[index * wider + level] = costs[index * stride + level] }
        }
        costs = moved
        stride = wider
    }

    @inline(__always) func cost(of symbol: Symbol, level: Int) -> Double {
        costs[symbol.index * stride + level]
    }

    /// The cost of the highest level at which `symbol` costs anything (0 if none).
    func leadingCoefficient(of symbol: Symbol) -> Double {
        let base = symbol.index * stride
        for id in order {
            let c = costs[base + id]
            if c != 0 { return c }
        }
        return 0
    }

    /// Whether any level has a cost for `symbol`.
    func mentions(_ symbol: Symbol) -> Bool {
        let base = symbol.index * stride
        for level in 0..<levelCount where costs[base + level] != 0 { return true }
        return false
    }

    /// Compares the cost vectors `cost(a) / ca` and `cost(b) / cb` level by
    /// level: whether the first is smaller, or nil when they are equal.
    func isRatio(of a: Symbol, over ca: Double, lessThan b: Symbol, over cb: Double) -> Bool? {
        let baseA = a.index * stride
        let baseB = b.index * stride
        for id in order {
            let ra = costs[baseA + id] / ca
            let rb = costs[baseB + id] / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return nil
    }

    /// The lowest candidate symbol (Bland's rule, which rules out cycling).
    mutating func enteringSymbol() -> Symbol? {
        var best: Symbol?
        var kept = 0
        for symbol in candidateList {
            if candidateRaw[symbol.index] == symbol.raw &+ 1 {
                candidateList[kept] = symbol
                kept += 1
                if best.map({ symbol < $0 }) ?? true { best = symbol }
            } else if listedRaw[symbol.index] == symbol.raw &+ 1 {
                listedRaw[symbol.index] = 0
            }
        }
        candidateList.removeLast(candidateList.count - kept)
        return best
    }

    private mutating func refresh(_ symbol: Symbol) {
        if symbol.isDummy { return }
        let c = leadingCoefficient(of: symbol)
        let mark = symbol.raw &+ 1
        if symbol.isExternal ? c != 0 : c < 0 {
            candidateRaw[symbol.index] = mark
            if listedRaw[symbol.index] != mark {
                listedRaw[symbol.index] = mark
                candidateList.append(symbol)
            }
        } else if candidateRaw[symbol.index] == mark {
            candidateRaw[symbol.index] = 0
        }
    }

    @inline(__always) private mutating func set(_ value: Double, for symbol: Symbol, level: Int) {
        let slot = symbol.index * stride + level
        if isRecording { journal.append((symbol, level, costs[slot])) }
        costs[slot] = nearZero(value) ? 0 : value
    }

    /// Adds `amount` to the cost of `symbol` at `level`.
    mutating func add(_ amount: Double, to symbol: Symbol, level: Int) {
        set(cost(of: symbol, level: level) + amount, for: symbol, level: level)
        refresh(symbol)
    }

    /// Adds `factor · row` to `level` (the row's constant is not tracked).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        for entry in row.entries {
            set(cost(of: entry.symbol, level: level) + factor * entry.coefficient, for: entry.symbol, level: level)
            refresh(entry.symbol)
        }
    }

    /// Replaces `symbol`, which has just become basic, by its defining row.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let base = symbol.index * stride
        var touched = false
        for level in 0..<levelCount {
            let k = costs[base + level]
            if k == 0 { continue }
            set(0, for: symbol, level: level)
            touched = true
            for entry in row.entries {
                set(cost(of: entry.symbol, level: level) + k * entry.coefficient, for: entry.symbol, level: level)
            }
        }
        guard touched else { return }
        refresh(symbol)
        for entry in row.entries { refresh(entry.symbol) }
    }

    /// Forgets every cost of `symbol` (it is leaving the solver).
    mutating func purge(_ symbol: Symbol) {
        let base = symbol.index * stride
        for level in 0..<levelCount where costs[base + level] != 0 {
            set(0, for: symbol, level: level)
        }
        candidateRaw[symbol.index] = 0
    }

    // MARK: Undo

    mutating func beginRecording() {
        if !journal.isEmpty { journal.removeAll(keepingCapacity: true) }
        isRecording = true
    }

    mutating func endRecording() {
        isRecording = false
        if !journal.isEmpty { journal.removeAll(keepingCapacity: true) }
    }

    /// Restores every cost changed since `beginRecording()`.
    mutating func rollBack() {
        guard isRecording else { return }
        isRecording = false
        var entries: [(symbol: Symbol, level: Int, old: Double)] = []
        swap(&entries, &journal)
        defer {
            entries.removeAll(keepingCapacity: true)
            journal = entries
        }
        for entry in entries.reversed() {
            costs[entry.symbol.index * stride + entry.level] = entry.old
        }
        for entry in entries { refresh(entry.symbol) }
    }
}
