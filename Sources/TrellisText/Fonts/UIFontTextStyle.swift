import Foundation

extension UIFont {
    /// A Dynamic Type text style: a role (body, headline, caption) whose size
    /// follows the content size category.
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        /// Creates a style from UIKit's raw name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt: body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
        ]

        /// Point sizes per content size category (extra small … the largest
        /// accessibility size), as Apple's Human Interface Guidelines list them.
        static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]

        /// The style's size at `category` (body's sizes for unknown styles).
        public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            (TextStyle.sizes[self] ?? TextStyle.sizes[.body]!)[category.index]
        }

        /// The style's weight: headline is semibold, the rest regular.
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

        public var description: String { rawValue }
    }

    /// The font for a text style at the default content size category (Large).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, contentSizeCategory: .large)
    }

    /// The font for a text style at a content size category.
    public class func preferredFont(forTextStyle style: TextStyle, contentSizeCategory: UIContentSizeCategory) -> UIFont {
        let size = style.pointSize(for: contentSizeCategory)
        let scaling = DynamicTypeScaling(style: style, baseSize: style.pointSize(for: .large), maximumPointSize: 0)
        return UIFont(family: systemFamily(size: size), size: size, weight: style.weight.openTypeWeight, italic: false, scaling: scaling)
    }
}

/// How a font's size follows the content size category: like `style`, from
/// `baseSize` at the default category, no larger than `maximumPointSize`
/// (when positive).
struct DynamicTypeScaling: Hashable, Sendable {
    let style: UIFont.TextStyle
    let baseSize: CGFloat
    let maximumPointSize: CGFloat

    /// The size at `category`: the style's own size for its own base size
    /// (Apple's table), else the base scaled as the style scales.
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        var size = baseSize == style.pointSize(for: .large)
            ? style.pointSize(for: category)
            : baseSize * style.pointSize(for: category) / style.pointSize(for: .large)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size
    }
}

/// Scales custom fonts and values the way a text style scales with the
/// content size category.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling is followed.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics that scale like body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// How much larger the style is at `category` than at the default size.
    func scale(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` scaled for the default content size category (unchanged).
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, contentSizeCategory: .large) }

    /// `font` scaled for the default category, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, contentSizeCategory: .large)
    }

    /// `font` scaled for `category` (no larger than `maximumPointSize` when
    /// that is positive).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat = 0, contentSizeCategory category: UIContentSizeCategory) -> UIFont {
        let scaling = DynamicTypeScaling(style: textStyle, baseSize: font.pointSize, maximumPointSize: maximumPointSize)
        return font.resized(scaling.pointSize(for: category), scaling: scaling)
    }

    /// `value` scaled for the default content size category (unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, contentSizeCategory: .large) }

    /// `value` (a spacing, an image size) scaled for `category`.
    public func scaledValue(for value: CGFloat, contentSizeCategory category: UIContentSizeCategory) -> CGFloat {
        value * scale(for: category)
    }
}
