import Foundation
import Trellis

/// The files one snapshot leaves in the report, by path relative to its folder.
struct ReportFiles {
    var newImage: String
    var referenceImage: String?
    var diffImage: String?
    var inspection: String?

    /// Writes the new image (`png`), the reference (its file's bytes) and diff of a failure, and the
    /// inspection (as JSON, and as a script the page loads) under `<TestFile>/`.
    static func write(
        for location: SnapshotLocation, png: Data, reference: Data?, diff: UIImage?, inspection: ViewInspection?, into report: SnapshotReport
    ) throws -> ReportFiles {
        let base = "\(location.testFile)/\(location.baseName)"
        var files = ReportFiles(newImage: base + ".png")
        try report.write(png, to: files.newImage)
        if let reference {
            files.referenceImage = base + ".reference.png"
            try report.write(reference, to: base + ".reference.png")
        }
        if let diff, let data = diff.pngData() {
            files.diffImage = base + ".diff.png"
            try report.write(data, to: base + ".diff.png")
        }
        if let inspection {
            let json = inspection.scriptSafeJSON()
            files.inspection = base + ".json"
            try report.write(json, to: base + ".json")
            try report.write(ReportPage.inspectionScript(id: location.identifier, scriptSafeJSON: json), to: base + ".js")
        }
        return files
    }
}
