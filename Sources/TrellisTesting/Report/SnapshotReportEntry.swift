import Foundation

/// One snapshot as the report lists it: which test took it on which
/// configuration, the verdict, and the files beside the report (paths
/// relative to its folder).
public struct SnapshotReportEntry: Codable, Sendable, Equatable {
    /// What became of the snapshot.
    public enum Verdict: String, Codable, Sendable {
        /// It matched its reference.
        case matched
        /// It was written as the reference.
        case recorded
        /// It did not match, or could not be checked.
        case failed
    }

    /// The configuration, setting by setting.
    public struct Configuration: Codable, Sendable, Equatable {
        public let name: String
        public let device: String
        public let orientation: String
        public let appearance: String
        public let contentSizeCategory: String
        public let layoutDirection: String
        public let scale: Double
        public let drawsStatusBar: Bool

        init(_ configuration: SnapshotConfiguration) {
            name = configuration.name
            device = configuration.device.name
            orientation = configuration.orientation.isLandscape ? "landscape" : "portrait"
            appearance = configuration.appearance == .dark ? "dark" : "light"
            contentSizeCategory = configuration.contentSizeCategory.description
            layoutDirection = configuration.layoutDirection == .rightToLeft ? "right to left" : "left to right"
            scale = Double(configuration.pixelScale)
            drawsStatusBar = configuration.drawsStatusBar
        }
    }

    /// The snapshot's identity: `<TestFile>/<test>.<name>.<configuration>`.
    public let id: String
    /// The test file's name.
    public let testFile: String
    /// The test's name.
    public let testName: String
    /// The configuration.
    public let configuration: Configuration
    /// The verdict.
    public let verdict: Verdict
    /// What the test was told.
    public let message: String
    /// The image taken.
    public let newImage: String
    /// A copy of the reference, for a failure that had one.
    public let referenceImage: String?
    /// The changed pixels highlighted, for a failure that had a reference.
    public let diffImage: String?
    /// The view tree and constraints (JSON; a `.js` of the same name holds it for the page).
    public let inspection: String?
    /// How many pixels changed, of how many.
    public let changedPixelCount: Int
    public let pixelCount: Int
    /// The lints' findings on the snapshot, if lints ran.
    public let findings: [LintFinding.Record]
}
