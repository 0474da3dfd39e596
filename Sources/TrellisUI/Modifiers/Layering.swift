import Foundation

extension View {
    /// The view with another behind it, offered the view's size and aligned to it.
    @inlinable public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(layer: background, alignment: alignment, isBehind: true))
    }

    /// The view with views behind it, offered the view's size and aligned to it.
    @inlinable public consuming func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(_SecondaryLayerModifier(layer: ZStack(alignment: alignment, content: content), alignment: alignment, isBehind: true))
    }

    /// The view with its bounds filled with a style behind it.
    @_disfavoredOverload
    @inlinable public consuming func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_SecondaryLayerModifier(layer: Rectangle().fill(style), alignment: .center, isBehind: true))
    }

    /// The view with another over it, offered the view's size and aligned to it.
    @inlinable public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(layer: overlay, alignment: alignment, isBehind: false))
    }

    /// The view with views over it, offered the view's size and aligned to it.
    @inlinable public consuming func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(_SecondaryLayerModifier(layer: ZStack(alignment: alignment, content: content), alignment: alignment, isBehind: false))
    }

    /// The view with a border of `width` drawn inside its bounds.
    @inlinable public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// `background`, `overlay`, `border`: a second view behind or over the content, offered its size.
public struct _SecondaryLayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Node = SecondaryLayerNode
    @usableFromInline let layer: Layer
    @usableFromInline let alignment: Alignment
    @usableFromInline let isBehind: Bool

    @inlinable init(layer: Layer, alignment: Alignment, isBehind: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        let previous = previous as? SecondaryLayerNode
        let secondary = singleNode(
            of: layer, in: context.child(.part(isBehind ? 1 : 2)).inStack(nil), previous: previous?.layer)
        guard let previous, previous.alignment == alignment, previous.isBehind == isBehind else {
            return SecondaryLayerNode(content, layer: secondary, alignment: alignment, isBehind: isBehind)
        }
        previous.update(content: content, layer: secondary, in: context.build)
        return previous
    }
}

/// A background or overlay: the node is its primary child's size; the
/// secondary is offered that size and aligned to it.
@usableFromInline
final class SecondaryLayerNode: ModifierNode {
    private(set) var layer: LayoutNode
    let alignment: Alignment
    let isBehind: Bool

    init(_ content: LayoutNode, layer: LayoutNode, alignment: Alignment, isBehind: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
        super.init(content)
    }

    override var children: [LayoutNode] { isBehind ? [layer, content] : [content, layer] }
    @usableFromInline override var childCount: Int { 2 }
    override func child(at index: Int) -> LayoutNode { (index == 0) == isBehind ? layer : content }
    override func childIdentifier(at index: Int) -> ObjectIdentifier {
        ObjectIdentifier((index == 0) == isBehind ? layer : content)
    }

    override func replaceChildren(_ children: [LayoutNode]) {
        super.replaceChildren([children[isBehind ? 1 : 0]])
        layer = children[isBehind ? 0 : 1]
    }

    /// Takes on `content` and `layer`, built in `build` in place of its own:
    /// unless they are the very nodes it had, unchanged, the node changed.
    func update(content new: LayoutNode, layer newLayer: LayoutNode, in build: Int) {
        update(content: new, in: build)
        guard newLayer !== layer || newLayer.changedInBuild == build else { return }
        layer = newLayer
        changed(in: build)
    }

    /// The primary child's: the node is its size.
    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        content.independentLength(along: axis, offered: offered)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        content.place(at: frame.origin, proposal: proposal)
        let offered = ProposedViewSize(frame.size).sanitized
        let own = proposal.sanitized
        let (ownSize, layerSize) = (size(for: own), layer.size(for: offered))
        let (horizontal, vertical) = (alignment.horizontal.key, alignment.vertical.key)
        let (horizontalKind, verticalKind) = (GuideKinds(horizontal), GuideKinds(vertical))
        layer.place(at: CGPoint(
            x: frame.minX + guideValue(horizontal, kind: horizontalKind, proposal: own, size: ownSize)
                - layer.guideValue(horizontal, kind: horizontalKind, proposal: offered, size: layerSize),
            y: frame.minY + guideValue(vertical, kind: verticalKind, proposal: own, size: ownSize)
                - layer.guideValue(vertical, kind: verticalKind, proposal: offered, size: layerSize)),
            proposal: ProposedViewSize(frame.size))
    }
}
