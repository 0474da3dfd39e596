import CCairo
import Foundation
import Trellis

/// The file formats a view tree is drawn to.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// A bitmap, at the scale asked for.
    case png
    /// Vector graphics for the web.
    case svg
    /// A one-page vector document.
    case pdf
}

/// Why drawing failed.
public struct RenderError: Error, CustomStringConvertible {
    /// Cairo's explanation.
    public let description: String
}

/// Draws display lists with Cairo: to PNG at 1×, 2× or 3×, to SVG and to PDF.
/// Text is drawn by Pango from the same fonts and line breaks that measured
/// it; images are composited with their alpha, templates in their tint.
public enum Renderer {
    /// What `view` and its subviews draw, as laid out now, in `format`
    /// (`scale` pixels per point for PNG).
    @MainActor
    public static func render(_ view: UIView, format: ImageFormat = .png, scale: CGFloat = 2) throws -> Data {
        try render(DisplayList(of: view), format: format, scale: scale)
    }

    /// A display list drawn in `format`.
    public static func render(_ list: DisplayList, format: ImageFormat = .png, scale: CGFloat = 2) throws -> Data {
        let output = OutputStream()
        let box = Unmanaged.passRetained(output)
        defer { box.release() }
        let write: cairo_write_func_t = { closure, bytes, length in
            let output = Unmanaged<OutputStream>.fromOpaque(closure!).takeUnretainedValue()
            output.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let width = max(1, list.size.width), height = max(1, list.size.height)
        let surface: OpaquePointer?
        var pixelScale: CGFloat = 1
        switch format {
        case .png:
            pixelScale = scale.isFinite && scale > 0 ? min(scale, 8) : 1
            surface = cairo_image_surface_create(
                CAIRO_FORMAT_ARGB32, Int32((width * pixelScale).rounded(.up)), Int32((height * pixelScale).rounded(.up)))
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, box.toOpaque(), Double(width), Double(height))
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, box.toOpaque(), Double(width), Double(height))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "Cairo could not make a \(format.rawValue) surface of \(width) × \(height) points.")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_scale(context, Double(pixelScale), Double(pixelScale))
        draw(list, in: context)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: String(cString: cairo_status_to_string(status)))
        }
        if format == .png {
            cairo_surface_write_to_png_stream(surface, write, box.toOpaque())
        } else {
            cairo_surface_finish(surface)
        }
        return output.data
    }

    /// Where Cairo's writes go.
    private final class OutputStream {
        var data = Data()
    }

    private static func draw(_ list: DisplayList, in cr: OpaquePointer) {
        var groupOpacities: [CGFloat] = []
        for operation in list.operations {
            switch operation {
            case let .fill(rect, color, radius):
                path(rect, radius, in: cr)
                cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
                cairo_fill(cr)
            case let .border(rect, color, width, radius):
                // A layer's border lies inside its bounds.
                let inset = rect.insetBy(dx: width / 2, dy: width / 2)
                path(inset, max(0, radius - width / 2), in: cr)
                cairo_set_line_width(cr, Double(width))
                cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
                cairo_stroke(cr)
            case let .text(lines, color):
                for line in lines {
                    TextRenderer.drawLine(line.spans, at: line.origin, red: color.red, green: color.green, blue: color.blue,
                                          alpha: color.alpha, in: cr)
                }
            case let .image(bitmap, rect, tint):
                drawImage(bitmap, in: rect, tint: tint, cr)
            case let .pushClip(rect, radius):
                cairo_save(cr)
                path(rect, radius, in: cr)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case let .beginGroup(opacity):
                groupOpacities.append(opacity)
                cairo_push_group(cr)
            case .endGroup:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(groupOpacities.popLast() ?? 1))
            }
        }
    }

    /// A rectangle's outline, its corners rounded (a radius is capped at half the shorter side).
    private static func path(_ rect: CGRect, _ radius: CGFloat, in cr: OpaquePointer) {
        let r = Double(min(max(0, radius), rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        guard r > 0 else { return cairo_rectangle(cr, x, y, w, h) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Draws RGBA pixels scaled into `rect`; a template's alpha in its tint.
    private static func drawImage(_ bitmap: UIImage.Bitmap, in rect: CGRect, tint: RGBA?, _ cr: OpaquePointer) {
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        defer { cairo_surface_destroy(image) }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        let pixels = cairo_image_surface_get_data(image)!
        bitmap.rgba.withUnsafeBufferPointer { source in
            for y in 0..<bitmap.height {
                let row = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: bitmap.width) { $0 }
                for x in 0..<bitmap.width {
                    let i = (y * bitmap.width + x) * 4
                    let a = UInt32(source[i + 3])
                    // Cairo wants premultiplied alpha, one native-endian word a pixel.
                    let r = UInt32(source[i]) * a / 255, g = UInt32(source[i + 1]) * a / 255, b = UInt32(source[i + 2]) * a / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(bitmap.width), Double(rect.height) / Double(bitmap.height))
        if let tint {
            cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha))
            cairo_mask_surface(cr, image, 0, 0)
        } else {
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}
