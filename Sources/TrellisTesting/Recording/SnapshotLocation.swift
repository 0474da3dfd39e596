import Foundation

/// Where one snapshot's reference lives and what it is called in the report,
/// after swift-snapshot-testing's convention:
/// `__Snapshots__/<TestFile>/<test>.<name>.<configuration>.png` beside the test file.
public struct SnapshotLocation: Sendable, Hashable {
    /// The test file's name without `.swift` (`TimelineTests`).
    public let testFile: String
    /// The test's name without its arguments, made fit for a file name (`timelineMatches`).
    public let testName: String
    /// The file name without its extension: test, optional name and configuration, joined by dots.
    public let baseName: String
    /// The reference image.
    public let referenceURL: URL

    /// The location of a snapshot of the test at `filePath` called `testName`, named `name` on `configuration`.
    public init(filePath: String, testName: String, name: String?, configuration: SnapshotConfiguration, snapshotDirectory: URL? = nil) {
        let fileURL = URL(fileURLWithPath: filePath)
        testFile = fileURL.deletingPathExtension().lastPathComponent
        // `#function` gives `seedApp(_:)`: the name is what comes before the arguments.
        self.testName = SnapshotLocation.sanitized(String(testName.prefix { $0 != "(" }))
        baseName = ([self.testName] + (name.map { [SnapshotLocation.sanitized($0)] } ?? []) + [configuration.name]).joined(separator: ".")
        let directory = snapshotDirectory
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
        referenceURL = directory.appendingPathComponent(baseName + ".png")
    }

    /// The snapshot's identity in reports and shards: `<TestFile>/<baseName>`.
    public var identifier: String { "\(testFile)/\(baseName)" }

    /// `name` with every run of characters other than letters, digits, `-`, `_` and `@` made one `-`, and no `-` at either end.
    static func sanitized(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let keep = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_@".unicodeScalars.contains(scalar)
            if keep {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }
}
