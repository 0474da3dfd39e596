import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// PNG and JPEG data built by hand: what a file's header claims is checked
/// before the decoder allocates anything for the pixels.
enum ImageBytes {
    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    /// A PNG chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian32(UInt32(data.count)) + body + bigEndian32(crc32(body))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// An IHDR for 8-bit RGBA of the size given.
    static func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian32(width) + bigEndian32(height) + [8, 6, 0, 0, 0])
    }

    /// A whole PNG of `width` × `height` RGBA pixels of one colour, its image
    /// data a zlib stream of stored (uncompressed) blocks.
    static func png(width: Int, height: Int, pixel: [UInt8] = [10, 20, 30, 255]) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + Array([[UInt8]](repeating: pixel, count: width).joined()) }
        return pngSignature + ihdr(width: UInt32(width), height: UInt32(height)) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A zlib stream of stored (uncompressed) blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return zlib + bigEndian32(b << 16 | a)
    }

    /// A PNG's signature and IHDR claiming `width` × `height`, then an empty
    /// image data chunk and the end: a few dozen bytes.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        pngSignature + ihdr(width: width, height: height) + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0, 0, 0, 1]) + chunk("IEND", [])
    }

    /// A JPEG's start, a frame header (SOF0 baseline, or SOF2 progressive)
    /// claiming `width` × `height` with three components, a scan header and
    /// the end: all a decoder reads before it starts decompressing.
    static func jpegHeader(width: UInt16, height: UInt16, progressive: Bool = false) -> [UInt8] {
        let frame: [UInt8] = [8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]
        let scan: [UInt8] = [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, progressive ? 0 : 63, 0]
        return [0xFF, 0xD8]
            + [0xFF, progressive ? 0xC2 : 0xC0] + bigEndian16(UInt16(frame.count + 2)) + frame
            + [0xFF, 0xDA] + bigEndian16(UInt16(scan.count + 2)) + scan
            + [0xFF, 0xD9]
    }

    /// The offset of the first frame header's height field (after SOFn's
    /// length and precision), if the data has one.
    static func jpegFrameSizeOffset(_ bytes: [UInt8]) -> Int? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) { return index + 5 }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            index += 2 + length
        }
        return nil
    }
}

@MainActor
@Suite struct HostileImageTests {
    func resource(_ file: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: file, withExtension: nil))
        return [UInt8](try Data(contentsOf: url))
    }

    /// The builder makes real PNGs: what the tests below refuse is refused for its size.
    @Test func aHandBuiltPNGDecodes() throws {
        let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(ImageBytes.png(width: 3, height: 2))) }
        let decoded = try #require(image)
        #expect(diagnostics.isEmpty)
        #expect(decoded.bitmap.width == 3 && decoded.bitmap.height == 2)
        #expect(Array(decoded.bitmap.rgba.prefix(4)) == [10, 20, 30, 255])
    }

    @Test(arguments: [
        (100_000, 100_000), (0x7FFF_FFFF, 1), (1, 0x7FFF_FFFF), (0xFFFF_FFFF, 0xFFFF_FFFF), (32_768, 1), (1, 40_000), (8_193, 8_192),
        (0, 0), (0, 10), (10, 0),
    ] as [(UInt32, UInt32)])
    func aPNGHeaderClaimingTooManyOrNoPixelsIsRefused(width: UInt32, height: UInt32) {
        let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(ImageBytes.pngHeader(width: width, height: height))) }
        #expect(image == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    @Test(arguments: [
        (65_535, 65_535, false), (65_535, 65_535, true), (30_000, 30_000, true), (32_768, 1, false), (9_000, 9_000, true), (8_193, 8_192, false),
        (0, 0, false), (0, 16, true), (16, 0, false),
    ] as [(UInt16, UInt16, Bool)])
    func aJPEGHeaderClaimingTooManyOrNoPixelsIsRefused(width: UInt16, height: UInt16, progressive: Bool) {
        let bytes = ImageBytes.jpegHeader(width: width, height: height, progressive: progressive)
        let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(bytes)) }
        #expect(image == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    /// A real JPEG whose frame header is edited to claim 65,535 × 65,535 pixels.
    @Test func aRealJPEGWithAnEnormousFrameHeaderIsRefused() throws {
        var bytes = try resource("photo.jpg")
        let offset = try #require(ImageBytes.jpegFrameSizeOffset(bytes))
        #expect(bytes[offset..<offset + 4] == [0, 10, 0, 16])  // 10 high, 16 wide
        bytes.replaceSubrange(offset..<offset + 4, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(bytes)) }
        #expect(image == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    @Test(arguments: [
        (-1, 4, 16), (4, -1, 16), (0, 0, 0), (Int.max, 2, 8), (2, Int.max / 2, 8), (Int.min, Int.min, 0), (1 << 20, 1 << 20, 4),
        (40_000, 1, 160_000), (2, 2, 15), (2, 2, 17), (1, 1, 0),
    ] as [(Int, Int, Int)])
    func rawPixelsOfAWrongOrHugeSizeAreRefused(width: Int, height: Int, count: Int) {
        let (image, diagnostics) = LayoutDiagnostics.capture {
            UIImage(rgbaPixels: [UInt8](repeating: 7, count: count), width: width, height: height)
        }
        #expect(image == nil)
        #expect(diagnostics.map(\.kind) == [.invalidImage])
    }

    @Test func rawPixelsOfTheirSizeMakeAnImage() throws {
        let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(rgbaPixels: [UInt8](repeating: 9, count: 24), width: 3, height: 2) }
        #expect(try #require(image).size == CGSize(width: 3, height: 2))
        #expect(diagnostics.isEmpty)
    }

    // MARK: Fuzzing

    /// Mutations of small valid PNGs and JPEGs: bit flips, bytes set,
    /// truncation, and header fields edited (huge, zero and odd sizes, CRCs
    /// fixed or not). Every one either decodes to a sane image within the
    /// limits or is refused with a diagnostic, and none traps.
    @Test func mutatedImagesDecodeSanelyOrAreRefused() throws {
        // Trellis's own PNGs too (RGB when opaque, RGBA otherwise), which its fast reader takes.
        let translucent = try #require(UIImage(rgbaPixels: ImageBytes.noise(count: 9 * 7 * 4, seed: 11), width: 9, height: 7))
        let opaque = try #require(UIImage(rgbaPixels: [UInt8](repeating: 255, count: 9 * 7 * 4), width: 9, height: 7))
        let seeds = [ImageBytes.png(width: 5, height: 3), try resource("checker@2x.png"), try resource("photo.jpg"),
                     try resource("avatar.png"), ImageBytes.jpegHeader(width: 16, height: 16),
                     [UInt8](try #require(translucent.pngData())), [UInt8](try #require(opaque.pngData()))]
        let sizes: [UInt32] = [0, 1, 2, 255, 32_767, 32_768, 65_500, 65_535, 100_000, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
        let failure = Fuzz.check(seed: 0x1A6E_F022, cases: 300, generate: { generator -> [UInt8] in
            var bytes = seeds.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    bytes[index] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
                case 1:
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                case 2:
                    bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
                    if bytes.isEmpty { bytes = [0xFF] }
                case 3 where bytes.count > 33 && Array(bytes.prefix(8)) == ImageBytes.pngSignature:
                    // IHDR's width or height (bytes 16…23), its CRC fixed half the time.
                    let field = Bool.random(using: &generator) ? 16 : 20
                    let value = Bool.random(using: &generator) ? sizes.randomElement(using: &generator)! : UInt32.random(in: 0...UInt32.max, using: &generator)
                    bytes.replaceSubrange(field..<field + 4, with: ImageBytes.bigEndian32(value))
                    if Bool.random(using: &generator) { bytes.replaceSubrange(29..<33, with: ImageBytes.bigEndian32(ImageBytes.crc32(bytes[12..<29]))) }
                case 3, 4:
                    guard let offset = ImageBytes.jpegFrameSizeOffset(bytes), offset + 4 <= bytes.count else { continue }
                    let value = UInt16(truncatingIfNeeded: sizes.randomElement(using: &generator)!)
                    let field = offset + (Bool.random(using: &generator) ? 0 : 2)
                    bytes.replaceSubrange(field..<field + 2, with: ImageBytes.bigEndian16(value))
                default:
                    break
                }
            }
            return bytes
        }, shrink: Fuzz.shrinkBytes, property: { bytes -> String? in
            let (image, diagnostics) = LayoutDiagnostics.capture { UIImage(data: Data(bytes)) }
            guard let image else {
                return diagnostics.map(\.kind) == [.invalidImage] ? nil : "refused with diagnostics \(diagnostics.map(\.kind))"
            }
            let bitmap = image.bitmap
            guard (1...UIImage.maximumSide).contains(bitmap.width), (1...UIImage.maximumSide).contains(bitmap.height),
                  bitmap.width * bitmap.height <= UIImage.maximumPixelCount else { return "decoded to \(bitmap.width) × \(bitmap.height)" }
            guard bitmap.rgba.count == bitmap.width * bitmap.height * 4 else { return "\(bitmap.rgba.count) bytes for \(bitmap.width) × \(bitmap.height)" }
            guard image.size.width.isFinite, image.size.height.isFinite, image.size.width > 0, image.size.height > 0 else { return "size \(image.size)" }
            return diagnostics.isEmpty ? nil : "decoded with diagnostics \(diagnostics.map(\.kind))"
        })
        #expect(failure == nil, "\(failure.map(\.description) ?? "")")
    }
}
