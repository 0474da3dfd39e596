/// How much a constraint matters, on UIKit's scale: 1 … 1000, 1000 = required.
///
/// Priorities are strict levels: the solver satisfies every constraint of a
/// higher priority as well as it can before it looks at lower ones, so one
/// constraint at 751 outweighs any number at 750. Within one level the errors
/// of its constraints add up. Fractional values (999.5, 50.5) are levels of
/// their own.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The level, in 1 … 1000.
    public var rawValue: Double

    /// Creates a priority; the solver rejects values outside 1 … 1000 when it is used.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// Creates a priority from a number.
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// 1000: must hold.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` (compression resistance).
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow` (content hugging).
    public static let defaultLow = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required level.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is a usable priority: finite, above 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { formatted(rawValue) }
}
