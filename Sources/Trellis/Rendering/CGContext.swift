import Foundation

/// One recorded drawing command, in the coordinates current when it was
/// recorded (transforms are commands too). A back end replays them in order.
public enum DrawingCommand: Sendable {
    /// Saves the graphics state (transform, colours, line style, clip).
    case saveState
    /// Restores the last saved state.
    case restoreState
    /// Moves the origin.
    case translate(x: CGFloat, y: CGFloat)
    /// Scales the axes.
    case scale(x: CGFloat, y: CGFloat)
    /// Rotates the axes by an angle in radians.
    case rotate(angle: CGFloat)
    /// The colour fills use.
    case setFillColor(RGBA)
    /// The colour strokes use.
    case setStrokeColor(RGBA)
    /// The width of stroked lines.
    case setLineWidth(CGFloat)
    /// A dash pattern (empty lengths: solid).
    case setLineDash(phase: CGFloat, lengths: [CGFloat])
    /// How stroked lines end.
    case setLineCap(CGLineCap)
    /// How stroked lines meet.
    case setLineJoin(CGLineJoin)
    /// An opacity that multiplies everything drawn after it.
    case setAlpha(CGFloat)
    /// Adds elements to the current path.
    case addPath([PathElement])
    /// Fills the current path (and clears it unless `keepingPath`).
    case fillPath(CGPathFillRule, keepingPath: Bool)
    /// Strokes the current path and clears it.
    case strokePath
    /// Intersects the clip with the current path and clears it.
    case clip(CGPathFillRule)
    /// Draws an image.
    case image(ImageDrawing)
    /// Draws lines of text.
    case text([TextLineDrawing], RGBA)
    /// Draws a view tree's display list scaled into a rectangle.
    case displayList(DisplayList, in: CGRect)
}

/// A drawing context that records what is drawn into it (UIKit's `CGContext`,
/// the subset custom drawing uses). `UIView.draw(_:)` and
/// `UIGraphicsImageRenderer` hand one out; the commands become part of a
/// display list, drawn by a back end.
public final class CGContext {
    /// What was drawn so far.
    public private(set) var commands: [DrawingCommand] = []
    /// The traits colours resolve with.
    let traits: UITraitCollection

    /// A context that records for views with `traits`.
    public init(traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) {
        self.traits = traits
    }

    func record(_ command: DrawingCommand) { commands.append(command) }

    /// Saves the graphics state.
    public func saveGState() { record(.saveState) }

    /// Restores the last saved graphics state.
    public func restoreGState() { record(.restoreState) }

    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) {
        if !refusesNonFinite("CGContext.translateBy(x:y:)", x, y) { record(.translate(x: x, y: y)) }
    }
    /// Scales the axes.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        if !refusesNonFinite("CGContext.scaleBy(x:y:)", x, y) { record(.scale(x: x, y: y)) }
    }
    /// Rotates the axes (radians).
    public func rotate(by angle: CGFloat) {
        if !refusesNonFinite("CGContext.rotate(by:)", angle) { record(.rotate(angle: angle)) }
    }

    /// The fill colour.
    public func setFillColor(_ color: CGColor) {
        let c = color.components
        record(.setFillColor(RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
    }

    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        let c = color.components
        record(.setStrokeColor(RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
    }

    /// The width of stroked lines.
    public func setLineWidth(_ width: CGFloat) {
        if !refusesNonFinite("CGContext.setLineWidth(_:)", width) { record(.setLineWidth(max(0, width))) }
    }
    /// A dash pattern for stroked lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        if !refusesNonFinite("CGContext.setLineDash(phase:lengths:)", [phase] + lengths) { record(.setLineDash(phase: phase, lengths: lengths)) }
    }
    /// How stroked lines end.
    public func setLineCap(_ cap: CGLineCap) { record(.setLineCap(cap)) }
    /// How stroked lines meet.
    public func setLineJoin(_ join: CGLineJoin) { record(.setLineJoin(join)) }
    /// An opacity for what follows.
    public func setAlpha(_ alpha: CGFloat) {
        if !refusesNonFinite("CGContext.setAlpha(_:)", alpha) { record(.setAlpha(min(max(alpha, 0), 1))) }
    }

    /// Adds a path to the current path.
    public func addPath(_ path: CGPath) { record(.addPath(path.elements)) }

    /// Adds what `build` adds to a path (which refuses coordinates that are not finite).
    private func add(_ build: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        build(path)
        if !path.isEmpty { addPath(path) }
    }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }
    /// Adds the ellipse inside a rectangle.
    public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }
    /// Starts a subpath.
    public func move(to point: CGPoint) { add { $0.move(to: point) } }
    /// A line to a point.
    public func addLine(to point: CGPoint) { add { $0.addLine(to: point) } }
    /// A cubic curve to a point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        add { $0.addCurve(to: end, control1: control1, control2: control2) }
    }
    /// An arc (Core Graphics' `clockwise`: decreasing angles).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        add { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }
    /// Closes the current subpath.
    public func closePath() { record(.addPath([.close])) }

    /// Fills the current path.
    public func fillPath(using rule: CGPathFillRule = .winding) { record(.fillPath(rule, keepingPath: false)) }
    /// Strokes the current path.
    public func strokePath() { record(.strokePath) }
    /// Fills, strokes, or both, the current path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            record(.fillPath(mode == .fillStroke ? .winding : .evenOdd, keepingPath: true))
            strokePath()
        }
    }
    /// Clips to the current path.
    public func clip(using rule: CGPathFillRule = .winding) { record(.clip(rule)) }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect) {
        addRect(rect)
        fillPath()
    }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) {
        addRect(rect)
        strokePath()
    }
    /// Fills the ellipse inside a rectangle.
    public func fillEllipse(in rect: CGRect) {
        addEllipse(in: rect)
        fillPath()
    }
    /// Strokes the ellipse inside a rectangle.
    public func strokeEllipse(in rect: CGRect) {
        addEllipse(in: rect)
        strokePath()
    }
    /// Clips to a rectangle.
    public func clip(to rect: CGRect) {
        addRect(rect)
        clip()
    }
}

/// The contexts drawing goes into, innermost last.
@preconcurrency @MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context drawing goes into now (in `draw(_:)` or a renderer's actions), if any.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current one.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Makes the previous context current again.
@MainActor
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

extension UIColor {
    /// Makes this the current context's fill colour.
    @MainActor public func setFill() { current { $0.setFillColor(rgbaColor(for: $0)) } }
    /// Makes this the current context's stroke colour.
    @MainActor public func setStroke() { current { $0.setStrokeColor(rgbaColor(for: $0)) } }
    /// Makes this the current context's fill and stroke colour.
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    @MainActor private func current(_ body: (CGContext) -> Void) {
        if let context = UIGraphicsGetCurrentContext() { body(context) }
    }

    private func rgbaColor(for context: CGContext) -> CGColor {
        let c = rgba(for: context.traits)
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

extension UIView {
    /// Draws the view and its subviews, as laid out now, into `rect` of the
    /// current context (scaled to fit it). Returns whether there was a
    /// context to draw into.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.record(.displayList(DisplayList(of: self), in: rect))
        return true
    }
}

extension CALayer {
    /// Draws the layer's view and its subviews into `context`, at their own size.
    @MainActor public func render(in context: CGContext) {
        guard let view = owningView else { return }
        context.record(.displayList(DisplayList(of: view), in: CGRect(origin: .zero, size: view.bounds.size)))
    }
}

extension UIImage {
    /// Draws the image into `rect` of the current context (a resizable
    /// image in nine parts).
    @MainActor public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let symbol {
            let color = (renderingMode == .alwaysTemplate ? tintColor ?? .label : .black).rgba(for: context.traits)
            for command in symbol.commands(in: rect, color: color) { context.record(command) }
            return
        }
        context.record(.image(ImageDrawing(
            bitmap: bitmap, scale: scale, rect: rect, capInsets: capInsets, resizingMode: resizingMode,
            tint: renderingMode == .alwaysTemplate ? tintColor?.rgba(for: context.traits) : nil)))
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

extension NSAttributedString {
    /// Draws the text into the current context, wrapped at `rect`'s width
    /// from its top-left corner (colour from the first `.foregroundColor`),
    /// measured as `boundingRect` measures it (`TextMeasurer.current`: while
    /// a view draws, its window's host's measurer).
    @MainActor public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), length > 0 else { return }
        let spans = textSpans(defaultFont: .systemFont(ofSize: 12))
        let layout = TextMeasurer.current.layout(
            of: spans, width: rect.width > 0 ? rect.width : nil, wrapping: firstParagraphStyleWrapping, maximumLines: 0)
        let slicer = TextSpanSlicer(spans)
        let lines = layout.lines.filter { $0.y < rect.height || rect.height <= 0 }.map {
            TextLineDrawing(spans: slicer.slice($0.range), origin: CGPoint(x: rect.minX, y: rect.minY + $0.baseline))
        }
        let color = (attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor ?? .black).rgba(for: context.traits)
        context.record(.text(lines, color))
    }

    /// Draws the text on one line from `point` (the top-left corner of its line).
    @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: CGSize(width: 0, height: 0))) }

    private var firstParagraphStyleWrapping: LineWrapping {
        guard length > 0, let style = attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle else { return .word }
        return style.lineBreakMode.wrapping
    }
}

extension String {
    /// Draws the string with `attributes` into `rect` of the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string with `attributes` from `point`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }
}
