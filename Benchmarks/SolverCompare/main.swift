import CompareTiming
import Foundation
import SolverWorkloads
import TrellisSolver

// Times every solver workload in Trellis and, in the same run, in kiwisolver
// (Benchmarks/Peers/kiwi_workloads.py), and prints the ratios as a Markdown
// table. Both sides check their values before timing and report the median
// time per operation over repeated batches.
//
//   solver-compare            everything but kiwi's multi-second workloads
//   solver-compare --full     kiwi's chain200 (~4 s) and cards1000 (~1 min) too
//   solver-compare --rounds N alternate the two sides N times (default 3) and
//                             keep each side's best median: a virtual machine's
//                             noise moves single runs by tens of percent

let arguments = Array(CommandLine.arguments.dropFirst())
let full = arguments.contains("--full")
let rounds = option("--rounds", in: arguments) ?? 3
let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let peerScript = here.deletingLastPathComponent().appendingPathComponent("Peers/kiwi_workloads.py")
let enamlJSON = here.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SolverWorkloads/Resources/enaml-workload.json")

/// Median seconds per call of `operation`, timed in batches of `batch` calls.
func steps(_ batch: Int, _ operation: () throws -> Void) throws -> Double {
    try medianSeconds(ops: batch) {
        for _ in 0..<batch { try operation() }
    }
}

struct Workload {
    let name: String
    /// Whether kiwisolver runs it by default (its slow ones only with --full).
    let kiwiByDefault: Bool
    let goal: String
    let run: () throws -> Double
}

let enaml = try EnamlWorkload()
var workloads: [Workload] = [
    Workload(name: "W1 enaml build", kiwiByDefault: true, goal: "≤ 1× kiwisolver") {
        try enaml.build().check()
        return try medianSeconds(ops: 1) { _ = try enaml.build() }
    },
    Workload(name: "W2 enaml suggest", kiwiByDefault: true, goal: "≤ 1× kiwisolver") {
        let system = try enaml.build()
        try system.check()
        return try steps(60) { try system.step() }
    },
    Workload(name: "W3 tree7 build", kiwiByDefault: true, goal: "") {
        try TreeWorkload().check()
        return try medianSeconds(ops: 1) { _ = try TreeWorkload() }
    },
    Workload(name: "W4 tree7 suggest", kiwiByDefault: true, goal: "≤ 1× kiwisolver") {
        let tree = try TreeWorkload()
        try tree.check()
        return try steps(100) { try tree.step() }
    },
]
for n in [10, 50, 100, 200, 1000] {
    workloads.append(Workload(name: "W5a chain\(n) build", kiwiByDefault: n <= 100 || (n == 200 && full),
                              goal: n == 200 ? "≤ 50 ms" : "") {
        if n >= 50 { try ChainWorkload(views: n).check() }
        return try medianSeconds(ops: 1) { _ = try ChainWorkload(views: n) }
    })
}
workloads += [
    Workload(name: "W5b chain50 suggest", kiwiByDefault: true, goal: "") {
        let chain = try ChainWorkload(views: 50)
        try chain.check()
        return try steps(20) { try chain.step() }
    },
    Workload(name: "W6 chain50 constant change", kiwiByDefault: true, goal: "≥ 10× faster") {
        let chain = try ChainWorkload(views: 50)
        return try steps(10) { try chain.changeLeading() }
    },
]
for n in [10, 100, 1000] {
    workloads.append(Workload(name: "W7a cards\(n) build", kiwiByDefault: n < 1000 || full, goal: n == 1000 ? "≤ 1 s" : "") {
        try CardsWorkload(cards: min(n, 100)).check()
        return try medianSeconds(ops: 1) { _ = try CardsWorkload(cards: n) }
    })
}
for n in [100, 1000] {
    workloads.append(Workload(name: "W7b cards\(n) suggest", kiwiByDefault: n < 1000 || full, goal: n == 1000 ? "≤ 10 ms" : "") {
        let cards = try CardsWorkload(cards: n)
        try cards.check()
        return try steps(4) { try cards.step() }
    })
}
workloads.append(Workload(name: "W8 cards100 build + remove all", kiwiByDefault: true, goal: "") {
    try medianSeconds(ops: 1) {
        let cards = try CardsWorkload(cards: 100)
        try cards.removeAll()
    }
})

// Trellis, then kiwisolver, alternating, on the same machine in the same run.
var trellis: [String: Double] = [:]
var kiwi: [String: Double] = [:]
let kiwiNames = workloads.filter(\.kiwiByDefault).map(\.name)
for round in 1...rounds {
    for workload in workloads {
        let t = try workload.run()
        trellis[workload.name] = min(trellis[workload.name] ?? .infinity, t)
        FileHandle.standardError.write(Data("  round \(round): Trellis \(workload.name): \(formatDuration(t))\n".utf8))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", peerScript.path, enamlJSON.path] + kiwiNames
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(Data("kiwisolver did not run (make bench-compare installs it)\n".utf8))
        continue
    }
    for (name, seconds) in try JSONDecoder().decode([String: Double].self, from: data) {
        kiwi[name] = min(kiwi[name] ?? .infinity, seconds)
    }
}


print("| workload | Trellis | kiwisolver | kiwisolver ÷ Trellis | goal |")
print("|---|---:|---:|---:|---|")
for workload in workloads {
    let t = trellis[workload.name]!
    let k = kiwi[workload.name]
    let ratio = k.map { String(format: "%.1f×", $0 / t) } ?? "—"
    print("| \(workload.name) | \(formatDuration(t)) | \(k.map(formatDuration) ?? "not run") | \(ratio) | \(workload.goal) |")
}

/// The log-log slope of build time from N = 10 to 1,000 (1 = linear).
@MainActor func slope(_ prefix: String) -> Double {
    let small = trellis["\(prefix)10 build"]!, large = trellis["\(prefix)1000 build"]!
    return log10(large / small) / 2
}
print("")
print(String(format: "Build time growth from N = 10 to 1,000 (log-log slope, 1 = linear): chains %.2f, cards %.2f.",
             slope("W5a chain"), slope("W7a cards")))
