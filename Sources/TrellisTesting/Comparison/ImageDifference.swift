import Foundation
import Trellis

/// How a new image differs from its reference, pixel by pixel.
///
/// A pixel has *changed* when its colour is perceptibly different: its
/// distance from the reference pixel in CIELAB (ΔE, both composited over
/// white) is more than `(1 − perceptualPrecision) × 100`, as
/// swift-snapshot-testing measures it. Antialiasing that moves by a fraction
/// of a pixel changes colours a little; a moved edge changes them fully.
public struct ImageDifference: Sendable, Equatable {
    /// The reference's size in pixels.
    public let referenceSize: PixelSize
    /// The new image's size in pixels.
    public let newSize: PixelSize
    /// How many pixels changed (every pixel when the sizes differ).
    public let changedPixelCount: Int
    /// How many pixels were compared (the larger image's, when the sizes differ).
    public let pixelCount: Int
    /// The smallest rectangle, in pixels, holding every changed pixel; nil when none changed.
    public let changedBounds: PixelRect?

    /// A width and height in pixels.
    public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
        public let width: Int
        public let height: Int
        public var description: String { "\(width) × \(height)" }
    }

    /// A rectangle in pixels, `x` and `y` from the top left.
    public struct PixelRect: Sendable, Hashable, Codable {
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
    }

    /// Whether the sizes are the same.
    public var sizesMatch: Bool { referenceSize == newSize }

    /// The share of pixels that changed, 0 … 1.
    public var changedShare: Double { pixelCount == 0 ? 0 : Double(changedPixelCount) / Double(pixelCount) }

    /// Whether the images count as the same: equal sizes, and at least `precision` of the pixels unchanged.
    public func matches(precision: Float) -> Bool {
        sizesMatch && 1 - changedShare >= Double(min(max(precision, 0), 1)) - 1e-12
    }
}

extension ImageDifference {
    /// The difference between `bitmap` and an image known to have the same pixels: none.
    static func identical(_ bitmap: UIImage.Bitmap) -> ImageDifference {
        let size = PixelSize(width: bitmap.width, height: bitmap.height)
        return ImageDifference(referenceSize: size, newSize: size, changedPixelCount: 0, pixelCount: bitmap.width * bitmap.height, changedBounds: nil)
    }

    /// Compares `new` with `reference`, a pixel changed when its ΔE exceeds `(1 − perceptualPrecision) × 100`.
    public init(_ new: UIImage.Bitmap, from reference: UIImage.Bitmap, perceptualPrecision: Float) {
        referenceSize = PixelSize(width: reference.width, height: reference.height)
        newSize = PixelSize(width: new.width, height: new.height)
        guard new.width == reference.width, new.height == reference.height else {
            let width = max(new.width, reference.width), height = max(new.height, reference.height)
            pixelCount = width * height
            changedPixelCount = pixelCount
            changedBounds = pixelCount > 0 ? PixelRect(x: 0, y: 0, width: width, height: height) : nil
            return
        }
        let count = new.width * new.height
        pixelCount = count
        let tolerance = Double(1 - min(max(perceptualPrecision, 0), 1)) * 100
        var changed = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        new.rgba.withUnsafeBytes { newBytes in
            reference.rgba.withUnsafeBytes { referenceBytes in
                // Equal images (the common case) are told by one memory comparison; else pixels
                // are compared as words, and only those that differ are converted to CIELAB.
                guard let newStart = newBytes.baseAddress, let referenceStart = referenceBytes.baseAddress,
                      newBytes.count == count * 4, referenceBytes.count == newBytes.count,
                      memcmp(newStart, referenceStart, newBytes.count) != 0 else { return }
                let newPixels = newBytes.bindMemory(to: UInt32.self), referencePixels = referenceBytes.bindMemory(to: UInt32.self)
                let newChannels = newBytes.bindMemory(to: UInt8.self), referenceChannels = referenceBytes.bindMemory(to: UInt8.self)
                for y in 0..<new.height {
                    let rowStart = y * new.width
                    for x in 0..<new.width where newPixels[rowStart + x] != referencePixels[rowStart + x] {
                        let i = (rowStart + x) * 4
                        let distance = LabColor(newChannels, at: i).distance(to: LabColor(referenceChannels, at: i))
                        guard distance > tolerance else { continue }
                        changed += 1
                        minX = min(minX, x)
                        minY = min(minY, y)
                        maxX = max(maxX, x)
                        maxY = max(maxY, y)
                    }
                }
            }
        }
        changedPixelCount = changed
        changedBounds = changed > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }
}

/// A colour in CIELAB (D65), for telling how different two pixels look.
struct LabColor {
    let l: Double
    let a: Double
    let b: Double

    /// The pixel of RGBA bytes at `index`, composited over white.
    init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        let alpha = Double(bytes[index + 3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255 * alpha + (1 - alpha)
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(bytes[index]), linear(bytes[index + 1]), linear(bytes[index + 2]))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        self.b = 200 * (f(y) - f(z))
    }

    /// ΔE (CIE76): the straight-line distance in CIELAB; about 2.3 is the smallest difference people notice.
    func distance(to other: LabColor) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }
}
