import Foundation

/// How the lines of a paragraph are set: alignment, wrapping, and the space
/// around and between lines. Immutable; `NSMutableParagraphStyle` changes.
///
/// Unlike UIKit's, not an `NSObject` subclass (it keeps `isEqual(_:)` and
/// `hash`, and is `Hashable`): Foundation on Linux halts the process when it
/// compares the attributes of neighbouring runs of an attributed string
/// (appending, setting attributes) whose values are distinct instances of
/// an `NSObject` subclass from outside Foundation. A Swift class reaches
/// Foundation boxed, and is compared with `==`.
open class NSParagraphStyle: Hashable, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with every value at its default.
    public static let `default` = NSParagraphStyle()

    /// How lines sit between the margins.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap and how text that does not fit is shortened.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space after each line but the last, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Each line's natural height is multiplied by this (0: not).
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// No line is shorter than this (0: no minimum).
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// No line is taller than this (0: no maximum).
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// Space after the paragraph, in points.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph, in points.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0

    public init() {}

    /// The largest spacing, line height or multiple a style keeps.
    public static let maximumSpacing: CGFloat = 1_000_000

    /// A spacing as a style keeps it: negative and NaN values as 0, larger
    /// (and infinite) ones as `maximumSpacing`, so that measured text always
    /// has a finite size.
    static func spacingValue(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(0, value), maximumSpacing)
    }

    /// A copy with the same values.
    public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }

    /// A mutable copy with the same values.
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    private func copyValues<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        copy.lineHeightMultiple = lineHeightMultiple
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        return copy
    }

    /// What line layout takes from the style.
    var spacing: TextParagraphSpacing {
        TextParagraphSpacing(
            lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight,
            maximumLineHeight: maximumLineHeight, paragraphSpacing: paragraphSpacing, paragraphSpacingBefore: paragraphSpacingBefore)
    }

    /// Whether `object` is a paragraph style with the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && spacing == other.spacing
    }

    /// A hash of the values `isEqual(_:)` compares.
    open var hash: Int { hashValue }

    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(spacing)
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = NSParagraphStyle.spacingValue(newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = NSParagraphStyle.spacingValue(newValue) }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = NSParagraphStyle.spacingValue(newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = NSParagraphStyle.spacingValue(newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = NSParagraphStyle.spacingValue(newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = NSParagraphStyle.spacingValue(newValue) }
    }
}

/// The vertical spacing of a paragraph, as line layout applies it.
public struct TextParagraphSpacing: Hashable, Sendable {
    /// Extra space after each line but the paragraph's last.
    public var lineSpacing: CGFloat = 0
    /// Each line's natural height times this (0: unchanged).
    public var lineHeightMultiple: CGFloat = 0
    /// The least height of a line (0: none).
    public var minimumLineHeight: CGFloat = 0
    /// The most height of a line (0: none).
    public var maximumLineHeight: CGFloat = 0
    /// Space after the paragraph (but the text's last).
    public var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph (but the text's first).
    public var paragraphSpacingBefore: CGFloat = 0

    /// No extra spacing.
    public init() {}

    init(lineSpacing: CGFloat, lineHeightMultiple: CGFloat, minimumLineHeight: CGFloat, maximumLineHeight: CGFloat,
         paragraphSpacing: CGFloat, paragraphSpacingBefore: CGFloat) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
    }

    /// A line's height from its natural height: multiplied, then clamped
    /// (the natural height when that is not a finite, non-negative number).
    func lineHeight(natural: CGFloat) -> CGFloat {
        let height = unguardedLineHeight(natural: natural)
        return height.isFinite && height >= 0 ? height : natural
    }

    private func unguardedLineHeight(natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}
