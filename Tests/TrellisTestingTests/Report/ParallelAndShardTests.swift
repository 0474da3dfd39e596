import Foundation
import Testing
import Trellis
import TrellisTesting

/// Snapshots taken side by side give what they give one by one, and the
/// reports of shards merge into the report of a single run.
@Suite struct ParallelAndShardTests {
    /// Fifty configurations: five devices, each turned both ways, light and dark, at three text sizes … less what repeats.
    static let configurations = Array(
        SnapshotConfiguration.matrix(
            devices: [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro11], orientations: [.portrait, .landscapeLeft],
            appearances: [.light, .dark], contentSizeCategories: [.small, .large, .accessibilityMedium], scales: [1]
        ).prefix(50))

    struct Result: Equatable {
        let name: String
        let verdict: SnapshotReportEntry.Verdict
        let pixels: UIImage.Bitmap
    }

    @Test func fiftySnapshotsInParallelGiveWhatTheyGiveOneByOne() async throws {
        #expect(Self.configurations.count == 50)
        let references = TemporarySnapshotFolder()
        var serial: [Result] = []
        for configuration in Self.configurations {
            serial.append(await Self.check(configuration, references: references.references).verify().result)
        }
        #expect(serial.allSatisfy { $0.verdict == .recorded })

        // The same fifty at once: each laid out and drawn on the main actor, compared, encoded and written on other threads.
        let parallel = await withTaskGroup(of: Result.self) { group in
            for configuration in Self.configurations {
                group.addTask { await Self.check(configuration, references: references.references).verify().result }
            }
            var results: [Result] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.name < $1.name }
        }
        #expect(parallel.count == 50)
        #expect(parallel.allSatisfy { $0.verdict == .matched }, "each matches what the serial run recorded")
        #expect(parallel.map(\.pixels) == serial.sorted { $0.name < $1.name }.map(\.pixels))
        #expect(Set(serial.map(\.pixels)).count == 50, "every configuration draws differently")
    }

    /// A check of the card on `configuration` against the references in `references`, ready to run anywhere.
    @MainActor
    static func check(_ configuration: SnapshotConfiguration, references: URL) -> SnapshotVerifier {
        let snapshot = Snapshot(of: CardViewController(), on: configuration)
        let location = SnapshotLocation(
            filePath: #filePath, testName: "card", name: nil, configuration: configuration, snapshotDirectory: references)
        return SnapshotVerifier(snapshot, location: location, record: .missing, report: nil)
    }

    @Test @MainActor func twoShardsMergeIntoTheReportOfOneRun() throws {
        let folder = TemporarySnapshotFolder()
        let configurations = Array(Self.configurations.prefix(12))
        func run(_ settings: SnapshotSettings) -> [SnapshotCheck] {
            withSnapshotSettings(settings) {
                configurations.compactMap { verifySnapshot(of: CardViewController(), on: $0, named: "card", testName: "sharded") }
            }
        }
        let recorded = run(folder.settings(report: folder.url.appendingPathComponent("recording")))
        #expect(recorded.count == 12 && recorded.allSatisfy { $0.outcome.verdict == .recorded })

        let whole = folder.url.appendingPathComponent("whole"), sharded = folder.url.appendingPathComponent("sharded")
        #expect(run(folder.settings(report: whole)).count == 12)
        let first = run(folder.settings(shard: SnapshotShard(index: 0, count: 2), report: sharded))
        let second = run(folder.settings(shard: SnapshotShard(index: 1, count: 2), report: sharded))
        #expect(first.count + second.count == 12)
        #expect(!first.isEmpty && !second.isEmpty)

        let parts = ["shard-0-of-2", "shard-1-of-2"].map { sharded.appendingPathComponent($0) }
        let merged = try SnapshotReport.merge(parts, into: folder.url.appendingPathComponent("merged"))
        let single = SnapshotReport(directory: whole)
        let mergedEntries = try merged.entries(), singleEntries = try single.entries()
        #expect(mergedEntries.count == 12)
        // The same snapshots, verdicts, configurations and files; only the messages name other folders.
        func comparable(_ entry: SnapshotReportEntry) -> [String] {
            [entry.id, entry.verdict.rawValue, entry.configuration.name, entry.newImage, entry.inspection ?? "", "\(entry.pixelCount)"]
        }
        #expect(mergedEntries.map(comparable) == singleEntries.map(comparable))
        for entry in singleEntries {
            for file in [entry.newImage, entry.inspection].compactMap({ $0 }) {
                let a = try Data(contentsOf: single.directory.appendingPathComponent(file))
                let b = try Data(contentsOf: merged.directory.appendingPathComponent(file))
                #expect(a == b, "\(file) differs")
            }
        }
        let page = try String(contentsOf: merged.pageURL, encoding: .utf8)
        #expect(singleEntries.allSatisfy { page.contains($0.id) })
        // A snapshot in two parts is refused, not merged twice.
        #expect(throws: ReportError.self) { try SnapshotReport.merge([parts[0], parts[0]], into: folder.url.appendingPathComponent("twice")) }
    }
}

extension SnapshotOutcome {
    var result: ParallelAndShardTests.Result {
        ParallelAndShardTests.Result(name: configuration.name, verdict: verdict, pixels: image.bitmap)
    }
}
