import Testing
import TrellisPort

/// What cannot be rewritten is left as it was and reported, each with its kind and place.
@Suite struct ReportTests {
    /// An iOS file with what the port cannot rewrite (kept as text: it is iOS code).
    static let source = (try? String(
        contentsOf: Fixture.directory.appendingPathComponent("Reports/FeedViewController.swift.txt"), encoding: .utf8)) ?? ""

    @Test func eachUnportableUseIsReportedWithItsKindAndLine() {
        let ported = TrellisPort.port(PortSource(path: "FeedViewController.swift", text: Self.source))
        let reported = ported.issues.map { [$0.kind.rawValue, String($0.line)] }
        #expect(reported == [
            ["optionalProtocolRequirement", "4"],
            ["selectorFromString", "13"],
            ["performSelector", "14"],
            ["respondsToSelector", "15"],
            ["unsupportedTarget", "16"],
            ["unsupportedTarget", "17"],
            ["selectorMethodNotFound", "18"],
            ["unsupportedSelectorSignature", "19"],
            ["timerUserInfo", "20"],
            ["unsupportedSelectorUse", "21"],
            ["unsupportedSelectorUse", "23"],
            ["overrideInExtensionOfUnknownClass", "33"],
        ])
        #expect(ported.issues.allSatisfy { $0.file == "FeedViewController.swift" })
    }

    @Test func columnsPointAtTheCodeConcerned() throws {
        let ported = TrellisPort.port(PortSource(path: "FeedViewController.swift", text: Self.source))
        let target = try #require(ported.issues.first { $0.kind == .unsupportedTarget })
        // `nil`, the first argument of addTarget on line 16.
        let line = Self.source.split(separator: "\n", omittingEmptySubsequences: false)[15]
        #expect(line.utf8.dropFirst(target.column - 1).starts(with: "nil".utf8))
    }

    @Test func whatIsReportedIsLeftAsItWasAndTheRestIsPorted() {
        let ported = TrellisPort.port(PortSource(path: "FeedViewController.swift", text: Self.source))
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The lines reported stay exactly as they were.
        let source = Self.source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let kept = source.filter { line in ["perform(", "addTarget(nil", "@objc optional", "CADisplayLink("].contains { line.contains($0) } }
        #expect(kept.count >= 4)
        for unchanged in kept {
            #expect(lines.contains { $0.hasSuffix(unchanged) }, "\(unchanged)")
        }
        #expect(lines.contains("        button.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .touchUpInside)"))
        #expect(lines.contains("    func refresh() {}"))
        #expect(lines.contains("@objc protocol FeedDelegate {"))
    }

    @Test func anOverrideIsMovedIntoItsClassInAnotherFileGivenWithIt() {
        let cell = PortSource(path: "Cell.swift", text: "import UIKit\n\nfinal class Cell: UITableViewCell {\n    let title = UILabel()\n}\n")
        let layout = PortSource(path: "Cell+Layout.swift", text: "import UIKit\n\nextension Cell {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n}\n")
        let alone = TrellisPort.port(layout)
        #expect(alone.issues.map(\.kind) == [.overrideInExtensionOfUnknownClass])
        let together = TrellisPort.port([cell, layout])
        #expect(together.flatMap(\.issues).isEmpty)
        #expect(together[0].text.contains("    let title = UILabel()\n\n    override func layoutSubviews() {\n        super.layoutSubviews()\n    }\n}"))
        #expect(together[1].text == "import Trellis\n")
    }
}

/// Files cut anywhere (an editor's half-written file) port without a crash,
/// and what they report lies within them.
@Suite struct TruncatedSourceTests {
    @Test("Every fixture cut every 61 characters", arguments: Fixture.all)
    func truncatedFixturesPort(_ fixture: Fixture) throws {
        for source in try fixture.inputSources() {
            let characters = Array(source.text)
            for end in stride(from: 0, to: characters.count, by: 61) {
                let text = String(characters[..<end])
                let ported = TrellisPort.port(PortSource(path: source.path, text: text))
                #expect(ported.original == text)
                let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(ported.issues.allSatisfy { $0.line >= 1 && $0.line <= lineCount })
            }
        }
    }
}
