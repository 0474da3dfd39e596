import Foundation

// On iOS, views, view controllers, layout guides and constraints are
// `NSObject`s, and so equal only to themselves and hashable by identity: code
// writes `controller.parent != parent` and `subviews.contains(view)`. They are
// the same here.

extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
