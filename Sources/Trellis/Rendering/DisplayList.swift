import Foundation

/// A colour as drawing takes it: sRGB components from 0 to 1, resolved.
public struct RGBA: Hashable, Sendable {
    /// The components.
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

extension UIColor {
    /// The colour's components for `traits`.
    func rgba(for traits: UITraitCollection) -> RGBA {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return RGBA(red: r, green: g, blue: b, alpha: a)
    }
}

/// An image to draw: its pixels into a rectangle, the parts between its cap
/// insets stretched or tiled when it is resizable, in a tint when it is a template.
public struct ImageDrawing: Sendable {
    /// The pixels.
    public var bitmap: UIImage.Bitmap
    /// Pixels per point.
    public var scale: CGFloat
    /// Where the image goes, in the list's coordinates.
    public var rect: CGRect
    /// The edges kept at their size, in points (zero: the whole image scales).
    public var capInsets: UIEdgeInsets
    /// How the parts between the caps fill the rectangle.
    public var resizingMode: UIImage.ResizingMode
    /// The colour of a template image (nil: its own colours).
    public var tint: RGBA?
    /// Whether the image is drawn mirrored (an image that flips for a
    /// right-to-left layout, in one).
    public var mirrored = false
}

/// How a rectangle's corners are rounded: by a radius, which corners, and
/// whether with circular arcs or continuously curving ones (the iOS shape).
public struct Corners: Hashable, Sendable {
    /// The radius.
    public var radius: CGFloat
    /// Which corners are rounded.
    public var mask: CACornerMask
    /// Whether the curvature changes smoothly into the edges (`.continuous`).
    public var isContinuous: Bool

    /// Square corners.
    public static let square = Corners(radius: 0, mask: [], isContinuous: false)

    /// Corners of a radius, masked.
    public init(radius: CGFloat, mask: CACornerMask, isContinuous: Bool = false) {
        self.radius = radius
        self.mask = mask
        self.isContinuous = isContinuous
    }
}

/// A blurred shadow under a (rounded) rectangle, as a layer casts it.
public struct ShadowDrawing: Sendable {
    /// The shape casting the shadow, in the list's coordinates (before the offset).
    public var rect: CGRect
    /// Its corners.
    public var corners: Corners
    /// The shadow's colour, its opacity included.
    public var color: RGBA
    /// How far the shadow is moved from the shape.
    public var offset: CGSize
    /// The shape, when a `shadowPath` gives it (in the list's coordinates):
    /// drawn instead of the rounded rectangle.
    public var path: [PathElement]?
    /// The blur radius.
    public var radius: CGFloat
}

/// One line of text to draw: its text (as spans) and where its baseline starts.
public struct TextLineDrawing: Sendable {
    /// The line's text with its attributes.
    public var spans: [TextSpan]
    /// The start of its baseline, in the list's coordinates.
    public var origin: CGPoint
}

/// What a laid-out view tree draws, in order, in the coordinates of its root:
/// pure data, so that it can be checked without drawing, and drawn by any
/// back end (`TrellisRender` draws it with Cairo).
public struct DisplayList: Sendable {
    /// One drawing operation.
    public enum Operation: Sendable {
        /// Fills a rectangle with rounded corners.
        case fill(CGRect, RGBA, corners: Corners)
        /// Strokes the inside of a rectangle's edge (a layer's border).
        case border(CGRect, RGBA, width: CGFloat, corners: Corners)
        /// Draws lines of text in a colour.
        case text([TextLineDrawing], RGBA)
        /// Draws an image.
        case image(ImageDrawing)
        /// Draws a layer's shadow.
        case shadow(ShadowDrawing)
        /// Replays what a view's `draw(_:)` (or a renderer's actions) drew.
        case drawing([DrawingCommand])
        /// Clips what follows to a (rounded) rectangle, until the matching `popClip`.
        case pushClip(CGRect, corners: Corners)
        /// Ends the innermost clip.
        case popClip
        /// Draws what follows into a group, until `endGroup` composites it with an opacity.
        case beginGroup(opacity: CGFloat)
        /// Composites the innermost group.
        case endGroup
        /// Draws what follows into a group, until `endShadowedContent`: a view
        /// with a shadow but no background casts the shadow of what it draws.
        case beginShadowedContent(ShadowDrawing)
        /// Draws the shadow of the innermost shadowed content, then the content.
        case endShadowedContent
        /// Draws what follows moved, scaled or turned by a transform (in the
        /// list's coordinates; a view's transform about its centre), until `popTransform`.
        case pushTransform(CGAffineTransform)
        /// Ends the innermost transform.
        case popTransform
    }

    /// The size of the drawing: the root's bounds.
    public let size: CGSize
    /// The operations, back to front.
    public private(set) var operations: [Operation] = []

    /// What `view` and its subviews draw, as laid out now (hidden views,
    /// nearly transparent ones and their subviews draw nothing). A view in a
    /// host's window draws in the host's scope (its screen, its text
    /// measurer), and while the host animates, views draw the values their
    /// animations show now (their presentation: frame, alpha, transform,
    /// background colour) instead of their model values.
    @MainActor
    public init(of view: UIView) {
        size = view.bounds.size
        let host = view.window?.host
        let presentation = host?.timeline.drawnPresentation ?? [:]
        HeadlessHost.perform(as: host) { appendTree(view, presentation) }
    }

    /// The values of a view's animated properties as drawn now, by view.
    typealias Presentation = [ObjectIdentifier: [AnimatedProperty: AnimatableValue]]

    /// A list of `size` holding what was drawn into a context.
    public init(size: CGSize, drawing commands: [DrawingCommand]) {
        self.size = size
        operations = commands.isEmpty ? [] : [.drawing(commands)]
    }

    /// What a view drew before its subviews that it closes after them.
    private struct OpenView {
        let view: UIView
        let rect: CGRect
        let traits: UITraitCollection
        let corners: Corners
        let grouped: Bool
        let tracesContent: Bool
        let transformed: Bool
    }

    /// Appends the tree depth first, back to front, each view opened before
    /// its subviews and closed after them, without recursion (trees may be
    /// thousands of views deep).
    @MainActor
    private mutating func appendTree(_ root: UIView, _ presentation: Presentation) {
        enum Step {
            case open(UIView, at: CGPoint)
            case close(OpenView)
        }
        var pending: [Step] = [.open(root, at: .zero)]
        while let step = pending.popLast() {
            switch step {
            case .open(let view, let origin):
                guard let opened = open(view, at: origin, presentation[ObjectIdentifier(view)]) else { continue }
                pending.append(.close(opened))
                let inner = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
                for subview in view.subviews.reversed() {
                    var frame = subview.frame
                    if case let .rect(shown)? = presentation[ObjectIdentifier(subview)]?[.frame] { frame = shown }
                    pending.append(.open(subview, at: CGPoint(x: inner.x + frame.minX, y: inner.y + frame.minY)))
                }
            case .close(let opened):
                close(opened)
            }
        }
    }

    /// Appends what the view draws below its subviews (with the values
    /// `shown` by its animations in place of the model's); nil when it draws nothing, nor do they.
    @MainActor
    private mutating func open(_ view: UIView, at origin: CGPoint, _ shown: [AnimatedProperty: AnimatableValue]?) -> OpenView? {
        var alpha = view.alpha, size = view.bounds.size, transform = view.transform
        if case let .number(value)? = shown?[.alpha] { alpha = min(max(value, 0), 1) }
        if case let .rect(frame)? = shown?[.frame] { size = frame.size }
        if case let .transform(value)? = shown?[.transform] { transform = value }
        guard !view.isHidden, alpha >= 0.01 else { return nil }
        let traits = view.traitCollection
        let rect = CGRect(origin: origin, size: size)
        guard [rect.minX, rect.minY, rect.width, rect.height, view.bounds.minX, view.bounds.minY].allSatisfy(\.isFinite) else {
            LayoutDiagnostics.report(
                .invalidDrawing, "\(view.shortDescription) is not drawn: its frame \(view.frame) is not finite (a layoutSubviews that computed NaN?); nor are its subviews.",
                views: [view])
            return nil
        }
        let corners = Corners(radius: view.layer.cornerRadius, mask: view.layer.maskedCorners,
                              isContinuous: view.layer.cornerCurve == .continuous)
        // A transform turns the view about its centre, its subviews with it.
        let transformed = !transform.isIdentity
        if transformed {
            let center = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            operations.append(.pushTransform(CGAffineTransform(translationX: -rect.midX, y: -rect.midY).concatenating(transform).concatenating(center)))
        }
        let grouped = alpha < 1
        if grouped { operations.append(.beginGroup(opacity: alpha)) }
        // A shadow is cast by the shadow path, else the background's shape,
        // else (as in UIKit) by whatever the view and its subviews draw. As in
        // UIKit, a layer that clips to its bounds clips its shadow away.
        let layer = view.layer
        var tracesContent = false
        if layer.shadowOpacity > 0, !layer.masksToBounds, let shadow = layer.shadowColor {
            let c = shadow.components
            let color = RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3] * CGFloat(min(1, layer.shadowOpacity)))
            // A shadow path is in the layer's coordinates: moved to the list's.
            let path = layer.shadowPath.map { path in
                path.elements.map { $0.offsetBy(dx: rect.minX - view.bounds.minX, dy: rect.minY - view.bounds.minY) }
            }
            let shape = layer.shadowPath.map { $0.boundingBox.offsetBy(dx: rect.minX - view.bounds.minX, dy: rect.minY - view.bounds.minY) } ?? rect
            let drawing = ShadowDrawing(rect: shape, corners: corners, color: color, offset: layer.shadowOffset, path: path,
                                        radius: max(0, layer.shadowRadius))
            if view.backgroundColor != nil || layer.shadowPath != nil {
                operations.append(.shadow(drawing))
            } else {
                operations.append(.beginShadowedContent(drawing))
                tracesContent = true
            }
        }
        let background = shown?[.backgroundColor]?.rgba(for: traits) ?? view.backgroundColor?.rgba(for: traits)
        if let background, background.alpha > 0 {
            operations.append(.fill(rect, background, corners: corners))
        }
        if let cell = view as? UITableViewCell {
            for fill in cell.tableBackgrounds { operations.append(.fill(rect, fill.color.rgba(for: traits), corners: fill.corners)) }
        }
        if view.clipsToBounds { operations.append(.pushClip(rect, corners: corners)) }
        appendContent(of: view, in: rect, traits)
        return OpenView(
            view: view, rect: rect, traits: traits, corners: corners, grouped: grouped, tracesContent: tracesContent, transformed: transformed)
    }

    /// Appends what the view draws over its subviews and closes its clip and groups.
    @MainActor
    private mutating func close(_ opened: OpenView) {
        let (view, rect, traits, corners) = (opened.view, opened.rect, opened.traits, opened.corners)
        // A table cell's separator runs along its bottom, over its content.
        if let cell = view as? UITableViewCell, let line = cell.separatorFrame,
            let color = cell.tableView?.separatorColor?.rgba(for: traits), color.alpha > 0
        {
            operations.append(.fill(line.offsetBy(dx: rect.minX, dy: rect.minY), color, corners: .square))
        }
        if view.clipsToBounds { operations.append(.popClip) }
        if view.layer.borderWidth > 0, let border = view.layer.borderColor, border.alpha > 0 {
            let c = border.components
            operations.append(.border(rect, RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]), width: view.layer.borderWidth, corners: corners))
        }
        if opened.tracesContent { operations.append(.endShadowedContent) }
        if opened.grouped { operations.append(.endGroup) }
        if opened.transformed { operations.append(.popTransform) }
    }

    /// What a view draws itself: an image view its image, any view what its
    /// `draw(_:)` draws (a label its text).
    @MainActor
    private mutating func appendContent(of view: UIView, in rect: CGRect, _ traits: UITraitCollection) {
        let context = CGContext(traits: traits)
        context.saveGState()
        context.translateBy(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
        UIGraphicsPushContext(context)
        view.draw(view.bounds)
        UIGraphicsPopContext()
        view.needsDisplay = false
        if context.commands.count > 2 {
            context.restoreGState()
            operations.append(.drawing(context.commands))
        }
        if let imageView = view as? UIImageView, let image = imageView.displayedImage {
            let tint: RGBA? = image.renderingMode == .alwaysTemplate ? (image.tintColor ?? imageView.tintColor).rgba(for: traits) : nil
            // A resizable image fills the bounds with its caps kept; others are placed by the content mode.
            let resizable = image.capInsets != .zero && imageView.contentMode == .scaleToFill && image.symbol == nil
            let placed = (resizable ? imageView.bounds : imageView.imageRect(for: image)).offsetBy(dx: rect.minX, dy: rect.minY)
            if let symbol = image.symbol {
                // A symbol is a shape: drawn in its tint (in black when asked for its "original" colours).
                operations.append(.drawing(symbol.commands(in: placed, color: tint ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1))))
                return
            }
            let mirrored = image.flipsForRightToLeftLayoutDirection && imageView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            operations.append(.image(ImageDrawing(bitmap: image.bitmap, scale: image.scale, rect: placed,
                                                  capInsets: resizable ? image.capInsets : .zero, resizingMode: image.resizingMode, tint: tint,
                                                  mirrored: mirrored)))
        }
    }
}
