import Benchmark
import Foundation
import LayoutWorkloads
import Trellis
import TrellisRender

// The FeedItem cell (21 views, 67 constraints, the deterministic 7 × 20 text
// metric, or real text in its "real text" variant), sized as a table sizes a
// self-sizing cell. Each benchmark checks
// the height first. Warm benchmarks run a thousand fits a sample, so that
// they measure the steady state rather than the first fit after building. The work runs on the main actor, where UI types live;
// the runner waits meanwhile, so handing it the benchmark object is safe.

let benchmarks: @Sendable () -> Void = {
    tableBenchmarks()
    collectionBenchmarks()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 20_000)

    Benchmark("FeedItem cold: build + first fit") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { coldFits(FeedItemCell.self, benchmark) }
    }

    Benchmark("FeedItem kept: bytes a built and measured cell holds", configuration: .init(metrics: [.memoryLeakedBytes])) {
        benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            var kept: [FeedItemCell] = []
            kept.reserveCapacity(benchmark.scaledIterations.count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let cell = FeedItemCell()
                cell.configure(row: 0)
                blackHole(cell.fit(width: 375))
                kept.append(cell)
            }
            benchmark.stopMeasurement()
            blackHole(kept)
        }
    }

    Benchmark("FeedItem warm: reconfigure + fit (reused cell, new row each time)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let cell = FeedItemCell()
            cell.configure(row: 0)
            precondition(cell.fit(width: 375).height == 416)
            var row = 1
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                cell.configure(row: row)
                blackHole(cell.fit(width: 375))
                row += 1
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("FeedItem warm, texts prepared: what the fit itself costs", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { warmFits(FeedItemCell.self, benchmark) }
    }

    Benchmark("FeedItem stack variant warm, texts prepared", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { warmFits(FeedItemStackCell.self, benchmark) }
    }

    Benchmark("FeedItem stack variant cold: build + first fit") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { coldFits(FeedItemStackCell.self, benchmark) }
    }

    Benchmark("FeedItem real text warm, texts prepared", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { warmFits(FeedItemCell.self, text: .real, benchmark) }
    }

    Benchmark("FeedItem real text cold: build + first fit") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { coldFits(FeedItemCell.self, text: .real, benchmark) }
    }

    // A 390 × 844 screen of timeline cells (real text, symbols, photos) at 3×.
    Benchmark("Timeline screen 390×844@3x: draw into pixels", configuration: .init(maxDuration: .seconds(4))) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = TimelineScreen.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(Renderer.image(of: DisplayList(of: screen), scale: 3)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Timeline screen 390×844@3x: draw and encode PNG", configuration: .init(maxDuration: .seconds(4))) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = TimelineScreen.make()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try? Renderer.render(screen, format: .png, scale: 3)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("FeedItem no-op refit", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let cell = FeedItemCell()
            cell.configure(row: 0)
            _ = cell.fit(width: 375)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(cell.fit(width: 375)) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("FeedItem width change 375 → 320 → 414", configuration: .init(scalingFactor: .kilo)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let cell = FeedItemCell()
            cell.configure(row: 0)
            _ = cell.fit(width: 375)
            let widths: [CGFloat] = [320, 414, 375]
            var i = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(cell.fit(width: widths[i % 3]))
                i += 1
            }
            benchmark.stopMeasurement()
        }
    }
}

/// A reused cell of `variant` shows a prepared row and is measured, each
/// iteration a new row.
@MainActor
func warmFits<Cell: FeedItemVariant>(_ variant: Cell.Type, text: FeedItemText = .metric, _ benchmark: Benchmark) {
    let cell = Cell(text: text)
    let rows = (0..<1000).map { FeedItemCell.texts(row: $0) }
    cell.configure(rows[0])
    let height = cell.fit(width: 375).height
    precondition(text == .real ? height > 300 : height == 416)
    var row = 1
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        cell.configure(rows[row % rows.count])
        blackHole(cell.fit(width: 375))
        row += 1
    }
    benchmark.stopMeasurement()
}

/// A new cell of `variant` is built, shows row 0 and is measured.
@MainActor
func coldFits<Cell: FeedItemVariant>(_ variant: Cell.Type, text: FeedItemText = .metric, _ benchmark: Benchmark) {
    for _ in benchmark.scaledIterations {
        let cell = Cell(text: text)
        cell.configure(row: 0)
        blackHole(cell.fit(width: 375))
    }
}
