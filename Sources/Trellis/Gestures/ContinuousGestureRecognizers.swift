import Foundation

/// Recognizes a finger held still (half a second by default). The headless
/// host does not press yet; the recognizer keeps its settings so that code
/// setting them compiles and runs.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move meanwhile, in points (10).
    open var allowableMovement: CGFloat = 10
    /// The taps before the press (0).
    open var numberOfTapsRequired = 0
    /// The fingers that press (1).
    open var numberOfTouchesRequired = 1
}

/// Recognizes a finger dragged: its translation and velocity. The headless
/// host does not pan yet (its drags move scroll views); the translation
/// is what was last set.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (unbounded).
    open var maximumNumberOfTouches = Int.max

    private var translationInWindow: CGPoint = .zero

    /// How far the finger has moved, in `view`'s coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint { translationInWindow }

    /// Sets the translation so far (to zero, typically, after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { translationInWindow = translation }

    /// How fast the finger moves, in points per second (zero: the host does not pan yet).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
