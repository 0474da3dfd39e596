import Benchmark
import SolverWorkloads
import TrellisSolver

// W1–W8 of the solver workloads. Every benchmark checks its values once
// before it is timed, so it never measures a wrong answer.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
        maxDuration: .seconds(2), maxIterations: 10_000)

    let enaml = try! EnamlWorkload()
    try! enaml.build().check()

    Benchmark("W1 enaml build") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! enaml.build()) }
    }

    Benchmark("W2 enaml suggest") { (benchmark: Benchmark, system: EnamlWorkload.System) in
        for _ in benchmark.scaledIterations { try! system.step() }
    } setup: {
        try! enaml.build()
    }

    Benchmark("W3 tree7 build") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! TreeWorkload()) }
    }

    Benchmark("W4 tree7 suggest") { (benchmark: Benchmark, tree: TreeWorkload) in
        for _ in benchmark.scaledIterations { try! tree.step() }
    } setup: {
        let tree = try! TreeWorkload()
        try! tree.check()
        return tree
    }

    for n in [10, 50, 100, 200, 1000] {
        Benchmark("W5a chain\(n) build", configuration: .init(maxIterations: n >= 200 ? 20 : 10_000)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! ChainWorkload(views: n)) }
        }
    }

    Benchmark("W5b chain50 suggest") { (benchmark: Benchmark, chain: ChainWorkload) in
        for _ in benchmark.scaledIterations { try! chain.step() }
    } setup: {
        let chain = try! ChainWorkload(views: 50)
        try! chain.check()
        return chain
    }

    Benchmark("W6 chain50 constant change") { (benchmark: Benchmark, chain: ChainWorkload) in
        for _ in benchmark.scaledIterations { try! chain.changeLeading() }
    } setup: {
        try! ChainWorkload(views: 50)
    }

    for n in [10, 100, 1000] {
        Benchmark("W7a cards\(n) build", configuration: .init(maxIterations: n >= 1000 ? 20 : 10_000)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! CardsWorkload(cards: n)) }
        }
    }

    for n in [100, 1000] {
        Benchmark("W7b cards\(n) suggest") { (benchmark: Benchmark, cards: CardsWorkload) in
            for _ in benchmark.scaledIterations { try! cards.step() }
        } setup: {
            let cards = try! CardsWorkload(cards: n)
            try! cards.check()
            return cards
        }
    }

    Benchmark("W8 cards100 build + remove all") { benchmark in
        for _ in benchmark.scaledIterations {
            let cards = try! CardsWorkload(cards: 100)
            try! cards.removeAll()
            blackHole(cards)
        }
    }
}
