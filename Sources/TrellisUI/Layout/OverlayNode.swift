import Foundation

/// Layers placed on one another and aligned on two guides (a `ZStack`):
/// each is offered the stack's proposal; the stack is as large as the
/// union of the aligned layers.
final class OverlayNode: LayoutNode {
    let layers: [LayoutNode]
    let alignment: Alignment

    init(layers: [LayoutNode], alignment: Alignment) {
        self.layers = layers
        self.alignment = alignment
    }

    override var children: [LayoutNode] { layers }

    private func arrangement(for proposal: ProposedViewSize) -> (offsets: [CGPoint], size: CGSize) {
        let dimensions = layers.map { $0.dimensions(for: proposal) }
        let guides = dimensions.map { CGPoint(x: $0.value(of: alignment.horizontal.key), y: $0.value(of: alignment.vertical.key)) }
        let line = CGPoint(x: guides.map(\.x).max() ?? 0, y: guides.map(\.y).max() ?? 0)
        var union = CGRect.null
        var origins: [CGPoint] = []
        for (index, size) in dimensions.enumerated() {
            let origin = CGPoint(x: line.x - guides[index].x, y: line.y - guides[index].y)
            origins.append(origin)
            union = union.union(CGRect(origin: origin, size: size.size))
        }
        if union.isNull { union = .zero }
        let offsets = origins.map { CGPoint(x: $0.x - union.minX, y: $0.y - union.minY) }
        return (offsets, union.size)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    /// A guide the layers set, combined as SwiftUI combines explicit values.
    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let arranged = arrangement(for: proposal)
        let values = layers.indices.compactMap { index in
            layers[index].dimensions(for: proposal).explicitGuide(key).map { $0 + arranged.offsets[index][key.axis] }
        }
        return key.combinedExplicitValue(of: values)
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        let arranged = arrangement(for: proposal)
        for (index, layer) in layers.enumerated() {
            layer.place(at: CGPoint(x: frame.minX + arranged.offsets[index].x, y: frame.minY + arranged.offsets[index].y), proposal: proposal)
        }
    }
}
