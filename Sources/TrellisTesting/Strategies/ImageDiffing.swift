import Foundation
import SnapshotTesting
import Trellis

extension Diffing where Value == UIImage {
    /// Images compared pixel by pixel, stored as PNG: the same as `image(precision: 1, perceptualPrecision: 1)`.
    public static var image: Diffing<UIImage> { .image() }

    /// Images compared as ``ImageDifference`` compares them: at least
    /// `precision` of the pixels must be unchanged, a pixel unchanged when its
    /// ΔE is within `(1 − perceptualPrecision) × 100`. A failure carries the
    /// diff image (changed pixels in red) as an attachment named `difference`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing<UIImage> {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in
                // Data that is no PNG becomes an empty image: the comparison then says the sizes differ.
                LayoutDiagnostics.capture { UIImage(data: data) }.result ?? UIImage.unreadable
            },
            diffV2: { reference, new in
                let difference = ImageDifference(new.bitmap, from: reference.bitmap, perceptualPrecision: perceptualPrecision)
                guard !difference.matches(precision: precision) else { return nil }
                let message = "Newly-taken snapshot does not match reference: " + SnapshotVerifier.describe(difference, precision: precision) + "."
                let diff = DiffImage.make(new.bitmap, from: reference.bitmap, perceptualPrecision: perceptualPrecision)?.pngData()
                return (message, diff.map { [DiffAttachment.data($0, name: "difference")] } ?? [])
            })
    }
}

extension UIImage {
    /// What an unreadable reference reads as: one transparent pixel.
    static let unreadable = UIImage(rgbaPixels: [0, 0, 0, 0], width: 1, height: 1)!
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image as itself, stored as PNG and compared pixel by pixel.
    public static var image: Snapshotting<UIImage, UIImage> { .image() }

    /// An image as itself, compared with a tolerance (see ``Diffing/image(precision:perceptualPrecision:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting<UIImage, UIImage> {
        SimplySnapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
