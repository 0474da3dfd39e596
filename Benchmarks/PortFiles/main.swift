import CompareTiming
import Foundation
import TrellisPort

// Files ported per second: the port's fixture inputs (iOS view controllers,
// cells and views of 10 to 45 lines, with target–action, @objc, outlets and
// overrides in extensions) ported as `trellis port --check` ports them —
// parsed, rewritten, the issues found — each fixture's files together.
//
//   port-files [--rounds N]   N medians (default 5), keeping the best

let rounds = option("--rounds", in: Array(CommandLine.arguments.dropFirst())) ?? 5
let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tests/TrellisPortTests/Fixtures/Inputs").standardizedFileURL
let files = try FileManager.default.contentsOfDirectory(at: inputs, includingPropertiesForKeys: nil)
    .filter { $0.lastPathComponent.hasSuffix(".swift.txt") }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
let sources = try files.map { PortSource(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
let groups = Dictionary(grouping: sources) { $0.path.prefix(2) }.values.sorted { $0[0].path < $1[0].path }
let lines = sources.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
precondition(groups.count >= 40, "the fixtures were not found at \(inputs.path)")

var best = Double.infinity
for _ in 0..<rounds {
    var changed = 0
    best = min(best, medianSeconds(ops: sources.count, budget: 1) {
        changed = groups.reduce(0) { $0 + TrellisPort.port($1).filter(\.changed).count }
    })
    precondition(changed == sources.count - 1, "the fixtures did not port as expected")
}
print("\(sources.count) files, \(lines) lines: \(formatDuration(best)) a file, \(Int(1 / best)) files per second, \(Int(Double(lines) / best / Double(sources.count))) lines per second")
