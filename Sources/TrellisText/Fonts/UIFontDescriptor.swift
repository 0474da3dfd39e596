import Foundation

/// A description of a font: its face, size and traits, from which related
/// fonts are made (`withSymbolicTraits([.traitBold])`, `withSize(_:)`).
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Traits a face has.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates traits from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Every character equally wide.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    let family: String
    let weight: Int32
    let italic: Bool
    let features: String?
    let scaling: DynamicTypeScaling?

    /// The size in points.
    public let pointSize: CGFloat

    init(font: UIFont) {
        family = font.familyName
        weight = font.weightValue
        italic = font.isItalic
        features = font.features
        scaling = font.scaling
        pointSize = font.pointSize
    }

    private init(family: String, weight: Int32, italic: Bool, features: String?, scaling: DynamicTypeScaling?, pointSize: CGFloat) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.features = features
        self.scaling = scaling
        self.pointSize = pointSize
    }

    /// The face's PostScript name.
    public var postscriptName: String { UIFont.postScriptName(family: family, weight: weight, italic: italic) }

    /// The face's traits.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if italic { traits.insert(.traitItalic) }
        if weight >= 600 { traits.insert(.traitBold) }
        if family.hasSuffix("Mono") { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same face at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, weight: weight, italic: italic, features: features, scaling: scaling, pointSize: newPointSize)
    }

    /// A face of the same family with exactly `traits` (bold, italic); nil
    /// for monospacing a family that has no monospaced face, as in UIKit.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        if traits.contains(.traitMonoSpace) && !family.hasSuffix("Mono") { return nil }
        let bold = traits.contains(.traitBold)
        let weight: Int32 = bold ? max(self.weight, 700) : (self.weight >= 600 ? 400 : self.weight)
        return UIFontDescriptor(family: family, weight: weight, italic: traits.contains(.traitItalic), features: features, scaling: scaling, pointSize: pointSize)
    }

    /// The descriptor of the font for `style` at the default content size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The font this descriptor describes.
    var font: UIFont {
        UIFont(family: family, size: pointSize, weight: weight, italic: italic, features: features, scaling: scaling)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.family == rhs.family && lhs.weight == rhs.weight && lhs.italic == rhs.italic
            && lhs.features == rhs.features && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(weight)
        hasher.combine(pointSize)
    }

    public var description: String { "<UIFontDescriptor: \(postscriptName) \(pointSize)pt>" }
}

extension UIFont {
    /// The font a descriptor describes, at `pointSize` (0 keeps the
    /// descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(family: descriptor.family, size: pointSize > 0 ? pointSize : descriptor.pointSize,
                  weight: descriptor.weight, italic: descriptor.italic, features: descriptor.features,
                  scaling: descriptor.scaling)
    }
}
