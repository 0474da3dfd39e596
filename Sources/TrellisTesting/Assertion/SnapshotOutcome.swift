import Foundation
import Trellis

/// What became of one snapshot: matched, recorded or failed, why, and where its files are.
public struct SnapshotOutcome: Sendable {
    /// Why a snapshot failed.
    public enum Failure: Sendable, Equatable {
        /// There is no reference and recording is off (`.never`).
        case missingReference
        /// The reference cannot be read or is not a PNG.
        case unreadableReference
        /// The image differs from its reference beyond the tolerance.
        case changed
        /// The reference or the report could not be written.
        case unwritable
    }

    /// Matched, recorded or failed.
    public let verdict: SnapshotReportEntry.Verdict
    /// Why it failed, when it did (a recording that could be written is no failure).
    public let failure: Failure?
    /// Where its reference is and what it is called.
    public let location: SnapshotLocation
    /// The configuration it was taken on.
    public let configuration: SnapshotConfiguration
    /// How it differs from its reference, when there was one to compare with.
    public let difference: ImageDifference?
    /// The image taken.
    public let image: UIImage
    /// The image taken, encoded as PNG as references are written (with the digest of its pixels; now: a snapshot that matched was not encoded).
    public var pngData: Data { image.pngDataRecordingPixelDigest() ?? Data() }
    /// The report's copy of the new image, its diff image and its page (when a report was written).
    public let newImageURL: URL?
    public let diffImageURL: URL?
    public let reportURL: URL?
    /// What a test is told: the configuration, the verdict and where the files are.
    public let message: String

    /// Whether a test should hear of it: failures, and recordings (which are not verifications), as swift-snapshot-testing reports them.
    public var needsAttention: Bool { verdict != .matched }
}
