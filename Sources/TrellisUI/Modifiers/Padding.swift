import Foundation

/// Lengths inset from each edge; leading and trailing follow the layout direction.
@frozen
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets per edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// An edge of a rectangle.
@frozen
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension View {
    /// The view with `length` (nil: the system's 16 points) around the given
    /// edges; a negative length makes the view smaller than its content.
    @inlinable public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges: edges, length: length))
    }

    /// The view with `length` around every edge.
    @inlinable public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// The view with its own length at each edge.
    @inlinable public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(insets: insets))
    }
}

/// `padding`: the content with insets around it.
public struct _PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline typealias Node = PaddingNode
    let insets: EdgeInsets

    @usableFromInline init(insets: EdgeInsets) { self.insets = insets }

    /// `length` (nil: the system's) at `edges`.
    @usableFromInline init(edges: Edge.Set, length: CGFloat?) {
        let value = length ?? PaddingNode.systemLength
        insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
    }

    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        context.check(insets.top, "padding (top)")
        context.check(insets.leading, "padding (leading)")
        context.check(insets.bottom, "padding (bottom)")
        context.check(insets.trailing, "padding (trailing)")
        let valid = EdgeInsets(
            top: PaddingNode.validInset(insets.top), leading: PaddingNode.validInset(insets.leading),
            bottom: PaddingNode.validInset(insets.bottom), trailing: PaddingNode.validInset(insets.trailing))
        return node(previous, wrapping: content, in: context, alike: { $0.insets == valid }) { PaddingNode(content, insets: valid) }
    }
}

/// Padding: the child is offered the proposal less the insets (never below
/// zero); the node is the child's size plus them. Negative insets (which
/// SwiftUI takes) offer the child more and make the node smaller than it.
@usableFromInline
final class PaddingNode: ModifierNode {
    /// The length of `padding()` on iOS.
    static let systemLength: CGFloat = 16

    /// An inset as padding takes it: NaN and infinite lengths are none, and
    /// none is larger than a frame could be either way.
    nonisolated static func validInset(_ length: CGFloat) -> CGFloat {
        length.isFinite ? max(-LayoutNode.largestLength, min(LayoutNode.largestLength, length)) : 0
    }

    let insets: EdgeInsets

    init(_ content: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(content)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        proposal.inset(width: horizontal, height: vertical)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let child = content.size(for: childProposal(for: proposal))
        return CGSize(width: child.width + horizontal, height: child.height + vertical)
    }

    override func measureLength(along axis: Axis, _ proposal: ProposedViewSize) -> CGFloat? {
        content.length(along: axis, for: childProposal(for: proposal)) + (axis == .horizontal ? horizontal : vertical)
    }

    override func measureIndependentLength(along axis: Axis, offered: CGFloat?) -> CGFloat? {
        let inset = axis == .horizontal ? horizontal : vertical
        var childOffered = offered
        if let length = offered { childOffered = max(0, length - inset) }
        guard let child = content.independentLength(along: axis, offered: childOffered) else { return nil }
        return child + inset
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard let value = content.explicitGuide(key, for: childProposal(for: proposal)) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        content.place(at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top), proposal: childProposal(for: proposal))
    }
}
