/// How much a constraint matters: 1 … 1000, 1000 required (UIKit's values).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: compression resistance by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: a window-resizing drag.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: a scene keeps its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: content hugging by default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what fitting-size calculations pull with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `amount` (`.defaultLow + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `amount` (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
