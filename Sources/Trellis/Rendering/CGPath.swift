import Foundation

/// One step of a path: where it moves, lines and curves go, where it closes.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A cubic Bézier curve to a point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line to its start.
    case close
}

extension PathElement {
    /// The element with each of its points transformed.
    public func mapped(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case let .move(p): return .move(to: transform(p))
        case let .line(p): return .line(to: transform(p))
        case let .curve(p, c1, c2): return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
        case .close: return .close
        }
    }

    /// The element moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> PathElement {
        mapped { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Whether every coordinate of the element is finite.
    var isFinite: Bool {
        var finite = true
        _ = mapped { point in
            finite = finite && point.x.isFinite && point.y.isFinite
            return point
        }
        return finite
    }

    /// The largest coordinate a path keeps: `LayoutEngine.largestMagnitude`,
    /// a billion points (a path is built off the main actor too).
    static let largestCoordinate: CGFloat = 1e9

    /// The element with each coordinate within ±``largestCoordinate``.
    var bounded: PathElement {
        let largest = Self.largestCoordinate
        return mapped { CGPoint(x: min(max($0.x, -largest), largest), y: min(max($0.y, -largest), largest)) }
    }
}

/// Reports that `method` of a path was given a number that is not finite
/// (NaN or infinite) and did nothing: a path never holds one, so nothing
/// drawn from it does. True when one of `values` is not finite.
func refusesNonFinite(_ method: String, _ values: CGFloat...) -> Bool {
    refusesNonFinite(method, values)
}

/// `refusesNonFinite(_:_:)` for an array of values.
func refusesNonFinite(_ method: String, _ values: [CGFloat]) -> Bool {
    guard let value = values.first(where: { !$0.isFinite }) else { return false }
    LayoutDiagnostics.report(.nonFiniteValue, "\(method) cannot take \(value); nothing is added.", identifiers: [method])
    return true
}

/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: a point is inside unless the path winds around it as often one way as the other.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` does with the path.
public enum CGPathDrawingMode: Int, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How stroked lines meet at corners.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// A shape made of lines and curves (arcs and quadratic curves are stored
/// as cubic curves). Immutable; `CGMutablePath` builds one.
public class CGPath: @unchecked Sendable {
    /// The elements, in order.
    public internal(set) var elements: [PathElement] = []

    init() {}

    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case let .move(p), let .line(p): points.append(p)
            case let .curve(p, c1, c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: where the last element ended.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, point = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p):
                start = p
                point = p
            case let .line(p), let .curve(p, _, _): point = p
            case .close: point = start
            }
        }
        return point
    }
}

/// A path being built.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() {}

    /// Appends `element`, its coordinates within ±`PathElement.largestCoordinate`;
    /// one with a coordinate that is not finite is reported (naming `method`) and left out.
    private func append(_ element: PathElement, by method: String) {
        guard element.isFinite else {
            LayoutDiagnostics.report(.nonFiniteValue, "\(method) cannot take a point that is not finite (\(element)); nothing is added.", identifiers: [method])
            return
        }
        elements.append(element.bounded)
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { append(.move(to: point), by: "CGMutablePath.move(to:)") }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { append(.line(to: point), by: "CGMutablePath.addLine(to:)") }

    /// Lines through `points`, the first one starting a subpath.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2), by: "CGMutablePath.addCurve(to:control1:control2:)")
    }

    /// A quadratic curve to `end` (stored as the equal cubic curve).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !refusesNonFinite("CGMutablePath.addQuadCurve(to:control:)", end.x, end.y, control.x, control.y) else { return }
        let start = currentPoint
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Closes the current subpath.
    public func closeSubpath() { elements.append(.close) }

    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        guard !refusesNonFinite("CGMutablePath.addRect(_:)", rect.minX, rect.minY, rect.width, rect.height) else { return }
        let r = rect.standardized
        addLines(between: [r.origin, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        closeSubpath()
    }

    /// The ellipse inside `rect`, as four curves.
    public func addEllipse(in rect: CGRect) {
        guard !refusesNonFinite("CGMutablePath.addEllipse(in:)", rect.minX, rect.minY, rect.width, rect.height) else { return }
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let k: CGFloat = 0.552_284_749_8  // the control distance that best fits a quarter circle
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle`
    /// (radians), joined to the current point by a line, as curves of at
    /// most a quarter turn each. As in Core Graphics, `clockwise` means
    /// decreasing angles: counterclockwise on a screen whose y grows
    /// downwards (`UIBezierPath`'s `clockwise` is the screen's).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let method = "CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)"
        guard !refusesNonFinite(method, center.x, center.y, radius, startAngle, endAngle) else { return }
        // A whole turn or more is one turn; less, the sweep the direction takes (by remainder: angles may be huge).
        var sweep = (endAngle - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
        if clockwise, sweep > 0 { sweep -= 2 * .pi } else if !clockwise, sweep < 0 { sweep += 2 * .pi }
        if abs(endAngle - startAngle) >= 2 * .pi || !sweep.isFinite { sweep = clockwise ? -2 * .pi : 2 * .pi }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            addCurve(
                to: CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y),
                control1: CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x)),
                control2: CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x)))
            angle = next
        }
    }

    /// A rectangle with rounded corners of the given radii.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let method = "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)"
        guard !refusesNonFinite(method, rect.minX, rect.minY, rect.width, rect.height, cornerWidth, cornerHeight) else { return }
        let r = rect.standardized
        let radius = max(0, min(cornerWidth, cornerHeight, r.width / 2, r.height / 2))
        guard radius > 0 else { return addRect(r) }
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addArc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        addArc(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        addArc(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        addArc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        closeSubpath()
    }

    /// Another path's elements, appended.
    public func addPath(_ path: CGPath) { elements += path.elements }
}
