import Foundation
import Testing
@testable import Trellis

/// A view that places its subviews itself (a hosting view's drawn content)
/// in a layout pass: its subviews are laid out when they ask for it (new,
/// resized, marked), not at every pass, while an ordinary view's are laid
/// out at every pass.
@MainActor
@Suite struct SelfPlacingViewTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A root holding a view of three counting leaves and a counting
    /// container of one, laid out once.
    func tree(placesSubviewsItself: Bool) -> (root: UIView, leaves: [CountingView], container: CountingView, inner: CountingView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let holder = UIView(frame: root.bounds)
        holder.placesSubviewsItself = placesSubviewsItself
        root.addSubview(holder)
        let leaves = (0..<3).map { index in CountingView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 100, height: 30)) }
        for leaf in leaves { holder.addSubview(leaf) }
        let container = CountingView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let inner = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(inner)
        holder.addSubview(container)
        root.layoutIfNeeded()
        return (root, leaves, container, inner)
    }

    @Test func onlyTheLeavesThatAskAreLaidOutAgain() {
        let (root, leaves, container, inner) = tree(placesSubviewsItself: true)
        #expect(leaves.map(\.layouts) == [1, 1, 1])
        leaves[1].frame.size.width = 120  // resized: asks for layout
        leaves[2].setNeedsLayout()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaves.map(\.layouts) == [1, 2, 2])
        // A view with subviews of its own is gone through: what is in it may need layout.
        #expect(container.layouts == 2 && inner.layouts == 2)
        #expect(leaves.allSatisfy { !$0.needsLayout })
    }

    @Test func anOrdinaryViewsSubviewsAreLaidOutAtEveryPass() {
        let (root, leaves, _, _) = tree(placesSubviewsItself: false)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaves.map(\.layouts) == [2, 2, 2])
    }
}
