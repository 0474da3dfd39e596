import ArgumentParser
import Foundation
import Testing
import Trellis
import TrellisDemos
import TrellisTestSupport
@testable import trellis

/// Random argument vectors, built from the real subcommands and option names
/// with awkward values (nan, inf, 1e308, -0, huge integers, random text,
/// paths with odd extensions or through a file, missing values, repeated
/// options), never trap the command line: parsing and validation throw a
/// clean error, or the command runs and either writes the file its output
/// names, whole and in its format, or fails cleanly and writes nothing.
///
/// The usual run takes a few seconds; `TRELLIS_FUZZ_SCALE=N` runs N times as
/// many cases (`TRELLIS_FUZZ_SCALE=50 swift test --filter CommandLineFuzz`).
@Suite @MainActor struct CommandLineFuzzTests {
    /// Stands for the case's temporary directory in generated paths, so that a shrunk case replays in a fresh one.
    static let directoryMark = "{dir}"

    static let subcommands = ["demo", "card", "render"]

    /// Every option the subcommands have (offered to all of them: one a
    /// subcommand lacks must be refused too), with what values it takes.
    enum ValueKind { case number, numbers, path, format, scroll, device, orientation, appearance, contentSize, scene, demo, none }
    static let options: [(String, ValueKind)] = [
        ("-o", .path), ("--format", .format), ("--scale", .number), ("--width", .numbers), ("--scroll", .scroll),
        ("--device", .device), ("--orientation", .orientation), ("--appearance", .appearance), ("--content-size", .contentSize),
        ("--scene", .scene), ("--rotate", .none), ("--help", .none),
    ]

    static func pick<T>(_ choices: [T], _ generator: inout SeededGenerator) -> T {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let characters = Array("abz09 ._-/:\\\u{0}\u{202E}é🐧=\n")
        return String((0..<Int.random(in: 0...8, using: &generator)).map { _ in pick(characters, &generator) })
    }

    /// Mostly small, quick sizes, and every kind of trouble a number can be.
    static func randomNumber(_ generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: String(Double.random(in: 1...400, using: &generator))
        case 1: String(Int.random(in: 1...4, using: &generator))
        default:
            pick(["nan", "-nan", "inf", "-inf", "infinity", "1e308", "-1e308", "1e300", "1e-300", "-0", "0", "0.5", "0.999", "4.0001",
                  "10000", "10001", "16384", "9223372036854775807", "99999999999999999999999", "-5", "0x10", "1_000", "", " 2", "2 ",
                  "١", randomText(&generator)], &generator)
        }
    }

    /// A path a command can write: a fresh or nested file in the case's directory.
    static func goodPath(_ generator: inout SeededGenerator) -> String {
        let directory = pick(["", "", "a/", "a/b/c/"], &generator)
        return "\(directoryMark)/\(directory)\(pick(["out", "card", "x y", "é"], &generator))\(pick([".png", ".svg", ".pdf", ".PNG"], &generator))"
    }

    /// A value an option takes, small so that the run is quick.
    static func goodValue(_ kind: ValueKind, _ generator: inout SeededGenerator) -> [String] {
        switch kind {
        case .number: [pick(["1", "1.5", "2", "3", "4", "-0"], &generator)]
        case .numbers: (0..<Int.random(in: 1...3, using: &generator)).map { _ in pick(["1", "90", "200.5", "320", "10000"], &generator) }
        case .path: [goodPath(&generator)]
        case .scroll: [pick(["row:0", "row:5", "row:99999", "0", "640", "100000"], &generator)]
        default: randomValue(kind, &generator)
        }
    }

    static func randomPath(_ generator: inout SeededGenerator) -> String {
        let directory = pick(["", "", "", "a/", "a/b/c/", "blocker/", "blocker/x/", "taken.png/", "./", "../"], &generator)
        let name = pick(["out", "card", "x y", "é", ".hidden", "", "taken", randomText(&generator).replacingOccurrences(of: "/", with: "_")], &generator)
        let fileExtension = pick([".png", ".svg", ".pdf", ".PNG", ".Pdf", ".gif", ".jpeg", ".txt", "", ".", ".png/", ".svg.gz", "..pdf"], &generator)
        return "\(directoryMark)/\(directory)\(name)\(fileExtension)"
    }

    static func randomValue(_ kind: ValueKind, _ generator: inout SeededGenerator) -> [String] {
        if Int.random(in: 0..<10, using: &generator) == 0 { return [randomText(&generator)] }
        return switch kind {
        case .number: [randomNumber(&generator)]
        case .numbers: (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomNumber(&generator) }
        case .path: [randomPath(&generator)]
        case .format: [pick(["png", "svg", "pdf", "PNG", "gif", ""], &generator)]
        case .scroll: [pick(["row:0", "row:3", "row:99999", "row:-1", "row:", "row:1e3", "row:99999999999999999999", "200", "-300"], &generator)]
            + (Bool.random(using: &generator) ? [] : [randomNumber(&generator)]).prefix(1)
        case .device: [pick(DeviceProfile.all.map(\.identifier) + ["iphone", "IPAD"], &generator)]
        case .orientation: [pick(["portrait", "landscape", "upside-down"], &generator)]
        case .appearance: [pick(["light", "dark", "sepia"], &generator)]
        case .contentSize: [pick(ContentSize.allCases.map(\.rawValue) + ["huge"], &generator)]
        case .scene: [pick(Scene.allValueStrings + ["Cards", "all"], &generator)]
        case .demo: [pick(TrellisDemos.Demo.allCases.map(\.rawValue) + ["photos"], &generator)]
        case .none: []
        }
    }

    /// A random argument vector: half of them careful (a subcommand, options
    /// with values they take, an output in the case's directory), so that
    /// commands run; the rest wild: a subcommand (or none, or a wrong one),
    /// then options with values, options missing theirs, `--option=value`
    /// forms and stray values.
    static func randomArguments(_ generator: inout SeededGenerator) -> [String] {
        if Bool.random(using: &generator) { return carefulArguments(&generator) }
        var arguments: [String] = []
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: break
        case 1: arguments.append(pick(["draw", "Demo", "-v", randomText(&generator)], &generator))
        default: arguments.append(pick(subcommands, &generator))
        }
        if arguments.first == "demo", Int.random(in: 0..<4, using: &generator) > 0 { arguments += randomValue(.demo, &generator) }
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let (option, kind) = pick(options, &generator)
            if option == "--help", Int.random(in: 0..<4, using: &generator) > 0 { continue }
            let values = randomValue(kind, &generator)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: arguments.append(option)  // its value missing
            case 1: arguments += values
            case 2 where values.count == 1: arguments.append("\(option)=\(values[0])")
            default: arguments += [option] + values
            }
        }
        return arguments
    }

    static func carefulArguments(_ generator: inout SeededGenerator) -> [String] {
        let subcommand = pick(subcommands, &generator)
        var arguments = [subcommand]
        if subcommand == "demo" { arguments += randomValue(.demo, &generator) }
        let options: [(String, ValueKind)] = switch subcommand {
        case "card": [("--width", .number)]
        case "demo": [("--scale", .number), ("--scroll", .scroll), ("--device", .device), ("--orientation", .orientation),
                      ("--appearance", .appearance), ("--content-size", .contentSize), ("--rotate", .none), ("--format", .format)]
        default: [("--scale", .number), ("--width", .numbers), ("--scene", .scene), ("--device", .device), ("--orientation", .orientation),
                  ("--appearance", .appearance), ("--content-size", .contentSize), ("--format", .format)]
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let (option, kind) = pick(options, &generator)
            let value = Int.random(in: 0..<5, using: &generator) == 0 ? randomValue(kind, &generator) : goodValue(kind, &generator)
            arguments += value.count == 1 && value[0].hasPrefix("-") ? ["\(option)=\(value[0])"] : [option] + value
        }
        return arguments + ["-o", goodPath(&generator)]
    }

    /// How the cases ended, printed after the run to show what was exercised.
    final class Tally {
        var refused = 0, notRun = 0, written = 0, failedCleanly = 0
        var failures: [String: Int] = [:]
    }

    /// What went wrong with `arguments`, or nil if the command line behaved.
    static func problem(_ template: [String], _ tally: Tally = Tally()) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("a file in the way".utf8).write(to: directory.appendingPathComponent("blocker"))
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        } catch {
            return "could not set up \(directory.path): \(error)"
        }
        let before = contents(of: directory)
        let arguments = template.map { $0.replacingOccurrences(of: directoryMark, with: directory.path) }
        let command: ParsableCommand
        do {
            command = try TrellisCommand.parseAsRoot(arguments)
        } catch {
            if TrellisCommand.message(for: error).isEmpty { return "refused with no message: \(error)" }
            if contents(of: directory) != before { return "refused, yet wrote \(contents(of: directory).subtracting(before))" }
            tally.refused += 1
            return nil
        }
        // Only what writes into the case's directory runs (not the every-demo run into out/, nor card's default card.png).
        let output: String? = switch command {
        case let demo as DemoCommand: demo.name == nil ? nil : demo.output
        case let card as Card: card.output
        case let render as Render: render.output
        default: nil
        }
        let prefix = directory.standardizedFileURL.path + "/"
        guard let output, URL(fileURLWithPath: output).standardizedFileURL.path.hasPrefix(prefix) else {
            tally.notRun += 1
            return nil
        }
        var runnable = command
        do {
            try runnable.run()
        } catch let error where error is CommandLineError || error is CommandLineRefusal {
            // A file it could not write, or a drawing it found too large only once laid out.
            if contents(of: directory) != before { return "failed (\(error)), yet left \(contents(of: directory).subtracting(before))" }
            tally.failedCleanly += 1
            tally.failures[String(describing: error).replacingOccurrences(of: directory.path, with: directoryMark), default: 0] += 1
            return nil
        } catch {
            return "failed with an unexplained error: \(error)"
        }
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: output)) else { return "succeeded without writing \(output)" }
        guard hasMagic(bytes, of: (output as NSString).pathExtension) else { return "wrote \(output) not in its format: \(Array(bytes.prefix(8)))" }
        // Nothing new but the file and the directories made for it.
        let written = String(URL(fileURLWithPath: output).standardizedFileURL.path.dropFirst(prefix.count))
        let components = written.split(separator: "/")
        let made = Set(components.indices.map { components[...$0].joined(separator: "/") })
        let extra = contents(of: directory).subtracting(before).subtracting(made)
        guard extra.isEmpty else { return "wrote \(written) and left \(extra.sorted())" }
        tally.written += 1
        return nil
    }

    /// Every file and directory under `directory`, relative to it.
    static func contents(of directory: URL) -> Set<String> {
        Set(FileManager.default.subpaths(atPath: directory.path) ?? [])
    }

    @Test func randomArgumentsNeverTrap() {
        let tally = Tally()
        let failure = Fuzz.check(
            seed: 0xC11, cases: 60, generate: Self.randomArguments, shrink: Fuzz.shrinkArray, property: { Self.problem($0, tally) })
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
        print("Command-line fuzz: \(tally.refused) refused, \(tally.notRun) accepted but not run, \(tally.written) written, "
              + "\(tally.failedCleanly) failed cleanly\(tally.failures.sorted { $0.key < $1.key }.map { "\n  \($0.value) × \($0.key)" }.joined())")
    }
}
