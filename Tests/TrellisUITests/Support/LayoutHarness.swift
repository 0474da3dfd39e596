import Foundation
import Testing
import Trellis
@testable import TrellisUI

// Lays views out the way a hosting controller does and reads back where they
// went, so that fixtures can state SwiftUI's documented results as frames.

/// Names a view so that its frame can be read after layout (`probe(_:)`).
struct ProbeModifier: ViewModifier, PrimitiveModifier {
    typealias Node = ProbeNode
    let name: String
    func wrap(_ content: LayoutNode, reusing previous: ModifierNode?, in context: BuildContext) -> LayoutNode {
        node(previous, wrapping: content, in: context, alike: { $0.name == name }) { ProbeNode(content, name: name) }
    }
}

/// A node that lays out exactly as its content does and carries a name.
final class ProbeNode: ModifierNode {
    let name: String

    init(_ content: LayoutNode, name: String) {
        self.name = name
        super.init(content)
    }
}

extension View {
    /// The view, named for `LayoutHarness`; its layout does not change.
    func probe(_ name: String) -> some View { modifier(ProbeModifier(name: name)) }
}

/// Where the probed views of a tree went, and what was drawn.
struct LaidOut {
    /// Each probed view's frame before pixel rounding, in the root's (or the
    /// hosting view's) coordinates, left to right whatever the direction.
    var frames: [String: CGRect]
    /// The size the root chose.
    var size: CGSize
    /// The frames of the drawn leaves (colours, shapes, texts) in the hosting
    /// view, back to front, as displayed: rounded to pixels and mirrored.
    var drawn: [CGRect]

    /// The frame of the view probed as `name` (a zero-sized rectangle at
    /// the origin when nothing has that name, so that a missing probe fails).
    subscript(name: String) -> CGRect { frames[name] ?? CGRect(x: -.greatestFiniteMagnitude, y: 0, width: 0, height: 0) }
}

@MainActor
enum LayoutHarness {
    /// The node tree of `view`, built with the default environment and text measurer.
    static func node<V: View>(of view: V) -> LayoutNode {
        let context = BuildContext(graph: ViewGraph(), identity: .root, environment: EnvironmentValues(), measurer: TextMeasurer.current)
        return rootNode(of: view, in: context)
    }

    /// The size `view` chooses for `proposal` (nil, zero, infinite, NaN and negative lengths allowed).
    static func size<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize {
        node(of: view).size(for: proposal)
    }

    /// `view` laid out at the origin for `proposal`, as a parent would place it.
    static func layout<V: View>(_ view: V, proposal: ProposedViewSize) -> LaidOut {
        let root = node(of: view)
        root.place(at: .zero, proposal: proposal)
        return LaidOut(frames: probes(under: root), size: root.frame.size, drawn: [])
    }

    /// `view` shown by a hosting controller whose view is `size` large, at a
    /// display scale and in a layout direction; frames are in the hosting view.
    static func host<V: View>(
        _ view: V, in size: CGSize, scale: CGFloat = 1, direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> LaidOut {
        let controller = UIHostingController(rootView: view)
        controller.traitOverrides.displayScale = scale
        controller.traitOverrides.layoutDirection = direction
        let hosting = controller.view!
        hosting.frame = CGRect(origin: .zero, size: size)
        hosting.layoutIfNeeded()
        let root = (hosting as! _UIHostingView<V>).rootNode()
        var drawn: [CGRect] = []
        collectLeaves(of: hosting, offset: .zero, into: &drawn)
        return LaidOut(frames: probes(under: root), size: root.frame.size, drawn: drawn)
    }

    /// The frames of the probes under `root`, by name.
    private static func probes(under root: LayoutNode) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            if let probe = node as? ProbeNode { frames[probe.name] = probe.frame }
            pending.append(contentsOf: node.children)
        }
        return frames
    }

    private static func collectLeaves(of view: UIView, offset: CGPoint, into frames: inout [CGRect]) {
        for subview in view.subviews {
            let frame = subview.frame.offsetBy(dx: offset.x, dy: offset.y)
            if subview is ColorLeafView || subview is ShapeLeafView || subview is TextLeafView {
                frames.append(frame)
            } else {
                collectLeaves(of: subview, offset: frame.origin, into: &frames)
            }
        }
    }
}

/// Whether two rectangles agree to within `tolerance` on every edge.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two lengths agree to within `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether two sizes agree to within `tolerance`.
func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Expects `actual` to be `expected` to within a millionth of a point.
func expectFrame(_ actual: CGRect, _ expected: CGRect, _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected), "\(what) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects `actual` to be `expected` to within a millionth of a point.
func expectSize(_ actual: CGSize, _ expected: CGSize, _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected), "\(what) is \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// A rectangle from its edges' coordinates.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
