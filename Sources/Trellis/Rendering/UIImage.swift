import CTrellisImage
import Foundation

/// An image: decoded pixels with a scale, and how it is to be drawn
/// (stretched or tiled between cap insets, tinted as a template, flipped in
/// right-to-left layouts). Immutable: the `with…` methods make new images
/// that share the pixels.
public final class UIImage: @unchecked Sendable, CustomStringConvertible {
    /// How a resizable image fills the area between its cap insets.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated.
        case tile
        /// The middle is stretched.
        case stretch
    }

    /// Whether the image is drawn with its own colours or as a shape in the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// As the place it is shown in decides (image views: original colours).
        case automatic
        /// Always its own colours.
        case alwaysOriginal
        /// Always its alpha channel in the tint colour.
        case alwaysTemplate
    }

    /// Decoded pixels: rows of RGBA bytes, alpha not premultiplied.
    public struct Bitmap: Sendable, Hashable {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// `width × height × 4` bytes, row by row.
        public let rgba: [UInt8]
    }

    /// The pixels (shared by the images made from this one).
    public let bitmap: Bitmap
    /// Pixels per point: 2 for an `@2x` file, 3 for `@3x`.
    public let scale: CGFloat
    /// The edges that keep their size when a resizable image is drawn larger.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills the space.
    public let resizingMode: ResizingMode
    /// Own colours or template.
    public let renderingMode: RenderingMode
    /// The colour a template image is drawn in (nil: the view's tint colour).
    public let tintColor: UIColor?
    /// Whether the image is drawn mirrored in right-to-left layouts.
    public let flipsForRightToLeftLayoutDirection: Bool

    /// A system symbol's shape, for an image made with `init(systemName:)`
    /// (its pixels are then empty: it is drawn from the shape).
    let symbol: SymbolShape?

    /// The size in points.
    public var size: CGSize { symbol?.size ?? CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }

    /// Whether the image is a system symbol (drawn from vector shapes).
    public var isSymbolImage: Bool { symbol != nil }

    init(bitmap: Bitmap, scale: CGFloat, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
         renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil, flips: Bool = false, symbol: SymbolShape? = nil) {
        self.symbol = symbol
        self.bitmap = bitmap
        self.scale = scale
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.flipsForRightToLeftLayoutDirection = flips
    }

    private func with(capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil, renderingMode: RenderingMode? = nil,
                      tintColor: UIColor?? = nil, flips: Bool? = nil) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
                renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
                flips: flips ?? flipsForRightToLeftLayoutDirection, symbol: symbol)
    }

    // MARK: Making images

    /// The most pixels an image may have: 64 megapixels (256 MiB decoded).
    public static let maximumPixelCount = 64 * 1024 * 1024
    /// The longest side an image may have, in pixels: 32,767, the largest
    /// image Cairo can draw.
    public static let maximumSide = 32_767

    /// An empty image: no pixels, a size of zero, nothing to draw; what
    /// `UIImage()` makes in UIKit, often used as a placeholder.
    public convenience init() {
        self.init(bitmap: Bitmap(width: 0, height: 0, rgba: []), scale: 1)
    }

    /// An image from PNG or JPEG data at scale 1; nil, with an
    /// `.invalidImage` diagnostic, when the data is not a decodable image:
    /// not PNG or JPEG, corrupt, truncated, without pixels, or larger than
    /// ``maximumSide`` pixels a side or ``maximumPixelCount`` pixels in all.
    ///
    /// The size is checked as the file's header is read, before any memory
    /// is taken for the pixels (a header of a few bytes can claim
    /// 65,535 × 65,535 pixels, 16 GiB), and JPEG decoding is held to 512 MiB
    /// of its own working memory.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from PNG or JPEG data at `scale` pixels per point (see `init(data:)`).
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data, scale: scale, source: "\(data.count) bytes of data")
    }

    private convenience init?(data: Data, scale: CGFloat, source: String) {
        // PNGs as Trellis writes them are decoded straight into the image's bytes.
        if let bitmap = Self.decodedPNG(data) {
            self.init(bitmap: bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
            return
        }
        var decoded = TTImage()
        let ok = data.withUnsafeBytes { bytes in
            tt_image_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &decoded)
        }
        guard ok == 1, let pixels = decoded.pixels else {
            let reason = withUnsafeBytes(of: decoded.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            LayoutDiagnostics.report(.invalidImage, "No image from \(source): \(reason).")
            return nil
        }
        defer { tt_image_free(&decoded) }
        let count = Int(decoded.width) * Int(decoded.height) * 4
        let bitmap = Bitmap(width: Int(decoded.width), height: Int(decoded.height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
        self.init(bitmap: bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The pixels of an 8-bit RGB or RGBA PNG the fast reader takes; nil for any other data.
    private static func decodedPNG(_ data: Data) -> Bitmap? {
        data.withUnsafeBytes { bytes -> Bitmap? in
            let start = bytes.bindMemory(to: UInt8.self).baseAddress
            var width: Int32 = 0, height: Int32 = 0
            guard tt_png_decode_size(start, bytes.count, &width, &height) == 1 else { return nil }
            let count = Int(width) * Int(height) * 4
            let rgba = [UInt8](unsafeUninitializedCapacity: count) { pixels, initialized in
                initialized = tt_png_decode_into(start, bytes.count, pixels.baseAddress) == 1 ? count : 0
            }
            return rgba.count == count ? Bitmap(width: Int(width), height: Int(height), rgba: rgba) : nil
        }
    }

    /// An image from a PNG or JPEG file; its scale from an `@2x` or `@3x`
    /// suffix of the name. nil when the file is missing or not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(ofFileNamed: path), source: path)
    }

    /// An image from RGBA pixels (alpha not premultiplied), as a
    /// `CGImage` would give them; nil, with an `.invalidImage` diagnostic,
    /// when the size is not positive or over the limits of `init(data:)`, or
    /// the bytes do not make `width × height` pixels.
    public convenience init?(rgbaPixels: [UInt8], width: Int, height: Int, scale: CGFloat = 1) {
        var error = [CChar](repeating: 0, count: 200)
        guard tt_image_size_is_acceptable(Int64(width), Int64(height), &error, error.count) == 1 else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            LayoutDiagnostics.report(.invalidImage, "No image of \(width) × \(height) pixels: \(reason).", identifiers: ["\(width) × \(height)"])
            return nil
        }
        // Within the limits, the product cannot overflow.
        guard rgbaPixels.count == width * height * 4 else {
            LayoutDiagnostics.report(
                .invalidImage, "No image of \(width) × \(height) pixels from \(rgbaPixels.count) bytes: it takes \(width * height * 4).",
                identifiers: ["\(width) × \(height)"])
            return nil
        }
        self.init(bitmap: Bitmap(width: width, height: height, rgba: rgbaPixels), scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The image named `name` in the main bundle (see `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil): the
    /// PNG or JPEG file of that name, the variant for the screen scale
    /// (`@3x`, else `@2x`, else the plain file) first. nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let path = UIImage.path(named: name, in: bundle ?? .main) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// Pixels per point a file's name says: `icon@2x.png` is 2.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The file for a named image: the name as given if it has an
    /// extension, else PNG then JPEG, at 3×, 2× and 1× in that order.
    static func path(named name: String, in bundle: Bundle) -> String? {
        guard !name.isEmpty else { return nil }
        let fileManager = FileManager.default
        let directories = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        let given = (name as NSString).pathExtension
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        for directory in directories {
            for suffix in ["@3x", "@2x", ""] {
                for fileExtension in extensions {
                    let path = "\(directory)/\(stem)\(suffix).\(fileExtension)"
                    if fileManager.fileExists(atPath: path) { return path }
                }
            }
        }
        return nil
    }

    // MARK: Variants

    /// The image drawn larger by stretching or tiling what lies between
    /// `capInsets` (in points), the corners kept as they are.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image resizable between `capInsets`, its middle tiled (UIKit's default).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same pixels drawn in another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        with(renderingMode: renderingMode)
    }

    /// The image drawn as a template in `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        with(renderingMode: renderingMode == .automatic ? .alwaysTemplate : renderingMode, tintColor: .some(color))
    }

    /// The image, drawn mirrored in right-to-left layouts.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        with(flips: true)
    }

    // MARK: Encoding

    /// The image as PNG data (its pixels; RGB when every pixel is opaque,
    /// RGBA otherwise); nil if encoding fails.
    public func pngData() -> Data? { pngData(digest: nil) }

    /// The image as PNG data, recording `digest` (of these pixels) when given.
    func pngData(digest: PixelDigest?) -> Data? {
        let words = digest.map { [$0.first, $0.second] } ?? []
        return words.withUnsafeBufferPointer { recorded in
            encoded { pixels, output in
                tt_png_encode(pixels, Int32(bitmap.width), Int32(bitmap.height), bitmap.width * 4, TT_PIXELS_RGBA,
                              UIImage.pngCompressionLevel, recorded.isEmpty ? nil : recorded.baseAddress, &output)
            }
        }
    }

    /// How PNGs are written, by `pngData()` and by the renderer: 0, the
    /// screen writer (`screen_deflate.c`). On the timeline screen at 2× it
    /// writes 11 % more bytes than libdeflate's level 2 in about a third of
    /// the time (`make bench-snapshots` times both); levels 1 … 12 are
    /// libdeflate's.
    package static let pngCompressionLevel: Int32 = 0

    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best;
    /// alpha is dropped); nil if encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int32((min(max(compressionQuality.isFinite ? compressionQuality : 1, 0), 1) * 100).rounded())
        return encoded { tt_image_encode_jpeg($0, Int32(bitmap.width), Int32(bitmap.height), quality, &$1) }
    }

    private func encoded(_ encode: (UnsafePointer<UInt8>, inout TTEncoded) -> Int32) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        var output = TTEncoded()
        let ok = bitmap.rgba.withUnsafeBufferPointer { encode($0.baseAddress!, &output) }
        defer { tt_encoded_free(&output) }
        guard ok == 1, let bytes = output.bytes else { return nil }
        return Data(bytes: bytes, count: output.length)
    }

    public var description: String {
        "<UIImage: size {\(size.width), \(size.height)} scale \(scale) pixels \(bitmap.width)×\(bitmap.height)>"
    }
}

/// A bitmap image as Core Graphics passes it around (`UIImage.cgImage`).
public final class CGImage: Sendable {
    /// The pixels.
    let bitmap: UIImage.Bitmap
    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    init(bitmap: UIImage.Bitmap) { self.bitmap = bitmap }
}

extension UIImage {
    /// The image's pixels as a `CGImage` (nil for a symbol or an empty image, which have none).
    public var cgImage: CGImage? { symbol == nil && bitmap.width > 0 && bitmap.height > 0 ? CGImage(bitmap: bitmap) : nil }

    /// An image of a `CGImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }

    /// An image of a `CGImage`'s pixels at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        self.init(bitmap: cgImage.bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    }
}

extension CGContext {
    /// Draws an image into `rect`. As in a UIKit drawing context, whose y
    /// axis Core Graphics sees pointing up, the image comes out upside down
    /// unless the context is flipped first; code written for iOS does that
    /// already.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        record(.image(ImageDrawing(bitmap: image.bitmap, scale: 1, rect: rect, capInsets: .zero, resizingMode: .stretch, tint: nil)))
        restoreGState()
    }
}
