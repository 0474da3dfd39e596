import ArgumentParser
import Foundation
import Testing
@testable import trellis

/// A fresh directory under the system's temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) rethrows -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Parses `arguments` as `trellis` would (validation included) and runs the command.
@MainActor
func runTrellis(_ arguments: [String]) throws {
    var command = try TrellisCommand.parseAsRoot(arguments)
    try command.run()
}

/// Whether `bytes` start as a file of `format` does: PNG's signature, `%PDF`, or XML for SVG.
func hasMagic(_ bytes: Data, of fileExtension: String) -> Bool {
    switch fileExtension.lowercased() {
    case "png": bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case "pdf": bytes.starts(with: Array("%PDF".utf8))
    case "svg": bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<svg".utf8))
    default: false
    }
}

/// The commands run in process into a temporary directory: a file appears,
/// whole and in the format its name says, only when the command succeeds.
@Suite @MainActor struct RunTests {
    @Test("Each command writes the format its output names", arguments: [
        ["card", "--width", "200", "-o", "{dir}/card.png"],
        ["card", "--width", "200", "-o", "{dir}/card.svg"],
        ["card", "--width", "200", "-o", "{dir}/card.PDF"],
        ["render", "--width", "150", "--scale", "1", "-o", "{dir}/cards.png"],
        ["render", "--width", "150", "300", "--appearance", "dark", "-o", "{dir}/cards.svg", "--format", "svg"],
        ["render", "--width", "150", "-o", "{dir}/cards.pdf"],
        ["render", "--scene", "quotes", "--device", "iphone-se", "--scale", "1", "-o", "{dir}/quotes.png"],
        ["demo", "chat", "--device", "iphone-se", "--scale", "1", "-o", "{dir}/chat.svg"],
        ["demo", "timeline", "--device", "iphone-se", "--scroll", "row:3", "-o", "{dir}/timeline.pdf"],
    ])
    func writes(_ template: [String]) throws {
        try withTemporaryDirectory { directory in
            let arguments = template.map { $0.replacingOccurrences(of: "{dir}", with: directory.path) }
            try runTrellis(arguments)
            let path = try #require(arguments.last(where: { $0.hasPrefix(directory.path) }))
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(hasMagic(bytes, of: (path as NSString).pathExtension))
            // Nothing else is left behind, no temporary file in particular.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [(path as NSString).lastPathComponent])
        }
    }

    @Test func missingDirectoriesAreMade() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("a/b/c/card.png").path
            try runTrellis(["card", "--width", "200", "-o", path])
            #expect(hasMagic(try Data(contentsOf: URL(fileURLWithPath: path)), of: "png"))
        }
    }

    @Test func anEarlierFileIsReplacedWhole() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("card.svg").path
            try Data("an earlier drawing".utf8).write(to: URL(fileURLWithPath: path))
            try runTrellis(["card", "--width", "200", "-o", path])
            #expect(hasMagic(try Data(contentsOf: URL(fileURLWithPath: path)), of: "svg"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["card.svg"])
        }
    }

    @Test("A path through a file, or onto a directory, fails with a clear message and writes nothing", arguments: [
        ("blocker/card.png", "blocker is a file, not a directory"),
        ("blocker/deeper/card.png", "blocker is a file, not a directory"),
        ("taken.png", "Is a directory"),
    ])
    func unwritable(_ relative: String, _ message: String) throws {
        try withTemporaryDirectory { directory in
            try Data("not a directory".utf8).write(to: directory.appendingPathComponent("blocker"))
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("taken.png"), withIntermediateDirectories: false)
            let path = directory.appendingPathComponent(relative).path
            do {
                try runTrellis(["card", "--width", "200", "-o", path])
                Issue.record("\(relative) was written")
            } catch {
                #expect(error is CommandLineError)
                #expect("\(error)".contains(message), "\(error)")
                #expect(TrellisCommand.exitCode(for: error) != .success)
            }
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == ["blocker", "taken.png"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("taken.png").path).isEmpty)
        }
    }

    @Test func aFailedDrawingKeepsTheEarlierFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("cards.png").path
            let earlier = Data("an earlier drawing".utf8)
            try earlier.write(to: URL(fileURLWithPath: path))
            // One point wide at the largest text size: the card grows taller than a 4× PNG can be.
            do {
                try runTrellis(["render", "--width", "1", "--scale", "4", "--content-size", "accessibilityExtraExtraExtraLarge", "-o", path])
                Issue.record("the drawing was made")
            } catch let refusal as CommandLineRefusal {
                guard case let .drawingTooLarge(size, format, scale) = refusal else { throw refusal }
                #expect(format == .png && scale == 4 && size.height * 4 > Limits.drawingSide)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == earlier)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["cards.png"])
        }
    }
}
