import Foundation

extension UIView {
    /// Attaches `gestureRecognizer` (moving it from the view it was attached to, if any).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`, if attached here.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Replaces the attached recognizers with `recognizers` (what setting `gestureRecognizers` does).
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
