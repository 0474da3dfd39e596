import Foundation
import Testing
import Trellis
import TrellisTesting

/// References record the digest of their pixels; an unchanged screen is
/// matched by it, and a digest that no longer describes the reference's
/// image (edited by another tool) is not trusted.
@MainActor
@Suite struct PixelDigestShortcutTests {
    let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)

    @Test func aRecordedReferenceCarriesTheDigestOfItsPixels() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            let recorded = try #require(verifySnapshot(of: CardViewController(), on: configuration))
            let data = try Data(contentsOf: recorded.outcome.location.referenceURL)
            let reference = try #require(UIImage(data: data))
            #expect(UIImage.recordedPixelDigest(inPNG: data) == reference.pixelDigest)
            #expect(reference.pixelDigest == recorded.outcome.image.pixelDigest)
        }
    }

    @Test func aReferenceWhoseImageWasReplacedIsComparedPixelByPixel() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            let recorded = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration))
            let url = recorded.outcome.location.referenceURL
            // Another tool writes the moved card's pixels into the reference but keeps the old digest chunk.
            let moved = Snapshot(of: CardViewController(boxLeading: 21), on: configuration).image
            let original = [UInt8](try Data(contentsOf: url))
            let replacement = [UInt8](try #require(moved.pngData()))
            let edited = Self.chunks(of: replacement, except: "IEND") + Self.chunk("tlPX", in: original) + Self.chunks(of: replacement, only: "IEND")
            try Data(edited).write(to: url)
            #expect(UIImage.recordedPixelDigest(inPNG: Data(edited)) == nil, "the image data's CRC is not the one recorded")

            let verdict = try #require(verifySnapshot(of: CardViewController(boxLeading: 20), on: configuration))
            #expect(verdict.outcome.verdict == .failed)
            #expect(verdict.outcome.failure == .changed)
        }
    }

    @Test func theDigestTellsOnePixelAndTheShapeApart() throws {
        var pixels = [UInt8](repeating: 200, count: 6 * 4 * 4)
        let image = try #require(UIImage(rgbaPixels: pixels, width: 6, height: 4))
        let reshaped = try #require(UIImage(rgbaPixels: pixels, width: 4, height: 6))
        pixels[37] ^= 1
        let changed = try #require(UIImage(rgbaPixels: pixels, width: 6, height: 4))
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(image.pixelDigest == decoded.pixelDigest)
        #expect(image.pixelDigest != reshaped.pixelDigest)
        #expect(image.pixelDigest != changed.pixelDigest)
        #expect(UIImage.recordedPixelDigest(inPNG: png) == nil, "plain pngData records none")
    }

    /// The signature and the chunks of a PNG, leaving out (or keeping only) chunks of one type.
    static func chunks(of png: [UInt8], except excluded: String? = nil, only kept: String? = nil) -> [UInt8] {
        var result = kept == nil ? Array(png[0..<8]) : []
        var at = 8
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            let type = String(decoding: png[at + 4..<at + 8], as: UTF8.self)
            if type != excluded && (kept == nil || type == kept) { result += png[at..<at + 12 + length] }
            at += 12 + length
        }
        return result
    }

    /// The whole chunk of `type` in a PNG (empty when there is none).
    static func chunk(_ type: String, in png: [UInt8]) -> [UInt8] { chunks(of: png, only: type) }
}
