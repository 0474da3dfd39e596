import Trellis
@testable import TrellisUI

// Reads back what a hosting view built and drew, so that a tree rebuilt
// from a changed root view can be compared with a fresh hosting view's.

/// Every node of the tree below `root`, each once for every place it is at.
@MainActor func allNodes(below root: LayoutNode) -> [LayoutNode] {
    var found: [LayoutNode] = []
    var pending = [root]
    while let node = pending.popLast() {
        found.append(node)
        pending += node.children
    }
    return found
}

/// Every view below `view`: its kind, frame and text, depth first.
@MainActor func drawnViews(below view: UIView) -> [String] {
    view.subviews.flatMap { subview in
        ["\(type(of: subview)) \(subview.frame) \((subview as? UILabel)?.text ?? "")"] + drawnViews(below: subview)
    }
}

/// The views `root` draws, laid out in a new hosting view of `size`.
@MainActor func freshlyDrawnViews<V: View>(of root: V, in size: CGSize) -> [String] {
    let controller = UIHostingController(rootView: root)
    controller.view.frame = CGRect(origin: .zero, size: size)
    controller.view.layoutIfNeeded()
    return drawnViews(below: controller.view)
}

/// The height a table gives `cell` at `width`: its width required, its
/// height as small as its content allows (`systemLayoutSizeFitting`).
@MainActor func tableFittedHeight(of cell: UIView, width: CGFloat) -> CGFloat {
    cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
}
