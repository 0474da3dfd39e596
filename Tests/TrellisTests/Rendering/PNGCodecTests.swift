import CTrellisImage
import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

extension ImageBytes {
    /// A PNG of the given raw pixels (`channels` bytes each: 3 for RGB, 4 for
    /// RGBA), row `y` filtered with `filters[y % filters.count]` (0 none,
    /// 1 sub, 2 up, 3 average, 4 Paeth), its stored zlib stream cut into
    /// image data chunks of at most `chunkSize` bytes.
    static func png(width: Int, height: Int, channels: Int, pixels: [UInt8], filters: [UInt8], chunkSize: Int = .max) -> [UInt8] {
        let rowLength = width * channels
        var raw: [UInt8] = []
        for y in 0..<height {
            let row = Array(pixels[y * rowLength..<(y + 1) * rowLength])
            let above = y == 0 ? [UInt8](repeating: 0, count: rowLength) : Array(pixels[(y - 1) * rowLength..<y * rowLength])
            let filter = filters[y % filters.count]
            raw.append(filter)
            for i in 0..<rowLength {
                let left = i >= channels ? Int(row[i - channels]) : 0, up = Int(above[i])
                let upLeft = i >= channels ? Int(above[i - channels]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let distances = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = distances.0 <= distances.1 && distances.0 <= distances.2 ? left : distances.1 <= distances.2 ? up : upLeft
                default: predicted = 0
                }
                raw.append(UInt8(truncatingIfNeeded: Int(row[i]) - predicted))
            }
        }
        let stream = zlibStored(raw)
        var chunks: [UInt8] = []
        var offset = 0
        while offset < stream.count {
            let end = min(stream.count, offset + chunkSize)
            chunks += chunk("IDAT", Array(stream[offset..<end]))
            offset = end
        }
        let header = chunk("IHDR", bigEndian32(UInt32(width)) + bigEndian32(UInt32(height)) + [8, channels == 4 ? 6 : 2, 0, 0, 0])
        return pngSignature + header + chunks + chunk("IEND", [])
    }

    /// `count` bytes of seeded noise with runs and gradients, as screens have both.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var bytes: [UInt8] = []
        while bytes.count < count {
            let run = Int.random(in: 1...12, using: &generator)
            let value = UInt8.random(in: 0...255, using: &generator)
            let step = UInt8.random(in: 0...3, using: &generator)
            for i in 0..<run { bytes.append(value &+ UInt8(truncatingIfNeeded: i) &* step) }
        }
        return Array(bytes.prefix(count))
    }
}

/// PNGs as Trellis writes them (8-bit, RGB when opaque, rows filtered
/// "up", libdeflate) and as others do (every filter, image data split into
/// chunks), read back exactly; what the fast reader does not take goes to
/// libpng and still decodes, or is refused with a diagnostic.
@MainActor
@Suite struct PNGCodecTests {
    @Test(arguments: [3, 4], [[UInt8](arrayLiteral: 0), [1], [2], [3], [4], [0, 1, 2, 3, 4]])
    func everyRowFilterIsUndone(channels: Int, filters: [UInt8]) throws {
        let (width, height) = (13, 11)
        let pixels = ImageBytes.noise(count: width * height * channels, seed: UInt64(channels * 100 + filters.count))
        let bytes = ImageBytes.png(width: width, height: height, channels: channels, pixels: pixels, filters: filters, chunkSize: 97)
        let image = try #require(UIImage(data: Data(bytes)))
        var expected: [UInt8] = []
        for index in stride(from: 0, to: pixels.count, by: channels) {
            expected += pixels[index..<index + 3] + [channels == 4 ? pixels[index + 3] : 255]
        }
        #expect(image.bitmap.width == width && image.bitmap.height == height)
        #expect(image.bitmap.rgba == expected)
    }

    @Test func translucentPixelsRoundTripExactlyAsRGBA() throws {
        let pixels = ImageBytes.noise(count: 40 * 30 * 4, seed: 7)
        let image = try #require(UIImage(rgbaPixels: pixels, width: 40, height: 30))
        let data = try #require(image.pngData())
        #expect(data[25] == 6, "colour type RGBA")
        #expect(try #require(UIImage(data: data)).bitmap == image.bitmap)
    }

    @Test func anOpaqueImageIsWrittenAsRGBAndReadBackOpaque() throws {
        var pixels = ImageBytes.noise(count: 40 * 30 * 4, seed: 8)
        for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
        let image = try #require(UIImage(rgbaPixels: pixels, width: 40, height: 30))
        let data = try #require(image.pngData())
        #expect(data[25] == 2, "colour type RGB")
        #expect(try #require(UIImage(data: data)).bitmap == image.bitmap)
        // Without its alpha channel, the file is smaller than the same pixels with one translucent pixel.
        pixels[3] = 254
        let translucent = try #require(UIImage(rgbaPixels: pixels, width: 40, height: 30)?.pngData())
        #expect(translucent[25] == 6)
    }

    @Test func aPalettePNGIsLeftToLibpngAndDecodes() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let raw: [UInt8] = [0, 0, 1, 2, 0, 2, 1, 0]  // two rows of three indices, filter 0
        let bytes = ImageBytes.pngSignature
            + ImageBytes.chunk("IHDR", ImageBytes.bigEndian32(3) + ImageBytes.bigEndian32(2) + [8, 3, 0, 0, 0])
            + ImageBytes.chunk("PLTE", palette) + ImageBytes.chunk("IDAT", ImageBytes.zlibStored(raw)) + ImageBytes.chunk("IEND", [])
        let image = try #require(UIImage(data: Data(bytes)))
        #expect(image.bitmap.rgba == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255])
    }

    @Test func damagedImageDataIsRefusedWithADiagnostic() throws {
        let image = try #require(UIImage(rgbaPixels: ImageBytes.noise(count: 20 * 20 * 4, seed: 9), width: 20, height: 20))
        var bytes = [UInt8](try #require(image.pngData()))
        bytes[8 + 25 + 8 + 5] ^= 0x40  // inside the image data; its CRC now disagrees
        let (decoded, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(bytes)) }
        #expect(decoded == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    @Test func extraChunksBeforeAndAfterTheImageDataAreSkipped() throws {
        let pixels = ImageBytes.noise(count: 6 * 5 * 4, seed: 10)
        let plain = ImageBytes.png(width: 6, height: 5, channels: 4, pixels: pixels, filters: [4])
        let header = Array(plain[0..<33]), rest = Array(plain[33...])
        let text = ImageBytes.chunk("tEXt", Array("Comment\u{0}drawn by a test".utf8))
        let withText = header + text + rest.dropLast(12) + text + rest.suffix(12)
        #expect(try #require(UIImage(data: Data(withText))).bitmap.rgba == pixels)
    }
}

/// The screen writer (level 0, Trellis's default) against libdeflate's
/// level 2 on the same pixels: both read back exactly, with libdeflate's
/// strict inflater checking the screen writer's stream and its checksum.
@MainActor
@Suite struct ScreenWriterTests {
    /// Pixels of the kinds a screen has: flat fills, repeated rows, text-like
    /// motifs repeated far back, and noise (literals of every value).
    enum Pixels: CaseIterable {
        case fills, motifs, noise, translucentFills, widerThanTheWindow
    }

    static func image(_ kind: Pixels, seed: UInt64) -> (pixels: [UInt8], width: Int, height: Int) {
        var generator = SeededGenerator(seed: seed)
        let (width, height) = kind == .widerThanTheWindow ? (9_000, 3) : (157, 61)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        switch kind {
        case .fills, .translucentFills, .widerThanTheWindow:
            for _ in 0..<12 {
                let x = Int.random(in: 0..<width, using: &generator), y = Int.random(in: 0..<height, using: &generator)
                let colour = (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }
                for row in y..<min(height, y + 20) {
                    for column in x..<min(width, x + 3_000) {
                        for channel in 0..<4 { pixels[(row * width + column) * 4 + channel] = colour[channel] }
                    }
                }
            }
        case .motifs:
            let motif = ImageBytes.noise(count: 37, seed: seed)
            for offset in stride(from: 0, to: pixels.count - motif.count, by: Int.random(in: 90...400, using: &generator)) {
                pixels.replaceSubrange(offset..<offset + motif.count, with: motif)
            }
        case .noise:
            pixels = ImageBytes.noise(count: pixels.count, seed: seed).map { $0 &* 37 }
        }
        if kind != .translucentFills {
            for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
        }
        return (pixels, width, height)
    }

    static func encoded(_ pixels: [UInt8], width: Int, height: Int, level: Int32) throws -> Data {
        var output = TTEncoded()
        defer { tt_encoded_free(&output) }
        #expect(tt_png_encode(pixels, Int32(width), Int32(height), width * 4, TT_PIXELS_RGBA, level, nil, &output) == 1)
        return Data(bytes: try #require(output.bytes), count: output.length)
    }

    @Test(arguments: Pixels.allCases, [UInt64(1), 2, 3])
    func writesWhatReadsBackExactly(kind: Pixels, seed: UInt64) throws {
        let (pixels, width, height) = Self.image(kind, seed: seed)
        let screen = try Self.encoded(pixels, width: width, height: height, level: 0)
        let libdeflate = try Self.encoded(pixels, width: width, height: height, level: 2)
        #expect(screen[25] == (kind == .translucentFills ? 6 : 2))
        #expect(try #require(UIImage(data: screen)).bitmap.rgba == pixels)
        #expect(try #require(UIImage(data: libdeflate)).bitmap.rgba == pixels)
        if kind == .fills {
            // Flat fills cost the screen writer little more than libdeflate.
            #expect(Double(screen.count) < Double(libdeflate.count) * 1.5)
        }
    }
}

/// Random images through the screen writer: every one reads back exactly
/// (libdeflate's strict inflater checks the stream and its checksum).
/// Pixels come from a small palette in runs, copies of earlier stretches
/// and noise, so matches of every length and distance occur; a failure is
/// shrunk to fewer rows and columns.
@MainActor
@Suite struct ScreenWriterFuzzTests {
    struct Image: CustomStringConvertible {
        var width: Int, height: Int
        var rgba: [UInt8]
        var description: String { "\(width) × \(height)" }

        func cropped(width newWidth: Int, height newHeight: Int) -> Image {
            var pixels: [UInt8] = []
            for row in 0..<newHeight { pixels += rgba[(row * width) * 4..<(row * width + newWidth) * 4] }
            return Image(width: newWidth, height: newHeight, rgba: pixels)
        }
    }

    static func generate(_ generator: inout SeededGenerator) -> Image {
        let width = Int.random(in: 1...300, using: &generator), height = Int.random(in: 1...40, using: &generator)
        let opaque = Bool.random(using: &generator)
        let palette = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            (0..<4).map { channel in channel == 3 && opaque ? 255 : UInt8.random(in: 0...255, using: &generator) }
        }
        var rgba: [UInt8] = []
        while rgba.count < width * height * 4 {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:  // a run of one colour
                let colour = palette.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 1...400, using: &generator) { rgba += colour }
            case 1 where !rgba.isEmpty:  // a copy of an earlier stretch
                let start = Int.random(in: 0..<rgba.count / 4, using: &generator) * 4
                rgba += rgba[start..<min(rgba.count, start + Int.random(in: 1...200, using: &generator) * 4)]
            default:  // noise
                for _ in 0..<Int.random(in: 1...20, using: &generator) {
                    rgba += (0..<4).map { channel in channel == 3 && opaque ? 255 : UInt8.random(in: 0...255, using: &generator) }
                }
            }
        }
        return Image(width: width, height: height, rgba: Array(rgba.prefix(width * height * 4)))
    }

    static func shrink(_ image: Image) -> [Image] {
        var smaller: [Image] = []
        if image.height > 1 { smaller.append(image.cropped(width: image.width, height: image.height / 2)) }
        if image.width > 1 { smaller.append(image.cropped(width: image.width / 2, height: image.height)) }
        return smaller
    }

    @Test func randomImagesReadBackExactly() throws {
        let failure = Fuzz.check(seed: 0x5C4EE7, cases: 60, generate: Self.generate, shrink: Self.shrink) { image in
            guard let png = try? ScreenWriterTests.encoded(image.rgba, width: image.width, height: image.height, level: 0) else {
                return "not encoded"
            }
            guard let decoded = UIImage(data: png) else { return "not decoded" }
            return decoded.bitmap.rgba == image.rgba ? nil : "decoded to other pixels"
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}

/// Cairo's premultiplied pixels become RGBA with the rounding the renderer
/// has always used, `(colour × 255 + alpha ÷ 2) ÷ alpha` capped at 255, for
/// every alpha and colour value (also colours brighter than their alpha,
/// which Cairo never makes but a bitmap can hold).
@Suite struct PixelFormatTests {
    @Test func everyPremultipliedValueIsUndoneExactly() {
        var words: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for colour in UInt32(0)...255 { words.append(alpha << 24 | colour << 16 | (255 - colour) << 8 | colour / 2) }
        }
        // Runs of equal pixels too, as flat translucent fills make.
        words += [UInt32](repeating: 0x8040_2010, count: 20) + [UInt32](repeating: 0x80FF_FFFF, count: 3)
        var rgba = [UInt8](repeating: 0, count: words.count * 4)
        words.withUnsafeBytes { source in
            tt_argb32_to_rgba(source.bindMemory(to: UInt8.self).baseAddress, Int32(words.count), 1, words.count * 4, &rgba)
        }
        func expected(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
        }
        var mismatches = 0
        for (index, word) in words.enumerated() {
            let alpha = word >> 24
            let want = [expected(word >> 16 & 0xFF, alpha), expected(word >> 8 & 0xFF, alpha), expected(word & 0xFF, alpha), UInt8(alpha)]
            if Array(rgba[index * 4..<index * 4 + 4]) != want { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func opaqueAndTranslucentRGBAMakeCairosPixels() {
        let rgba: [UInt8] = [10, 20, 30, 255, 200, 100, 50, 128, 255, 255, 255, 0]
        var words = [UInt32](repeating: 0, count: 3)
        words.withUnsafeMutableBytes { target in
            tt_rgba_to_argb32(rgba, 3, 1, target.bindMemory(to: UInt8.self).baseAddress, 12)
        }
        let translucent: UInt32 = 128 << 24 | UInt32(200 * 128 / 255) << 16 | UInt32(100 * 128 / 255) << 8 | UInt32(50 * 128 / 255)
        #expect(words == [0xFF0A_141E, translucent, 0])
    }
}
