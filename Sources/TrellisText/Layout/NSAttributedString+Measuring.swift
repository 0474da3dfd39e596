import Foundation

extension NSAttributedString.Key {
    /// The font (`UIFont`) of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline style (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough style (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (a `URL` or a string).
    public static let link = NSAttributedString.Key("NSLink")
}

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines wrapped at the given width, measured from
    /// the top of the first line (without it: one line, from its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' outlines rather than their advances (here: advances).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits the given height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement reports back (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest font scale allowed (here text is never scaled: 1 is used).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement found.
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSAttributedString {
    /// The text as spans of one font, kern and paragraph spacing each: what
    /// measuring needs. Runs without a font take `defaultFont`.
    public func textSpans(defaultFont: UIFont) -> [TextSpan] {
        var spans: [TextSpan] = []
        let string = self.string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            let kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) }
                ?? (attributes[.kern] as? CGFloat) ?? (attributes[.kern] as? Double).map { CGFloat($0) } ?? 0
            let spacing = (attributes[.paragraphStyle] as? NSParagraphStyle)?.spacing ?? TextParagraphSpacing()
            let text = string.substring(with: range)
            if let last = spans.last, last.font == font, last.kern == kern, last.paragraphSpacing == spacing {
                spans[spans.count - 1].text += text
            } else {
                spans.append(TextSpan(text, font: font, kern: kern.isFinite ? kern : 0, paragraphSpacing: spacing))
            }
        }
        return spans
    }

    /// The paragraph style of the first character (the default style without one).
    var firstParagraphStyle: NSParagraphStyle {
        guard length > 0 else { return .default }
        return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle ?? .default
    }

    /// The rectangle the text takes: with `.usesLineFragmentOrigin`, its
    /// lines wrapped at `size.width`, from the top of the first line;
    /// without, one line, from its baseline (the rectangle starts above it).
    /// Sizes are fractional: round them up before sizing a view with them.
    /// Text without a font is measured in the system font at 12 pt, with
    /// the measurer of the work running (`TextMeasurer.current`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let spans = textSpans(defaultFont: .systemFont(ofSize: 12))
        guard !spans.isEmpty else { return .zero }
        let style = firstParagraphStyle
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
        let layout = TextMeasurer.current.layout(
            of: spans, width: wraps ? size.width : nil, wrapping: style.lineBreakMode.wrapping,
            maximumLines: options.contains(.usesLineFragmentOrigin) ? 0 : 1)
        let measured = layout.size
        let rect = options.contains(.usesLineFragmentOrigin)
            ? CGRect(origin: .zero, size: measured)
            : CGRect(x: 0, y: -layout.firstBaseline, width: measured.width, height: measured.height)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// The size of the text on one line (newlines still start new lines),
    /// measured with `TextMeasurer.current`.
    public func size() -> CGSize {
        let spans = textSpans(defaultFont: .systemFont(ofSize: 12))
        return spans.isEmpty ? .zero : TextMeasurer.current.layout(of: spans, width: nil, wrapping: .word, maximumLines: 0).size
    }
}

extension String {
    /// The rectangle the string takes with `attributes`
    /// (see `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }
}

extension NSString {
    /// The rectangle the string takes with `attributes`
    /// (see `NSAttributedString.boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the string on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}
