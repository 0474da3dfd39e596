import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisTesting

/// The strategies through swift-snapshot-testing's own `verifySnapshot`, into temporary folders.
@MainActor
@Suite struct SnapshotStrategyTests {
    let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)

    @Test func aViewControllerImageRecordsThenMatchesThenFailsWhenMoved() throws {
        let folder = TemporarySnapshotFolder().references.path
        let strategy = Snapshotting<UIViewController, UIImage>.image(on: configuration)
        let first = verifySnapshot(of: CardViewController(), as: strategy, named: "card", snapshotDirectory: folder)
        #expect(first != nil, "the first run records and says so")
        let png = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".png") })
        #expect(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(png)))?.bitmap.width == 375)
        #expect(verifySnapshot(of: CardViewController(), as: strategy, named: "card", snapshotDirectory: folder) == nil)
        let moved = verifySnapshot(of: CardViewController(boxLeading: 21), as: strategy, named: "card", snapshotDirectory: folder)
        #expect(moved != nil)
        let tolerant = Snapshotting<UIViewController, UIImage>.image(on: configuration, precision: 0.99)
        #expect(verifySnapshot(of: CardViewController(boxLeading: 21), as: tolerant, named: "card", snapshotDirectory: folder) == nil)
    }

    @Test func theImageDiffingMarksChangesAndReadsBadDataAsNoImage() throws {
        let diffing = Diffing<UIImage>.image
        let before = Snapshot(of: squareView(at: CGPoint(x: 10, y: 10)), on: configuration).image
        let after = Snapshot(of: squareView(at: CGPoint(x: 12, y: 10)), on: configuration).image
        #expect(diffing.diffV2(before, before) == nil)
        let (_, attachments) = try #require(diffing.diffV2(before, after))
        guard case let .data(png, name)? = attachments.first else {
            Issue.record("no diff image attached")
            return
        }
        #expect(name == "difference")
        let diff = try #require(UIImage(data: png)).bitmap
        let red = stride(from: 0, to: diff.rgba.count, by: 4).filter { diff.rgba[$0..<$0 + 4] == [255, 0, 0, 255] }.count
        #expect(red == 2 * 2 * 40, "two columns of 40 pixels on each side of the square")
        let unreadable = diffing.fromData(Data("not a png".utf8))
        #expect(diffing.diffV2(before, unreadable) != nil)
    }

    @Test func recursiveDescriptionAndConstraintsAreTextSnapshots() throws {
        let folder = TemporarySnapshotFolder().references.path
        _ = verifySnapshot(of: CardViewController(), as: .recursiveDescription(on: configuration), named: "tree", snapshotDirectory: folder)
        _ = verifySnapshot(of: CardViewController(), as: .constraints(on: configuration), named: "constraints", snapshotDirectory: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == 2)
        let texts = try files.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        let constraints = try #require(texts.first { $0.contains("constant") || $0.contains("==") && !$0.contains("frame =") })
        let tree = try #require(texts.first { $0.contains("frame =") })
        #expect(tree.contains("<UIWindow; frame = (0 0; 375 667)>"))
        #expect(tree.contains("frame = (20 40; 120 80)"), "the box, under the status bar")
        #expect(constraints.split(separator: "\n").contains { $0.contains("width == 120") })
        #expect(verifySnapshot(of: CardViewController(), as: .recursiveDescription(on: configuration), named: "tree", snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: CardViewController(boxLeading: 30), as: .recursiveDescription(on: configuration), named: "tree", snapshotDirectory: folder) != nil)
    }

    @Test func aViewIsSizedByItsConstraintsAtTheScreensWidth() throws {
        let folder = TemporarySnapshotFolder().references.path
        let label = UILabel()
        label.text = "A label alone, as wide as the screen"
        label.translatesAutoresizingMaskIntoConstraints = false
        _ = verifySnapshot(of: label as UIView, as: .image(on: configuration), named: "label", snapshotDirectory: folder)
        let png = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first)
        let image = try #require(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(png))))
        #expect(image.bitmap.width == 375)
        #expect(image.bitmap.height > 10 && image.bitmap.height < 40, "height \(image.bitmap.height)")
    }
}
