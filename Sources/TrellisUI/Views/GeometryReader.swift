import Foundation

/// A view that takes the space it is offered (ten points where a dimension
/// is not offered) and builds its content, at layout time, from its size
/// and place. The content's views are placed at its top-leading corner,
/// each offered the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The content for the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is made at layout, from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let memory = context.graph.box(for: ViewGraph.StorageKey(
            identity: context.identity.appending(.type(ObjectIdentifier(GeometryMemory.self))), property: 0)) { GeometryMemory() }
        let identity = context.identity.appending(.type(ObjectIdentifier(Self.self)))
        let (environment, measurer, content) = (context.environment, context.measurer, self.content)
        // The graph is held weakly: a layout's cache kept by the graph may hold this node.
        let node = GeometryNode(memory: memory) { [weak graph = context.graph] frame in
            guard let graph else { return [] }
            var built: [LayoutNode] = []
            let inner = BuildContext(graph: graph, identity: identity, environment: environment, measurer: measurer)
            inner.appendNodes(of: content(GeometryProxy(frame: frame)), to: &built, candidates: .none)
            return built
        }
        nodes.append(node)
    }
}

/// A reader's size and place, for its content.
public struct GeometryProxy {
    /// The reader's frame in the hosting view's coordinates.
    let globalFrame: CGRect

    init(frame: CGRect) { globalFrame = frame }

    /// The reader's size.
    public var size: CGSize { globalFrame.size }

    /// The part of the safe area the reader overlaps: none, as hosted
    /// content is laid out inside the safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` its own bounds;
    /// `.global` (and a named space, which TrellisUI does not define) the
    /// hosting view's coordinates, the window's for a hosting view at the
    /// window's origin.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: globalFrame.size)
        case .global, .named: globalFrame
        }
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable {
    /// The window's (here: the hosting view's).
    case global
    /// The view's own.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// What a reader remembers between builds: the frame it was last placed in.
@MainActor
final class GeometryMemory {
    var frame: CGRect?
}

/// A reader's node: the proposal's size; its content built for its frame
/// when placed. The content is also built for the last frame when the tree
/// is built, so that the state of views in it is kept from build to build.
final class GeometryNode: LayoutNode {
    private let memory: GeometryMemory
    private let build: (CGRect) -> [LayoutNode]
    private var built: (frame: CGRect, nodes: [LayoutNode])?

    init(memory: GeometryMemory, build: @escaping (CGRect) -> [LayoutNode]) {
        self.memory = memory
        self.build = build
        super.init()
        if let frame = memory.frame { built = (frame, build(frame)) }
    }

    override var children: [LayoutNode] { built?.nodes ?? [] }

    /// Its content is built at layout: any guide may be set in it.
    override func settableGuideKinds() -> GuideKinds { .all }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        memory.frame = frame
        if built?.frame != frame { built = (frame, build(frame)) }
        for node in built?.nodes ?? [] {
            node.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }
}
