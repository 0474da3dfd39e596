import Foundation

/// How a tap reaches gesture recognizers, as UIKit delivers it.
enum TapDelivery {
    /// The recognizer that recognizes a single tap on `hit`: the first enabled
    /// tap recognizer on `hit` or up its superviews, hit view first. A
    /// control keeps its own tap from recognizers on the views around it
    /// (UIKit lets a button's action win over a superview's tap recognizer),
    /// so the search stops at the first enabled control.
    @MainActor
    static func recognizer(for hit: UIView) -> UIGestureRecognizer? {
        var view: UIView? = hit
        while let current = view {
            if let found = current.attachedGestureRecognizers.first(where: { $0.isEnabled && $0.recognizesSingleTap() }) {
                return found
            }
            if let control = current as? UIControl, control.isEnabled { return nil }
            view = current.superview
        }
        return nil
    }
}
