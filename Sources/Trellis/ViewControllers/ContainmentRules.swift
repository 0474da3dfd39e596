import Foundation

/// The rules every container checks before it takes a view controller in
/// (as a child, pushed, as a tab, or presented): UIKit raises on breaking
/// them; Trellis reports `.invalidViewControllerUse` naming both
/// controllers, refuses the call, and keeps the hierarchy as it was.
extension UIViewController {
    /// Why `candidate` cannot be taken in by this controller, or nil if it can.
    /// `container` is what it would become ("a child", "pushed", "a tab", "presented").
    func containmentProblem(taking candidate: UIViewController, as container: String) -> String? {
        if candidate === self { return "a view controller cannot be \(container) of itself" }
        // Up through parents and presenters: taking in one of them would make a cycle.
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === candidate { return "\(type(of: candidate)) contains \(type(of: self)); taking it in would make a cycle" }
            ancestor = current.parent ?? current.presentingViewController
        }
        if candidate.presentingViewController != nil { return "\(type(of: candidate)) is presented by another view controller" }
        if let presented = candidate.presentedViewController, presented === self {
            return "\(type(of: candidate)) presents \(type(of: self))"
        }
        return nil
    }

    /// Reports that `candidate` was refused as `container`, and why.
    func refuse(_ candidate: UIViewController, as container: String, because problem: String) {
        LayoutDiagnostics.report(
            .invalidViewControllerUse,
            "\(type(of: self)) cannot take \(type(of: candidate)) as \(container): \(problem). The hierarchy stays as it was.",
            viewControllers: [self, candidate])
    }

    /// Checks a whole list of controllers to take in (a stack, tabs): none
    /// twice, each allowed, and none already a child of another container
    /// when `exclusive`. Reports the first problem; true if they may be taken.
    func mayTake(_ candidates: [UIViewController], as container: String) -> Bool {
        var seen = Set<ObjectIdentifier>()
        for candidate in candidates {
            guard seen.insert(ObjectIdentifier(candidate)).inserted else {
                refuse(candidate, as: container, because: "it is in the list twice")
                return false
            }
            if let problem = containmentProblem(taking: candidate, as: container) {
                refuse(candidate, as: container, because: problem)
                return false
            }
            if let parent = candidate.parent, parent !== self {
                refuse(candidate, as: container, because: "it is a child of \(type(of: parent)); remove it from there first")
                return false
            }
        }
        return true
    }
}
