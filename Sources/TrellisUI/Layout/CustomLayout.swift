import Foundation

/// A type that arranges a collection of views: it tells its parent its size
/// for a proposal and puts each subview somewhere in the bounds it is given.
/// Calling a layout with a view builder (`MyLayout { … }`) makes it a view.
///
/// Its methods run on the main thread while the hosting view lays out; the
/// cache is made once per layout in a hosting view (`makeCache`) and kept
/// while the layout stays at the same place, brought up to date with
/// `updateCache` when the views are built again.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// What the layout tells its subviews (a stack's orientation).
    static var layoutProperties: LayoutProperties { get }

    /// Values the layout keeps between calls.
    associatedtype Cache = Void

    /// The subviews, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview in `bounds` (in the parent's coordinates), a size
    /// this layout chose for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Where the layout puts a horizontal guide, relative to `bounds`; nil:
    /// its subviews' explicit guides, merged.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// Where the layout puts a vertical guide, relative to `bounds`; nil:
    /// its subviews' explicit guides, merged.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// The space the layout likes around it, as a subview of its own parent.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// A new cache for `subviews`.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Brings the cache up to date after the subviews or the layout changed.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// A new cache, made again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// No explicit value: the subviews' guides are merged.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// No explicit value: the subviews' guides are merged.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The union of the subviews' preferences (none without subviews).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// A view of the layout arranging `content`'s views.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// A custom layout's view: its content's views are its subviews.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        var children: [LayoutNode] = []
        let orientation = ((layout as? AnyLayout)?.properties ?? L.layoutProperties).stackOrientation
        context.inStack(orientation).appendNodes(of: content, to: &children, candidates: .none)
        let store = context.graph.box(for: ViewGraph.StorageKey(identity: context.identity.appending(.type(ObjectIdentifier(LayoutCacheBox<L>.self))), property: 0)) {
            LayoutCacheBox<L>()
        }
        nodes.append(LayoutContainerNode(layout: layout, children: children, store: store, layoutDirection: context.environment.layoutDirection))
    }
}

/// A layout's cache, kept by the view graph for as long as the layout keeps its place.
@MainActor
final class LayoutCacheBox<L: Layout> {
    var cache: L.Cache?
}

/// A custom layout's node: asks the layout for its size and placements.
/// Subviews it does not place are put at the centre of its bounds, offered
/// its own proposal.
final class LayoutContainerNode<L: Layout>: LayoutNode {
    let layout: L
    let subviewNodes: [LayoutNode]
    private let store: LayoutCacheBox<L>
    private let recorder = PlacementRecorder()
    private let layoutDirection: LayoutDirection
    /// Whether the cache was made or updated for this node's subviews.
    private var cacheIsCurrent = false
    private var mergedGuides: [GuideQuery: CGFloat?] = [:]

    private struct GuideQuery: Hashable {
        let key: AlignmentKey
        let proposal: ProposedViewSize
    }

    init(layout: L, children: [LayoutNode], store: LayoutCacheBox<L>, layoutDirection: LayoutDirection) {
        self.layout = layout
        subviewNodes = children
        self.store = store
        self.layoutDirection = layoutDirection
    }

    override var children: [LayoutNode] { subviewNodes }

    /// The proxies handed to the layout.
    private lazy var subviews = LayoutSubviews(
        subviewNodes.enumerated().map { index, node in LayoutSubview(node: node, index: index, recorder: recorder, values: LayoutValues(of: node)) },
        layoutDirection: layoutDirection)

    /// Runs `work` with the layout's cache, made or updated first.
    private func withCache<T>(_ work: (inout L.Cache) -> T) -> T {
        var cache: L.Cache
        if let kept = store.cache {
            cache = kept
            if !cacheIsCurrent { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        cacheIsCurrent = true
        // Out of the store while the layout works: a reentrant call makes its own.
        store.cache = nil
        let result = work(&cache)
        store.cache = cache
        return result
    }

    override var spacing: NodeSpacing {
        withCache { layout.spacing(subviews: subviews, cache: &$0) }.nodeSpacing
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// Where the layout puts each subview in `bounds`, for `proposal`.
    private func placements(in bounds: CGRect, proposal: ProposedViewSize) -> [(origin: CGPoint, proposal: ProposedViewSize)] {
        let recorded = recorder.recording {
            withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return subviewNodes.indices.map { index in
            if let placed = recorded[index] { return placed }
            let size = subviewNodes[index].size(for: proposal)
            return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal)
        }
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        // The layout sees the proposal as it was measured for: NaN is no proposal, negatives are zero.
        let proposal = proposal.sanitized
        for (index, placement) in placements(in: frame, proposal: proposal).enumerated() {
            subviewNodes[index].place(at: placement.origin, proposal: placement.proposal)
        }
    }

    /// A layout may set any guide itself.
    override func settableGuideKinds() -> GuideKinds { .all }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = proposal.sanitized
        let explicit: CGFloat? = withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        if let explicit { return explicit.isFinite ? explicit : nil }
        let query = GuideQuery(key: key, proposal: proposal)
        if let merged = mergedGuides[query] { return merged }
        let merged = mergedGuide(key, in: bounds, proposal: proposal)
        mergedGuides[query] = merged
        return merged
    }

    /// The subviews' explicit values of a guide where the layout places
    /// them: the topmost first baseline, the lowest last baseline, else their average.
    private func mergedGuide(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        var values: [CGFloat] = []
        for (index, placement) in placements(in: bounds, proposal: proposal).enumerated() {
            let node = subviewNodes[index]
            guard let value = node.explicitGuide(key, for: placement.proposal) else { continue }
            values.append(value + (key.axis == .horizontal ? placement.origin.x : placement.origin.y))
        }
        guard !values.isEmpty else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return values.min() }
        if key == VerticalAlignment.lastTextBaseline.key { return values.max() }
        return values.reduce(0, +) / CGFloat(values.count)
    }
}
