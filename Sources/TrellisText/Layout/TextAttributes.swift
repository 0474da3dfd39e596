/// How a label wraps or shortens text that does not fit, as in UIKit.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters (grapheme clusters).
    case byCharWrapping = 1
    /// Lines end where the bounds do; what does not fit is not drawn.
    case byClipping = 2
    /// The start of the last line is replaced with an ellipsis.
    case byTruncatingHead = 3
    /// The end of the last line is replaced with an ellipsis (a label's default).
    case byTruncatingTail = 4
    /// The middle of the last line is replaced with an ellipsis.
    case byTruncatingMiddle = 5

    /// How lines wrap in this mode: between characters for
    /// `byCharWrapping`, at words otherwise (a multi-line label truncates
    /// only its last line).
    public var wrapping: LineWrapping { self == .byCharWrapping ? .character : .word }
}

/// How lines of text sit between their margins.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Spread to both margins (the last line flush with the leading one).
    case justified = 3
    /// Flush with the leading edge of the layout direction.
    case natural = 4
}
