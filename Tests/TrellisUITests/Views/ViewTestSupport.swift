import Testing
import Trellis
@testable import TrellisUI

/// Hosts `view` in a hosting controller's view of `size`, laid out.
@MainActor
func hosted<V: View>(_ view: V, in size: CGSize) -> UIHostingController<V> {
    let controller = UIHostingController(rootView: view)
    controller.view.frame = CGRect(origin: .zero, size: size)
    controller.view.layoutIfNeeded()
    return controller
}

/// The layout node of `view`, built as a hosting view builds its root.
@MainActor
func layoutNode<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> LayoutNode {
    let context = BuildContext(graph: ViewGraph(), identity: .root, environment: environment, measurer: TextMeasurer.current)
    return rootNode(of: view, in: context)
}

/// The size `view` chooses for a proposal.
@MainActor
func size<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize {
    layoutNode(view).size(for: proposal)
}

extension UIView {
    /// Every view below this one of type `T`, front to back in drawing order, with its frame in this view's coordinates.
    func descendants<T: UIView>(_ type: T.Type) -> [(view: T, frame: CGRect)] {
        var found: [(T, CGRect)] = []
        func visit(_ view: UIView, _ origin: CGPoint) {
            for subview in view.subviews {
                let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
                if let match = subview as? T { found.append((match, frame)) }
                visit(subview, frame.origin)
            }
        }
        visit(self, .zero)
        return found
    }
}
