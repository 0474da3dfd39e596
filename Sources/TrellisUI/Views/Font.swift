import Foundation
import Trellis

/// A font as SwiftUI describes one: a text style that follows Dynamic Type,
/// or a system font of a size, with a weight, a design and italics.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false

    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil, weight: nil))
    public static let title = Font(base: .textStyle(.title, design: nil, weight: nil))
    public static let title2 = Font(base: .textStyle(.title2, design: nil, weight: nil))
    public static let title3 = Font(base: .textStyle(.title3, design: nil, weight: nil))
    public static let headline = Font(base: .textStyle(.headline, design: nil, weight: nil))
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil, weight: nil))
    public static let body = Font(base: .textStyle(.body, design: nil, weight: nil))
    public static let callout = Font(base: .textStyle(.callout, design: nil, weight: nil))
    public static let footnote = Font(base: .textStyle(.footnote, design: nil, weight: nil))
    public static let caption = Font(base: .textStyle(.caption, design: nil, weight: nil))
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil, weight: nil))

    /// A text style's font, in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design, weight: weight))
    }

    /// The system font of a size (which does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, weight: weight, design: design))
    }

    /// A font by name, of a size that follows Dynamic Type like body text.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font by name, of a size that follows Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font by name, of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    /// The font in a weight.
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }

    /// The text styles of Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let uiWeight: UIFont.Weight
        public static let ultraLight = Weight(uiWeight: .ultraLight)
        public static let thin = Weight(uiWeight: .thin)
        public static let light = Weight(uiWeight: .light)
        public static let regular = Weight(uiWeight: .regular)
        public static let medium = Weight(uiWeight: .medium)
        public static let semibold = Weight(uiWeight: .semibold)
        public static let bold = Weight(uiWeight: .bold)
        public static let heavy = Weight(uiWeight: .heavy)
        public static let black = Weight(uiWeight: .black)
    }

    /// A family of system fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The UIKit font at a Dynamic Type size.
    func uiFont(at size: DynamicTypeSize) -> UIFont {
        var font: UIFont
        var designWeight: Weight?
        var design: Design?
        switch base {
        case .textStyle(let style, let styleDesign, let styleWeight):
            font = UIFont.preferredFont(forTextStyle: style.uiTextStyle, contentSizeCategory: size.contentSizeCategory)
            (designWeight, design) = (styleWeight, styleDesign)
        case .system(let points, let systemWeight, let systemDesign):
            font = .systemFont(ofSize: points, weight: (systemWeight ?? .regular).uiWeight)
            design = systemDesign
        case .custom(let name, let points, let style):
            var scaled = points
            if let style {
                let reference = UIFont.preferredFont(forTextStyle: style.uiTextStyle, contentSizeCategory: .large).pointSize
                let current = UIFont.preferredFont(forTextStyle: style.uiTextStyle, contentSizeCategory: size.contentSizeCategory).pointSize
                scaled = points * current / reference
            }
            font = UIFont(name: name, size: scaled) ?? .systemFont(ofSize: scaled)
        }
        if design == .monospaced { font = .monospacedSystemFont(ofSize: font.pointSize, weight: font.weight) }
        if let chosen = weight ?? designWeight, chosen.uiWeight != font.weight {
            font = .systemFont(ofSize: font.pointSize, weight: chosen.uiWeight)
        }
        if isItalic, let italic = font.fontDescriptor.withSymbolicTraits(.traitItalic) {
            font = UIFont(descriptor: italic, size: font.pointSize)
        }
        return font
    }
}
