import Foundation
import Trellis

/// Turns a laid-out node tree into views: a leaf (text, shape, colour) is a
/// view at its frame, an effect (opacity, clipping, a button) a container
/// of the views inside it. Views are kept from one pass to the next where
/// the same kind is found at the same place, so an update moves and
/// reconfigures views rather than making new ones. Frames are rounded to
/// the pixel grid here (origin and far edge each to the nearest pixel, as
/// SwiftUI rounds) and mirrored in a right-to-left layout.
@MainActor
struct Renderer {
    private struct Level {
        let container: UIView
        /// The container's origin in the hosting view, rounded.
        let origin: CGPoint
        /// The index of the next subview to use or insert.
        var next = 0
    }

    private var levels: [Level]
    private let scale: CGFloat
    /// The hosting width to mirror in, for a right-to-left layout.
    private let mirrorWidth: CGFloat?

    init(root: UIView, displayScale: CGFloat, rightToLeft: Bool) {
        levels = [Level(container: root, origin: .zero)]
        scale = max(1, displayScale)
        mirrorWidth = rightToLeft ? root.bounds.width : nil
    }

    /// A leaf view at `frame` (hosting coordinates): the one of its kind
    /// already there, else one made with `make`.
    mutating func leaf<V: UIView>(frame: CGRect, make: () -> V, configure: (V) -> Void) {
        let view = nextView(frame: frame, make: make)
        configure(view)
    }

    /// A container view of `type` at `frame`, holding the views `content` renders.
    mutating func container<V: UIView>(
        frame: CGRect, make: () -> V, configure: (V) -> Void, content: (inout Renderer) -> Void
    ) {
        let view = nextView(frame: frame, make: make)
        view.placesSubviewsItself = true
        configure(view)
        levels.append(Level(container: view, origin: absoluteOrigin(of: frame)))
        content(&self)
        finishLevel()
    }

    /// Removes the views no longer used at the top level.
    mutating func finish() {
        while levels.count > 1 { finishLevel() }
        finishLevel()
    }

    private mutating func finishLevel() {
        let level = levels.removeLast()
        let subviews = level.container.subviews
        if subviews.count > level.next {
            for view in subviews[level.next...] { view.removeFromSuperview() }
        }
    }

    private mutating func nextView<V: UIView>(frame: CGRect, make: () -> V) -> V {
        let index = levels.count - 1
        let level = levels[index]
        let subviews = level.container.subviews
        let view: V
        // (The exact type compared, then the view taken as it: no dynamic cast.)
        if level.next < subviews.count, Swift.type(of: subviews[level.next]) == V.self {
            view = unsafeDowncast(subviews[level.next], to: V.self)
        } else {
            view = make()
            level.container.insertSubview(view, at: level.next)
        }
        levels[index].next += 1
        let rounded = pixelAligned(frame)
        let local = rounded.offsetBy(dx: -level.origin.x, dy: -level.origin.y)
        if view.frame != local { view.frame = local }
        return view
    }

    private func absoluteOrigin(of frame: CGRect) -> CGPoint { pixelAligned(frame).origin }

    /// `frame` mirrored if need be, its edges on the pixel grid.
    private func pixelAligned(_ frame: CGRect) -> CGRect {
        var frame = frame
        if let mirrorWidth { frame.origin.x = mirrorWidth - frame.maxX }
        func round(_ value: CGFloat) -> CGFloat { (value * scale + 0.5).rounded(.down) / scale }
        let (minX, minY) = (round(frame.minX), round(frame.minY))
        return CGRect(x: minX, y: minY, width: round(frame.maxX) - minX, height: round(frame.maxY) - minY)
    }
}

/// A hosted text, drawn as a label.
final class TextLeafView: UILabel {
    func show(_ node: TextNode) {
        let style = node.style
        if text != node.content { text = node.content }
        if font != style.font { font = style.font }
        // (Each set only when it differs: a label's setters invalidate what it measured.)
        if textColor !== style.color { textColor = style.color }
        if numberOfLines != node.linesShown { numberOfLines = node.linesShown }
        let alignment: NSTextAlignment = switch style.alignment {
        case .leading: .natural
        case .center: .center
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        }
        if textAlignment != alignment { textAlignment = alignment }
        let lineBreak: NSLineBreakMode = switch style.truncation {
        case .head: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .tail: .byTruncatingTail
        }
        if lineBreakMode != lineBreak { lineBreakMode = lineBreak }
    }
}

/// A hosted colour (or rectangle filled with one).
final class ColorLeafView: UIView {}

/// A hosted shape, drawn with its paint.
final class ShapeLeafView: UIView {
    @exclusivity(unchecked) private var shape: (any Shape)?
    @exclusivity(unchecked) private var paint: ResolvedPaint?

    func show(_ shape: any Shape, _ paint: ResolvedPaint) {
        self.shape = shape
        self.paint = paint
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let shape, let paint, let context = UIGraphicsGetCurrentContext() else { return }
        switch paint {
        case .fill(let color):
            context.addPath(shape.path(in: bounds).cgPath)
            context.setFillColor(color.uiColor.resolvedColor(with: traitCollection).cgColor)
            context.fillPath()
        case .stroke(let color, let lineWidth, let inset):
            let rect = inset ? bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2) : bounds
            context.addPath(shape.path(in: rect).cgPath)
            context.setStrokeColor(color.uiColor.resolvedColor(with: traitCollection).cgColor)
            context.setLineWidth(lineWidth)
            context.strokePath()
        }
    }
}

/// A hosted effect: what is inside it is faded or clipped.
final class EffectContainerView: UIView {}
