import Foundation

/// `HStack`'s layout as a `Layout` value: to switch layouts with
/// `AnyLayout`, or to use from a custom layout.
public struct HStackLayout: Layout {
    /// The guide the subviews are aligned on.
    public var alignment: VerticalAlignment
    /// The gap between subviews (nil: each pair's preferred spacing).
    public var spacing: CGFloat?

    /// A row aligned on `alignment`, `spacing` apart (nil: the default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(subviews) { StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: $0) }
    }
}

/// `VStack`'s layout as a `Layout` value.
public struct VStackLayout: Layout {
    /// The guide the subviews are aligned on.
    public var alignment: HorizontalAlignment
    /// The gap between subviews (nil: each pair's preferred spacing).
    public var spacing: CGFloat?

    /// A column aligned on `alignment`, `spacing` apart (nil: the default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(subviews) { StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: $0) }
    }
}

/// `ZStack`'s layout as a `Layout` value.
public struct ZStackLayout: Layout {
    /// The guides the subviews are aligned on.
    public var alignment: Alignment

    /// Layers aligned on `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public typealias Cache = _StackLayoutCache

    public func makeCache(subviews: Subviews) -> Cache {
        _StackLayoutCache(subviews) { OverlayNode(layers: $0, alignment: alignment) }
    }
}

// Each stack layout sizes, places and aligns through its container node (see `_StackLayoutCache`).
extension Layout where Cache == _StackLayoutCache {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.size(for: proposal, subviews, remake: makeCache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.place(in: bounds, proposal: proposal, subviews, remake: makeCache)
    }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { cache.guide(guide.key, in: bounds, subviews, remake: makeCache) }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { cache.guide(guide.key, in: bounds, subviews, remake: makeCache) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { cache.spacing(subviews, remake: makeCache) }
}

/// The cache of a stack layout: its container node (a `StackNode` or an
/// `OverlayNode`) laid out over proxies of the subviews, so that the layout
/// sizes, places and aligns them exactly as the stack views do.
public struct _StackLayoutCache: Sendable {
    let subviews: LayoutSubviews
    let node: LayoutNode

    init(_ subviews: LayoutSubviews, make: @MainActor ([LayoutNode]) -> LayoutNode) {
        self.subviews = subviews
        node = MainActor.assumeIsolated { make(subviews.map { SubviewProxyNode($0) }) }
    }

    /// The container node over `subviews`: this one, or a new one when the
    /// layout is asked about other subviews than it was made for.
    private mutating func node(for subviews: LayoutSubviews, remake: (LayoutSubviews) -> _StackLayoutCache) -> LayoutNode {
        if self.subviews != subviews { self = remake(subviews) }
        return node
    }

    mutating func size(for proposal: ProposedViewSize, _ subviews: LayoutSubviews, remake: (LayoutSubviews) -> _StackLayoutCache) -> CGSize {
        let node = node(for: subviews, remake: remake)
        return MainActor.assumeIsolated { node.size(for: proposal) }
    }

    mutating func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews, remake: (LayoutSubviews) -> _StackLayoutCache) {
        let node = node(for: subviews, remake: remake)
        MainActor.assumeIsolated { node.place(at: bounds.origin, proposal: proposal) }
    }

    mutating func guide(_ key: AlignmentKey, in bounds: CGRect, _ subviews: LayoutSubviews, remake: (LayoutSubviews) -> _StackLayoutCache) -> CGFloat? {
        let node = node(for: subviews, remake: remake)
        return MainActor.assumeIsolated { node.guide(key, proposal: ProposedViewSize(bounds.size), size: bounds.size) }
    }

    /// A stack likes the standard spacing around it, as the stack views do.
    mutating func spacing(_ subviews: LayoutSubviews, remake: (LayoutSubviews) -> _StackLayoutCache) -> ViewSpacing {
        let node = node(for: subviews, remake: remake)
        return ViewSpacing(MainActor.assumeIsolated { node.spacing })
    }
}

/// A subview of a custom layout seen as a node: sized as the subview is,
/// placed by calling its `place(at:anchor:proposal:)`.
final class SubviewProxyNode: LayoutNode {
    let subview: LayoutSubview

    init(_ subview: LayoutSubview) { self.subview = subview }

    override var layoutPriority: Double { subview.node.layoutPriority }
    override var spacing: NodeSpacing { subview.node.spacing }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { subview.node.size(for: proposal) }
    override func settableGuideKinds() -> GuideKinds { subview.node.guideKinds }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        subview.node.guide(key, proposal: proposal, size: size)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        subview.place(at: frame.origin, proposal: proposal)
    }
}

/// A layout of any type: switching the layout inside keeps the subviews
/// (and their state), as the same views are rearranged.
public struct AnyLayout: Layout {
    let layout: any Layout

    /// The layout `layout`, its type erased.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The cache of the layout inside, with the layout's type.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The layout's own properties (a stack's orientation), unlike the static ones.
    var properties: LayoutProperties { type(of: layout).layoutProperties }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard cache.layoutType == ObjectIdentifier(L.self), var inner = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&inner, subviews: subviews)
            cache.value = inner
        }
        update(layout)
    }

    /// Runs `work` on the layout inside with its own cache.
    private func withInner<T>(_ cache: inout Cache, subviews: Subviews, _ work: (any Layout, inout Any) -> T) -> T {
        if cache.layoutType != ObjectIdentifier(type(of: layout)) { cache = makeCache(subviews: subviews) }
        return work(layout, &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L, _ value: inout Any) -> CGSize {
            var inner = value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withInner(&cache, subviews: subviews) { size($0, &$1) }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L, _ value: inout Any) {
            var inner = value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        withInner(&cache, subviews: subviews) { place($0, &$1) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func align<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var inner = value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { value = inner }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withInner(&cache, subviews: subviews) { align($0, &$1) }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        func align<L: Layout>(_ layout: L, _ value: inout Any) -> CGFloat? {
            var inner = value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { value = inner }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return withInner(&cache, subviews: subviews) { align($0, &$1) }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L, _ value: inout Any) -> ViewSpacing {
            var inner = value as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return withInner(&cache, subviews: subviews) { spacing($0, &$1) }
    }
}
