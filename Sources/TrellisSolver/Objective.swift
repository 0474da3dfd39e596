/// The objective of the optimisation: one linear form per priority level,
/// minimised lexicographically (Cassowary's symbolic weights).
///
/// A symbol's cost is the vector of its coefficients, read from the highest
/// level down; the first one that is not zero decides its sign. That is what
/// makes priorities strict: no amount of improvement at 750 pays for a loss
/// at 751.
///
/// The set of symbols whose entry would lower the objective (``candidates``)
/// is kept up to date on every change, so choosing a pivot never scans the
/// whole objective; its cost follows the size of the change, not of the system.
struct Objective {
    /// Coefficients per level, by level id (ids never move; see `order`).
    private var levels: [[Symbol: Double]] = []
    /// Level ids, highest priority first.
    private(set) var order: [Int] = []
    private var levelForPriority: [Double: Int] = [:]
    private var priorityOfLevel: [Double] = []
    /// Symbols whose leading coefficient says they should enter the basis:
    /// restricted (non-dummy) symbols with a negative one, external symbols with
    /// any non-zero one (they may move either way).
    private(set) var candidates: Set<Symbol> = []
    /// Old coefficients, recorded while a change that may be undone is under way.
    private var journal: [(level: Int, symbol: Symbol, old: Double)]?

    /// The level of an optional priority, created on first use.
    mutating func level(for priority: Double) -> Int {
        if let id = levelForPriority[priority] { return id }
        let id = levels.count
        levels.append([:])
        levelForPriority[priority] = id
        let position = order.firstIndex { priorityOfLevel[$0] < priority } ?? order.count
        priorityOfLevel.append(priority)
        order.insert(id, at: position)
        return id
    }

    func coefficient(of symbol: Symbol, level: Int) -> Double {
        levels[level][symbol] ?? 0
    }

    /// The coefficient of the highest level at which `symbol` costs anything (0 if none).
    func leadingCoefficient(of symbol: Symbol) -> Double {
        for id in order {
            if let c = levels[id][symbol], !nearZero(c) { return c }
        }
        return 0
    }

    /// Compares the cost vectors `cost(a) / ca` and `cost(b) / cb` level by level:
    /// `true` when the first is lexicographically smaller.
    func isRatio(of a: Symbol, over ca: Double, lessThan b: Symbol, over cb: Double) -> Bool? {
        for id in order {
            let ra = (levels[id][a] ?? 0) / ca
            let rb = (levels[id][b] ?? 0) / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return nil
    }

    /// Whether any level has a cost for `symbol`.
    func mentions(_ symbol: Symbol) -> Bool {
        levels.contains { $0[symbol] != nil }
    }

    /// The lowest candidate symbol (Bland's rule, which rules out cycling).
    var enteringSymbol: Symbol? { candidates.min() }

    private mutating func refresh(_ symbol: Symbol) {
        if symbol.isDummy { return }
        let c = leadingCoefficient(of: symbol)
        if symbol.isExternal ? c != 0 : c < 0 {
            candidates.insert(symbol)
        } else {
            candidates.remove(symbol)
        }
    }

    private mutating func set(_ value: Double, for symbol: Symbol, level: Int) {
        if journal != nil { journal!.append((level, symbol, levels[level][symbol] ?? 0)) }
        levels[level][symbol] = nearZero(value) ? nil : value
    }

    /// Adds `amount` to the cost of `symbol` at `level`.
    mutating func add(_ amount: Double, to symbol: Symbol, level: Int) {
        set(coefficient(of: symbol, level: level) + amount, for: symbol, level: level)
        refresh(symbol)
    }

    /// Adds `factor · row` to `level` (the row's constant is not tracked).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        for entry in row.entries {
            set(coefficient(of: entry.symbol, level: level) + factor * entry.coefficient, for: entry.symbol, level: level)
            refresh(entry.symbol)
        }
    }

    /// Replaces `symbol`, which has just become basic, by its defining row.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var touched = false
        for id in levels.indices {
            guard let k = levels[id][symbol] else { continue }
            set(0, for: symbol, level: id)
            touched = true
            for entry in row.entries {
                set(coefficient(of: entry.symbol, level: id) + k * entry.coefficient, for: entry.symbol, level: id)
            }
        }
        guard touched else { return }
        candidates.remove(symbol)
        for entry in row.entries { refresh(entry.symbol) }
    }

    /// Forgets every cost of `symbol` (it is leaving the solver).
    mutating func purge(_ symbol: Symbol) {
        for id in levels.indices where levels[id][symbol] != nil {
            set(0, for: symbol, level: id)
        }
        candidates.remove(symbol)
    }

    // MARK: Undo

    mutating func beginRecording() { journal = [] }

    mutating func endRecording() { journal = nil }

    /// Restores every coefficient changed since `beginRecording()`.
    mutating func rollBack() {
        guard let entries = journal else { return }
        journal = nil
        for entry in entries.reversed() {
            levels[entry.level][entry.symbol] = entry.old == 0 ? nil : entry.old
        }
        for entry in entries { refresh(entry.symbol) }
    }
}
