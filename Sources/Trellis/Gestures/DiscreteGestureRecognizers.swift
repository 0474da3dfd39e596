import Foundation

/// Recognizes taps: a number of taps by a number of fingers (one of each by default).
/// A host's tap (`HeadlessHost.tap(at:)`) is recognized by those that need one of each.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture (1).
    open var numberOfTapsRequired = 1
    /// The fingers that tap (1).
    open var numberOfTouchesRequired = 1

    override func recognizesSingleTap() -> Bool {
        numberOfTapsRequired == 1 && numberOfTouchesRequired == 1
    }
}

/// Recognizes a swipe in one of its directions (to the right by default).
/// The headless host does not swipe yet; the recognizer keeps its settings
/// so that code setting them compiles and runs.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions recognized (`.right`).
    open var direction: Direction = .right
    /// The fingers that swipe (1).
    open var numberOfTouchesRequired = 1
}
