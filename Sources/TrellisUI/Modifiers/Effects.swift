import Foundation
import Trellis

extension View {
    /// The view drawn moved by an offset; its place in the layout does not change.
    @inlinable public consuming func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// The view drawn moved; its place in the layout does not change.
    @inlinable public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// The view drawn at an opacity (from 0 to 1).
    @inlinable public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_EffectModifier(effect: .opacity(opacity)))
    }

    /// The view drawn only inside a shape's outline.
    @inlinable public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_EffectModifier(effect: .clip(shape)))
    }

    /// The view drawn only inside its bounds.
    @inlinable public consuming func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// The view drawn only inside its bounds with their corners rounded.
    @inlinable public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

/// How a path is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule fills (else the non-zero rule).
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `offset(x:y:)`: the content drawn moved, its place in the layout kept.
public struct _OffsetModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = OffsetNode
    let offset: CGSize

    @usableFromInline init(offset: CGSize) { self.offset = offset }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        context.check(offset.width, "offset(x:)")
        context.check(offset.height, "offset(y:)")
        let finite = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return node(previous, wrapping: content, in: context, alike: { $0.offset == finite }) { OffsetNode(content, offset: finite) }
    }
}

/// A child drawn away from where layout put it.
@usableFromInline
final class OffsetNode: ModifierNode {
    let offset: CGSize

    init(_ content: LayoutNode, offset: CGSize) {
        self.offset = offset
        super.init(content)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        content.place(at: CGPoint(x: frame.minX + offset.width, y: frame.minY + offset.height), proposal: proposal)
    }
}

/// A drawing effect over what a view draws.
@usableFromInline enum DrawingEffect {
    case opacity(Double)
    case clip(any Shape)
}

/// `opacity`, `clipShape`, `clipped`, `cornerRadius`: an effect over what the content draws.
public struct _EffectModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Node = EffectNode
    let effect: DrawingEffect

    @usableFromInline init(effect: DrawingEffect) { self.effect = effect }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        var effect = effect
        if case .opacity(let opacity) = effect {
            if opacity.isNaN { context.check(opacity, "opacity(_:)") }
            effect = .opacity(opacity.isNaN ? 1 : max(0, min(1, opacity)))
        }
        // An effect is only drawn: the node lays out as its content.
        return node(previous, wrapping: content, in: context, alike: { $0.effect = effect; return true }) { EffectNode(content, effect: effect) }
    }
}

/// A child drawn faded or clipped: a container view holds what it draws.
/// A clip is to the bounds, with rounded corners for rounded rectangles,
/// capsules and circles (other outlines clip to the bounds).
@usableFromInline
final class EffectNode: ModifierNode {
    var effect: DrawingEffect

    init(_ content: LayoutNode, effect: DrawingEffect) {
        self.effect = effect
        super.init(content)
    }

    override func render(into renderer: inout Renderer) {
        let effect = self.effect
        renderer.container(frame: frame, make: { EffectContainerView() }, configure: { view in
            switch effect {
            case .opacity(let opacity):
                view.alpha = opacity
                view.clipsToBounds = false
            case .clip(let shape):
                view.alpha = 1
                view.clipsToBounds = true
                view.layer.cornerRadius = EffectNode.cornerRadius(of: shape, in: view.bounds.size)
            }
        }, content: { renderer in content.render(into: &renderer) })
    }

    /// The corner radius a clipping shape has at `size`.
    private static func cornerRadius(of shape: any Shape, in size: CGSize) -> CGFloat {
        switch shape {
        case let rounded as RoundedRectangle: min(rounded.cornerSize.width, size.width / 2, size.height / 2)
        case is Capsule, is Circle: min(size.width, size.height) / 2
        default: 0
        }
    }
}
