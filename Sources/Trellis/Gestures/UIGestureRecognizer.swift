import Foundation

/// Recognizes a gesture on the view it is attached to and runs its
/// handlers when it does (UIKit's `UIGestureRecognizer`).
///
/// UIKit sends a recognizer's actions to targets through selectors, which
/// Linux has not; Trellis runs closures instead: ``init(handler:)`` and
/// ``addAction(_:)`` are Trellis's additions, what `trellis port` turns
/// `init(target:action:)` and `addTarget(_:action:)` into. A handler
/// receives the recognizer (cast it to the subclass it was made as).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// Not yet recognized (the state between gestures).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (for a discrete gesture: recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture could not be recognized.
        case failed

        /// A discrete gesture recognized (the same as `.ended`).
        public static let recognized = State.ended
    }

    /// Where the recognizer is in recognizing its gesture (`.recognized`
    /// while its handlers run for a discrete gesture, then `.possible` again).
    open internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer recognizes (a disabled one lets touches through to the view).
    open var isEnabled = true
    /// Whether the views under the touch stop receiving it when the gesture
    /// is recognized (a control's action does not run, a cell is not selected).
    open var cancelsTouchesInView = true
    /// A name to find the recognizer by.
    open var name: String?

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// Where the last touch was, in window coordinates.
    var touchLocationInWindow: CGPoint = .zero

    /// A recognizer with no handler yet (add one with ``addAction(_:)``).
    public init() {}

    /// A recognizer that runs `handler` each time it recognizes its gesture
    /// (Trellis's addition, in place of `init(target:action:)`).
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers = [handler]
    }

    /// Runs `handler` too each time the gesture is recognized (Trellis's
    /// addition, in place of `addTarget(_:action:)`).
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Where the gesture is in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return touchLocationInWindow }
        return view.convert(touchLocationInWindow, from: nil)
    }

    /// The number of touches in the gesture (one: the host's finger).
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// Whether the recognizer takes one tap of one finger: only tap
    /// recognizers do, when their counts are one.
    func recognizesSingleTap() -> Bool { false }

    /// Recognizes a discrete gesture at `point` (window coordinates): the
    /// handlers run in the `.recognized` state, then the recognizer is ready again.
    func recognize(at point: CGPoint) {
        touchLocationInWindow = point
        state = .recognized
        for handler in handlers { handler(self) }
        state = .possible
    }
}
