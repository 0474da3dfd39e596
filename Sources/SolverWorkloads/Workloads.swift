import Foundation
import TrellisSolver

// The solver workloads W1–W8: each builds the same system as its kiwisolver
// twin in `Benchmarks/Peers/kiwi_workloads.py`, and checks its own values, so
// that a benchmark never times a wrong answer.

/// A workload's values were not the expected ones.
public struct WorkloadCheckFailure: Error, CustomStringConvertible {
    /// What differed.
    public let description: String
}

@inline(__always)
func expect(_ actual: Double, _ expected: Double, _ what: String) throws(WorkloadCheckFailure) {
    guard abs(actual - expected) < 1e-6 else {
        throw WorkloadCheckFailure(description: "\(what) = \(actual), expected \(expected)")
    }
}

/// The strengths of kiwi's benchmarks as Trellis priorities.
public enum KiwiStrength: String, Decodable, Sendable {
    case required, strong, smedium, mmedium, medium, weak

    /// The strength as a Trellis priority level.
    public var priority: Priority {
        switch self {
        case .required: .required
        case .strong: 750
        case .smedium: 600
        case .mmedium: 510
        case .medium: 500
        case .weak: 250
        }
    }
}

// MARK: - W1, W2: the enaml-like layout

/// The 111 constraints over 37 variables of kiwi's enaml-like benchmark.
public struct EnamlWorkload: Sendable {
    struct Spec: Decodable, Sendable {
        struct Item: Decodable, Sendable {
            let terms: [Pair]
            let constant: Double
            let op: String
            let strength: KiwiStrength
        }
        struct Pair: Decodable, Sendable {
            let coefficient: Double
            let name: String
            init(from decoder: Decoder) throws {
                var container = try decoder.unkeyedContainer()
                coefficient = try container.decode(Double.self)
                name = try container.decode(String.self)
            }
        }
        let constraints: [Item]
        let suggestCycle: [[Double]]
    }

    let spec: Spec
    /// The (width, height) pairs W2 cycles through.
    public var suggestCycle: [(Double, Double)] { spec.suggestCycle.map { ($0[0], $0[1]) } }

    /// Loads the system shipped with this module.
    public init() throws {
        let url = Bundle.module.url(forResource: "enaml-workload", withExtension: "json")!
        spec = try JSONDecoder().decode(Spec.self, from: Data(contentsOf: url))
    }

    /// A built W1 system.
    public final class System {
        /// The solver holding the system.
        public let solver = Solver()
        /// The window's edited size.
        public let width = Variable("width")
        public let height = Variable("height")
        let cycle: [(Double, Double)]
        private var steps = 0

        init(cycle: [(Double, Double)]) {
            self.cycle = cycle
        }

        /// W2's operation: the next size of the cycle (each call moves on, so
        /// no call repeats the value before it).
        public func step() throws(SolverError) {
            let (w, h) = cycle[steps % cycle.count]
            steps += 1
            try suggest(width: w, height: h)
        }

        /// W2's step: suggest a size and read the changed values.
        public func suggest(width w: Double, height h: Double) throws(SolverError) {
            try solver.suggestValue(w, for: width)
            try solver.suggestValue(h, for: height)
            solver.updateVariables { _, _ in }
        }

        /// Checks the values after suggesting 400×600.
        public func check() throws {
            try suggest(width: 400, height: 600)
            try expect(solver.value(of: width), 400, "width")
            try expect(solver.value(of: height), 600, "height")
        }
    }

    /// W1: a new solver, two strong edits, then every constraint in file order.
    public func build() throws -> System {
        let system = System(cycle: suggestCycle)
        var variables = ["width": system.width, "height": system.height]
        try system.solver.addEditVariable(system.width, priority: KiwiStrength.strong.priority)
        try system.solver.addEditVariable(system.height, priority: KiwiStrength.strong.priority)
        for item in spec.constraints {
            var expression = LinearExpression(constant: item.constant)
            for pair in item.terms {
                let variable = variables[pair.name] ?? Variable(pair.name)
                variables[pair.name] = variable
                expression.terms.append(Term(variable, pair.coefficient))
            }
            let relation: Relation = item.op == "==" ? .equal : item.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            try system.solver.add(Constraint(expression: expression, relation: relation, priority: item.strength.priority))
        }
        return system
    }
}

// MARK: - W3, W4: a binary tree

/// W3: points of a binary tree laid out in rows; parents centred over children.
public final class TreeWorkload {
    /// The solver holding the tree.
    public let solver = Solver()
    /// The points' coordinates, root first.
    public let xs: [Variable]
    public let ys: [Variable]

    /// Builds a tree of `rows` rows (W3 uses 7: 127 points, 315 constraints).
    public init(rows: Int = 7) throws {
        let count = (1 << rows) - 1
        xs = (0..<count).map { Variable("x\($0)") }
        ys = (0..<count).map { Variable("y\($0)") }
        try solver.addEditVariable(xs[0], priority: KiwiStrength.strong.priority)
        try solver.addEditVariable(ys[0], priority: KiwiStrength.strong.priority)
        try solver.suggestValue(500, for: xs[0])
        try solver.suggestValue(10, for: ys[0])
        for row in 1..<rows {
            let first = (1 << row) - 1
            let previousFirst = (1 << (row - 1)) - 1
            for p in 0..<(1 << row) {
                let i = first + p
                try solver.add(Constraint(ys[i], .equal, ys[previousFirst] + 15))
                if p == 0 {
                    try solver.add(Constraint(xs[i], .greaterThanOrEqual, 0))
                } else {
                    try solver.add(Constraint(xs[i], .greaterThanOrEqual, xs[i - 1] + 5))
                }
                if p % 2 == 1 {
                    let parent = (i - 1) / 2
                    try solver.add(Constraint(xs[parent], .equal, 0.5 * xs[i] + 0.5 * xs[i - 1]))
                }
            }
        }
        solver.updateVariables { _, _ in }
    }

    /// The root positions W4 cycles through.
    public static let suggestCycle: [Double] = [500, 600, 400, 550]

    private var steps = 0

    /// W4's operation: the next root position of the cycle.
    public func step() throws(SolverError) {
        steps += 1
        try suggest(x: Self.suggestCycle[(steps - 1) % Self.suggestCycle.count])
    }

    /// Moves the root and reads the changed values.
    public func suggest(x: Double) throws(SolverError) {
        try solver.suggestValue(x, for: xs[0])
        solver.updateVariables { _, _ in }
    }

    /// Checks the root and the last point.
    public func check() throws {
        try expect(solver.value(of: xs[0]), 500, "x0")
        try expect(solver.value(of: ys[ys.count - 1]), 100, "y\(ys.count - 1)")
    }
}

// MARK: - W5, W6: a row of views

/// W5: N views in a row with 8-point gaps, equal widths (medium), a preferred
/// width of 100 (weak), a minimum of 20, spanning an editable container width.
public final class ChainWorkload {
    /// The solver holding the chain.
    public let solver = Solver()
    /// The container's edited width.
    public let containerWidth = Variable("sw")
    /// The views' left edges and widths.
    public let lefts: [Variable]
    public let widths: [Variable]
    /// `l0 == 8`, whose constant W6 changes in place.
    public let leading: Constraint

    /// Builds a chain of `n` views.
    public init(views n: Int) throws {
        lefts = (0..<n).map { Variable("l\($0)") }
        widths = (0..<n).map { Variable("w\($0)") }
        try solver.addEditVariable(containerWidth, priority: KiwiStrength.strong.priority)
        try solver.suggestValue(Double(108 * n + 8), for: containerWidth)
        leading = Constraint(lefts[0], .equal, 8)
        for i in 0..<n {
            if i == 0 {
                try solver.add(leading)
            } else {
                try solver.add(Constraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + 8))
            }
            try solver.add(Constraint(widths[i], .greaterThanOrEqual, 20))
            try solver.add(Constraint(widths[i], .equal, 100, priority: KiwiStrength.weak.priority))
            if i > 0 {
                try solver.add(Constraint(widths[i], .equal, widths[0], priority: KiwiStrength.medium.priority))
            }
        }
        try solver.add(Constraint(lefts[n - 1] + widths[n - 1] + 8, .equal, containerWidth))
        solver.updateVariables { _, _ in }
    }

    /// The container widths W5b cycles through: 60, 120, 40 and 200 points a view.
    public var suggestCycle: [Double] { [60, 120, 40, 200].map { Double($0 * widths.count + 8) } }

    private var steps = 0

    /// W5b's operation: the next container width of the cycle.
    public func step() throws(SolverError) {
        steps += 1
        try suggest(width: suggestCycle[(steps - 1) % 4])
    }

    /// W6's operation: the next leading constant (8, 9, … 12, 8, …).
    public func changeLeading() throws(SolverError) {
        steps += 1
        try changeLeading(steps)
    }

    /// Suggests a container width and reads the changed values.
    public func suggest(width: Double) throws(SolverError) {
        try solver.suggestValue(width, for: containerWidth)
        solver.updateVariables { _, _ in }
    }

    /// W6's step: `leading.constant = 8 + j % 5`, as `NSLayoutConstraint.constant` does.
    public func changeLeading(_ j: Int) throws(SolverError) {
        try solver.setConstant(-Double(8 + j % 5), of: leading)
        solver.updateVariables { _, _ in }
    }

    /// With the container at 108·N + 8 every view is 100 wide; for N = 50 at
    /// 3008, 52 wide with the last one at 2948.
    public func check() throws {
        let n = widths.count
        try suggest(width: Double(60 * n + 8))
        for i in [0, n / 2, n - 1] { try expect(solver.value(of: widths[i]), 52, "w\(i)") }
        try expect(solver.value(of: lefts[n - 1]), Double(8 + 60 * (n - 1)), "l\(n - 1)")
        try suggest(width: Double(108 * n + 8))
        try expect(solver.value(of: widths[n - 1]), 100, "w\(n - 1)")
    }
}

// MARK: - W7, W8: a list of cards

/// W7: N cards stacked in a container of editable width, each an icon, a
/// title and a detail text, 14 variables and 19 constraints per card.
public final class CardsWorkload {
    /// The solver holding the list.
    public let solver = Solver()
    /// The list's edited width.
    public let width = Variable("W")
    /// Every constraint added, in order (W8 removes them).
    public private(set) var constraints: [Constraint] = []
    /// Per card: its top, height, and its title's and detail's widths.
    public private(set) var tops: [Variable] = []
    public private(set) var heights: [Variable] = []
    public private(set) var titleWidths: [Variable] = []
    public private(set) var detailWidths: [Variable] = []

    /// Builds a list of `n` cards at 375 points.
    public init(cards n: Int) throws {
        try solver.addEditVariable(width, priority: KiwiStrength.strong.priority)
        try solver.suggestValue(375, for: width)
        let weak = KiwiStrength.weak.priority
        for card in 0..<n {
            let top = Variable("top\(card)"), height = Variable("height\(card)")
            let il = Variable("il"), it = Variable("it"), iw = Variable("iw"), ih = Variable("ih")
            let tl = Variable("tl"), tt = Variable("tt"), tw = Variable("tw"), th = Variable("th")
            let dl = Variable("dl"), dt = Variable("dt"), dw = Variable("dw"), dh = Variable("dh")
            var card: [Constraint] = []
            if let previousTop = tops.last, let previousHeight = heights.last {
                card.append(Constraint(top, .equal, previousTop + previousHeight + 8))
            } else {
                card.append(Constraint(top, .equal, 0))
            }
            card += [
                Constraint(il, .equal, 16), Constraint(iw, .equal, 40), Constraint(ih, .equal, 40),
                Constraint(it, .equal, top + 12),
                Constraint(tl, .equal, il + iw + 12), Constraint(tl + tw, .lessThanOrEqual, width - 16),
                Constraint(tw, .greaterThanOrEqual, 0), Constraint(tw, .equal, 200, priority: weak),
                Constraint(tt, .equal, top + 12), Constraint(th, .equal, 20, priority: KiwiStrength.strong.priority),
                Constraint(dl, .equal, tl), Constraint(dl + dw, .equal, width - 16),
                Constraint(dt, .equal, tt + th + 4), Constraint(dh, .greaterThanOrEqual, 20),
                Constraint(dh, .equal, 40, priority: KiwiStrength.medium.priority),
                Constraint(top + height, .greaterThanOrEqual, it + ih + 12),
                Constraint(top + height, .greaterThanOrEqual, dt + dh + 12),
                Constraint(height, .equal, 0, priority: weak),
            ]
            for constraint in card { try solver.add(constraint) }
            constraints += card
            tops.append(top)
            heights.append(height)
            titleWidths.append(tw)
            detailWidths.append(dw)
        }
        solver.updateVariables { _, _ in }
    }

    /// The container widths W7b cycles through.
    public static let suggestCycle: [Double] = [240, 280, 320, 375]

    private var steps = 0

    /// W7b's operation: the next container width of the cycle.
    public func step() throws(SolverError) {
        steps += 1
        try suggest(width: Self.suggestCycle[(steps - 1) % Self.suggestCycle.count])
    }

    /// Suggests a container width and reads the changed values.
    public func suggest(width value: Double) throws(SolverError) {
        try solver.suggestValue(value, for: width)
        solver.updateVariables { _, _ in }
    }

    /// W8's tail: every constraint in insertion order, then the edit.
    public func removeAll() throws(SolverError) {
        for constraint in constraints { try solver.remove(constraint) }
        try solver.removeEditVariable(width)
        constraints = []
    }

    /// At W = 240: title and detail 156 wide, cards 88 tall, card 99 at 9504.
    public func check() throws {
        try suggest(width: 240)
        let last = tops.count - 1
        try expect(solver.value(of: titleWidths[last]), 156, "tw\(last)")
        try expect(solver.value(of: detailWidths[last]), 156, "dw\(last)")
        try expect(solver.value(of: heights[last]), 88, "height\(last)")
        try expect(solver.value(of: tops[last]), Double(96 * last), "top\(last)")
        try suggest(width: 375)
    }
}
