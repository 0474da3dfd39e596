import Foundation

/// Axes of a layout, as a set: across, down, or both.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Across.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Down.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}
