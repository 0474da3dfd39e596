import Foundation

extension HeadlessHost {
    /// The simulated keyboard's frame in the window, while it shows.
    public var keyboardFrame: CGRect? { window.keyboardFrame }

    /// Shows a simulated keyboard `height` points tall across the bottom of
    /// the screen: every `keyboardLayoutGuide` in the window moves its top
    /// to the keyboard's, and the window is laid out. A height that is not
    /// finite or not positive is reported and ignored. (A keyboard shown
    /// before the device turns keeps its old frame until shown again.)
    public func showKeyboard(height: CGFloat) {
        perform {
            guard height.isFinite, height > 0 else {
                LayoutDiagnostics.report(
                    height.isFinite ? .invalidConfiguration : .nonFiniteValue,
                    "HeadlessHost.showKeyboard(height:): a keyboard cannot be \(height) points tall; none is shown.", views: [window])
                return
            }
            window.layoutIfNeeded()
            let bounds = window.bounds
            window.keyboardFrame = CGRect(x: bounds.minX, y: bounds.maxY - min(height, bounds.height), width: bounds.width,
                                          height: min(height, bounds.height))
            moveKeyboardLayoutGuides()
        }
    }

    /// Hides the simulated keyboard: the keyboard layout guides go back to the safe area's bottom.
    public func hideKeyboard() {
        perform {
            window.keyboardFrame = nil
            moveKeyboardLayoutGuides()
        }
    }

    private func moveKeyboardLayoutGuides() {
        window.forEachInSubtree { view in
            for case let guide as UIKeyboardLayoutGuide in view.layoutGuides { guide.keyboardDidChange() }
        }
        window.layoutIfNeeded()
    }
}
