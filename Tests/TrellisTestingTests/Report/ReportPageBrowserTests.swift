import Foundation
import Testing
import Trellis
import TrellisTesting

/// The report opened in a real browser (headless Chromium, driven through
/// the DevTools protocol by `Browser/report_driver.py`): it loads, shows its
/// images, a failure's three images, and a mouse over the box highlights the
/// box and lists its constraints.
@MainActor
@Suite struct ReportPageBrowserTests {
    struct Seen: Decodable {
        struct Hover: Decodable {
            struct Box: Decodable { let left: Double, top: Double, width: Double, height: Double }
            let viewClass: String?
            let identifier: String?
            let path: String?
            let constraints: [String]
            let highlightShown: Bool
            let highlight: Box
            let scale: Double
            let treeSelected: String?
        }
        let loaded: Bool
        let entries: Int
        let imagesLoaded: Bool
        let imageCount: Int
        let verdict: String?
        let kinds: [String]
        let inspected: Bool
        let hover: Hover
    }

    @Test func theReportWorksInABrowser() throws {
        let folder = TemporarySnapshotFolder()
        let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 2)
        let failure = try withSnapshotSettings(folder.settings()) {
            _ = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration, named: "before"))
            _ = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration, named: "card"))
            return try #require(verifySnapshot(of: CardViewController(boxLeading: 40), on: configuration, named: "card"))
        }
        #expect(failure.outcome.verdict == .failed)
        let page = try #require(failure.outcome.reportURL)

        // The box is at (40, 20 + 20) points (under the status bar), 120 × 80: its middle is (100, 80).
        let seen = try Self.drive(page: page, entry: failure.outcome.location.identifier, point: CGPoint(x: 100, y: 80))
        #expect(seen.loaded)
        #expect(seen.entries == 2, "the card recorded then failed is listed once, as it was last")
        #expect(seen.imagesLoaded)
        #expect(seen.imageCount == 4, "a recording, and a failure's reference, new and diff")
        #expect(seen.verdict == "failed")
        #expect(seen.kinds == ["reference", "new", "diff"])
        #expect(seen.inspected)
        #expect(seen.hover.viewClass == "UIView")
        #expect(seen.hover.identifier == "identifier box")
        #expect(seen.hover.path == "UIWindow/UIView/#box")
        #expect(seen.hover.treeSelected == "UIView #box")
        #expect(seen.hover.constraints.contains { $0.hasPrefix("<NSLayoutConstraint UIView:#box.width == 120") && $0.contains("active") })
        #expect(seen.hover.constraints.count >= 4)
        #expect(seen.hover.highlightShown)
        let box = seen.hover.highlight, k = seen.hover.scale
        #expect(abs(box.left / k - 40) < 0.5 && abs(box.top / k - 40) < 0.5 && abs(box.width / k - 120) < 0.5 && abs(box.height / k - 80) < 0.5)
    }

    /// Runs the driver on `page`, hovering `point` (points) of `entry`'s new image.
    static func drive(page: URL, entry: String, point: CGPoint) throws -> Seen {
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/report_driver.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", driver.path, page.path, entry, "\(point.x)", "\(point.y)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DriverError(description: "the browser driver failed (\(process.terminationStatus)): \(problems) — run scripts/setup.sh test")
        }
        return try JSONDecoder().decode(Seen.self, from: data)
    }

    struct DriverError: Error, CustomStringConvertible { let description: String }
}
