import Foundation
import Testing
import Trellis
import TrellisTesting

/// Record, verify, fail: every test records into a temporary folder of its own.
@MainActor
@Suite struct RecordAndVerifyTests {
    let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)

    @Test func recordingThenVerifyingIsGreen() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            let first = try #require(verifySnapshot(of: CardViewController(), on: configuration))
            #expect(first.outcome.verdict == .recorded)
            #expect(first.outcome.failure == nil)
            #expect(FileManager.default.fileExists(atPath: first.outcome.location.referenceURL.path))
            #expect(first.outcome.location.referenceURL.lastPathComponent == "recordingThenVerifyingIsGreen.iphone-se-portrait-light-L@1x.png")

            let second = try #require(verifySnapshot(of: CardViewController(), on: configuration))
            #expect(second.outcome.verdict == .matched)
            #expect(second.outcome.difference?.changedPixelCount == 0)
        }
    }

    @Test func aConstraintMovedByOnePointFailsWithADiffOfExactlyTheMovedPixels() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            let recorded = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration))
            let moved = try #require(verifySnapshot(of: CardViewController(boxLeading: 21), on: configuration))
            #expect(moved.outcome.verdict == .failed)
            #expect(moved.outcome.failure == .changed)

            let before = try #require(UIImage(data: recorded.outcome.pngData)).bitmap
            let after = try #require(UIImage(data: moved.outcome.pngData)).bitmap
            let diffURL = try #require(moved.outcome.diffImageURL)
            let diff = try #require(UIImage(data: try Data(contentsOf: diffURL))).bitmap
            #expect(diff.width == after.width && diff.height == after.height)

            var changed = Set<Int>(), red = Set<Int>()
            for pixel in 0..<(after.width * after.height) {
                let i = pixel * 4
                if before.rgba[i..<i + 4] != after.rgba[i..<i + 4] { changed.insert(pixel) }
                if diff.rgba[i..<i + 4] == [255, 0, 0, 255] { red.insert(pixel) }
            }
            #expect(!changed.isEmpty)
            #expect(red == changed)
            // Only the box's sides moved, by one pixel at 1×: its straight vertical edges and its corners (radius 12);
            // its straight top and bottom edges, its inside and the caption stay.
            let box = try #require(moved.outcome.difference?.changedBounds)
            #expect(box.x == 20 && box.width == 121)
            #expect(box.y == 40 && box.height == 80, "20 points under the 20-point status bar")
            #expect(changed.allSatisfy { let x = $0 % after.width; return (20...32).contains(x) || (128...140).contains(x) })
        }
    }

    @Test func antialiasingNoisePassesTheToleranceAndAMovedEdgeFailsIt() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            _ = try #require(verifySnapshot(of: squareView(at: CGPoint(x: 20, y: 20)), on: configuration, named: "square"))
            // A twentieth of a point: only the antialiased edge pixels change, a little.
            let nudged = try #require(verifySnapshot(of: squareView(at: CGPoint(x: 20.05, y: 20.05)), on: configuration, named: "square"))
            #expect(nudged.outcome.verdict == .failed, "without a tolerance any change fails")
            let noise = try #require(verifySnapshot(
                of: squareView(at: CGPoint(x: 20.05, y: 20.05)), on: configuration, named: "square", precision: 0.999, perceptualPrecision: 0.9))
            #expect(noise.outcome.verdict == .matched)
            // 79 edge pixels changed by 5 % look alike; the corner pixel, changed by 10 %, is the one pixel the share lets through.
            #expect(noise.outcome.difference?.changedPixelCount == 1)
            let movedEdge = try #require(verifySnapshot(
                of: squareView(at: CGPoint(x: 21, y: 20)), on: configuration, named: "square", precision: 0.999, perceptualPrecision: 0.9))
            #expect(movedEdge.outcome.verdict == .failed)
            // A share of pixels allowed to change lets the moved edge through: 80 of 9,600 pixels changed.
            let shareAllowed = try #require(verifySnapshot(
                of: squareView(at: CGPoint(x: 21, y: 20)), on: configuration, named: "square", precision: 0.99, perceptualPrecision: 0.9))
            #expect(shareAllowed.outcome.verdict == .matched)
            #expect(shareAllowed.outcome.difference?.changedPixelCount == 80)
        }
    }

    @Test func aMatrixOfTwoDevicesTwoOrientationsAndTwoAppearancesRecordsEightNamedReferences() throws {
        let folder = TemporarySnapshotFolder()
        let matrix = SnapshotConfiguration.matrix(
            devices: [.iPhoneSE3, .iPad10], orientations: [.portrait, .landscapeLeft], appearances: [.light, .dark], scales: [1])
        withSnapshotSettings(folder.settings()) {
            withKnownIssue("the first run records every reference, and says so") {
                assertSnapshots(of: { CardViewController() }, on: matrix, named: "card")
            }
            // The second run verifies each against its own reference: no issue.
            assertSnapshots(of: { CardViewController() }, on: matrix, named: "card")
        }
        #expect(folder.referenceNames() == matrix.map { "aMatrixOfTwoDevicesTwoOrientationsAndTwoAppearancesRecordsEightNamedReferences.card.\($0.name).png" }.sorted())
        #expect(folder.referenceNames().count == 8)
        let images = try folder.referenceNames().map { try Data(contentsOf: folder.references.appendingPathComponent($0)) }
        #expect(Set(images).count == 8, "each configuration draws differently")
    }

    @Test func aFailureIsReportedWithTheConfigurationAndWhereTheFilesAre() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            _ = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration))
            withKnownIssue {
                assertSnapshot(of: CardViewController(boxLeading: 40), on: configuration)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains(configuration.name) && text.contains(".diff.png") && text.contains(folder.report.path)
            }
        }
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.report.path)
        #expect(written.contains { $0.hasSuffix("iphone-se-portrait-light-L@1x.diff.png") })
        #expect(written.contains { $0.hasSuffix("iphone-se-portrait-light-L@1x.reference.png") })
    }

    @Test func theStatusBarAndTheLayoutDirectionChangeTheImage() throws {
        let plain = Snapshot(of: CardViewController(), on: configuration)
        let withBar = Snapshot(of: CardViewController(), on: SnapshotConfiguration(device: .iPhoneSE3, scale: 1, drawsStatusBar: true))
        let rightToLeft = Snapshot(of: CardViewController(), on: SnapshotConfiguration(device: .iPhoneSE3, layoutDirection: .rightToLeft, scale: 1))
        let barDifference = ImageDifference(withBar.image.bitmap, from: plain.image.bitmap, perceptualPrecision: 1)
        let bar = try #require(barDifference.changedBounds)
        #expect(bar.y >= 0 && bar.y + bar.height <= 20, "the status bar is drawn in the top 20 points only")
        // Right to left, the box sits against the right margin.
        let box = try #require(rightToLeft.root.subviews.first?.subviews.first { $0.accessibilityIdentifier == "box" })
        #expect(abs(box.convert(box.bounds, to: rightToLeft.root).maxX - (375 - 20)) < 0.01)
        #expect(ImageDifference(rightToLeft.image.bitmap, from: plain.image.bitmap, perceptualPrecision: 1).changedPixelCount > 0)
    }
}
