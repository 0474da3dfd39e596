import ArgumentParser
import Foundation
import Testing
@testable import trellis

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
        #expect(refusal.message.contains(".png, .svg") || refusal.message.contains("--format") || refusal.message.contains("file name"))
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

    @Test func messagesSayWhatIsWrong() throws {
        let gif = try #require(Self.refusal(["render", "-o", "out.gif"]))
        #expect(gif.message.contains("'out.gif' ends in .gif; trellis writes .png, .svg and .pdf files only."))
        let width = try #require(Self.refusal(["card", "--width", "nan"]))
        #expect(width.message.contains("--width must be a number from 1 to 10,000 points; got nan."))
        let scale = try #require(Self.refusal(["render", "-o", "x.png", "--scale", "1000000"]))
        #expect(scale.message.contains("--scale must be a number from 1 to 4; got 1000000.0."))
        let format = try #require(Self.refusal(["render", "-o", "x.png", "--format", "svg"]))
        #expect(format.message.contains("--format svg disagrees with the output 'x.png', a .png file."))
    }
}
