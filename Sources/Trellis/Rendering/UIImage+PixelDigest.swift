import CTrellisImage
import Foundation

/// A 128-bit digest of an image's pixels and size: two images with equal
/// digests have, but for a one-in-2^128 accident, the same pixels.
///
/// Snapshot tests record it in the reference PNGs they write, so that the
/// common verdict, "the same as its reference", is reached by hashing the
/// new image instead of decoding the reference.
package struct PixelDigest: Hashable, Sendable {
    let first: UInt64
    let second: UInt64
}

extension UIImage {
    /// The digest of the pixels.
    package var pixelDigest: PixelDigest {
        var words: [UInt64] = [0, 0]
        bitmap.rgba.withUnsafeBufferPointer { bytes in
            tt_pixel_digest(bytes.baseAddress, bytes.count, Int32(bitmap.width), Int32(bitmap.height), &words)
        }
        return PixelDigest(first: words[0], second: words[1])
    }

    /// The image as PNG data that records its pixel digest.
    package func pngDataRecordingPixelDigest() -> Data? { pngData(digest: pixelDigest) }

    /// The pixel digest a PNG recorded when it was written, if it still
    /// describes the file's image data (an editor that rewrites the image
    /// drops or outdates it); nil otherwise.
    package static func recordedPixelDigest(inPNG data: Data) -> PixelDigest? {
        var words: [UInt64] = [0, 0]
        let found = data.withUnsafeBytes { bytes in
            tt_png_recorded_digest(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &words) == 1
        }
        return found ? PixelDigest(first: words[0], second: words[1]) : nil
    }
}
