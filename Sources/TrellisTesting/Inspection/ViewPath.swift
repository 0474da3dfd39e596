import Foundation
import Trellis

/// A view's place in its tree, as lints and the report name it:
/// `UIWindow/UIView/UITableView/TweetCell[2]/UIStackView`, each step the
/// view's class, with its index among its superview's subviews of the same
/// class when there are several; a step with an accessibility identifier is
/// written `#identifier` instead.
public enum ViewPath {
    /// The path of `view` from `root` (or from the top of its tree).
    @MainActor
    public static func of(_ view: UIView, from root: UIView? = nil) -> String {
        var steps: [String] = []
        var current: UIView? = view
        while let step = current {
            steps.append(name(of: step))
            if step === root { break }
            current = step.superview
        }
        return steps.reversed().joined(separator: "/")
    }

    /// Visits `root` and its subviews depth first, parents first, with each view's path and superview.
    @MainActor
    static func walk(_ root: UIView, _ visit: (UIView, String, UIView?) -> Void) {
        func go(_ view: UIView, _ path: String, _ parent: UIView?) {
            visit(view, path, parent)
            for subview in view.subviews { go(subview, path + "/" + name(of: subview), view) }
        }
        go(root, name(of: root), nil)
    }

    @MainActor
    private static func name(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return "#" + identifier }
        let className = String(describing: type(of: view))
        guard let siblings = view.superview?.subviews else { return className }
        let sameClass = siblings.filter { type(of: $0) == type(of: view) }
        guard sameClass.count > 1, let position = sameClass.firstIndex(where: { $0 === view }) else { return className }
        return "\(className)[\(position)]"
    }
}
