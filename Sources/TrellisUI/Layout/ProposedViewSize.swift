import Foundation

/// The size a parent offers a child: each dimension a length, or nil to ask
/// for the child's ideal length. A zero length asks for its minimum, an
/// infinite one for its maximum.
@frozen
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of a width and a height, either unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, unspecified dimensions replaced (by 10 points, as in SwiftUI, unless told).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal along a stack's axis and across it.
    init(along axis: Axis, _ length: CGFloat?, across: CGFloat?) {
        self = axis == .horizontal ? .init(width: length, height: across) : .init(width: across, height: length)
    }
}

/// A sanitised proposal as a cache finds it (see `ProposedViewSize.key`).
struct ProposalKey: Equatable {
    let width: UInt
    let height: UInt
}

/// The horizontal or vertical dimension.
@frozen
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    @frozen
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension ProposedViewSize {
    /// The proposal as layout takes it: a NaN length is no proposal of a
    /// length (nil), a negative one zero; an infinite one stays infinite.
    var sanitized: ProposedViewSize {
        // Most proposals are usable as they are (each length nil, or neither NaN nor negative).
        func isUsable(_ length: CGFloat?) -> Bool { length.map { $0 >= 0 } ?? true }
        if isUsable(width), isUsable(height) { return self }
        func length(_ length: CGFloat?) -> CGFloat? {
            guard let length, !length.isNaN else { return nil }
            return max(0, length)
        }
        return ProposedViewSize(width: length(width), height: length(height))
    }

    /// A sanitised proposal as two words, compared in two integer
    /// comparisons where two optional lengths take several: each length's
    /// bits, none as a NaN (which a sanitised proposal never holds).
    var key: ProposalKey {
        ProposalKey(width: (width ?? .nan).bitPattern, height: (height ?? .nan).bitPattern)
    }

    /// The proposal less `width` and `height` (a length never below zero;
    /// none stays none). (Here rather than in the main-actor nodes that use
    /// it: a closure made there checks its executor each time it is called.)
    func inset(width: CGFloat, height: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: self.width.map { max(0, $0 - width) }, height: self.height.map { max(0, $0 - height) })
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size of `length` along `axis` and `across` the other way.
    init(along axis: Axis, _ length: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: length, height: across) : CGSize(width: across, height: length)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
