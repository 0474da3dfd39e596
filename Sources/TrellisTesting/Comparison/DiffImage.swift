import Foundation
import Trellis

/// Images that show where two images differ.
public enum DiffImage {
    /// The reference, faded to grey, with every changed pixel of `new` in
    /// solid red (a pixel changes as ``ImageDifference`` says). Where the sizes
    /// differ, the image covers both and everything outside their overlap is red.
    public static func make(_ new: UIImage.Bitmap, from reference: UIImage.Bitmap, perceptualPrecision: Float) -> UIImage? {
        let width = max(new.width, reference.width), height = max(new.height, reference.height)
        guard width > 0, height > 0 else { return nil }
        let tolerance = Double(1 - min(max(perceptualPrecision, 0), 1)) * 100
        let sameSize = new.width == reference.width && new.height == reference.height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        new.rgba.withUnsafeBufferPointer { newBytes in
            reference.rgba.withUnsafeBufferPointer { referenceBytes in
                for y in 0..<height {
                    for x in 0..<width {
                        let o = (y * width + x) * 4
                        let inside = x < new.width && y < new.height && x < reference.width && y < reference.height
                        var changed = !sameSize
                        if inside {
                            let n = (y * new.width + x) * 4, r = (y * reference.width + x) * 4
                            if sameSize {
                                changed = LabColor(newBytes, at: n).distance(to: LabColor(referenceBytes, at: r)) > tolerance
                            }
                            if !changed {
                                // Faded: a quarter of the reference's lightness over white.
                                let alpha = Int(referenceBytes[r + 3])
                                let grey = (Int(referenceBytes[r]) * 3 + Int(referenceBytes[r + 1]) * 6 + Int(referenceBytes[r + 2])) / 10
                                let shown = (grey * alpha + 255 * (255 - alpha)) / 255
                                let faded = UInt8(255 - (255 - shown) / 4)
                                pixels[o] = faded
                                pixels[o + 1] = faded
                                pixels[o + 2] = faded
                                pixels[o + 3] = 255
                                continue
                            }
                        }
                        pixels[o] = 255
                        pixels[o + 1] = 0
                        pixels[o + 2] = 0
                        pixels[o + 3] = 255
                    }
                }
            }
        }
        return UIImage(rgbaPixels: pixels, width: width, height: height)
    }
}
