import Foundation

/// The root of a view tree that is shown: every view in it has this as its
/// `window`. Windows, screens, view controllers and scenes grow around it in
/// the app-host layer; here it is the root that the layout engine and the
/// window callbacks know about.
@MainActor
open class UIWindow: UIView {
    /// Whether the window is the one receiving events.
    public private(set) var isKeyWindow = false

    /// Makes the window the key window and lays it out.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }
}

extension UIView {
    /// The window the view is in, if its tree has one at the root.
    public var window: UIWindow? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
    }

    /// Tells a subtree that its window is about to change: `willMove(toWindow:)`
    /// before the move, `didMoveToWindow()` after, on every view in it.
    func notifyWindowChange(from old: UIWindow?, to new: UIWindow?, after: Bool) {
        guard old !== new else { return }
        if after { didMoveToWindow() } else { willMove(toWindow: new) }
        for subview in subviews { subview.notifyWindowChange(from: old, to: new, after: after) }
    }
}
