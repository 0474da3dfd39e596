import Foundation

extension View {
    /// The view at its ideal size in both dimensions, whatever it is offered.
    @inlinable public consuming func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the chosen dimensions.
    @inlinable public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// How early a stack serves this view (higher first; default 0).
    @inlinable public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }

    /// Sets where a horizontal guide is in this view.
    @inlinable public consuming func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(g, compute: computeValue))
    }

    /// Sets where a vertical guide is in this view.
    @inlinable public consuming func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(g, compute: computeValue))
    }

    /// The view with an explicit identity: a new value is a new view (its state starts afresh).
    @inlinable public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// `fixedSize`: the content at its ideal size in the chosen dimensions.
public struct _FixedSizeModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = FixedSizeNode
    let horizontal: Bool
    let vertical: Bool

    @usableFromInline init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        let (horizontal, vertical) = (horizontal, vertical)
        return node(previous, wrapping: content, in: context, alike: { $0.horizontal == horizontal && $0.vertical == vertical }) {
            FixedSizeNode(content, horizontal: horizontal, vertical: vertical)
        }
    }
}

/// `fixedSize`: offers the child nil (its ideal) in the fixed dimensions.
@usableFromInline
final class FixedSizeNode: AligningNode {
    let horizontal: Bool
    let vertical: Bool

    init(_ content: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(content, alignment: .center)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { content.size(for: childProposal(for: proposal)) }
}

/// `layoutPriority`: how early a stack serves the content.
public struct _LayoutPriorityModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = PriorityNode
    let priority: Double

    @usableFromInline init(priority: Double) { self.priority = priority }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        if priority.isNaN { context.check(priority, "layoutPriority(_:)") }
        let valid = priority.isNaN ? 0 : priority
        return node(previous, wrapping: content, in: context, alike: { $0.priority == valid }) { PriorityNode(content, priority: valid) }
    }
}

/// A child with a layout priority of its own.
@usableFromInline
final class PriorityNode: ModifierNode {
    let priority: Double

    init(_ content: LayoutNode, priority: Double) {
        self.priority = priority
        super.init(content)
    }

    override var layoutPriority: Double { priority }
}

/// `alignmentGuide`: where a guide is in the content.
public struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Node = GuideNode
    /// (First: compared where it is stored, see `haveSameLeadingClosure`.)
    let compute: (ViewDimensions) -> CGFloat
    let key: AlignmentKey

    @usableFromInline init(_ guide: HorizontalAlignment, compute: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key
        self.compute = compute
    }

    @usableFromInline init(_ guide: VerticalAlignment, compute: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key
        self.compute = compute
    }
    /// (A guide's closure cannot be compared: the node is made afresh, its content taken from the last.)
    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        GuideNode(content, key: key, compute: compute)
    }
}

/// A child with one guide set by a closure of its dimensions.
@usableFromInline
final class GuideNode: ModifierNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    init(_ content: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(content)
    }

    override func settableGuideKinds() -> GuideKinds { content.guideKinds.union(GuideKinds(key)) }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let child = content.dimensions(for: proposal)
        guard key == self.key else { return child.explicitGuide(key) }
        let value = compute(child)
        return value.isFinite ? value : nil
    }
}

/// A view under an explicit identity.
public struct _IdentifiedView<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let id: AnyHashable

    @inlinable init(content: Content, id: AnyHashable) {
        self.content = content
        self.id = id
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        TrellisUI.appendNodes(of: content, to: &nodes, in: context.child(.explicit(id)))
    }
}
