import Foundation

extension View {
    /// The view in a frame of a fixed width and/or height (nil: the
    /// dimension the view chooses), aligned in it.
    @inlinable public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// The view in a frame that takes what it is offered within bounds:
    /// the offer to the view is clamped to them, and the frame's own size
    /// follows SwiftUI's rules (see `FlexibleFrameNode`).
    @inlinable public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_FlexibleFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

/// `frame(width:height:alignment:)`: the content in a frame of fixed lengths.
public struct _FixedFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = FixedFrameNode
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        context.check(width, "frame(width:)", negativeAllowed: false)
        context.check(height, "frame(height:)", negativeAllowed: false)
        let (width, height, alignment) = (width.map(FixedFrameNode.validLength), height.map(FixedFrameNode.validLength), alignment)
        return node(previous, wrapping: content, in: context, alike: { $0.width == width && $0.height == height && $0.alignment == alignment }) {
            FixedFrameNode(content, width: width, height: height, alignment: alignment)
        }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the content in a frame within bounds.
public struct _FlexibleFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = FlexibleFrameNode
    /// One axis's minimum, ideal and maximum, as given.
    struct GivenBounds: Equatable {
        let minimum: CGFloat?
        let ideal: CGFloat?
        let maximum: CGFloat?
    }

    let width: GivenBounds
    let height: GivenBounds
    let alignment: Alignment

    @usableFromInline init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        width = GivenBounds(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
        height = GivenBounds(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
        self.alignment = alignment
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        check(width, "Width", in: context)
        check(height, "Height", in: context)
        let width = FlexibleFrameNode.Bounds(minimum: width.minimum, ideal: width.ideal, maximum: width.maximum)
        let height = FlexibleFrameNode.Bounds(minimum: height.minimum, ideal: height.ideal, maximum: height.maximum)
        let alignment = alignment
        return node(previous, wrapping: content, in: context, alike: { $0.width == width && $0.height == height && $0.alignment == alignment }) {
            FlexibleFrameNode(content, width: width, height: height, alignment: alignment)
        }
    }
}

extension _FlexibleFrameModifier {
    /// Reports the bounds of one axis (`axis`: "Width" or "Height") that
    /// layout cannot use as given (the names are made only then).
    private func check(_ bounds: GivenBounds, _ axis: String, in context: BuildContext) {
        context.check(bounds.minimum, "frame(min\(axis):)", negativeAllowed: false)
        context.check(bounds.ideal, "frame(ideal\(axis):)", negativeAllowed: false)
        context.check(bounds.maximum, "frame(max\(axis):)", negativeAllowed: false, infinityAllowed: true)
        // SwiftUI reports "contradictory frame constraints" for a minimum above the maximum.
        if let minimum = bounds.minimum, let maximum = bounds.maximum, minimum > maximum {
            context.report(.invalidConfiguration, "frame(min\(axis): \(minimum), max\(axis): \(maximum)) contradicts itself; the maximum is raised to the minimum.", about: "frame(min\(axis):max\(axis):)")
        }
    }
}

/// A node that places its one child aligned in its own frame, the child's
/// explicit guides showing through at the child's offset.
@usableFromInline
class AligningNode: ModifierNode {
    let alignment: Alignment

    init(_ content: LayoutNode, alignment: Alignment) {
        self.alignment = alignment
        super.init(content)
    }

    /// The proposal the child gets for the node's proposal.
    func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    /// Where the child goes in a frame of `size`, for the node's proposal:
    /// the child's guide (its own value, if it sets one) on the frame's.
    final func childOffset(in size: CGSize, proposal: ProposedViewSize) -> CGPoint {
        let offered = childProposal(for: proposal).sanitized
        let child = content.size(for: offered)
        func frameValue(_ key: AlignmentKey) -> CGFloat {
            key.frameValue(in: size) ?? key.id.defaultValue(in: ViewDimensions(size: size) { _ in nil })
        }
        let (horizontal, vertical) = (alignment.horizontal.key, alignment.vertical.key)
        return CGPoint(
            x: frameValue(horizontal) - content.guideValue(horizontal, kind: GuideKinds(horizontal), proposal: offered, size: child),
            y: frameValue(vertical) - content.guideValue(vertical, kind: GuideKinds(vertical), proposal: offered, size: child))
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard let value = content.explicitGuide(key, for: childProposal(for: proposal)) else { return nil }
        let offset = childOffset(in: size, proposal: proposal)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let offset = childOffset(in: frame.size, proposal: proposal)
        content.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: childProposal(for: proposal))
    }
}

/// `frame(width:height:alignment:)`: offers the child the fixed lengths (the
/// proposal where none is fixed) and is as large as them (the child's size where none is).
@usableFromInline
final class FixedFrameNode: AligningNode {
    /// A length as a frame takes it: NaN and negatives are zero (infinity is the largest length).
    nonisolated static func validLength(_ length: CGFloat) -> CGFloat { length.isNaN ? 0 : max(0, length) }

    let width: CGFloat?
    let height: CGFloat?

    init(_ content: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        super.init(content, alignment: alignment)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = content.size(for: childProposal(for: proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    override func measureLength(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat? {
        if let fixed = axis == .horizontal ? width : height { return fixed }
        return content.length(along: axis, for: childProposal(for: proposal))
    }

    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        (axis == .horizontal ? width : height) ?? content.independentLength(along: axis, offered: offered)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:…)`. Per axis: the child is offered
/// the proposal clamped to the bounds (the ideal length when the proposal
/// is nil). The frame's length is the proposal clamped to the bounds when
/// both are given and there is a proposal; the ideal length when there is
/// none and an ideal is given; otherwise the child's length, raised to the
/// minimum (but no further than the proposal) and lowered to the maximum
/// (but no lower than the proposal).
@usableFromInline
final class FlexibleFrameNode: AligningNode {
    struct Bounds: Hashable {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?

        init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
            // As SwiftUI does: NaN is no bound, a negative minimum is zero,
            // ideal and maximum are at least the bound before them.
            func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isNaN ? nil : max(0, $0) } }
            self.minimum = valid(minimum)
            self.ideal = valid(ideal).map { max($0, self.minimum ?? 0) }
            self.maximum = valid(maximum).map { max($0, self.ideal ?? self.minimum ?? 0) }
        }

        func clamp(_ length: CGFloat) -> CGFloat {
            var value = length
            if let minimum { value = max(minimum, value) }
            if let maximum { value = min(maximum, value) }
            return value
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return clamp(proposed)
        }

        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if let proposed, minimum != nil, maximum != nil { return clamp(proposed) }
            if proposed == nil, let ideal { return ideal }
            var value = child
            if let minimum { value = max(minimum, min(proposed ?? .infinity, value)) }
            if let maximum { value = min(maximum, max(proposed ?? -.infinity, value)) }
            return value
        }
    }

    let width: Bounds
    let height: Bounds

    init(_ content: LayoutNode, width: Bounds, height: Bounds, alignment: Alignment) {
        self.width = width
        self.height = height
        super.init(content, alignment: alignment)
    }

    override func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let child = content.size(for: childProposal(for: proposal))
        return CGSize(width: width.length(proposed: proposal.width, child: child.width),
                      height: height.length(proposed: proposal.height, child: child.height))
    }

    override func measureLength(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat? {
        let child = content.length(along: axis, for: childProposal(for: proposal))
        return (axis == .horizontal ? width : height).length(proposed: proposal[axis], child: child)
    }

    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        let bounds = axis == .horizontal ? width : height
        guard let child = content.independentLength(along: axis, offered: bounds.childProposal(offered)) else { return nil }
        return bounds.length(proposed: offered, child: child)
    }
}
