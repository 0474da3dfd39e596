import Foundation

// The option types a view's properties take, nested in `UIView` as in UIKit.

extension UIView {
    /// How a view's content is fitted into its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The flexible parts of a frame: margins, width, height.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask bits, as UIKit numbers them.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge grows and shrinks with it.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks with the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge grows and shrinks with it.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge grows and shrinks with it.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks with the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge grows and shrinks with it.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
