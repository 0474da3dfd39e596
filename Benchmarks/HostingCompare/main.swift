import CompareTiming
import Foundation
import Trellis
import TrellisDemos
import TrellisUI

// Times SwiftUI views hosted in cells against their UIKit peers, in one
// process, and prints the ratios.
//
// 1. A warm fit for a new row: the seed's `CellView` in its hosting cell
//    (the hosting controller's view pinned with constraints) given a new
//    root view and fitted at 375 points with `systemLayoutSizeFitting`, as
//    a table measures a reused row; against the same row built from stack
//    views and labels, given new texts and fitted the same way. Goal: the
//    hosted row within 1.5× of the stack views. Measured with the
//    deterministic text metric (7 × 20 points a character) and with Pango.
//    Each batch fits 1,000 rows (1 to 20 repetitions of the caption).
//
// 2. The seed's `ComplicatedCellView` given a new root view and laid out
//    again (built, measured, placed, its views updated) in a 375 × 200
//    hosting view, with the deterministic metric: microseconds per change,
//    goal 20 µs. Also the same row reconfigured in its cell, fitted and laid out.
//
//   hosting-compare [--rounds N]   alternate the variants N times (default 5),
//                                  keeping each one's best median
//   hosting-compare --only CASE    time one case alone by processor time, N rounds
//                                  (for a profiler): hosted, stacks, alone,
//                                  complicated or cell; with "-pango"
//                                  (hosted-pango): text measured by Pango

let rounds = option("--rounds", in: Array(CommandLine.arguments.dropFirst())) ?? 5
let width: CGFloat = 375
let rows = 1_000

/// Whether cases are timed by this thread's processor time (`--only`:
/// steadier than the wall clock on a busy machine) rather than the wall clock.
nonisolated(unsafe) var timesProcessor = false

/// Median seconds per operation of `batch` (which performs `ops`).
func timed(ops: Int, _ batch: () -> Void) -> Double {
    guard timesProcessor else { return medianSeconds(ops: ops, budget: 0.5, minimumSamples: 5, batch) }
    func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    var samples: [Double] = []
    for _ in 0..<9 {
        let start = threadSeconds()
        batch()
        samples.append((threadSeconds() - start) / Double(ops))
    }
    return samples.sorted()[samples.count / 2]
}

@MainActor func cellView(_ row: Int) -> CellView {
    CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
}

/// The height a table gives `cell` at the benchmark's width.
@MainActor func fittedHeight(_ cell: UIView) -> CGFloat {
    cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
}

/// Median seconds per warm fit of the hosted row, in `host`'s scope (its text measurer).
@MainActor func hostedFit(in host: HeadlessHost) -> Double {
    host.perform {
        let list = UIViewController()
        let cell = HostingCell<CellView>(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        var checksum: CGFloat = 0
        for row in 0..<40 {
            cell.set(rootView: cellView(row), parentController: list)
            checksum += fittedHeight(cell)
        }
        let time = timed(ops: rows) {
            for row in 0..<rows {
                cell.set(rootView: cellView(row), parentController: list)
                checksum += fittedHeight(cell)
            }
        }
        precondition(checksum > 0)
        return time
    }
}

/// Median seconds per new row measured by the hosting view alone (its intrinsic height at the width).
@MainActor func hostingViewFit(in host: HeadlessHost) -> Double {
    host.perform {
        let controller = UIHostingController(rootView: cellView(0))
        let view: UIView = controller.view
        var checksum: CGFloat = 0
        let time = timed(ops: rows) {
            for row in 0..<rows {
                controller.rootView = cellView(row)
                checksum += view.intrinsicContentSize(forWidth: width).height
            }
        }
        precondition(checksum > 0)
        return time
    }
}

/// Median seconds per warm fit of the stack-view row.
@MainActor func stackFit(in host: HeadlessHost) -> Double {
    host.perform {
        let cell = StackCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        var checksum: CGFloat = 0
        for row in 0..<40 {
            cell.show(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
            checksum += fittedHeight(cell)
        }
        let time = timed(ops: rows) {
            for row in 0..<rows {
                cell.show(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
                checksum += fittedHeight(cell)
            }
        }
        precondition(checksum > 0)
        return time
    }
}

/// Median seconds per root view change of the complicated row laid out again in a hosting view.
@MainActor func complicatedRelayout(in host: HeadlessHost) -> Double {
    host.perform {
        let controller = UIHostingController(rootView: ComplicatedCellView(value: 0))
        let view: UIView = controller.view
        view.frame = CGRect(x: 0, y: 0, width: width, height: 200)
        view.layoutIfNeeded()
        let time = timed(ops: rows) {
            for value in 1...rows {
                controller.rootView = ComplicatedCellView(value: value)
                view.layoutIfNeeded()
            }
        }
        // It was laid out: the last value's text shows.
        let texts = view.subviews.compactMap { ($0 as? UILabel)?.text }
        let last = String(repeating: "Value ", count: rows % 40) + "\(rows % 40)"
        precondition(texts.contains(last), "not laid out: \(texts)")
        return time
    }
}

/// Median seconds per root view change of the complicated row in its cell, fitted and laid out.
@MainActor func complicatedCellRelayout(in host: HeadlessHost) -> Double {
    host.perform {
        let list = UIViewController()
        let cell = HostingCell<ComplicatedCellView>(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        var checksum: CGFloat = 0
        let time = timed(ops: rows) {
            for value in 1...rows {
                cell.set(rootView: ComplicatedCellView(value: value), parentController: list)
                let height = fittedHeight(cell)
                cell.frame.size.height = height
                cell.layoutIfNeeded()
                checksum += height
            }
        }
        precondition(checksum > 0)
        return time
    }
}

MainActor.assumeIsolated {
    for text in ["Value Value 3", "naïve café 日本語 👩‍👩‍👧", ""] {
        precondition(MetricMeasurer.scalarCount(of: text) == text.unicodeScalars.count, "the metric miscounts \(text)")
    }
    let metric = HeadlessHost(device: .iPhoneSE3, textMeasurer: MetricMeasurer())
    if let index = CommandLine.arguments.firstIndex(of: "--only"), index + 1 < CommandLine.arguments.count {
        let cases: [String: (HeadlessHost) -> Double] = [
            "hosted": hostedFit, "stacks": stackFit, "alone": hostingViewFit,
            "complicated": complicatedRelayout, "cell": complicatedCellRelayout,
        ]
        var name = CommandLine.arguments[index + 1]
        // "-pango": the case measured with Pango rather than the metric.
        let withPango = name.hasSuffix("-pango")
        if withPango { name.removeLast("-pango".count) }
        let host = withPango ? HeadlessHost(device: .iPhoneSE3) : metric
        guard let run = cases[name] else { fatalError("no case \(name): \(cases.keys.sorted())") }
        timesProcessor = true
        for _ in 1...rounds { print("\(name): \(formatDuration(run(host))) of processor time") }
        exit(0)
    }
    let pango = HeadlessHost(device: .iPhoneSE3)
    // The rows' heights (they differ: the hosted caption wraps at the width its stack gives it beside the spacer).
    metric.perform {
        let hosted = HostingCell<CellView>(style: .default, reuseIdentifier: nil)
        hosted.set(rootView: cellView(19), parentController: UIViewController())
        let stacked = StackCell(style: .default, reuseIdentifier: nil)
        stacked.show(content: "Title Title Title ", numberOfRepetitions: 20)
        for cell in [hosted, stacked] as [UIView] { cell.frame = CGRect(x: 0, y: 0, width: width, height: 44) }
        FileHandle.standardError.write(Data(
            "  row 19 at \(Int(width)) points, metric text: hosted \(fittedHeight(hosted)) pt, stack views \(fittedHeight(stacked)) pt\n".utf8))
    }
    var best = [String: Double]()
    func keep(_ name: String, _ value: Double) { best[name] = min(best[name] ?? .infinity, value) }
    for round in 1...rounds {
        let hostedMetric = hostedFit(in: metric), stackMetric = stackFit(in: metric)
        let hostedPango = hostedFit(in: pango), stackPango = stackFit(in: pango)
        let alone = hostingViewFit(in: metric)
        let relayout = complicatedRelayout(in: metric), cellRelayout = complicatedCellRelayout(in: metric)
        FileHandle.standardError.write(Data(
            "  round \(round): metric hosted \(formatDuration(hostedMetric)), stacks \(formatDuration(stackMetric)), \(String(format: "%.2f×", hostedMetric / stackMetric)); Pango hosted \(formatDuration(hostedPango)), stacks \(formatDuration(stackPango)), \(String(format: "%.2f×", hostedPango / stackPango)); complicated \(formatDuration(relayout)), in its cell \(formatDuration(cellRelayout))\n".utf8))
        keep("hostedMetric", hostedMetric)
        keep("stackMetric", stackMetric)
        keep("hostedPango", hostedPango)
        keep("stackPango", stackPango)
        keep("alone", alone)
        keep("relayout", relayout)
        keep("cellRelayout", cellRelayout)
    }
    let b = best
    print("""
    | CellView, warm fit for a new row at \(Int(width)) pt (best of \(rounds) medians) | hosted | stack views | ratio (goal ≤ 1.5×) |
    |---|---|---|---|
    | deterministic text metric | \(formatDuration(b["hostedMetric"]!)) | \(formatDuration(b["stackMetric"]!)) | \(String(format: "%.2f×", b["hostedMetric"]! / b["stackMetric"]!)) |
    | Pango | \(formatDuration(b["hostedPango"]!)) | \(formatDuration(b["stackPango"]!)) | \(String(format: "%.2f×", b["hostedPango"]! / b["stackPango"]!)) |
    | hosting view alone (intrinsic height), metric | \(formatDuration(b["alone"]!)) | | |

    | ComplicatedCellView, new root view (metric text) | per change |
    |---|---|
    | laid out again in a 375 × 200 hosting view (goal ≤ 20 µs) | \(formatDuration(b["relayout"]!)) |
    | in its cell: fitted and laid out | \(formatDuration(b["cellRelayout"]!)) |
    """)
}
