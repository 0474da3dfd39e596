import Benchmark
import Foundation
import LayoutWorkloads
import Trellis

// UITableView at scale: the seed timeline cell (real text, stack views,
// symbols, photos) in a 390 × 844 table. Each sample of the scrolling
// benchmark is one step, so its percentiles are per step; the table lives
// across samples and scrolls from top to bottom and back.

/// A 10,000-row timeline scrolled a third of a screen a step, bouncing between its ends.
@MainActor
final class ScrollingTimeline {
    static let shared = ScrollingTimeline()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = TimelineTable(frame: CGRect(x: 0, y: 0, width: 390, height: 844), rowCount: 10_000)
    private var direction: CGFloat = 1

    private init() {
        window.addSubview(table)
        window.layoutIfNeeded()
    }

    func step() {
        let end = table.contentSize.height - table.bounds.height
        var y = table.contentOffset.y + direction * 844 / 3
        if y > end || y < 0 {
            direction = -direction
            y = min(max(y, 0), end)
        }
        table.contentOffset.y = y
        window.layoutIfNeeded()
    }
}

let tableBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "Timeline 10,000 rows: one scroll step of 281 pt",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .custom("cells made (total)", useScalingFactor: false)],
            timeUnits: .microseconds, maxDuration: .seconds(6), maxIterations: 100_000)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let timeline = ScrollingTimeline.shared
            benchmark.startMeasurement()
            timeline.step()
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("cells made (total)", useScalingFactor: false), timeline.table.createdCellCount)
        }
    }

    // A million rows, with cells that measure cheaply (the table's own work)
    // and with timeline cells (real text: measuring the rows that show dominates).
    for (name, makeTable) in [
        ("metric rows", { @MainActor @Sendable frame in MetricListTable(frame: frame, rowCount: 1_000_000) }),
        ("timeline rows", { @MainActor @Sendable frame in TimelineTable(frame: frame, rowCount: 1_000_000) }),
    ] as [(String, @MainActor @Sendable (CGRect) -> UITableView)] {
        Benchmark(
            "1,000,000 \(name): reloadData + scrollToRow 500,000 + lay out",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
        ) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let table = makeTable(window.bounds)
                table.estimatedRowHeight = 100
                window.addSubview(table)
                window.layoutIfNeeded()
                for _ in benchmark.scaledIterations {
                    benchmark.startMeasurement()
                    table.reloadData()
                    table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
                    window.layoutIfNeeded()
                    benchmark.stopMeasurement()
                    precondition(table.indexPathsForVisibleRows?.first?.row == 500_000)
                }
            }
        }
    }

    Benchmark(
        "Timeline 10,000 measured rows: width 390 → 844 and back",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let table = TimelineTable(frame: window.bounds, rowCount: 10_000)
            window.addSubview(table)
            window.layoutIfNeeded()
            // Every row shown once, so that all 10,000 heights are measured and kept.
            while table.contentOffset.y < table.contentSize.height - table.bounds.height {
                table.contentOffset.y += table.bounds.height
                window.layoutIfNeeded()
            }
            table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: false)
            window.layoutIfNeeded()
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
                    window.frame = CGRect(origin: .zero, size: size)
                    table.frame = window.bounds
                    window.layoutIfNeeded()
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
