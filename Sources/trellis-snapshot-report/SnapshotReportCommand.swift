import ArgumentParser
import Foundation
import TrellisTesting

/// `trellis-snapshot-report merge`: the reports of a sharded test run made one.
@main
struct SnapshotReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-snapshot-report",
        abstract: "Works with the HTML reports TrellisTesting writes.",
        subcommands: [Merge.self])

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Merges the reports of shards (TRELLIS_SHARD=i/n) into one report.",
            discussion: "Given a report folder holding shard-<i>-of-<n> folders, merges those; or give the shard folders themselves.")

        @Argument(help: "The shards' report folders, or one folder holding shard-<i>-of-<n> folders.")
        var reports: [String]

        @Option(name: .shortAndLong, help: "Where the merged report is written.")
        var output: String

        func run() throws {
            var parts: [URL] = []
            for path in reports {
                let folder = URL(fileURLWithPath: path)
                let shards = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                    .filter { $0.hasPrefix("shard-") }.sorted().map { folder.appendingPathComponent($0) }
                parts += shards.isEmpty ? [folder] : shards
            }
            do {
                let merged = try SnapshotReport.merge(parts, into: URL(fileURLWithPath: output))
                print("\(try merged.entries().count) snapshots from \(parts.count) reports: \(merged.pageURL.path)")
            } catch let error as ReportError {
                throw ValidationError(error.description)
            }
        }
    }
}
