import Foundation
import TrellisPort

// The port run at build time by TrellisPortPlugin:
//
//     trellis-port-tool OUTPUT_DIRECTORY FILE…
//
// ports the files together and writes each, by its name, into the output
// directory (only when its text changed, so the build stays incremental);
// what it leaves as it was is printed as a compiler warning, which build
// systems show at the file and line.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: trellis-port-tool OUTPUT_DIRECTORY FILE…\n".utf8))
    exit(64)
}
do {
    let sources = try arguments.dropFirst().map { path in PortSource(path: path, text: try String(contentsOfFile: path, encoding: .utf8)) }
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    for file in TrellisPort.port(sources) {
        let destination = (output as NSString).appendingPathComponent((file.path as NSString).lastPathComponent)
        if (try? String(contentsOfFile: destination, encoding: .utf8)) != file.text {
            try file.text.write(toFile: destination, atomically: true, encoding: .utf8)
        }
        for issue in file.issues {
            print("\(issue.file):\(issue.line):\(issue.column): warning: not ported (\(issue.kind.rawValue)): \(issue.detail)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("trellis-port-tool: \(error)\n".utf8))
    exit(1)
}
