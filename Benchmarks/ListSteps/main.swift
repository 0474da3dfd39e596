import CompareTiming
import Foundation
import LayoutWorkloads
import Trellis

// Tables and collection views at scale, 390 × 844, timed step by step with
// the monotonic clock (no benchmark harness: it runs on any toolchain).
//
// A scroll step moves the content a third of a screen and lays out, bouncing
// between the ends; its percentiles are per step. A jump reloads the data,
// scrolls to an item half way down and lays out; its figure is a median.
//
//   list-steps [--steps N]   scroll steps per list (default 3,000)
//   list-steps --only CASE N N scroll steps of one list and nothing else, for a
//                            profiler (`valgrind --tool=callgrind`): timeline or tags

let steps = option("--steps", in: Array(CommandLine.arguments.dropFirst())) ?? 3_000
private let clock = ContinuousClock()

/// Percentiles of per-step times, in seconds.
func report(_ name: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
    print("| \(name) | \(formatDuration(percentile(0.5))) | \(formatDuration(percentile(0.99))) | \(formatDuration(sorted.last ?? 0)) |")
}

/// Times `steps` scroll steps of `scrollView`, laid out by `root`.
@MainActor func scrollSteps(_ scrollView: UIScrollView, root: UIView) -> [Double] {
    var direction: CGFloat = 1
    var samples: [Double] = []
    samples.reserveCapacity(steps)
    for _ in 0..<steps {
        let end = scrollView.contentSize.height - scrollView.bounds.height
        var y = scrollView.contentOffset.y + direction * 844 / 3
        if y > end || y < 0 {
            direction = -direction
            y = min(max(y, 0), end)
        }
        let start = clock.now
        scrollView.contentOffset.y = y
        root.layoutIfNeeded()
        samples.append(seconds(clock.now - start))
    }
    return samples
}

MainActor.assumeIsolated {
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let flag = arguments.firstIndex(of: "--only"), arguments.indices.contains(flag + 2), let count = Int(arguments[flag + 2]) {
        let scrollView: UIScrollView, root: UIView
        var workload: CollectionWorkload?  // the collection's data source, kept
        switch arguments[flag + 1] {
        case "timeline":
            let window = UIWindow(frame: frame)
            scrollView = TimelineTable(frame: frame, rowCount: 10_000)
            window.addSubview(scrollView)
            root = window
        case "tags":
            workload = CollectionWorkload(.tagCloud, frame: frame, itemCount: 10_000)
            scrollView = workload!.collectionView
            root = scrollView
        default: fatalError("no case \(arguments[flag + 1])")
        }
        root.layoutIfNeeded()
        for step in 0..<count {
            scrollView.contentOffset.y = CGFloat(step % 100) * 281
            root.layoutIfNeeded()
        }
        withExtendedLifetime(workload) {}
        return
    }
    print("| scroll step of 281 pt | p50 | p99 | max |\n|---|---|---|---|")
    do {
        let window = UIWindow(frame: frame)
        let table = TimelineTable(frame: frame, rowCount: 10_000)
        window.addSubview(table)
        window.layoutIfNeeded()
        report("timeline table, 10,000 rows", scrollSteps(table, root: window))
    }
    for (name, kind, count) in [
        ("swatch grid, 100,000 items", CollectionWorkload.Kind.swatchGrid, 100_000), ("swatch grid, 100,000,000 items", .swatchGrid, 100_000_000),
        ("tag cloud, 10,000 self-sizing items", .tagCloud, 10_000),
    ] {
        let workload = CollectionWorkload(kind, frame: frame, itemCount: count)
        workload.collectionView.layoutIfNeeded()
        report(name, scrollSteps(workload.collectionView, root: workload.collectionView))
    }

    print("\n| reloadData + scroll half way + lay out | median |\n|---|---|")
    for (name, table) in [
        ("1,000,000 metric rows", MetricListTable(frame: frame, rowCount: 1_000_000) as UITableView),
        ("1,000,000 timeline rows", TimelineTable(frame: frame, rowCount: 1_000_000)),
    ] {
        let window = UIWindow(frame: frame)
        table.estimatedRowHeight = 100
        window.addSubview(table)
        window.layoutIfNeeded()
        let time = medianSeconds(ops: 1, budget: 1, minimumSamples: 20) {
            table.reloadData()
            table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
            window.layoutIfNeeded()
        }
        precondition(table.indexPathsForVisibleRows?.first?.row == 500_000)
        print("| \(name) | \(formatDuration(time)) |")
    }
    for count in [100_000, 100_000_000] {
        let grid = CollectionWorkload(.swatchGrid, frame: frame, itemCount: count)
        grid.collectionView.layoutIfNeeded()
        let time = medianSeconds(ops: 1, budget: 1, minimumSamples: 20) {
            grid.collectionView.reloadData()
            grid.collectionView.scrollToItem(at: IndexPath(item: count / 2, section: 0), at: .top, animated: false)
            grid.collectionView.layoutIfNeeded()
        }
        precondition(grid.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: count / 2, section: 0)))
        print("| swatch grid, \(count.formatted()) items | \(formatDuration(time)) |")
    }
}
