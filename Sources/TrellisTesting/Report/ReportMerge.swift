import Foundation

extension SnapshotReport {
    /// One report made of the reports in `parts` (the shards of one run):
    /// their files copied into `directory`, their entries listed together in
    /// one page, sorted by snapshot as a single run lists them. A snapshot
    /// found in two parts is an error, as is a part without a manifest.
    @discardableResult
    public static func merge(_ parts: [URL], into directory: URL) throws -> SnapshotReport {
        let merged = SnapshotReport(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try merged.clear()
        var owner: [String: URL] = [:]
        var entries: [SnapshotReportEntry] = []
        for part in parts {
            let report = SnapshotReport(directory: part)
            guard FileManager.default.fileExists(atPath: report.manifestURL.path) else {
                throw ReportError(description: "\(part.path) holds no snapshot report (no manifest.jsonl).")
            }
            for entry in try report.entries() {
                if let first = owner[entry.id] {
                    throw ReportError(description: "Snapshot \(entry.id) is in two reports: \(first.path) and \(part.path).")
                }
                owner[entry.id] = part
                entries.append(entry)
            }
            try copyFiles(of: report, into: merged)
        }
        for entry in entries.sorted(by: { $0.id < $1.id }) { try merged.add(entry) }
        return merged
    }

    /// Copies every file of `report` but its page, manifest and lock into `target`, keeping their folders.
    private static func copyFiles(of report: SnapshotReport, into target: SnapshotReport) throws {
        let manager = FileManager.default
        let skipped: Set<String> = ["index.html", "manifest.jsonl", ".lock"]
        for name in try manager.contentsOfDirectory(atPath: report.directory.path) where !skipped.contains(name) {
            let source = report.directory.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: source.path, isDirectory: &isFolder)
            // Shards of a shard's own folder are not part of it.
            if isFolder.boolValue, name.hasPrefix("shard-") { continue }
            try copyTree(source, to: target.directory.appendingPathComponent(name))
        }
    }

    private static func copyTree(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        _ = manager.fileExists(atPath: source.path, isDirectory: &isFolder)
        if isFolder.boolValue {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: source.path) {
                try copyTree(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
            }
        } else {
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            try manager.copyItem(at: source, to: destination)
        }
    }
}
