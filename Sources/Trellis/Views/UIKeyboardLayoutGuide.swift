import Foundation

/// The space the keyboard takes at the bottom of a view: UIKit's
/// `UIKeyboardLayoutGuide`, which every view has as `keyboardLayoutGuide`.
/// Its leading, trailing and bottom edges are the view's; its top is the
/// keyboard's top while one shows, and the bottom of the safe area (or of
/// the view, when `usesBottomSafeArea` is false) while none does. Pin
/// content's bottom to its top to keep it above the keyboard.
///
/// Headless, the keyboard is the host's simulated one
/// (`HeadlessHost.showKeyboard(height:)`); the guide moves when it shows
/// and hides.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard undocked on iPad (kept; the simulated keyboard is always docked).
    open var followsUndockedKeyboard = false
    /// Whether, with no keyboard, the guide's top is the safe area's bottom (true) or the view's.
    open var usesBottomSafeArea = true {
        didSet { keyboardDidChange() }
    }

    private var edges: [NSLayoutConstraint] = []
    private var topToSafeArea: NSLayoutConstraint?
    private var topToBottom: NSLayoutConstraint?

    /// Adds the guide to `view` with its edges' constraints.
    fileprivate func install(in view: UIView) {
        identifier = "UIViewKeyboardLayoutGuide"
        view.addLayoutGuide(self)
        edges = [
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        topToSafeArea = topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        topToBottom = topAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate(edges)
        keyboardDidChange()
    }

    /// Moves the top to the keyboard's top over the owning view, or to the
    /// safe area's (or view's) bottom when no keyboard shows over it.
    func keyboardDidChange() {
        guard let view = owningView, let topToSafeArea, let topToBottom else { return }
        var overlap: CGFloat = 0
        if let window = view.window, let keyboard = window.keyboardFrame {
            let bottom = view.convert(CGPoint(x: 0, y: view.bounds.maxY), to: window).y
            overlap = min(max(0, bottom - keyboard.minY), view.bounds.height)
        }
        topToBottom.constant = -overlap
        let followsSafeArea = overlap == 0 && usesBottomSafeArea
        topToSafeArea.isActive = followsSafeArea
        topToBottom.isActive = !followsSafeArea
    }
}

extension UIView {
    /// The guide to the space the keyboard takes at the bottom of the view
    /// (made and added the first time it is asked for).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.install(in: self)
        return guide
    }
}
