import ArgumentParser
import Foundation
import TrellisPort

/// `trellis port`: rewrites iOS sources to compile against Trellis on Linux
/// (see ``TrellisPort``), and reports what it left as it was.
///
///     trellis port Sources/App/*.swift -o Ported     ported copies in Ported/
///     trellis port Sources/App --in-place            the files themselves rewritten
///     trellis port Sources/App --check               what would change; exit 1 if anything would
///     trellis port LoginViewController.swift         the ported text on standard output
///
/// Files are ported together: selectors' methods and extensions' classes are
/// looked up in all of them. What is left as it was is printed on standard
/// error, one `file:line:column: not ported (kind): detail` a line.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrites iOS sources (target–action, @objc, overrides in extensions, import UIKit) to compile against Trellis on Linux.")

    @Argument(help: "Swift files, or directories whose .swift files are ported.")
    var files: [String]

    @Flag(help: "Rewrite the files themselves.")
    var inPlace = false

    @Option(name: .short, help: "Write the ported files into this directory (by their names).")
    var output: String?

    @Flag(help: "Write nothing; print what would change and exit with 1 if anything would.")
    var check = false

    func validate() throws {
        if inPlace && output != nil { throw ValidationError("--in-place and -o are exclusive.") }
        if check && (inPlace || output != nil) { throw ValidationError("--check writes nothing: no --in-place or -o with it.") }
    }

    func run() throws {
        let run = try PortRun(paths: files)
        for line in run.report { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        if check {
            print(run.changes.joined(separator: "\n"), terminator: run.changes.isEmpty ? "" : "\n")
            if run.ported.contains(where: \.changed) { throw ExitCode(1) }
        } else if inPlace {
            for file in run.ported where file.changed { try OutputFile.write(Data(file.text.utf8), to: file.path) }
        } else if let output {
            let names = run.ported.map { ($0.path as NSString).lastPathComponent }
            if Set(names).count < names.count { throw ValidationError("Two files given have one name; -o writes them by name.") }
            for file in run.ported {
                try OutputFile.write(Data(file.text.utf8), to: (output as NSString).appendingPathComponent((file.path as NSString).lastPathComponent))
            }
        } else {
            for file in run.ported { print(file.text, terminator: "") }
        }
    }
}

/// The files read and ported together, and what the command prints of them.
struct PortRun {
    let ported: [PortedFile]

    /// Reads `paths` (directories: their `.swift` files, recursively, in order) and ports them.
    init(paths: [String]) throws {
        var sources: [PortSource] = []
        for path in try Self.swiftFiles(in: paths) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            sources.append(PortSource(path: path, text: text))
        }
        ported = TrellisPort.port(sources)
    }

    /// What was left as it was, `file:line:column: not ported (kind): detail` a line.
    var report: [String] { ported.flatMap(\.issues).map(\.description) }

    /// For each file that would change, its name and the lines that would, as a diff shows them.
    var changes: [String] {
        ported.filter(\.changed).flatMap { file in
            ["--- \(file.path)", "+++ \(file.path) (ported)"] + LineDiff.lines(from: file.original, to: file.text)
        }
    }

    private static func swiftFiles(in paths: [String]) throws -> [String] {
        try paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("No such file: \(path)")
            }
            guard isDirectory.boolValue else { return [path] }
            let enumerator = FileManager.default.enumerator(atPath: path)
            let found = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            return found.map { (path as NSString).appendingPathComponent($0) }
        }
    }
}

/// The lines that differ between two texts, `-` before and `+` after each
/// changed run, with its line number (the longest common subsequence of lines).
enum LineDiff {
    static func lines(from old: String, to new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
                result.append("+\(j + 1): \(b[j])"); j += 1
            } else {
                result.append("-\(i + 1): \(a[i])"); i += 1
            }
        }
        return result
    }
}
