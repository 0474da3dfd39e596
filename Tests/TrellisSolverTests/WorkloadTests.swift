import SolverWorkloads
import Testing
@testable import TrellisSolver

/// The benchmark workloads give the values they are defined to give.
@Suite struct WorkloadTests {
    @Test func enamlLayoutFollowsItsEdits() throws {
        let workload = try EnamlWorkload()
        let system = try workload.build()
        try system.check()
        for (w, h) in workload.suggestCycle {
            try system.suggest(width: w, height: h)
            #expect(system.solver.value(of: system.width) == w)
            #expect(system.solver.value(of: system.height) == h)
        }
        #expect(system.solver.invariantViolations().isEmpty)
    }

    @Test func treeCentresParents() throws {
        let tree = try TreeWorkload()
        try tree.check()
        for x in [600.0, 400, 550] {
            try tree.suggest(x: x)
            #expect(abs(tree.solver.value(of: tree.xs[0]) - x) < 1e-9)
        }
        #expect(tree.solver.invariantViolations().isEmpty)
    }

    @Test(arguments: [10, 50, 100])
    func chainSharesTheContainerWidth(views: Int) throws {
        let chain = try ChainWorkload(views: views)
        try chain.check()
        for j in 0..<5 {
            try chain.changeLeading(j)
            #expect(chain.solver.value(of: chain.lefts[0]) == Double(8 + j))
        }
        #expect(chain.solver.invariantViolations().isEmpty)
    }

    @Test(arguments: [10, 100])
    func cardsStackAndRemoveCleanly(cards: Int) throws {
        let list = try CardsWorkload(cards: cards)
        try list.check()
        #expect(list.solver.invariantViolations().isEmpty)
        try list.removeAll()
        #expect(list.solver.constraints.isEmpty)
        #expect(list.solver.invariantViolations().isEmpty)
    }
}
