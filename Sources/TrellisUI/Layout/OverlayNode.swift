import Foundation

/// Layers placed on one another and aligned on two guides (a `ZStack`).
///
/// The layers of the highest layout priority are offered the stack's
/// proposal, and the stack is as large as the union of them aligned (all the
/// layers, when none sets a priority). Layers of a lower priority are offered
/// that size and aligned on the same lines, so they take no part in the
/// stack's size: a colour behind a text of higher priority is the text's size.
final class OverlayNode: LayoutNode {
    private(set) var layers: [LayoutNode]
    let alignment: Alignment

    init(layers: [LayoutNode], alignment: Alignment) {
        self.layers = layers
        self.alignment = alignment
    }

    override var children: [LayoutNode] { layers }
    @usableFromInline override var childCount: Int { layers.count }
    override func child(at index: Int) -> LayoutNode { layers[index] }
    override func childIdentifier(at index: Int) -> ObjectIdentifier { ObjectIdentifier(layers[index]) }
    override func replaceChildren(_ children: [LayoutNode]) { layers = children }

    /// What each layer is offered, where it goes, and the stack's size.
    private func arrangement(for proposal: ProposedViewSize) -> (proposals: [ProposedViewSize], offsets: [CGPoint], size: CGSize) {
        let highest = layers.map(\.layoutPriority).max()
        var proposals = [ProposedViewSize](repeating: proposal, count: layers.count)
        var origins = [CGPoint](repeating: .zero, count: layers.count)
        let leading = layers.indices.filter { layers[$0].layoutPriority == highest }
        let guides = leading.map { index in
            let dimensions = layers[index].dimensions(for: proposal)
            return CGPoint(x: dimensions.value(of: alignment.horizontal.key), y: dimensions.value(of: alignment.vertical.key))
        }
        let line = CGPoint(x: guides.map(\.x).max() ?? 0, y: guides.map(\.y).max() ?? 0)
        var union = CGRect.null
        for (position, index) in leading.enumerated() {
            origins[index] = CGPoint(x: line.x - guides[position].x, y: line.y - guides[position].y)
            union = union.union(CGRect(origin: origins[index], size: layers[index].size(for: proposal)))
        }
        if union.isNull { union = CGRect(origin: line, size: .zero) }
        let inner = ProposedViewSize(union.size)
        for index in layers.indices where layers[index].layoutPriority != highest {
            proposals[index] = inner
            let dimensions = layers[index].dimensions(for: inner)
            origins[index] = CGPoint(x: line.x - dimensions.value(of: alignment.horizontal.key), y: line.y - dimensions.value(of: alignment.vertical.key))
        }
        let offsets = origins.map { CGPoint(x: $0.x - union.minX, y: $0.y - union.minY) }
        return (proposals, offsets, union.size)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    /// A guide the layers set, combined as SwiftUI combines explicit values.
    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard !key.isFrameGuide else { return nil }
        let arranged = arrangement(for: proposal)
        let values = layers.indices.compactMap { index in
            layers[index].explicitGuide(key, for: arranged.proposals[index]).map { $0 + arranged.offsets[index][key.axis] }
        }
        return key.combinedExplicitValue(of: values)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let arranged = arrangement(for: proposal)
        for (index, layer) in layers.enumerated() {
            layer.place(at: CGPoint(x: frame.minX + arranged.offsets[index].x, y: frame.minY + arranged.offsets[index].y), proposal: arranged.proposals[index])
        }
    }
}
