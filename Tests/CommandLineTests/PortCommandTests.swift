import ArgumentParser
import Foundation
import Testing
import TrellisPort
@testable import trellis

/// `trellis port` run in process on files in a temporary directory.
@Suite @MainActor struct PortCommandTests {
    /// An iOS view controller (kept as text: it is iOS code).
    static let iOSSource = (try? String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs/ShareViewController.swift.txt"),
        encoding: .utf8)) ?? ""
    static let iOSLines = iOSSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    private func write(_ text: String, to name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func checkFailsWhenSomethingWouldChangeAndWritesNothing() throws {
        try withTemporaryDirectory { directory in
            let path = try write(Self.iOSSource, to: "ShareViewController.swift", in: directory)
            #expect(throws: ExitCode(1)) { try runTrellis(["port", path, "--check"]) }
            #expect(try read(path) == Self.iOSSource)
        }
    }

    @Test func inPlaceRewritesTheFilesThenCheckPasses() throws {
        try withTemporaryDirectory { directory in
            let path = try write(Self.iOSSource, to: "ShareViewController.swift", in: directory)
            try runTrellis(["port", path, "--in-place"])
            let ported = try read(path)
            #expect(ported.contains("shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)"))
            #expect(ported.contains("import Trellis") && !ported.contains("import UIKit"))
            try runTrellis(["port", directory.path, "--check"])
        }
    }

    @Test func outputDirectoryReceivesPortedCopiesByName() throws {
        try withTemporaryDirectory { directory in
            let path = try write(Self.iOSSource, to: "ShareViewController.swift", in: directory)
            let output = directory.appendingPathComponent("ported").path
            try runTrellis(["port", path, "-o", output])
            #expect(try read(path) == Self.iOSSource)
            let copy = try read((output as NSString).appendingPathComponent("ShareViewController.swift"))
            #expect(copy == TrellisPort.port(PortSource(path: path, text: Self.iOSSource)).text)
        }
    }

    @Test func theReportNamesFileLineAndColumnOfWhatWasLeft() throws {
        try withTemporaryDirectory { directory in
            let path = try write(Self.iOSSource, to: "ShareViewController.swift", in: directory)
            let run = try PortRun(paths: [directory.path])
            #expect(run.ported.map(\.path) == [path])
            #expect(run.report == ["\(path):9:9: not ported (performSelector): \(Self.iOSLines[8].trimmingCharacters(in: .whitespaces))"])
            // The check's listing names the changed lines on both sides.
            #expect(run.changes.contains("-8: \(Self.iOSLines[7])"))
            #expect(run.changes.contains("+8:         shareButton.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)"))
        }
    }

    @Test("Exclusive or missing arguments are refused before any work", arguments: [
        ["port", "{dir}/ShareViewController.swift", "--in-place", "-o", "{dir}/out"],
        ["port", "{dir}/ShareViewController.swift", "--check", "--in-place"],
        ["port", "{dir}/Missing.swift"],
        ["port"],
    ])
    func refusals(_ template: [String]) throws {
        try withTemporaryDirectory { directory in
            let path = try write(Self.iOSSource, to: "ShareViewController.swift", in: directory)
            let arguments = template.map { $0.replacingOccurrences(of: "{dir}", with: directory.path) }
            #expect(throws: (any Error).self) { try runTrellis(arguments) }
            #expect(try read(path) == Self.iOSSource)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }
}
