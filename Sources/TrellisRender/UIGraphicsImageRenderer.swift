import CCairo
import CTrellisImage
import Foundation
import Trellis

/// How a `UIGraphicsImageRenderer` makes its images.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (3 by default, an iPhone's).
    public var scale: CGFloat = 3
    /// Whether the image is fully opaque (its background white instead of transparent).
    public var opaque = false

    /// The default format.
    public init() {}

    /// The default format.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen (3 pixels per point, as the default).
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's actions draw into.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The drawing context (also `UIGraphicsGetCurrentContext()` meanwhile).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
    }

    /// Fills a rectangle with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips what follows to a rectangle.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        UIGraphicsImageRenderer.image(of: cgContext.commands, bounds: bounds, format: format)
    }
}

/// Draws into an image with UIKit's drawing calls (`UIBezierPath`,
/// `UIColor.setFill()`, `CGContext`, `NSAttributedString.draw(in:)`,
/// `UIImage.draw(in:)`), through Cairo.
@MainActor
public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// How the images are made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points large.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// A renderer of images `size` points large, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of the area `bounds`.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer of the area `bounds`, in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` and returns what they drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer.image(of: record(actions), bounds: bounds, format: format)
    }

    /// Runs `actions` and returns what they drew as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns what they drew as JPEG data.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func record(_ actions: (UIGraphicsImageRendererContext) -> Void) -> [DrawingCommand] {
        let context = CGContext()
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, bounds: bounds)
        context.saveGState()
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.restoreGState()
        return context.commands
    }

    /// Recorded commands drawn into an image of `bounds` at the format's scale.
    static func image(of commands: [DrawingCommand], bounds: CGRect, format: UIGraphicsImageRendererFormat) -> UIImage {
        var background: [DrawingCommand] = []
        if format.opaque {
            background = [.setFillColor(RGBA(red: 1, green: 1, blue: 1, alpha: 1)),
                          .addPath(CGMutablePath().with { $0.addRect(CGRect(origin: .zero, size: bounds.size)) }.elements),
                          .fillPath(.winding, keepingPath: false)]
        }
        let list = DisplayList(size: bounds.size, drawing: background + commands)
        return Renderer.image(of: list, scale: format.scale)
    }
}

extension CGMutablePath {
    /// The path after `build` added to it.
    fileprivate func with(_ build: (CGMutablePath) -> Void) -> CGMutablePath {
        build(self)
        return self
    }
}

extension Renderer {
    /// A display list drawn into an image at `scale` pixels per point.
    public static func image(of list: DisplayList, scale requested: CGFloat) -> UIImage {
        var scale = requested.isFinite && requested > 0 ? min(requested, 8) : 1
        let size = drawableSize(of: list.size, scale: scale)
        var width = max(1, Int((size.0 * scale).rounded(.up))), height = max(1, Int((size.1 * scale).rounded(.up)))
        if width * height > UIImage.maximumPixelCount {
            // An image has at most `UIImage.maximumPixelCount` pixels: fewer pixels per point instead.
            scale *= (CGFloat(UIImage.maximumPixelCount) / CGFloat(width * height)).squareRoot() * 0.999
            LayoutDiagnostics.report(.invalidDrawing, "An image of \(width) × \(height) pixels is drawn at \(scale)× instead.")
            width = max(1, Int((size.0 * scale).rounded(.up)))
            height = max(1, Int((size.1 * scale).rounded(.up)))
        }
        // Cairo draws straight into the image's bytes, which are then turned, in place,
        // from its premultiplied words into RGBA (no second buffer of the screen's size).
        let byteCount = width * height * 4
        let rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, count in
            let start = bytes.baseAddress!
            start.initialize(repeating: 0, count: byteCount)
            count = byteCount
            let surface = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
            let context = cairo_create(surface)!
            cairo_scale(context, Double(scale), Double(scale))
            draw(list, in: context, pixelScale: scale)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            tt_argb32_to_rgba(start, Int32(width), Int32(height), width * 4, start)
        }
        // The pixels are exactly width × height × 4 bytes: the image is always made.
        return UIImage(rgbaPixels: rgba, width: width, height: height, scale: scale)!
    }
}
