import Foundation

// The timing the side-by-side comparisons share: a median over repeated
// batches (a virtual machine's noise moves single batches by tens of
// percent), and durations printed in the unit that suits them.

private let clock = ContinuousClock()

/// `duration` in seconds.
public func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Median seconds per operation of `batch`, which performs `ops` operations:
/// at least `minimumSamples` batches, then more while `budget` seconds last
/// (at most `maximumSamples`). A first batch longer than the budget is the only one.
public func medianSeconds(
    ops: Int, budget: Double = 0.4, minimumSamples: Int = 3, maximumSamples: Int = 200, _ batch: () throws -> Void
) rethrows -> Double {
    var samples: [Double] = []
    let start = clock.now
    while samples.count < minimumSamples || (seconds(clock.now - start) < budget && samples.count < maximumSamples) {
        let batchStart = clock.now
        try batch()
        samples.append(seconds(clock.now - batchStart) / Double(ops))
        if samples[0] > budget { break }
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// `seconds` as ns, µs, ms or s, whichever reads best.
public func formatDuration(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.3f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
}

/// The value of `--name N` among `arguments`, if given.
public func option(_ name: String, in arguments: [String]) -> Int? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
}
