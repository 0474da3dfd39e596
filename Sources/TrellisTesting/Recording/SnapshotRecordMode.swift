import Foundation

/// When a snapshot is written as the new reference instead of compared with
/// it; the values and the environment variable are swift-snapshot-testing's.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Every snapshot is recorded, whatever is on disk.
    case all
    /// Only snapshots without a reference are recorded (the default).
    case missing
    /// Snapshots that do not match their reference are recorded over it (and still fail).
    case failed
    /// Nothing is recorded: a missing reference is a failure (for CI).
    case never

    /// The mode `SNAPSHOT_TESTING_RECORD` names (`all`, `missing`, `failed`, `never`), else ``missing``.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotRecordMode {
        environment["SNAPSHOT_TESTING_RECORD"].flatMap { SnapshotRecordMode(rawValue: $0.lowercased()) } ?? .missing
    }
}
