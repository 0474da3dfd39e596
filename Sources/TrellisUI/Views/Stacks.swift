import Foundation

/// Views side by side, leading to trailing, aligned on a vertical guide.
public struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A row; `spacing` nil puts the system's spacing between neighbours.
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        context.check(spacing, "HStack(spacing:)")
        nodes.append(StackNode.taken(at: nodes.count, of: content, axis: .horizontal, alignment: alignment.key, spacing: spacing, in: context))
    }
}

/// Views one above the other, top to bottom, aligned on a horizontal guide.
public struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A column; `spacing` nil puts the system's spacing between neighbours.
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        context.check(spacing, "VStack(spacing:)")
        nodes.append(StackNode.taken(at: nodes.count, of: content, axis: .vertical, alignment: alignment.key, spacing: spacing, in: context))
    }
}

/// Views on top of each other, back to front, aligned on two guides.
public struct ZStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// Layers aligned on `alignment`.
    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let previous = context.take(OverlayNode.self, at: nodes.count)
        var children: [LayoutNode] = []
        context.inStack(nil).appendNodes(of: content, to: &children, candidates: .children(of: previous))
        if let previous, previous.alignment == alignment {
            previous.update(children: children, in: context.build)
            nodes.append(previous)
        } else {
            nodes.append(OverlayNode(layers: children, alignment: alignment))
        }
    }
}

/// Space that grows along its stack's axis (both ways outside a stack),
/// never shorter than its minimum length.
public struct Spacer: View, PrimitiveView {
    /// The least length (nil: the system spacing, 8 points).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        context.check(minLength, "Spacer(minLength:)", negativeAllowed: false)
        let (length, axis) = (SpacerNode.validLength(minLength ?? 8), context.stackAxis)
        nodes.append(context.take(SpacerNode.self, at: nodes.count) { $0.minLength == length && $0.axis == axis }
            ?? SpacerNode(minLength: length, axis: axis))
    }
}

/// A thin line across its stack (across its container, outside a stack: a horizontal line).
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let thickness = 1 / max(1, context.environment.displayScale)
        let axis: Axis = context.stackAxis == .horizontal ? .vertical : .horizontal
        nodes.append(context.take(DividerNode.self, at: nodes.count) { $0.axis == axis && $0.thickness == thickness }
            ?? DividerNode(axis: axis, thickness: thickness))
    }
}

extension StackNode {
    /// The node of a stack of `content` at `position`: the last build's
    /// there, if it was a stack (its children stand by for the content's
    /// nodes) along the same axis, aligned and spaced alike; else a new one.
    /// (Inlinable: the content is built where its type is known; what needs no type is done by the two below.)
    @inlinable static func taken<Content: View>(
        at position: Int, of content: Content, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, in context: BuildContext
    ) -> StackNode {
        let previous = candidate(at: position, in: context)
        var children = childrenStorage(reusing: previous)
        context.inStack(axis).appendNodes(of: content, to: &children, candidates: .children(of: previous))
        return made(reusing: previous, axis: axis, alignment: alignment, spacing: spacing, children: children, in: context)
    }

    /// The last build's node at `position`, if it is a stack: taken before
    /// the children are built. (Here, where `take` is specialised for stacks:
    /// called from the app's module, the generic `take` casts at run time.)
    @usableFromInline static func candidate(at position: Int, in context: BuildContext) -> StackNode? {
        context.take(StackNode.self, at: position)
    }

    /// An empty array to build the children of a stack in: the spare
    /// storage of `previous`, the last build's stack here, if it has some.
    @usableFromInline static func childrenStorage(reusing previous: StackNode?) -> [LayoutNode] {
        guard let previous else { return [] }
        var storage: [LayoutNode] = []
        swap(&storage, &previous.spareChildren)
        storage.reserveCapacity(previous.childCount)
        return storage
    }

    /// The stack of `children`: `previous` with them, if it lays them out
    /// alike, else a new one. The array of children it no longer holds
    /// (its old ones, or the new ones when they are the very same) is kept,
    /// emptied, as the storage the next build's children are built in.
    @usableFromInline static func made(
        reusing previous: StackNode?, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: consuming [LayoutNode], in context: BuildContext
    ) -> StackNode {
        guard let previous, previous.laysOut(axis: axis, alignment: alignment, spacing: spacing) else {
            return StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children)
        }
        var unused = children
        previous.exchange(children: &unused, in: context.build)
        unused.removeAllKeepingStorage()
        previous.spareChildren = unused
        return previous
    }
}

/// A spacer's node: its minimum along the axis, or what it is offered;
/// nothing across. Its layout priority is the lowest there is, so a stack
/// serves every other child before it (as SwiftUI's spacers report).
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = Self.validLength(minLength)
        self.axis = axis
    }

    /// A minimum length as a spacer takes it: NaN, infinite and negative lengths are zero.
    static func validLength(_ length: CGFloat) -> CGFloat { max(0, length.isFinite ? length : 0) }

    override var spacing: NodeSpacing { .none }

    override var layoutPriority: Double { -.infinity }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: length(along: .horizontal, offered: proposal.width), height: length(along: .vertical, offered: proposal.height))
    }

    /// Along its stack's axis (both ways outside a stack), its minimum or
    /// what it is offered; nothing across.
    private func length(along axis: Axis, offered: CGFloat?) -> CGFloat {
        self.axis == nil || self.axis == axis ? max(minLength, offered ?? 0) : 0
    }

    /// Each length follows from what is offered that way alone.
    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        length(along: axis, offered: offered)
    }
}

/// A divider's node: a line of one pixel along `axis`'s other direction, as long as it is offered.
final class DividerNode: LayoutNode {
    /// The axis the line runs across (horizontal: a vertical line in a row).
    let axis: Axis
    let thickness: CGFloat

    init(axis: Axis, thickness: CGFloat) {
        self.axis = axis
        self.thickness = thickness
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        axis == .horizontal
            ? CGSize(width: proposal.width ?? 10, height: thickness)
            : CGSize(width: thickness, height: proposal.height ?? 10)
    }

    override func render(into renderer: inout Renderer) {
        renderer.leaf(frame: frame, make: { ColorLeafView() }) { $0.backgroundColor = .separator }
    }
}
