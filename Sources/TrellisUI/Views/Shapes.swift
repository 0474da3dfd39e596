import Foundation
import Trellis

/// An outline in a rectangle: a view that takes the space it is offered
/// (ten points a side when asked for its ideal size) and fills it with the
/// foreground style unless filled or stroked otherwise.
public protocol Shape: View, Sendable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape is filled with the foreground style unless told otherwise.
    public var body: some View { _ShapeView(shape: self, paint: .fill(ForegroundStyle())) }

    /// The shape filled with a style.
    @inlinable public consuming func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View {
        _ShapeView(shape: self, paint: .fill(content))
    }

    /// The shape's outline stroked with a style, centred on the outline.
    @inlinable public consuming func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, paint: .stroke(content, lineWidth: lineWidth, inset: false))
    }

    /// The shape's outline stroked inside its frame.
    @inlinable public consuming func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, paint: .stroke(content, lineWidth: lineWidth, inset: true))
    }
}

/// How a shape is painted: filled, or its outline stroked, with a style.
/// (A struct rather than an enum with the style in each case: comparing two
/// paints reads their styles in place, where matching cases copies them.)
@usableFromInline struct ShapePaint: Sendable {
    /// The style painted with.
    @usableFromInline let style: any ShapeStyle
    /// How the outline is stroked; nil: the shape is filled.
    @usableFromInline let stroke: Stroke?

    /// A stroke's width, and whether it is drawn inside the shape's edge (`strokeBorder`).
    @usableFromInline struct Stroke: Sendable, Equatable {
        @usableFromInline let lineWidth: CGFloat
        @usableFromInline let inset: Bool

        @inlinable init(lineWidth: CGFloat, inset: Bool) {
            self.lineWidth = lineWidth
            self.inset = inset
        }
    }

    @inlinable init(style: any ShapeStyle, stroke: Stroke?) {
        self.style = style
        self.stroke = stroke
    }

    /// The shape filled with `style`.
    @inlinable static func fill(_ style: any ShapeStyle) -> ShapePaint { ShapePaint(style: style, stroke: nil) }

    /// The shape's outline stroked with `style`.
    @inlinable static func stroke(_ style: any ShapeStyle, lineWidth: CGFloat, inset: Bool) -> ShapePaint {
        ShapePaint(style: style, stroke: Stroke(lineWidth: lineWidth, inset: inset))
    }
}

/// A shape painted with a style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    @usableFromInline let shape: Content
    @usableFromInline let paint: ShapePaint

    @inlinable init(shape: Content, paint: ShapePaint) {
        self.shape = shape
        self.paint = paint
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let color = Color(context.resolved(paint.style.resolvedColor(in: context.environment)))
        let resolved: ResolvedPaint
        if let stroke = paint.stroke {
            context.check(stroke.lineWidth, "stroke(lineWidth:)", negativeAllowed: false)
            resolved = .stroke(color, lineWidth: stroke.lineWidth.isFinite ? max(0, stroke.lineWidth) : 0, inset: stroke.inset)
        } else {
            resolved = .fill(color)
        }
        nodes.append(ShapeNode.taken(at: nodes.count, shape: shape, paint: resolved, in: context))
    }
}

/// A paint with its colour resolved.
enum ResolvedPaint {
    case fill(Color)
    case stroke(Color, lineWidth: CGFloat, inset: Bool)
}

/// A shape's layout node: it takes whatever it is offered.
final class ShapeNode: LayoutNode {
    // (Read when drawn, inside the closure that shows them: instantaneous
    // accesses, not tracked at run time. See `LayoutNode`.)
    @exclusivity(unchecked) private(set) var shape: any Shape
    @exclusivity(unchecked) private(set) var paint: ResolvedPaint
    /// The colour of a filled rectangle (drawn as a plain coloured view), found
    /// when the shape and paint are set rather than at every drawing.
    @exclusivity(unchecked) private var rectangleFill: UIColor?

    init(shape: any Shape, paint: ResolvedPaint) {
        self.shape = shape
        self.paint = paint
        super.init()
        rectangleFill = Self.rectangleFill(of: shape, paint)
    }

    private static func rectangleFill(of shape: any Shape, _ paint: ResolvedPaint) -> UIColor? {
        guard shape is Rectangle, case .fill(let color) = paint else { return nil }
        return color.uiColor
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Each length is the one offered (as `measure` replaces none).
    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        ProposedViewSize(along: axis, offered, across: nil).replacingUnspecifiedDimensions()[axis]
    }

    /// The last build's shape node at `position` showing `shape` in `paint`,
    /// or a new one. Every shape lays out alike: a new shape or paint is only drawn.
    static func taken(at position: Int, shape: any Shape, paint: ResolvedPaint, in context: BuildContext) -> ShapeNode {
        guard let node = context.take(ShapeNode.self, at: position) else { return ShapeNode(shape: shape, paint: paint) }
        (node.shape, node.paint, node.rectangleFill) = (shape, paint, rectangleFill(of: shape, paint))
        return node
    }

    override func render(into renderer: inout Renderer) {
        if let color = rectangleFill {
            renderer.leaf(frame: frame, make: { ColorLeafView() }) { view in
                if view.backgroundColor !== color { view.backgroundColor = color }
            }
            return
        }
        renderer.leaf(frame: frame, make: { ShapeLeafView() }) { [self] in $0.show(shape, paint) }
    }
}

/// A path: the outline a shape draws.
public struct Path: Sendable {
    let cgPath: CGMutablePath

    /// An empty path.
    public init() { cgPath = CGMutablePath() }
    /// A rectangle.
    public init(_ rect: CGRect) { self.init(); cgPath.addRect(rect) }
    /// An ellipse in a rectangle.
    public init(ellipseIn rect: CGRect) { self.init(); cgPath.addEllipse(in: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        cgPath.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }
    /// A path drawn by a closure.
    public init(_ build: (inout Path) -> Void) { self.init(); build(&self) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A rectangle, as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { cgPath.addRect(rect) }
    /// An ellipse filling `rect`, as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { cgPath.addEllipse(in: rect) }
    /// Closes the current subpath.
    public mutating func closeSubpath() { cgPath.closeSubpath() }
    /// A cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cgPath.addCurve(to: end, control1: control1, control2: control2)
    }
    /// A quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { cgPath.addQuadCurve(to: end, control: control) }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// The shape.
    public init() {}
    /// Its outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerSize: CGSize
    /// How the corners curve.
    public var style: RoundedCornerStyle
    /// Corners of one radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Corners of a size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// Its outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style) }
}

/// A rectangle whose ends are half circles.
public struct Capsule: Shape {
    /// The shape.
    public init() {}
    /// Its outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A circle as large as fits its frame, centred in it.
public struct Circle: Shape {
    /// The shape.
    public init() {}
    /// Its outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// The shape.
    public init() {}
    /// Its outline in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
