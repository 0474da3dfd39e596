import Foundation
import Trellis

/// Checks one snapshot against its reference and writes what it must (the
/// reference when recording; the new image, the diff and the inspection into
/// the report): the part of a snapshot test that needs no views, so it can
/// run on any thread while the main actor lays out the next screen.
public struct SnapshotVerifier: Sendable {
    /// Where the reference is.
    public let location: SnapshotLocation
    /// The configuration the image was taken on.
    public let configuration: SnapshotConfiguration
    /// The image taken.
    public let image: UIImage
    /// The view tree and constraints, recorded in the report.
    public let inspection: ViewInspection?
    /// What the lints found, listed in the report.
    public let findings: [LintFinding.Record]
    /// When to record.
    public let record: SnapshotRecordMode
    /// The share of pixels that must be unchanged (1: all).
    public let precision: Float
    /// How alike a pixel must look to count as unchanged (1: exactly; 0.98 lets antialiasing through).
    public let perceptualPrecision: Float
    /// The report to add the snapshot to; nil: none.
    public let report: SnapshotReport?

    /// A check of `snapshot` against the reference at `location` with these settings.
    @MainActor
    public init(
        _ snapshot: Snapshot, location: SnapshotLocation, findings: [LintFinding] = [], record: SnapshotRecordMode,
        precision: Float = 1, perceptualPrecision: Float = 1, report: SnapshotReport?
    ) {
        self.location = location
        configuration = snapshot.configuration
        image = snapshot.image
        inspection = report == nil ? nil : ViewInspection(of: snapshot.root, scale: snapshot.configuration.pixelScale, diagnostics: snapshot.diagnostics)
        self.findings = findings.map(\.record)
        self.record = record
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.report = report
    }

    /// Compares, records and reports; never throws: every problem becomes a
    /// failed outcome that says what went wrong. The image is encoded as PNG
    /// only when it is written: recorded, failed, or listed in a report, where
    /// a match is shown by a copy of its reference (which it matches within the tolerance).
    /// References are written with the digest of their pixels, so that an
    /// unchanged image is known as such without decoding its reference.
    public func verify() -> SnapshotOutcome {
        let referencePath = location.referenceURL.path
        if record == .all { return recording(because: "recording is on (`all`)") }
        guard FileManager.default.fileExists(atPath: referencePath) else {
            if record == .never {
                return outcome(.failed, .missingReference, shown: image.pngDataRecordingPixelDigest(), difference: nil,
                               "no reference at \(referencePath), and recording is off (`never`)")
            }
            return recording(because: "there was no reference")
        }
        let referenceData = try? Data(contentsOf: location.referenceURL)
        // The common case, an image the same as its reference, is told by their digests: the
        // reference is then not decoded. Any other case is compared pixel by pixel.
        if let referenceData, let recorded = UIImage.recordedPixelDigest(inPNG: referenceData), recorded == image.pixelDigest {
            return outcome(.matched, nil, shown: referenceData, difference: .identical(image.bitmap), "matches its reference")
        }
        let (reference, _) = LayoutDiagnostics.capture { referenceData.flatMap { UIImage(data: $0) } }
        guard let reference else {
            if record == .failed { return recording(because: "the reference at \(referencePath) could not be read") }
            return outcome(.failed, .unreadableReference, shown: image.pngDataRecordingPixelDigest(), difference: nil,
                           "the reference at \(referencePath) cannot be read as a PNG; delete it to record it again")
        }
        let difference = ImageDifference(image.bitmap, from: reference.bitmap, perceptualPrecision: perceptualPrecision)
        if difference.matches(precision: precision) {
            return outcome(.matched, nil, shown: referenceData, difference: difference, "matches its reference")
        }
        let png = image.pngDataRecordingPixelDigest()
        let diff = DiffImage.make(image.bitmap, from: reference.bitmap, perceptualPrecision: perceptualPrecision)
        var explanation = Self.describe(difference, precision: precision)
        if record == .failed {
            do {
                guard let png else { throw ReportError(description: "the image taken could not be encoded as PNG") }
                try write(png, to: location.referenceURL)
                explanation += "; recorded as the new reference"
            } catch {
                explanation += "; the new reference could not be written: \(error.localizedDescription)"
            }
        }
        return outcome(.failed, .changed, shown: png, difference: difference, explanation, reference: referenceData, diff: diff)
    }

    /// Writes the image as the reference.
    private func recording(because reason: String) -> SnapshotOutcome {
        let png = image.pngDataRecordingPixelDigest()
        do {
            guard let png else { throw ReportError(description: "the image taken could not be encoded as PNG") }
            try write(png, to: location.referenceURL)
        } catch {
            return outcome(.failed, .unwritable, shown: png, difference: nil,
                           "the reference could not be written to \(location.referenceURL.path): \(error)")
        }
        return outcome(.recorded, nil, shown: png, difference: nil,
                       "recorded a new reference at \(location.referenceURL.path) (\(reason)); run the test again to verify it")
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// How the images differ, for people: how many pixels, against what was allowed, and where.
    static func describe(_ difference: ImageDifference, precision: Float) -> String {
        guard difference.sizesMatch else {
            return "the image is \(difference.newSize) pixels, its reference \(difference.referenceSize)"
        }
        let share = String(format: "%.3f", difference.changedShare * 100)
        let allowed = String(format: "%.3f", Double(1 - min(max(precision, 0), 1)) * 100)
        var text = "\(difference.changedPixelCount) of \(difference.pixelCount) pixels changed (\(share) %, \(allowed) % allowed)"
        if let box = difference.changedBounds {
            text += ", within x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)"
        }
        return text
    }

    /// The outcome, after writing the snapshot's files and entry into the report.
    private func outcome(
        _ verdict: SnapshotReportEntry.Verdict, _ failure: SnapshotOutcome.Failure?, shown: @autoclosure () -> Data?,
        difference: ImageDifference?, _ explanation: String, reference: Data? = nil, diff: UIImage? = nil
    ) -> SnapshotOutcome {
        var verdict = verdict, failure = failure
        var message = "Snapshot \(location.identifier) on \(configuration.name): \(explanation)."
        var newURL: URL?, diffURL: URL?, pageURL: URL?
        if let report {
            do {
                let files = try ReportFiles.write(
                    for: location, png: shown() ?? Data(), reference: reference, diff: diff, inspection: inspection, into: report)
                try report.add(entry(verdict: verdict, message: message, files: files, difference: difference))
                newURL = report.directory.appendingPathComponent(files.newImage)
                diffURL = files.diffImage.map { report.directory.appendingPathComponent($0) }
                pageURL = report.pageURL
                message += "\n  new image: \(newURL!.path)"
                if let diffURL { message += "\n  diff image: \(diffURL.path)" }
                message += "\n  reference: \(location.referenceURL.path)\n  report: \(report.pageURL.path)"
            } catch {
                verdict = .failed
                failure = failure ?? .unwritable
                message += "\n  The report could not be written to \(report.directory.path): \(error)"
            }
        }
        return SnapshotOutcome(
            verdict: verdict, failure: failure, location: location, configuration: configuration, difference: difference, image: image,
            newImageURL: newURL, diffImageURL: diffURL, reportURL: pageURL, message: message)
    }

    private func entry(verdict: SnapshotReportEntry.Verdict, message: String, files: ReportFiles, difference: ImageDifference?) -> SnapshotReportEntry {
        SnapshotReportEntry(
            id: location.identifier, testFile: location.testFile, testName: location.testName,
            configuration: .init(configuration), verdict: verdict, message: message, newImage: files.newImage,
            referenceImage: files.referenceImage, diffImage: files.diffImage, inspection: files.inspection,
            changedPixelCount: difference?.changedPixelCount ?? 0, pixelCount: difference?.pixelCount ?? image.bitmap.width * image.bitmap.height,
            findings: findings)
    }
}
