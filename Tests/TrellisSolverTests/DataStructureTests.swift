import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// The tableau's building blocks, checked against plain models.
@Suite struct DataStructureTests {
    /// Random inserts and removes through the inline, list and hashed modes,
    /// compared with `Set` after every step.
    @Test(arguments: [8, 40, 400])
    func symbolSetMatchesSet(universe: Int) {
        var rng = SeededGenerator(seed: UInt64(universe))
        var set = SymbolSet()
        var model = Set<UInt32>()
        for _ in 0..<4000 {
            let symbol = Symbol(index: Int.random(in: 0..<universe, using: &rng), kind: .slack)
            if Bool.random(using: &rng) || model.count < 3 {
                set.insert(symbol)
                model.insert(symbol.raw)
            } else {
                set.remove(symbol)
                model.remove(symbol.raw)
            }
            #expect(set.count == model.count)
            #expect(set.contains(symbol) == model.contains(symbol.raw))
        }
        #expect(Set(set.map(\.raw)) == model)
        var visited = Set<UInt32>()
        set.forEach { visited.insert($0.raw) }
        #expect(visited == model)
    }

    @Test func expressionsAreBuiltInOrderWithTheirConstants() {
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        func parts(_ expression: LinearExpression) -> [String] {
            expression.terms.map { "\($0.variable.name)\($0.coefficient)" } + ["\(expression.constant)"]
        }
        var sum = x + 2.0 * y + 3
        sum.add(z - 0.5 * x + 4, times: -2)
        #expect(parts(sum) == ["x1.0", "y2.0", "z-2.0", "x1.0", "-5.0"])
        sum.add(7, times: 3)
        #expect(parts(sum) == ["x1.0", "y2.0", "z-2.0", "x1.0", "16.0"])
        #expect(parts(x + y) == ["x1.0", "y1.0", "0.0"])
        #expect(parts(x + (y - 1)) == ["x1.0", "y1.0", "-1.0"])
        #expect(parts((x + 1) - (y + 2)) == ["x1.0", "y-1.0", "-1.0"])
    }

    @Test func rankHeapPopsHighestRankFirst() {
        var heap = RankHeap()
        let ranks: [Double] = [5, 1, 9, 3, 7.5, 2, 8, 7.25]
        for (i, rank) in ranks.enumerated() { heap.push(Symbol(index: i, kind: .external), rank: rank) }
        var popped: [Double] = []
        while let symbol = heap.popMax() { popped.append(ranks[symbol.index]) }
        #expect(popped == ranks.sorted(by: >))
    }

    @Test func rowMergeCancelsAndReportsColumnChanges() {
        let a = Symbol(index: 1, kind: .external), b = Symbol(index: 2, kind: .slack), c = Symbol(index: 3, kind: .error)
        var row = Row(constant: 1)
        row.add(2, for: a)
        row.add(1, for: b)
        var other = Row(constant: 10)
        other.add(-1, for: b)
        other.add(4, for: c)
        var appeared: [Symbol] = [], cancelled: [Symbol] = []
        row.add(other, times: 1) { $1 ? appeared.append($0) : cancelled.append($0) }
        #expect(row.constant == 11)
        #expect(row.coefficient(for: a) == 2)
        #expect(row.coefficient(for: b) == 0)
        #expect(row.coefficient(for: c) == 4)
        #expect(appeared == [c])
        #expect(cancelled == [b])
    }

    @Test func rowSolvesForASymbol() {
        // 0 = 6 + 2a − 3b  →  b = 2 + (2/3)a
        let a = Symbol(index: 1, kind: .external), b = Symbol(index: 2, kind: .external)
        var row = Row(constant: 6)
        row.add(2, for: a)
        row.add(-3, for: b)
        row.solve(for: b)
        #expect(row.constant == 2)
        #expect(abs(row.coefficient(for: a) - 2.0 / 3) < 1e-12)
        #expect(row.coefficient(for: b) == 0)
    }

    /// Terms added one at a time in random order (inserted at the front, in
    /// the middle, at the end, added to, cancelled) against a dictionary.
    @Test(arguments: [1, 2, 3])
    func rowTermsStaySortedAndMerged(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var row = Row(constant: 0)
        var model: [UInt32: Double] = [:]
        for _ in 0..<600 {
            let kind: Symbol.Kind = [.external, .slack, .error, .dummy].randomElement(using: &rng)!
            let symbol = Symbol(index: Int.random(in: 0..<24, using: &rng), kind: kind)
            // Whole numbers, and sometimes exactly what cancels the term.
            let existing = model[symbol.raw] ?? 0
            let coefficient = existing != 0 && Bool.random(using: &rng) ? -existing : Double(Int.random(in: -3...3, using: &rng))
            row.add(coefficient, for: symbol)
            let sum = existing + coefficient
            model[symbol.raw] = sum == 0 ? nil : sum
            #expect(row.entries.map(\.symbol.raw) == model.keys.sorted { Symbol(raw: $0) < Symbol(raw: $1) })
        }
        for entry in row.entries { #expect(model[entry.symbol.raw] == entry.coefficient) }
    }

    @Test func externalSymbolsSortFirstInARow() {
        var row = Row(constant: 0)
        row.add(1, for: Symbol(index: 1, kind: .dummy))
        row.add(1, for: Symbol(index: 9, kind: .external))
        row.add(1, for: Symbol(index: 2, kind: .error))
        row.add(1, for: Symbol(index: 5, kind: .external))
        #expect(row.entries.map(\.symbol.kind) == [.external, .external, .error, .dummy])
    }

    @Test func objectiveComparesLevelsLexicographically() {
        var objective = Objective()
        objective.reserve(symbols: 4)
        let high = objective.level(for: 751), low = objective.level(for: 750)
        let x = Symbol(index: 0, kind: .error), y = Symbol(index: 1, kind: .error)
        objective.add(1, to: x, level: high)
        objective.add(-1000, to: x, level: low)  // a big gain below does not make x a candidate
        objective.add(-1, to: y, level: low)
        #expect(objective.leadingCoefficient(of: x) == 1)
        #expect(objective.enteringSymbol() == y)
        #expect(objective.isRatio(of: y, over: 1, lessThan: x, over: 1) == true)
    }
}

/// Definitions stay short whatever order constraints come in.
@Suite struct DefinitionOrderTests {
    /// A chain `xᵢ = xᵢ₋₁ + 1` whose variables were each named first by a
    /// row below them (`yᵢ = xᵢ + 1`, as a subview's autoresizing row names
    /// its superview's edge before the superview's own constraint comes):
    /// each link is defined as it comes, not expanded into the chain above it
    /// (closed from the far end, one row holds the chain, not every row).
    @Test(arguments: [false, true])
    func aChainNamedFromBelowFirstKeepsItsRowsShort(reversed: Bool) throws {
        let solver = Solver()
        let n = 300
        let xs = (0..<n).map { Variable("x\($0)") }, ys = (0..<n).map { Variable("y\($0)") }
        try solver.add(Constraint(xs[0], .equal, 10))
        for i in 1..<n { try solver.add(Constraint(ys[i], .equal, xs[i] + 1)) }
        for i in reversed ? Array((1..<n).reversed()) : Array(1..<n) {
            try solver.add(Constraint(xs[i], .equal, xs[i - 1] + 1))
        }
        solver.updateVariables { _, _ in }
        #expect(solver.invariantViolations().isEmpty)
        #expect(solver.rowTerms <= 6 * n, "rows of \(solver.rowTerms) terms in all")
        for i in [1, n / 2, n - 1] {
            #expect(solver.value(of: xs[i]) == Double(10 + i))
            #expect(solver.value(of: ys[i]) == Double(11 + i))
        }
    }
}
