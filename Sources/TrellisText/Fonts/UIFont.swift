import CTrellisText
import Foundation

/// A font: a face at a size, with its metrics read from the font file.
///
/// The system font is Inter (Inter Display from 20 pt, as the iOS system
/// font switches to its display cut there); monospaced fonts are Noto Sans
/// Mono. Fonts are immutable and compared by face and size.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The family, e.g. `Inter`.
    public let familyName: String
    /// The face's PostScript name, e.g. `Inter-SemiBold`.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// Distance from the baseline to the top of the tallest glyphs (positive).
    public let ascender: CGFloat
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    public let descender: CGFloat
    /// The height of capital letters above the baseline.
    public let capHeight: CGFloat
    /// The height of lower-case letters without ascenders above the baseline.
    public let xHeight: CGFloat
    /// The font's line gap.
    public let leading: CGFloat
    /// How the font follows Dynamic Type, when it came from a text style or
    /// `UIFontMetrics`: labels that adjust to the content size category
    /// re-resolve it with ``adjusted(for:)``.
    let scaling: DynamicTypeScaling?

    /// The text style this font was made for or scaled like, if any.
    public var textStyle: TextStyle? { scaling?.style }

    /// What shaping asks Pango for.
    let weightValue: Int32
    let isItalic: Bool
    let features: String?

    /// The font's weight on UIKit's scale (the nearest of its nine weights).
    public var weight: Weight { Weight(openType: weightValue) }

    /// The height of one line of text: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// A description of the font's attributes.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    init(family: String, size: CGFloat, weight: Int32, italic: Bool, features: String? = nil, scaling: DynamicTypeScaling? = nil) {
        let size = size.isFinite && size > 0 ? min(size, UIFont.maximumPointSize) : UIFont.systemFontSize
        familyName = family
        pointSize = size
        weightValue = weight
        isItalic = italic
        self.features = features
        self.scaling = scaling
        fontName = UIFont.postScriptName(family: family, weight: weight, italic: italic)
        if let metrics = FontSystem.shared.metrics(family: family, size: size, weight: weight, italic: italic) {
            ascender = metrics.ascender
            descender = metrics.descender
            capHeight = metrics.cap_height
            xHeight = metrics.x_height
            leading = metrics.line_gap
        } else {
            // No Pango: proportions of a typical sans-serif, so layout still runs.
            ascender = size * 0.95
            descender = -size * 0.25
            capHeight = size * 0.7
            xHeight = size * 0.52
            leading = 0
        }
    }

    /// The font named `fontName` (a PostScript name such as `Inter-Bold`, a
    /// full name or a family name) at `fontSize`; nil when no font has that
    /// name, as in UIKit.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        var family = [CChar](repeating: 0, count: 256)
        var weight: Int32 = 400
        var italic: Int32 = 0
        let found = FontSystem.shared.withSystem { system -> Bool in
            if tt_font_system_find_face(system, fontName, &family, Int32(family.count), &weight, &italic) == 1 { return true }
            if tt_font_system_has_family(system, fontName) == 1 {
                family = Array(fontName.utf8CString)
                return true
            }
            return false
        }
        guard found == true else { return nil }
        let familyName = family.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        self.init(family: familyName, size: fontSize, weight: weight, italic: italic != 0)
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weightValue, italic: isItalic, features: features)
    }

    /// The same face at another size and with other Dynamic Type scaling;
    /// the system font's family follows the size.
    func resized(_ fontSize: CGFloat, scaling: DynamicTypeScaling?) -> UIFont {
        let family = familyName.hasPrefix("Inter") ? UIFont.systemFamily(size: fontSize) : familyName
        return UIFont(family: family, size: fontSize, weight: weightValue, italic: isItalic, features: features, scaling: scaling)
    }

    /// This font for the content size category `category`, if it follows
    /// Dynamic Type (nil if it does not).
    public func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        guard let scaling else { return nil }
        let size = scaling.pointSize(for: category)
        return size == pointSize ? self : resized(size, scaling: scaling)
    }

    // MARK: System fonts

    /// The size of the standard system font (17 pt, the size of body text).
    public static let systemFontSize: CGFloat = 17

    /// The largest point size a font has: larger sizes are taken as this.
    /// FreeType scales no font past 65,535 pixels per em, Pango keeps sizes
    /// in an int of 1/1024 points, and nothing larger than the largest
    /// drawing (16,384 pixels) could be seen whole. Non-finite, zero and
    /// negative sizes are taken as `systemFontSize`.
    public static let maximumPointSize: CGFloat = 16_384
    /// The size of smaller text (12 pt).
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of a label's text (17 pt).
    public static let labelFontSize: CGFloat = 17
    /// The size of a button's text (18 pt).
    public static let buttonFontSize: CGFloat = 18

    /// The system font's family at `size`: its display cut from 20 pt.
    static func systemFamily(size: CGFloat) -> String { size >= 20 ? "Inter Display" : "Inter" }

    /// The system font at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily(size: fontSize), size: fontSize, weight: weight.openTypeWeight, italic: false)
    }

    /// The regular system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily(size: fontSize), size: fontSize, weight: 400, italic: true)
    }

    /// A monospaced font (every character equally wide) at `fontSize`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        // Noto Sans Mono comes in regular and bold; the nearest is used.
        UIFont(family: "Noto Sans Mono", size: fontSize, weight: weight.openTypeWeight >= 600 ? 700 : 400, italic: false)
    }

    /// The system font with digits of equal width (tabular figures), for
    /// numbers that change in place.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily(size: fontSize), size: fontSize, weight: weight.openTypeWeight, italic: false, features: "tnum")
    }

    /// Every family name the font system has, sorted.
    public class var familyNames: [String] {
        ["Inter", "Inter Display", "Noto Sans", "Noto Sans Mono", "Noto Color Emoji"].filter { family in
            FontSystem.shared.withSystem { tt_font_system_has_family($0, family) == 1 } ?? false
        }
    }

    // MARK: Names

    /// The style names of the OpenType weights 100 … 900, as font files name them.
    private static let weightNames = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

    static func postScriptName(family: String, weight: Int32, italic: Bool) -> String {
        let base = family.replacingOccurrences(of: " ", with: "")
        var style = weightNames[Int(min(900, max(100, (weight + 50) / 100 * 100)) / 100 - 1)]
        if italic { style = style == "Regular" ? "Italic" : style + "Italic" }
        return "\(base)-\(style)"
    }

    // MARK: Equality

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weightValue == rhs.weightValue
            && lhs.isItalic == rhs.isItalic && lhs.features == rhs.features
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weightValue)
        hasher.combine(isItalic)
    }

    public var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weightValue); font-style: \(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }
}

extension UIFont {
    /// A font weight, on UIKit's scale from −1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight from −1 to 1.
        public var rawValue: CGFloat
        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight (headlines).
        public static let semibold = Weight(rawValue: 0.3)
        /// A bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's nine weights, lightest first, with their OpenType weights.
        static let scale: [(Weight, Int32)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]

        /// The OpenType weight (100–900) of the nearest of UIKit's weights.
        var openTypeWeight: Int32 {
            Weight.scale.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The UIKit weight for an OpenType weight.
        init(openType: Int32) {
            self = Weight.scale.min { abs($0.1 - openType) < abs($1.1 - openType) }!.0
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
