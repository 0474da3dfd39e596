import Foundation
import PackagePlugin

/// Ports an iOS app's sources for a Linux target at build time.
///
/// The target that uses the plugin names the app's source folder in a
/// `trellis-port.json` beside its sources, relative to the target's folder:
///
/// ```json
/// { "sources": ["../../Sources/MyApp"] }
/// ```
///
/// Every `.swift` file in those folders (and their subfolders) is ported
/// together by `trellis-port-tool` into the plugin's work directory, and the
/// ported copies are compiled into the target. The app's own files never change.
@main
struct TrellisPortPlugin: BuildToolPlugin {
    /// What `trellis-port.json` holds.
    struct Configuration: Decodable {
        /// Folders of the app's sources, relative to the target's folder.
        let sources: [String]
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let configurationURL = target.directoryURL.appending(path: "trellis-port.json")
        guard FileManager.default.fileExists(atPath: configurationURL.path) else {
            Diagnostics.error("\(target.name) uses TrellisPortPlugin but has no trellis-port.json naming the app's source folders")
            return []
        }
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: configurationURL))
        let inputs = configuration.sources.flatMap { folder in
            swiftFiles(in: target.directoryURL.appending(path: folder).standardizedFileURL)
        }
        guard !inputs.isEmpty else {
            Diagnostics.warning("trellis-port.json of \(target.name) names no Swift files")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        return [.buildCommand(
            displayName: "Porting \(inputs.count) iOS source files for \(target.name)",
            executable: try context.tool(named: "trellis-port-tool").url,
            arguments: [output.path] + inputs.map(\.path),
            inputFiles: inputs + [configurationURL],
            outputFiles: inputs.map { output.appending(path: $0.lastPathComponent) }
        )]
    }

    /// The `.swift` files under `folder`, in path order.
    private func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        return files.sorted { $0.path < $1.path }
    }
}
