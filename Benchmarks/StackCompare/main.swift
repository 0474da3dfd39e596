import CompareTiming
import Foundation
import LayoutWorkloads
import Trellis

// Times the FeedItem cell built with stack views against the same cell built
// with plain anchors, in one process, and prints the ratio: the stack
// variant's goal is 1.3× the anchors variant per warm fit (published device
// figures put UIKit's own ratio at about 1.2×).
//
// A warm fit is the template-cell pattern a table uses: one reused cell shows
// a prepared row (the deterministic 7 × 20 text metric) and is measured at
// 375 points. Each batch fits 1,000 rows.
//
// A cold fit builds the cell (views, constraints, engine) and measures it
// once: what a table pays for each cell it makes, and what a snapshot test
// pays for each screen. Each batch builds 50 cells.
//
//   stack-compare [--rounds N]   alternate the two variants N times (default 5),
//                                keeping each one's best median
//   stack-compare --only CASE N  N fits of one case and nothing else, for a profiler
//                                (`valgrind --tool=callgrind` counts their instructions):
//                                cold-anchors, cold-stacks, warm-anchors or warm-stacks

let rounds = option("--rounds", in: Array(CommandLine.arguments.dropFirst())) ?? 5
let rows = (0..<1_000).map { FeedItemCell.texts(row: $0) }

/// Median seconds per warm fit of a reused cell of `variant`.
@MainActor func warmFit<Cell: FeedItemVariant>(_ variant: Cell.Type) -> Double {
    let cell = Cell(text: .metric)
    cell.configure(rows[0])
    precondition(cell.fit(width: 375).height == 416, "the \(Cell.self) does not measure 416 points")
    var checksum: CGFloat = 0
    let time = medianSeconds(ops: rows.count, budget: 0.5, minimumSamples: 5) {
        for texts in rows {
            cell.configure(texts)
            checksum += cell.fit(width: 375).height
        }
    }
    precondition(checksum > 0)
    return time
}

/// Median seconds per cold fit of a new cell of `variant`.
@MainActor func coldFit<Cell: FeedItemVariant>(_ variant: Cell.Type) -> Double {
    var checksum: CGFloat = 0
    let time = medianSeconds(ops: 50, budget: 1, minimumSamples: 5) {
        for row in 0..<50 {
            let cell = Cell(text: .metric)
            cell.configure(rows[row])
            checksum += cell.fit(width: 375).height
        }
    }
    precondition(checksum > 0)
    return time
}

/// `count` fits of one case, untimed.
@MainActor func only<Cell: FeedItemVariant>(_ variant: Cell.Type, cold: Bool, count: Int) {
    var checksum: CGFloat = 0
    let reused = Cell(text: .metric)
    for row in 0..<count {
        let cell = cold ? Cell(text: .metric) : reused
        cell.configure(rows[row % rows.count])
        checksum += cell.fit(width: 375).height
    }
    precondition(checksum > 0)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--only"), arguments.indices.contains(flag + 2), let count = Int(arguments[flag + 2]) {
    MainActor.assumeIsolated {
        switch arguments[flag + 1] {
        case "cold-anchors": only(FeedItemCell.self, cold: true, count: count)
        case "cold-stacks": only(FeedItemStackCell.self, cold: true, count: count)
        case "warm-anchors": only(FeedItemCell.self, cold: false, count: count)
        case "warm-stacks": only(FeedItemStackCell.self, cold: false, count: count)
        default: fatalError("no case \(arguments[flag + 1])")
        }
    }
    exit(0)
}

MainActor.assumeIsolated {
    var anchors = Double.infinity, stacks = Double.infinity
    var anchorsCold = Double.infinity, stacksCold = Double.infinity
    for round in 1...rounds {
        let a = warmFit(FeedItemCell.self), s = warmFit(FeedItemStackCell.self)
        let ac = coldFit(FeedItemCell.self), sc = coldFit(FeedItemStackCell.self)
        FileHandle.standardError.write(Data(
            "  round \(round): warm anchors \(formatDuration(a)), stacks \(formatDuration(s)), \(String(format: "%.2f×", s / a)); cold anchors \(formatDuration(ac)), stacks \(formatDuration(sc))\n".utf8))
        anchors = min(anchors, a)
        stacks = min(stacks, s)
        anchorsCold = min(anchorsCold, ac)
        stacksCold = min(stacksCold, sc)
    }
    print("""
    | FeedItem (best of \(rounds) medians) | warm fit | cold: build + first fit |
    |---|---|---|
    | anchors | \(formatDuration(anchors)) | \(formatDuration(anchorsCold)) |
    | stack views | \(formatDuration(stacks)) | \(formatDuration(stacksCold)) |
    | ratio (goal ≤ 1.3×) | \(String(format: "%.2f×", stacks / anchors)) | \(String(format: "%.2f×", stacksCold / anchorsCold)) |
    """)
}
