import CCairo
import CTrellisImage
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
        let pixelScale: CGFloat = format == .png && scale.isFinite && scale > 0 ? min(scale, 8) : 1
        let (width, height) = drawableSize(of: list.size, scale: pixelScale)
        let surface: OpaquePointer?
        switch format {
        case .png:
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
        draw(list, in: context, pixelScale: pixelScale)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: String(cString: cairo_status_to_string(status)))
        }
        if format == .png {
            // Written from Cairo's pixels in one pass (see `UIImage.pngCompressionLevel`).
            cairo_surface_flush(surface)
            var encoded = TTEncoded()
            defer { tt_encoded_free(&encoded) }
            guard tt_png_encode(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                                cairo_image_surface_get_height(surface), Int(cairo_image_surface_get_stride(surface)),
                                TT_PIXELS_ARGB32_PREMULTIPLIED, UIImage.pngCompressionLevel, nil, &encoded) == 1, let bytes = encoded.bytes else {
                throw RenderError(description: "The PNG could not be encoded.")
            }
            output.data.append(bytes, count: encoded.length)
        } else {
            cairo_surface_finish(surface)
        }
        return output.data
    }

    /// The largest side, in pixels, of a drawing: larger ones are clamped.
    public static let maximumSide: CGFloat = 16_384

    /// The size a drawing can have: at least a point each way, finite, and
    /// no more than `maximumSide` pixels; what is changed is reported.
    static func drawableSize(of size: CGSize, scale: CGFloat) -> (CGFloat, CGFloat) {
        func side(_ value: CGFloat) -> CGFloat {
            guard value.isFinite else { return 1 }
            return min(max(1, value), maximumSide / max(scale, 1))
        }
        let drawable = (side(size.width), side(size.height))
        if drawable.0 != size.width || drawable.1 != size.height {
            LayoutDiagnostics.report(
                .invalidDrawing, "A drawing of \(size.width) × \(size.height) points is made \(drawable.0) × \(drawable.1) points instead.")
        }
        return drawable
    }

    /// Where Cairo's writes go.
    private final class OutputStream {
        var data = Data()
    }

    static func draw(_ list: DisplayList, in cr: OpaquePointer, pixelScale: CGFloat) {
        var groupOpacities: [CGFloat] = []
        var shadowedContents: [ShadowDrawing] = []
        for operation in list.operations {
            switch operation {
            case let .fill(rect, color, corners):
                path(rect, corners, in: cr)
                cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
                cairo_fill(cr)
            case let .border(rect, color, width, corners):
                // A layer's border lies inside its bounds.
                var inner = corners
                inner.radius = max(0, corners.radius - width / 2)
                path(rect.insetBy(dx: width / 2, dy: width / 2), inner, in: cr)
                cairo_set_line_width(cr, Double(width))
                cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
                cairo_stroke(cr)
            case let .text(lines, color):
                for line in lines {
                    drawText(line, color: color, alpha: color.alpha, cr)
                }
            case let .image(image):
                drawImage(image, cr)
            case let .shadow(shadow):
                drawShadow(shadow, cr, pixelScale: pixelScale)
            case let .drawing(commands):
                replay(commands, cr, pixelScale: pixelScale)
            case let .pushClip(rect, corners):
                cairo_save(cr)
                path(rect, corners, in: cr)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case let .beginGroup(opacity):
                groupOpacities.append(opacity)
                cairo_push_group(cr)
            case .endGroup:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(groupOpacities.popLast() ?? 1))
            case let .beginShadowedContent(shadow):
                shadowedContents.append(shadow)
                cairo_push_group(cr)
            case .endShadowedContent:
                let content = cairo_pop_group(cr)!
                if let shadow = shadowedContents.popLast() { drawShadow(shadow, cr, pixelScale: pixelScale, tracing: content) }
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            case let .pushTransform(t):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
                cairo_transform(cr, &matrix)
            case .popTransform:
                cairo_restore(cr)
            }
        }
    }

    /// Draws a line of text; a line Cairo cannot draw (glyphs too large for
    /// FreeType at this scale) is left out and reported.
    private static func drawText(_ line: TextLineDrawing, color: RGBA, alpha: CGFloat, _ cr: OpaquePointer) {
        if !TextRenderer.drawLine(line.spans, at: line.origin, red: color.red, green: color.green, blue: color.blue, alpha: alpha, in: cr) {
            LayoutDiagnostics.report(.invalidDrawing, "A line of text at \(line.origin) is too large to draw at this scale: left out, or its emoji.")
        }
    }

    /// Replays recorded drawing commands. Core Graphics keeps a fill and a
    /// stroke colour and a global alpha, which Cairo does not: they are kept
    /// here, saved and restored with Cairo's state.
    private static func replay(_ commands: [DrawingCommand], _ cr: OpaquePointer, pixelScale: CGFloat) {
        struct State {
            var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            var alpha: CGFloat = 1
        }
        var state = State()
        var saved: [State] = []
        var depth = 0
        func source(_ color: RGBA) {
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
        }
        cairo_save(cr)
        cairo_new_path(cr)
        for command in commands {
            switch command {
            case .saveState:
                saved.append(state)
                depth += 1
                cairo_save(cr)
            case .restoreState:
                // An unmatched restore is ignored, as Core Graphics ignores it.
                guard depth > 0 else { continue }
                state = saved.removeLast()
                depth -= 1
                cairo_restore(cr)
            case let .translate(x, y): cairo_translate(cr, Double(x), Double(y))
            case let .scale(x, y):
                // A scale by zero (or a non-finite one) cannot be inverted: Cairo would stop drawing altogether.
                guard x != 0, y != 0, x.isFinite, y.isFinite else { continue }
                cairo_scale(cr, Double(x), Double(y))
            case let .rotate(angle): cairo_rotate(cr, Double(angle))
            case let .setFillColor(color): state.fill = color
            case let .setStrokeColor(color): state.stroke = color
            case let .setLineWidth(width): cairo_set_line_width(cr, Double(width))
            case let .setLineDash(phase, lengths):
                let dashes = lengths.map(Double.init).filter { $0 >= 0 }
                if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
                    cairo_set_dash(cr, nil, 0, 0)
                } else {
                    cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
                }
            case let .setLineCap(cap): cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(cap.rawValue)))
            case let .setLineJoin(join): cairo_set_line_join(cr, cairo_line_join_t(UInt32(join.rawValue)))
            case let .setAlpha(alpha): state.alpha = alpha
            case let .addPath(elements):
                addPath(elements, in: cr)
            case let .fillPath(rule, keeping):
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                source(state.fill)
                if keeping { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
            case .strokePath:
                source(state.stroke)
                cairo_stroke(cr)
            case let .clip(rule):
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case let .image(image):
                drawImage(image, cr)
            case let .text(lines, color):
                for line in lines {
                    drawText(line, color: color, alpha: color.alpha * state.alpha, cr)
                }
            case let .displayList(list, rect):
                guard list.size.width > 0, list.size.height > 0, rect.width > 0, rect.height > 0 else { continue }
                cairo_save(cr)
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width / list.size.width), Double(rect.height / list.size.height))
                draw(list, in: cr, pixelScale: pixelScale)
                cairo_restore(cr)
            }
        }
        for _ in 0..<depth { cairo_restore(cr) }
        cairo_restore(cr)
    }

    /// Adds path elements to the current path.
    private static func addPath(_ elements: [PathElement], in cr: OpaquePointer) {
        for element in elements {
            switch element {
            case let .move(p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case let .line(p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// A rectangle's outline with its masked corners rounded: circular arcs
    /// (the radius capped at half the shorter side), or continuous corners,
    /// which start curving 1.528 radii before the corner and ease into it
    /// (the curve iOS draws, by its published approximation).
    private static func path(_ rect: CGRect, _ corners: Corners, in cr: OpaquePointer) {
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        let reach = corners.isContinuous ? 1.528_664_83 : 1.0
        let r = min(max(0, Double(corners.radius)), min(w, h) / 2 / reach)
        guard r > 0, !corners.mask.isEmpty else { return cairo_rectangle(cr, x, y, w, h) }
        // Each corner is drawn in a frame where it sits at the origin and the
        // path arrives along −x and leaves along +y (turned per corner).
        let frames: [(CACornerMask, Double, Double, Double)] = [  // corner, origin x, origin y, rotation
            (.layerMaxXMinYCorner, x + w, y, 0), (.layerMaxXMaxYCorner, x + w, y + h, .pi / 2),
            (.layerMinXMaxYCorner, x, y + h, .pi), (.layerMinXMinYCorner, x, y, 3 * .pi / 2),
        ]
        cairo_new_sub_path(cr)
        for (mask, ox, oy, angle) in frames {
            let (c, s) = (cos(angle), sin(angle))
            func point(_ px: Double, _ py: Double) -> (Double, Double) { (ox + px * c - py * s, oy + px * s + py * c) }
            guard corners.mask.contains(mask) else {
                let p = point(0, 0)
                cairo_line_to(cr, p.0, p.1)
                continue
            }
            if corners.isContinuous {
                let start = point(-1.528_664_83 * r, 0)
                cairo_line_to(cr, start.0, start.1)
                let curves: [[(Double, Double)]] = [
                    [(-1.088_492_96, 0), (-0.868_406_94, 0), (-0.631_493_99, 0.074_911_76)],
                    [(-0.372_823_83, 0.169_059_56), (-0.169_059_56, 0.372_823_83), (-0.074_911_76, 0.631_493_99)],
                    [(0, 0.868_406_94), (0, 1.088_492_96), (0, 1.528_664_83)],
                ]
                for curve in curves {
                    let p = curve.map { point($0.0 * r, $0.1 * r) }
                    cairo_curve_to(cr, p[0].0, p[0].1, p[1].0, p[1].1, p[2].0, p[2].1)
                }
            } else {
                let center = point(-r, r)
                cairo_arc(cr, center.0, center.1, r, angle - .pi / 2, angle)
            }
        }
        cairo_close_path(cr)
    }

    /// A Cairo surface holding RGBA pixels (premultiplied, one native-endian
    /// word a pixel); nil when Cairo cannot make one that large or the
    /// pixels do not make the bitmap's size.
    private static func surface(of bitmap: UIImage.Bitmap) -> OpaquePointer? {
        guard bitmap.width <= UIImage.maximumSide, bitmap.height <= UIImage.maximumSide,
              bitmap.rgba.count == bitmap.width * bitmap.height * 4,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(image)
        bitmap.rgba.withUnsafeBufferPointer { source in
            tt_rgba_to_argb32(source.baseAddress, Int32(bitmap.width), Int32(bitmap.height), pixels, Int(cairo_image_surface_get_stride(image)))
        }
        cairo_surface_mark_dirty(image)
        return image
    }

    /// Draws an image: whole, or in nine parts around its cap insets (the
    /// corners at their size, the edges and middle stretched or tiled).
    private static func drawImage(_ drawing: ImageDrawing, _ cr: OpaquePointer) {
        let bitmap = drawing.bitmap, rect = drawing.rect
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
        if drawing.mirrored {
            var unmirrored = drawing
            unmirrored.mirrored = false
            cairo_save(cr)
            cairo_translate(cr, Double(2 * rect.midX), 0)
            cairo_scale(cr, -1, 1)
            drawImage(unmirrored, cr)
            cairo_restore(cr)
            return
        }
        guard let image = surface(of: bitmap) else {
            LayoutDiagnostics.report(.invalidDrawing, "An image of \(bitmap.width) × \(bitmap.height) pixels cannot be drawn: left out.")
            return
        }
        defer { cairo_surface_destroy(image) }
        let scale = drawing.scale, caps = drawing.capInsets
        let pixelWidth = CGFloat(bitmap.width), pixelHeight = CGFloat(bitmap.height)
        guard caps != .zero else {
            return drawPart(image, from: CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight), into: rect,
                            tiled: false, scale: scale, tint: drawing.tint, cr)
        }
        // Caps wider than the rectangle shrink in proportion, as UIKit's do.
        let fitX = min(1, rect.width / max(caps.left + caps.right, 0.0001)), fitY = min(1, rect.height / max(caps.top + caps.bottom, 0.0001))
        let sourceX = [0, caps.left * scale, pixelWidth - caps.right * scale, pixelWidth]
        let sourceY = [0, caps.top * scale, pixelHeight - caps.bottom * scale, pixelHeight]
        // The inner edges fall on whole device pixels: parts meeting inside a
        // pixel would each cover it partly, and leave a faint seam.
        func snapped(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            dx.round()
            dy.round()
            cairo_device_to_user(cr, &dx, &dy)
            return (CGFloat(dx), CGFloat(dy))
        }
        let inner1 = snapped(rect.minX + caps.left * fitX, rect.minY + caps.top * fitY)
        let inner2 = snapped(rect.maxX - caps.right * fitX, rect.maxY - caps.bottom * fitY)
        let targetX = [rect.minX, inner1.0, max(inner1.0, inner2.0), rect.maxX]
        let targetY = [rect.minY, inner1.1, max(inner1.1, inner2.1), rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let target = CGRect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                    height: targetY[row + 1] - targetY[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let tiled = drawing.resizingMode == .tile && (row == 1 || column == 1)
                drawPart(image, from: source, into: target, tiled: tiled, scale: scale, tint: drawing.tint, cr)
            }
        }
    }

    /// Draws the pixels `source` of `image` into `target`: scaled to fill it,
    /// or repeated at the image's own scale.
    private static func drawPart(_ image: OpaquePointer, from source: CGRect, into target: CGRect, tiled: Bool, scale: CGFloat,
                                 tint: RGBA?, _ cr: OpaquePointer) {
        let part = cairo_surface_create_for_rectangle(image, Double(source.minX), Double(source.minY), Double(source.width),
                                                      Double(source.height))
        let pattern = cairo_pattern_create_for_surface(part)
        defer {
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(part)
        }
        var matrix = cairo_matrix_t()
        let (sx, sy) = tiled ? (Double(scale), Double(scale)) : (Double(source.width / target.width), Double(source.height / target.height))
        // Nothing to fill (an image view of no size), or a scale Cairo cannot invert: nothing drawn,
        // rather than a drawing context left in error.
        guard target.width > 0, target.height > 0, sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { return }
        cairo_matrix_init_scale(&matrix, sx, sy)
        cairo_matrix_translate(&matrix, -Double(target.minX), -Double(target.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        // Scaled as Core Animation scales layer contents by default (linear
        // filtering), not by Cairo's default convolution, which also took a
        // third of a snapshot's time on screens of photos.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_save(cr)
        cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cr)
        if let tint {
            cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha))
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Draws a shadow: the shape (the shadow path, the rounded rectangle, or
    /// the alpha of `content` drawn by a view without a background), moved by
    /// the offset, in an alpha mask blurred by three box passes (close to the
    /// Gaussian blur of Core Animation's `shadowRadius`), filled with the shadow colour.
    private static func drawShadow(_ shadow: ShadowDrawing, _ cr: OpaquePointer, pixelScale: CGFloat, tracing content: OpaquePointer? = nil) {
        let shape = shadow.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        // Traced content may reach past the view's bounds: a margin for it too.
        let pad = (shadow.radius * 2).rounded(.up) + (content == nil ? 0 : 16)
        let area = shape.insetBy(dx: -pad, dy: -pad)
        let width = Int((area.width * pixelScale).rounded(.up)), height = Int((area.height * pixelScale).rounded(.up))
        guard width > 0, height > 0, width * height <= 64 * 1024 * 1024 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, Double(pixelScale), Double(pixelScale))
        if let content {
            // What the view drew, moved by the offset: its alpha is the shape.
            cairo_translate(maskContext, Double(shadow.offset.width - area.minX), Double(shadow.offset.height - area.minY))
            cairo_set_source(maskContext, content)
            cairo_paint(maskContext)
        } else {
            if let elements = shadow.path {
                // The path, moved by the offset, into the mask's corner.
                cairo_translate(maskContext, Double(pad - shape.minX + shadow.offset.width), Double(pad - shape.minY + shadow.offset.height))
                addPath(elements, in: maskContext)
            } else {
                path(CGRect(x: pad, y: pad, width: shape.width, height: shape.height), shadow.corners, in: maskContext)
            }
            cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
            cairo_fill(maskContext)
        }
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        let boxRadius = Int((shadow.radius * pixelScale / 2).rounded())
        if boxRadius > 0 {
            blur(cairo_image_surface_get_data(mask)!, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                 radius: boxRadius)
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, Double(pixelScale), Double(pixelScale))
        cairo_save(cr)
        let c = shadow.color
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(cr, mask, Double(area.minX), Double(area.minY))
        cairo_restore(cr)
    }

    /// Three box blurs of `radius` pixels, across then down, on an 8-bit mask.
    private static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(count: Int, lines: Int, at index: (Int, Int) -> Int) {
            let window = 2 * radius + 1
            for l in 0..<lines {
                for i in 0..<count { line[i] = Int(pixels[index(l, i)]) }
                var sum = 0
                for i in -radius...radius { sum += line[min(max(i, 0), count - 1)] }
                for i in 0..<count {
                    pixels[index(l, i)] = UInt8(sum / window)
                    sum += line[min(i + radius + 1, count - 1)] - line[max(i - radius, 0)]
                }
            }
        }
        for _ in 0..<3 {
            pass(count: width, lines: height) { row, x in row * stride + x }
            pass(count: height, lines: width) { column, y in y * stride + column }
        }
    }
}
