import ArgumentParser
import Foundation
import Testing
import Trellis
import TrellisTesting
@testable import trellis_snapshot_report

/// `trellis-snapshot-report merge`, run in process: the shards' reports of a
/// sharded run, given as their parent folder or one by one, become one report.
@Suite struct MergeCommandTests {
    /// Two shards of a run of four snapshots, reported under `folder/sharded`.
    @MainActor
    static func shardedRun(in folder: TemporarySnapshotFolder) -> URL {
        let configurations = Array(ParallelAndShardTests.configurations.prefix(4))
        let sharded = folder.url.appendingPathComponent("sharded")
        for index in 0..<2 {
            withSnapshotSettings(folder.settings(record: .all, shard: SnapshotShard(index: index, count: 2), report: sharded)) {
                for configuration in configurations {
                    _ = verifySnapshot(of: CardViewController(), on: configuration, named: "card", testName: "merged")
                }
            }
        }
        return sharded
    }

    @Test @MainActor func mergesTheShardsOfAFolder() throws {
        let folder = TemporarySnapshotFolder()
        let sharded = Self.shardedRun(in: folder)
        let output = folder.url.appendingPathComponent("merged")
        let command = try SnapshotReportCommand.Merge.parse([sharded.path, "--output", output.path])
        try command.run()
        let merged = SnapshotReport(directory: output)
        #expect(FileManager.default.fileExists(atPath: merged.pageURL.path))
        #expect(try merged.entries().count == 4)
    }

    @Test @MainActor func mergesShardsGivenOneByOne() throws {
        let folder = TemporarySnapshotFolder()
        let sharded = Self.shardedRun(in: folder)
        let parts = ["shard-0-of-2", "shard-1-of-2"].map { sharded.appendingPathComponent($0).path }
        let output = folder.url.appendingPathComponent("merged")
        let command = try SnapshotReportCommand.Merge.parse(parts + ["-o", output.path])
        try command.run()
        #expect(try SnapshotReport(directory: output).entries().count == 4)
    }

    @Test @MainActor func aShardGivenTwiceIsRefusedAsAnInvalidArgument() throws {
        let folder = TemporarySnapshotFolder()
        let sharded = Self.shardedRun(in: folder)
        let part = sharded.appendingPathComponent("shard-0-of-2").path
        let command = try SnapshotReportCommand.Merge.parse([part, part, "-o", folder.url.appendingPathComponent("merged").path])
        #expect(throws: ValidationError.self) { try command.run() }
    }

    @Test func anOutputIsRequired() {
        #expect(throws: (any Error).self) { try SnapshotReportCommand.Merge.parse(["somewhere"]) }
    }
}
