import Foundation

/// The view of a navigation or tab bar controller: at each layout pass it
/// lets the controller place its bar (which depends on the view's safe area
/// and traits).
@preconcurrency @MainActor
final class BarContainerView: UIView {
    var layoutBars: ((UIView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars?(self)
    }
}
