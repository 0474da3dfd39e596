import Foundation

/// The HTML report of a test run, written as snapshots are taken: one
/// self-contained page (`index.html`) listing every snapshot, the images
/// and inspection data as files beside it, and `manifest.jsonl` (one entry a
/// line) from which reports of shards are merged.
///
/// Writers in several processes may share a folder: each addition holds a
/// lock on the folder's `.lock` file while it appends.
public struct SnapshotReport: Sendable {
    /// The report's folder.
    public let directory: URL

    /// A report in `directory` (made when the first snapshot is added).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The page.
    public var pageURL: URL { directory.appendingPathComponent("index.html") }
    /// The entries, one JSON object a line.
    public var manifestURL: URL { directory.appendingPathComponent("manifest.jsonl") }

    /// The entries written so far, sorted by identifier (the last one of an identifier written twice).
    public func entries() throws -> [SnapshotReportEntry] {
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return [] }
        let text = try String(contentsOf: manifestURL, encoding: .utf8)
        var byID: [String: SnapshotReportEntry] = [:]
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") where !line.isEmpty {
            let entry = try decoder.decode(SnapshotReportEntry.self, from: Data(line.utf8))
            byID[entry.id] = entry
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    /// Writes `data` to `relativePath` in the report's folder, making folders
    /// as needed. Not through a temporary file: the report's files are
    /// artefacts of the run, and the manifest, appended last, is its record.
    func write(_ data: Data, to relativePath: String) throws {
        let url = directory.appendingPathComponent(relativePath)
        do {
            try data.write(to: url)
        } catch {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Adds `entry` to the manifest and the page (writing the page first if there is none).
    public func add(_ entry: SnapshotReportEntry) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(entry)
        try withLock {
            if !FileManager.default.fileExists(atPath: pageURL.path) { try ReportPage.shell().write(to: pageURL, options: .atomic) }
            try append(json + Data("\n".utf8), to: manifestURL)
            try append(Data(ReportPage.entryScript(json).utf8), to: pageURL)
        }
    }

    /// Removes what an earlier run left: the page, the manifest and every file beside them.
    public func clear() throws {
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name != ".lock" {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    private func append(_ data: Data, to url: URL) throws {
        if !FileManager.default.fileExists(atPath: url.path) {
            try data.write(to: url)
            return
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    /// Runs `body` holding an exclusive lock on the folder's `.lock` file (other processes wait).
    private func withLock<T>(_ body: () throws -> T) throws -> T {
        let path = directory.appendingPathComponent(".lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw ReportError(description: "The report's lock file \(path) cannot be opened: \(String(cString: strerror(errno))).") }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else {
            throw ReportError(description: "The report's lock file \(path) cannot be locked: \(String(cString: strerror(errno))).")
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// Why a report could not be written or merged.
public struct ReportError: Error, CustomStringConvertible {
    public let description: String
}
