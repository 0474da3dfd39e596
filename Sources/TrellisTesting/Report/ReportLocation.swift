import Foundation
import Synchronization

extension SnapshotReport {
    /// The report the snapshots of the test at `filePath` go to: the settings'
    /// folder, else `TRELLIS_SNAPSHOT_REPORT`, else `.build/trellis-snapshots`
    /// of the package holding the test; a shard's snapshots go to a
    /// `shard-<i>-of-<n>` folder inside it.
    ///
    /// A folder found from the environment or the package is emptied the
    /// first time a process writes to it, so that the report is the run's; a
    /// folder given in the settings belongs to the caller and is left as it is.
    static func forRun(filePath: String, settings: SnapshotSettings, shard: SnapshotShard?) -> SnapshotReport {
        var directory: URL
        let chosen = settings.reportDirectory != nil
        if let given = settings.reportDirectory {
            directory = given
        } else if let named = ProcessInfo.processInfo.environment["TRELLIS_SNAPSHOT_REPORT"], !named.isEmpty {
            directory = URL(fileURLWithPath: named)
        } else {
            directory = packageRoot(containing: URL(fileURLWithPath: filePath))
                .appendingPathComponent(".build").appendingPathComponent("trellis-snapshots")
        }
        if let shard { directory = directory.appendingPathComponent(shard.folderName) }
        let report = SnapshotReport(directory: directory)
        if !chosen { RunFolders.clearOnce(report) }
        return report
    }

    /// The nearest folder above `file` with a `Package.swift`; the system's temporary folder when there is none.
    static func packageRoot(containing file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return FileManager.default.temporaryDirectory
    }
}

/// The report folders this process has emptied: each is emptied once, before its first snapshot.
private enum RunFolders {
    static let cleared = Mutex<Set<String>>([])

    static func clearOnce(_ report: SnapshotReport) {
        cleared.withLock { folders in
            guard folders.insert(report.directory.standardizedFileURL.path).inserted else { return }
            try? report.clear()
        }
    }
}
