import Foundation

/// A proxy for one subview of a custom layout: asked for its sizes and
/// guides, and told where to go from `placeSubviews(in:proposal:subviews:cache:)`.
///
/// Layout runs on the main thread; the proxy's methods are callable from a
/// layout's nonisolated methods, as SwiftUI's are.
public struct LayoutSubview: Equatable, Sendable {
    let node: LayoutNode
    /// The subview's place among its container's subviews.
    let index: Int
    /// Where the container collects the placements.
    let recorder: PlacementRecorder
    /// The subview's layout values (`layoutValue(key:value:)`).
    let values: LayoutValues

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.size(for: proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let node = self.node
        let size = MainActor.assumeIsolated { node.size(for: proposal) }
        return ViewDimensions(size: size) { key in MainActor.assumeIsolated { node.explicitGuide(key, in: size) } }
    }

    /// How early the subview wants its space (`layoutPriority(_:)`).
    public var priority: Double {
        MainActor.assumeIsolated { node.layoutPriority }
    }

    /// The space the subview likes around it.
    public var spacing: ViewSpacing {
        ViewSpacing(MainActor.assumeIsolated { node.spacing })
    }

    /// The subview's value for a layout value key (its default when not set).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Puts the subview's `anchor` at `position` (in the coordinates of the
    /// container's bounds), sized for `proposal`. Only calls made while the
    /// container places its subviews count; the last call for a subview wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let node = self.node, index = self.index, recorder = self.recorder
        // A proposed length that is NaN is no proposal; a negative one is zero.
        let proposal = proposal.sanitized
        MainActor.assumeIsolated {
            guard recorder.isRecording else { return }
            let size = node.size(for: proposal), limit = LayoutNode.largestLength
            // A position that is not finite is kept finite: NaN is zero, infinities the largest length.
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            func coordinate(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, -limit), limit) }
            let origin = CGPoint(x: coordinate(position.x - finite(anchor.x) * size.width),
                                 y: coordinate(position.y - finite(anchor.y) * size.height))
            recorder.record(index: index, origin: origin, proposal: proposal)
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }
}

/// The subviews of a custom layout, in the order they were declared.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    private let elements: [LayoutSubview]
    public let startIndex: Int
    /// The direction the layout's content runs in.
    public let layoutDirection: LayoutDirection

    init(_ elements: [LayoutSubview], startIndex: Int = 0, layoutDirection: LayoutDirection) {
        self.elements = elements
        self.startIndex = startIndex
        self.layoutDirection = layoutDirection
    }

    public var endIndex: Int { startIndex + elements.count }

    public subscript(index: Int) -> LayoutSubview { elements[index - startIndex] }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(elements[(bounds.lowerBound - startIndex)..<(bounds.upperBound - startIndex)]),
                       startIndex: bounds.lowerBound, layoutDirection: layoutDirection)
    }

    /// The subviews at `indices`, in that order, indexed from zero (a range,
    /// `subviews[1...]` included, slices, keeping the indices).
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        if let range = indices as? any RangeExpression<Int> { return self[range.relative(to: self)] }
        return LayoutSubviews(indices.map { self[$0] }, layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements == rhs.elements && lhs.startIndex == rhs.startIndex
    }
}

/// The space a view likes between itself and its neighbours, per edge.
/// A zero preference on either side of a gap means no gap (as a spacer asks).
public struct ViewSpacing: Sendable, Equatable {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// No spacing on any edge.
    public static let zero = ViewSpacing(length: 0)

    /// The system's spacing on every edge.
    public init() { self.init(length: NodeSpacing.standard.length) }

    private init(length: CGFloat) {
        (top, leading, bottom, trailing) = (length, length, length, length)
    }

    init(_ spacing: NodeSpacing) { self.init(length: spacing.length) }

    /// The spacing as a stack sees its neighbours: the largest preference.
    var nodeSpacing: NodeSpacing { NodeSpacing(length: max(top, leading, bottom, trailing)) }

    /// Takes the larger preference of the two on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// The larger preference of the two on each of `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The gap between this view and `next` following it along `axis`:
    /// none when either asks for none, else the larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        return NodeSpacing.between(NodeSpacing(length: mine), NodeSpacing(length: theirs))
    }
}

/// What a layout tells its subviews about itself: a stack's axis makes the
/// spacers inside it grow along that axis.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis the layout stacks its subviews along (nil: none).
    public var stackOrientation: Axis?

    public init() {}

    init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}

/// A key for a value a view gives the custom layout it is a subview of.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of subviews that set none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the custom layout this view is a subview of a value for `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// `layoutValue(key:value:)`: a value the custom layout around the view reads.
public struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Node = LayoutValueNode
    let key: ObjectIdentifier
    let value: Any
    /// (A value of any type cannot be compared: the node is made afresh, its content taken from the last.)
    @usableFromInline func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        LayoutValueNode(content, key: key, value: value)
    }
}

/// A child carrying a layout value; otherwise transparent.
@usableFromInline
final class LayoutValueNode: ModifierNode {
    let key: ObjectIdentifier
    let value: Any

    init(_ content: LayoutNode, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(content)
    }
}

/// The layout values of one subview, found once when the subviews are made (never changed after).
final class LayoutValues: @unchecked Sendable {
    let storage: [ObjectIdentifier: Any]

    /// The values set on `node` and the modifiers it is wrapped in (the outermost wins).
    @MainActor init(of node: LayoutNode) {
        var storage: [ObjectIdentifier: Any] = [:]
        var current: LayoutNode? = node
        while let wrapper = current as? ModifierNode {
            if let carrier = wrapper as? LayoutValueNode, storage[carrier.key] == nil { storage[carrier.key] = carrier.value }
            current = wrapper.content
        }
        self.storage = storage
    }
}

/// Collects where a container's subviews are placed while it places them.
@MainActor
final class PlacementRecorder {
    private(set) var isRecording = false
    private(set) var placements: [Int: (origin: CGPoint, proposal: ProposedViewSize)] = [:]

    /// Runs `work` collecting placements, and returns them.
    func recording(_ work: () -> Void) -> [Int: (origin: CGPoint, proposal: ProposedViewSize)] {
        let saved = (isRecording, placements)
        isRecording = true
        placements = [:]
        work()
        let collected = placements
        (isRecording, placements) = saved
        return collected
    }

    func record(index: Int, origin: CGPoint, proposal: ProposedViewSize) {
        placements[index] = (origin, proposal)
    }
}
