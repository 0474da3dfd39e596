import ArgumentParser
import Foundation
import Testing
@testable import trellis
import TrellisRender

/// Arguments the command line refuses before any work: each is parsed and
/// validated as `trellis` would, and must throw a validation error (never
/// trap, never write).
@Suite struct RefusalTests {
    /// The message and exit code `trellis` would give for `arguments`, or nil if they were accepted.
    static func refusal(_ arguments: [String]) -> (message: String, exitCode: Int32)? {
        do {
            _ = try TrellisCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (TrellisCommand.message(for: error), TrellisCommand.exitCode(for: error).rawValue)
        }
    }

    @Test("Outputs trellis cannot write, or whose extension disagrees with --format, are refused", arguments: [
        ["demo", "chat", "-o", "out.gif"],
        ["demo", "chat", "-o", "x.jpeg"],
        ["demo", "chat", "-o", "noextension"],
        ["demo", "chat", "-o", "x.png", "--format", "svg"],
        ["demo", "--format", "pdf", "chat", "-o", "dir/"],
        ["card", "-o", "out.gif"],
        ["card", "-o", "card.PNG.txt"],
        ["card", "-o", ""],
        ["render", "-o", "x.jpeg"],
        ["render", "-o", "x.svg", "--format", "png"],
        ["render", "-o", "x.pdf", "--format", "svg", "--scene", "chat"],
        ["render", "-o", "folder.png/"],
    ])
    func badOutputs(_ arguments: [String]) throws {
        let refusal = try #require(Self.refusal(arguments))
        #expect(refusal.exitCode == ExitCode.validationFailure.rawValue)
        // The output and format checks refuse them, and that refusal is what the command reports.
        func value(of option: String) -> String? { arguments.firstIndex(of: option).map { arguments[$0 + 1] } }
        let declared = value(of: "--format").flatMap(ImageFormat.init(rawValue:))
        do throws(CommandLineRefusal) {
            _ = try OutputFile.format(of: value(of: "-o") ?? "", declared: declared)
            Issue.record("\(arguments): the output checks accept it")
        } catch {
            #expect(refusal.message == error.description, "\(arguments)")
        }
    }

    @Test("Numbers that are not finite, not positive or past the documented limits are refused", arguments: [
        ["card", "--width", "1e300"],
        ["card", "--width", "nan"],
        ["card", "--width", "inf"],
        ["card", "--width=-5"],
        ["card", "--width", "0"],
        ["card", "--width", "-0"],
        ["card", "--width", "10001"],
        ["card", "--width", "0.5"],
        ["card", "--width", "8161"],  // 2× is more than 16,384 pixels
        ["render", "-o", "x.png", "--scale", "1000000"],
        ["render", "-o", "x.png", "--scale", "0"],
        ["render", "-o", "x.png", "--scale", "nan"],
        ["render", "-o", "x.png", "--scale", "4.5"],
        ["render", "-o", "x.png", "--scale", "0.5"],
        ["render", "-o", "x.png", "--width", "1e308"],
        ["render", "-o", "x.png", "--width", "375", "nan"],
        ["render", "-o", "x.svg", "--width", "10000", "10000"],  // more than 16,384 points side by side
        ["render", "-o", "x.png", "--scale", "4", "--width", "5000"],
        ["render", "-o", "x.png", "--width"] + Array(repeating: "100", count: 17),
        ["demo", "chat", "--scale", "1e300"],
        ["demo", "chat", "--scale", "-2"],
        ["demo", "chat", "--scale", "5"],
        ["demo", "chat", "--scroll", "1e300"],
        ["demo", "chat", "--scroll", "nan"],
        ["demo", "chat", "--scroll", "row:-1"],
        ["demo", "chat", "--scroll", "row:99999999999999999999999"],
    ])
    func badNumbers(_ arguments: [String]) throws {
        let refusal = try #require(Self.refusal(arguments))
        #expect(refusal.exitCode == ExitCode.validationFailure.rawValue)
        #expect(!refusal.message.isEmpty)
    }

    @Test("What the help promises is accepted", arguments: [
        ["card"],
        ["card", "--width", "1"],
        ["card", "--width", "8160"],
        ["card", "--width", "10000", "-o", "card.svg"],
        ["card", "-o", "cards/card.PDF"],
        ["render", "-o", "x.png", "--scale", "1", "--width", "10000"],
        ["render", "-o", "x.svg", "--width", "8000", "8000"],
        ["render", "-o", "x.png", "--scale", "4", "--width", "100", "200"],
        ["render", "-o", "x.png", "--scale", "2.5"],
        ["render", "-o", "x.pdf", "--format", "pdf", "--scene", "breeds"],
        ["demo"],
        ["demo", "--format", "svg"],
        ["demo", "chat", "--scale", "4", "--scroll=-100000"],
        ["demo", "chat", "-o", "chat.svg", "--format", "svg", "--scroll", "row:99999"],
    ])
    func accepted(_ arguments: [String]) {
        #expect(Self.refusal(arguments) == nil)
    }

    /// What was refused, as a typed value naming the option and what was given.
    @Test func refusalsNameWhatWasRefused() throws {
        #expect(throws: CommandLineRefusal.unwritableExtension(path: "out.gif", fileExtension: "gif")) {
            try OutputFile.format(of: "out.gif", declared: nil)
        }
        #expect(throws: CommandLineRefusal.formatDisagrees(declared: .svg, path: "x.png", fileExtension: "png")) {
            try OutputFile.format(of: "x.png", declared: .svg)
        }
        #expect(throws: CommandLineRefusal.outOfRange(option: "--scale", value: 1_000_000, range: Limits.scale, unit: "")) {
            try Limits.check(1_000_000, in: Limits.scale, "--scale")
        }
        do throws(CommandLineRefusal) {
            try Limits.check(.nan, in: Limits.width, "--width", unit: " points")
            Issue.record("NaN accepted as a width")
        } catch {
            guard case let .outOfRange(option, value, range, _) = error else {
                Issue.record("refused as \(error)")
                return
            }
            #expect(option == "--width" && value.isNaN && range == Limits.width)
        }
        // The command reports exactly the refusal its checks made.
        let gif = try #require(Self.refusal(["render", "-o", "out.gif"]))
        #expect(gif.message == CommandLineRefusal.unwritableExtension(path: "out.gif", fileExtension: "gif").description)
        let devices = try #require(Self.refusal(["render", "-o", "x.png", "--device", "toaster"]))
        #expect(devices.message == CommandLineRefusal.unknownDevice("toaster").description)
    }
}
