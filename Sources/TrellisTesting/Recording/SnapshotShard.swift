import Foundation

/// One of `count` parts of a test run's snapshots (`TRELLIS_SHARD=index/count`,
/// the index from 0): each snapshot belongs to exactly one part, chosen by
/// its name, so that runs on several machines together take every snapshot
/// once and their reports merge into the report of a single run.
public struct SnapshotShard: Sendable, Hashable, CustomStringConvertible {
    /// Which part, from 0.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// Part `index` of `count`; nil unless `0 ≤ index < count`.
    public init?(index: Int, count: Int) {
        guard count > 0, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// A shard written `i/n`; nil when it is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let count = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.init(index: index, count: count)
    }

    /// The shard `TRELLIS_SHARD` names, if it names one.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotShard? {
        environment["TRELLIS_SHARD"].flatMap(SnapshotShard.init)
    }

    public var description: String { "\(index)/\(count)" }

    /// The folder name of this shard's part of a report.
    var folderName: String { "shard-\(index)-of-\(count)" }

    /// Whether the snapshot named `identifier` belongs to this shard (FNV-1a of the name, so every machine agrees).
    public func includes(_ identifier: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identifier.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index
    }
}
