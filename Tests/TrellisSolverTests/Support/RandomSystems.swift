@testable import TrellisSolver
import TrellisTestSupport

/// A constraint as data: `Σ coefficient · variable + constant (relation) 0`.
struct ConstraintSpec: Sendable {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    func make(_ variables: [Variable]) -> Constraint {
        Constraint(
            expression: LinearExpression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant),
            relation: relation, priority: Priority(priority))
    }

    /// How far `values` are from satisfying it.
    func violation(_ values: [Double]) -> Double {
        let v = terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
        switch relation {
        case .equal: return abs(v)
        case .greaterThanOrEqual: return max(0, -v)
        case .lessThanOrEqual: return max(0, v)
        }
    }
}

/// A random system shaped like a screen: views in a row and in a column inside
/// a container, with margins, spacings, minimums, intrinsic sizes held by
/// hugging and compression resistance, equal and proportional sizes, and an
/// editable container size.
struct RandomSystem {
    var variableCount: Int
    var constraints: [ConstraintSpec]

    /// - Parameters:
    ///   - anchors: give every variable a pull towards a value at its own
    ///     lowest level, which makes the optimum unique.
    ///   - singleOptionalLevel: every optional constraint at 750 (for the
    ///     comparison with kiwi's weighted sum).
    static func uiLike(seed: UInt64, anchors: Bool = false, singleOptionalLevel: Bool = false) -> RandomSystem {
        var rng = SeededGenerator(seed: seed)
        let views = Int.random(in: 2...5, using: &rng)
        // Variables: container width and height, then x, w, y, h per view.
        let width = 0, height = 1
        func x(_ i: Int) -> Int { 2 + 4 * i }
        func w(_ i: Int) -> Int { 3 + 4 * i }
        func y(_ i: Int) -> Int { 4 + 4 * i }
        func h(_ i: Int) -> Int { 5 + 4 * i }
        var specs: [ConstraintSpec] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            specs.append(ConstraintSpec(terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant, relation: relation, priority: priority))
        }
        func optional(_ choices: [Double]) -> Double {
            singleOptionalLevel ? 750 : choices.randomElement(using: &rng)!
        }
        func maybe(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        func value(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) }

        // The container's size, as a window or a table would suggest it.
        add([(width, 1)], -value(120...600), .equal, optional([999, 750, 760]))
        if !singleOptionalLevel { add([(height, 1)], 0, .equal, optional([50, 250])) }
        let margin = value(0...20)
        // A row: leading margin, spacings, trailing margin.
        // (With one optional level, L1 costs tie easily; keep those systems
        // mostly determined so that many can be compared with kiwi.)
        let determined = singleOptionalLevel
        add([(x(0), 1)], -margin, determined || maybe(0.8) ? .equal : .greaterThanOrEqual)
        for i in 1..<views {
            add([(x(i), 1), (x(i - 1), -1), (w(i - 1), -1)], -value(0...16),
                determined || maybe(0.7) ? .equal : .greaterThanOrEqual)
        }
        add([(x(views - 1), 1), (w(views - 1), 1), (width, -1)], margin,
            !determined && maybe(0.6) ? .equal : .lessThanOrEqual,
            determined || maybe(0.8) ? 1000 : optional([999, 500]))
        for i in 0..<views {
            // Minimum, intrinsic width held by hugging and compression resistance.
            if maybe(0.5) { add([(w(i), 1)], -value(0...40), .greaterThanOrEqual) }
            let intrinsic = value(10...200)
            if determined {
                add([(w(i), 1)], -intrinsic, .equal, 750)
            } else {
                add([(w(i), 1)], -intrinsic, .lessThanOrEqual, optional([250, 251, 500, 750]))
                add([(w(i), 1)], -intrinsic, .greaterThanOrEqual, optional([750, 749, 999]))
            }
            // A column: stacked under each other, height from content.
            if i == 0 {
                add([(y(0), 1)], -margin, .equal)
            } else {
                add([(y(i), 1), (y(i - 1), -1), (h(i - 1), -1)], -value(0...12), .equal)
            }
            add([(h(i), 1)], -value(20...120), .equal, optional([750, 751, 250]))
            add([(height, 1), (y(i), -1), (h(i), -1)], -margin,
                singleOptionalLevel && i == views - 1 ? .equal : .greaterThanOrEqual)
        }
        // Equal or proportional widths between two views.
        if maybe(0.6) {
            let a = Int.random(in: 0..<views, using: &rng), b = (a + 1) % views
            let ratio = [1.0, 0.5, 2.0].randomElement(using: &rng)!
            add([(w(a), 1), (w(b), -ratio)], 0, .equal, maybe(0.3) ? 1000 : optional([500, 760, 250]))
        }
        if maybe(0.35) {
            // A contradiction now and then: a cap, then a floor above it, or a
            // second position for a pinned view. The second must be refused.
            let cap = value(0...30)
            add([(w(0), 1)], -cap, .lessThanOrEqual)
            add([(w(0), 1), (w(1), -0.5)], -cap - value(1...20), .greaterThanOrEqual)
            add([(w(0), 1)], -cap - value(1...20), .greaterThanOrEqual)
            add([(y(0), 1)], -margin - value(1...9), .equal)
        }
        let count = 2 + 4 * views
        if anchors {
            for v in 0..<count {
                add([(v, 1)], -value(0...300), .equal, 1 + Double(v) / 100)
            }
        }
        return RandomSystem(variableCount: count, constraints: specs)
    }

    /// Adds the constraints in order, except `skipped`; `nil` marks one left out or refused.
    func build(skipping skipped: Set<Int> = []) -> (Solver, [Variable], [Constraint?]) {
        let solver = Solver()
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var added: [Constraint?] = []
        for (k, spec) in constraints.enumerated() {
            guard !skipped.contains(k) else {
                added.append(nil)
                continue
            }
            let constraint = spec.make(variables)
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch {
                added.append(nil)
            }
        }
        return (solver, variables, added)
    }
}
