import Foundation

/// Where snapshots are kept and reported, and when they are recorded, for
/// the work run inside ``withSnapshotSettings(_:operation:)`` (a task-local
/// value: tests running side by side each keep their own).
///
/// Unset values come from the environment: `SNAPSHOT_TESTING_RECORD` for the
/// record mode, `TRELLIS_SNAPSHOT_REPORT` for the report's folder and
/// `TRELLIS_SHARD` (`i/n`) for the shard.
public struct SnapshotSettings: Sendable {
    /// When snapshots are recorded; nil: `SNAPSHOT_TESTING_RECORD`, else `.missing`.
    public var record: SnapshotRecordMode?
    /// The folder holding the references; nil: `__Snapshots__/<TestFile>/` beside the test file.
    public var snapshotDirectory: URL?
    /// The folder the report is written to; nil: `TRELLIS_SNAPSHOT_REPORT`, else `.build/trellis-snapshots` of the package.
    public var reportDirectory: URL?
    /// Which part of the snapshots this run takes; nil: `TRELLIS_SHARD`, else all of them.
    public var shard: SnapshotShard?

    /// Settings; what is left nil comes from the environment.
    public init(record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, reportDirectory: URL? = nil, shard: SnapshotShard? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.reportDirectory = reportDirectory
        self.shard = shard
    }

    /// The settings of the running task.
    @TaskLocal public static var current = SnapshotSettings()
}

/// Runs `operation` with `settings` for the snapshots it takes.
public func withSnapshotSettings<T>(_ settings: SnapshotSettings, operation: () throws -> T) rethrows -> T {
    try SnapshotSettings.$current.withValue(settings, operation: operation)
}

/// Runs `operation` (which may suspend) with `settings` for the snapshots it takes.
public func withSnapshotSettings<T>(
    _ settings: SnapshotSettings, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> T
) async rethrows -> T {
    try await SnapshotSettings.$current.withValue(settings, operation: operation, isolation: isolation)
}
