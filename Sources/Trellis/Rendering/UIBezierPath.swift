import Foundation

/// A path with its own line style, drawn into the current context with
/// `fill()` and `stroke()` (UIKit's `UIBezierPath`). Angles are radians;
/// `clockwise` is as seen on the screen.
@preconcurrency @MainActor
open class UIBezierPath {
    /// The path.
    public private(set) var cgPath = CGMutablePath()
    /// The width of stroked lines (1 by default); a width that is not finite is refused, reported.
    open var lineWidth: CGFloat = 1 {
        didSet { if refusesNonFinite("UIBezierPath.lineWidth", lineWidth) { lineWidth = oldValue } }
    }
    /// How stroked lines end.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked lines meet.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether the inside is decided by the even-odd rule (else non-zero winding).
    open var usesEvenOddFillRule = false
    private var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        cgPath.addRect(rect)
    }

    /// The ellipse inside a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cgPath.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cgPath.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with the given corners rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let method = "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)"
        guard !refusesNonFinite(method, rect.minX, rect.minY, rect.width, rect.height, cornerRadii.width, cornerRadii.height) else { return }
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, cornerRadii.height, r.width / 2, r.height / 2))
        func corner(_ which: UIRectCorner, _ point: CGPoint, _ center: CGPoint, from start: CGFloat) {
            if corners.contains(which) && radius > 0 {
                cgPath.addArc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: false)
            } else {
                cgPath.elements.isEmpty ? cgPath.move(to: point) : cgPath.addLine(to: point)
            }
        }
        corner(.topLeft, r.origin, CGPoint(x: r.minX + radius, y: r.minY + radius), from: .pi)
        corner(.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - radius, y: r.minY + radius), from: -.pi / 2)
        corner(.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - radius, y: r.maxY - radius), from: 0)
        corner(.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + radius, y: r.maxY - radius), from: .pi / 2)
        cgPath.closeSubpath()
    }

    /// An arc of a circle (`clockwise` as seen on the screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with another path's elements.
    public convenience init(cgPath path: CGPath) {
        self.init()
        cgPath.addPath(path)
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A line to a point.
    open func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A cubic curve to a point.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to a point.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: end, control: controlPoint) }
    /// An arc (`clockwise` as seen on the screen).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { cgPath.closeSubpath() }
    /// Appends another path.
    open func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }
    /// Removes every element.
    open func removeAllPoints() { cgPath = CGMutablePath() }

    /// The current point.
    open var currentPoint: CGPoint { cgPath.currentPoint }
    /// The smallest rectangle holding the path and its control points.
    open var bounds: CGRect { cgPath.boundingBox }
    /// Whether the path has no elements.
    open var isEmpty: Bool { cgPath.isEmpty }

    /// A dash pattern for strokes.
    open func setLineDash(_ pattern: [CGFloat], count: Int, phase: CGFloat) {
        let lengths = Array(pattern.prefix(max(0, count)))
        guard !refusesNonFinite("UIBezierPath.setLineDash(_:count:phase:)", phase) else { return }
        for length in lengths where refusesNonFinite("UIBezierPath.setLineDash(_:count:phase:)", length) { return }
        dash = (lengths, phase)
    }

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour and this path's line style.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setLineDash(phase: dash.phase, lengths: dash.lengths)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Clips the current context to the inside of the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates corners from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
