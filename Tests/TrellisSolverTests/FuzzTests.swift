import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// Random sequences of every public operation, valid and invalid: no trap,
/// no corruption, and a thrown error changes nothing at all.
@Suite struct FuzzTests {
    @Test(arguments: Array(UInt64(1)...UInt64(120)))
    func randomOperationSequences(seed: UInt64) {
        runSequence(seed: seed)
    }

    /// The sequences above mean something only if they hit real conflicts.
    @Test func sequencesReachConflicts() {
        let conflicts = (UInt64(1)...UInt64(40)).reduce(0) { $0 + runSequence(seed: $1) }
        #expect(conflicts > 10)
    }

    /// Runs one sequence, checking after every step; returns how many requests
    /// were refused as unsatisfiable.
    @discardableResult
    func runSequence(seed: UInt64) -> Int {
        var rng = SeededGenerator(seed: seed)
        let solver = Solver()
        let variables = (0..<5).map { Variable("v\($0)") }
        var live: [Constraint] = []
        var dead: [Constraint] = []
        let priorities: [Double] = [1000, 1000, 1000, 999, 750, 500, 250, 50, 1, 0, 1001, .nan]
        func number() -> Double {
            switch Int.random(in: 0..<40, using: &rng) {
            case 0: return .nan
            case 1: return .infinity
            default: return Double(Int.random(in: -300...300, using: &rng))
            }
        }
        func randomConstraint() -> Constraint {
            var expression = LinearExpression(constant: number())
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let coefficient = [1.0, -1, 2, 0.5, -0.5][Int.random(in: 0..<5, using: &rng)]
                expression.terms.append(Term(variables.randomElement(using: &rng)!, Int.random(in: 0..<60, using: &rng) == 0 ? .nan : coefficient))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            return Constraint(expression: expression, relation: relation, priority: Priority(priorities.randomElement(using: &rng)!))
        }

        var conflicts = 0
        for step in 0..<80 {
            solver.updateVariables()
            let before = variables.map { solver.value(of: $0) }
            let constraintsBefore = solver.constraints
            var threw = false
            do {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...3:
                    let c = Int.random(in: 0..<8, using: &rng) == 0 && !live.isEmpty ? live.randomElement(using: &rng)! : randomConstraint()
                    try solver.add(c)
                    live.append(c)
                case 4:
                    let c = (live + dead).randomElement(using: &rng) ?? randomConstraint()
                    try solver.remove(c)
                    live.removeAll { $0 === c }
                    dead.append(c)
                case 5, 6:
                    let c = (live + dead).randomElement(using: &rng) ?? randomConstraint()
                    try solver.setConstant(number(), of: c)
                case 7:
                    try solver.addEditVariable(variables.randomElement(using: &rng)!, priority: Priority(priorities.randomElement(using: &rng)!))
                case 8:
                    try solver.suggestValue(number(), for: variables.randomElement(using: &rng)!)
                default:
                    try solver.removeEditVariable(variables.randomElement(using: &rng)!)
                }
            } catch {
                threw = true
                if case .unsatisfiable = error { conflicts += 1 }
            }
            let problems = solver.invariantViolations()
            #expect(problems == [], "seed \(seed), step \(step)")
            if threw {
                #expect(variables.map { solver.value(of: $0) } == before, "seed \(seed), step \(step): a refused request moved values")
                #expect(solver.constraints == constraintsBefore, "seed \(seed), step \(step)")
                #expect(solver.updateVariables().isEmpty, "seed \(seed), step \(step)")
            }
            for c in solver.constraints where c.priority.isRequired {
                let v = c.expression.terms.reduce(solver.constant(of: c)!) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                let violation = c.relation == .equal ? abs(v) : c.relation == .greaterThanOrEqual ? max(0, -v) : max(0, v)
                #expect(violation < 1e-6, "seed \(seed), step \(step): \(c) is off by \(violation)")
            }
            if !problems.isEmpty { break }
        }
        return conflicts
    }

    /// Cells come and go for a long time: symbol indices are recycled, and the
    /// tableau does not grow.
    @Test func churnRecyclesEverything() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(320, for: width)
        var cells: [[Constraint]] = []
        var rng = SeededGenerator(seed: 7)
        for round in 0..<400 {
            if cells.count < 20 || Bool.random(using: &rng) {
                let x = Variable("x"), w = Variable("w"), h = Variable("h")
                let cell = [
                    Constraint(x, .equal, 16), Constraint(x + w, .equal, width - 16),
                    Constraint(w, .greaterThanOrEqual, 100), Constraint(h, .equal, 44, priority: 750),
                    Constraint(h, .greaterThanOrEqual, 0.1 * w),
                ]
                for c in cell { try solver.add(c) }
                cells.append(cell)
            } else {
                let cell = cells.remove(at: Int.random(in: 0..<cells.count, using: &rng))
                for c in cell.shuffled(using: &rng) { try solver.remove(c) }
            }
            if round % 50 == 0 { try solver.suggestValue(Double(Int.random(in: 200...1200, using: &rng)), for: width) }
        }
        #expect(solver.invariantViolations() == [])
        #expect(solver.constraints.count == cells.count * 5)
        #expect(solver.symbolCapacity < 60 * 6)  // what 60 live cells need at most
    }
}
