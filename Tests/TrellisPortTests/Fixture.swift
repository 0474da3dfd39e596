import Foundation
import Testing
import TrellisPort

/// One case of the port: iOS files (`Fixtures/Inputs/NN-Name.swift.txt`,
/// not compiled) ported together, and the files expected
/// (`Fixtures/Expected/NN-Name.swift`), which this target compiles against
/// Trellis, so that every expected output is known to build.
struct Fixture: CustomTestStringConvertible, Sendable {
    /// The number the fixture's files share.
    let number: String
    /// The input files, in name order.
    let inputs: [URL]

    var testDescription: String { inputs.map { $0.deletingPathExtension().lastPathComponent }.joined(separator: ", ") }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture, grouped by number.
    static let all: [Fixture] = {
        let inputs = (try? FileManager.default.contentsOfDirectory(at: directory.appendingPathComponent("Inputs"), includingPropertiesForKeys: nil)) ?? []
        let groups = Dictionary(grouping: inputs.filter { $0.lastPathComponent.hasSuffix(".swift.txt") }) { String($0.lastPathComponent.prefix(2)) }
        return groups.keys.sorted().map { Fixture(number: $0, inputs: groups[$0]!.sorted { $0.lastPathComponent < $1.lastPathComponent }) }
    }()

    /// The expected output of `input`.
    func expected(for input: URL) -> URL {
        Self.directory.appendingPathComponent("Expected").appendingPathComponent(input.deletingPathExtension().lastPathComponent)
    }

    /// The inputs as sources, named as the files they port to.
    func inputSources() throws -> [PortSource] {
        try inputs.map { PortSource(path: $0.deletingPathExtension().lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The expected outputs as sources.
    func expectedSources() throws -> [PortSource] {
        try inputs.map { PortSource(path: $0.deletingPathExtension().lastPathComponent, text: try String(contentsOf: expected(for: $0), encoding: .utf8)) }
    }
}
