import Foundation

extension HeadlessHost {
    /// A finger pressing at `start`, moving to `end` in `steps` even moves,
    /// and lifting (window coordinates): the innermost enabled control under
    /// `start` tracks the touch as UIKit delivers it (a slider's thumb
    /// follows it). Scroll views are dragged with `drag(_:to:velocity:)`.
    /// Returns the control that tracked the touch, if any.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) -> UIControl? {
        perform { () -> UIControl? in
            window.layoutIfNeeded()
            var view = window.hitTest(start, with: nil)
            while let current = view, !(current is UIControl) { view = current.superview }
            guard let control = view as? UIControl, control.isEnabled else { return nil }
            let count = max(1, steps)
            let points = (0...count).map { step in
                let t = CGFloat(step) / CGFloat(count)
                return control.convert(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), from: window)
            }
            control.simulateTouch(along: points)
            window.layoutIfNeeded()
            return control
        }
    }
}
