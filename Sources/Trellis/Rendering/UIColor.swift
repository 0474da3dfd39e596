import Foundation

/// A colour: fixed RGBA (sRGB, 0 … 1), or dynamic, resolved for a trait
/// collection (light and dark appearance). UIKit's `UIColor`.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A colour from red, green, blue and alpha components (clamped to 0 … 1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        rgba = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
        provider = nil
    }

    /// A grey from its brightness and alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that is decided by the trait collection it is shown with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 1)
        provider = dynamicProvider
    }

    /// The colour for `traitCollection` (itself for a fixed colour).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
    }

    /// The components, resolved for light appearance; always true (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The same colour with another alpha (dynamic colours stay dynamic).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// The colour as a Core Graphics colour (resolved for light appearance, as UIKit does outside a trait context).
    public var cgColor: CGColor {
        let c = resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        guard lhs.provider == nil, rhs.provider == nil else { return false }
        return lhs.rgba == rhs.rgba
    }

    public func hash(into hasher: inout Hasher) {
        if provider != nil {
            hasher.combine(ObjectIdentifier(self))
        } else {
            hasher.combine(rgba.red)
            hasher.combine(rgba.green)
            hasher.combine(rgba.blue)
            hasher.combine(rgba.alpha)
        }
    }

    public var description: String {
        provider != nil ? "UIColor(dynamic)" : "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }
}

// MARK: - Named colours

extension UIColor {
    /// An opaque colour from 0 … 255 components.
    static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// A colour with a light and a dark appearance.
    static func adaptive(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// Black, the same in every appearance.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark gray, the same in every appearance.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light gray, the same in every appearance.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White, the same in every appearance.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray, the same in every appearance.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red, the same in every appearance.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green, the same in every appearance.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue, the same in every appearance.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan, the same in every appearance.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow, the same in every appearance.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta, the same in every appearance.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange, the same in every appearance.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple, the same in every appearance.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown, the same in every appearance.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours (iOS 13+ values, light / dark).
    /// The system's red, with a light and a dark shade.
    public static let systemRed = adaptive(rgb(255, 59, 48), rgb(255, 69, 58))
    /// The system's orange, with a light and a dark shade.
    public static let systemOrange = adaptive(rgb(255, 149, 0), rgb(255, 159, 10))
    /// The system's yellow, with a light and a dark shade.
    public static let systemYellow = adaptive(rgb(255, 204, 0), rgb(255, 214, 10))
    /// The system's green, with a light and a dark shade.
    public static let systemGreen = adaptive(rgb(52, 199, 89), rgb(48, 209, 88))
    /// The system's teal, with a light and a dark shade.
    public static let systemTeal = adaptive(rgb(48, 176, 199), rgb(64, 200, 224))
    /// The system's blue, with a light and a dark shade.
    public static let systemBlue = adaptive(rgb(0, 122, 255), rgb(10, 132, 255))
    /// The system's indigo, with a light and a dark shade.
    public static let systemIndigo = adaptive(rgb(88, 86, 214), rgb(94, 92, 230))
    /// The system's purple, with a light and a dark shade.
    public static let systemPurple = adaptive(rgb(175, 82, 222), rgb(191, 90, 242))
    /// The system's pink, with a light and a dark shade.
    public static let systemPink = adaptive(rgb(255, 45, 85), rgb(255, 55, 95))
    /// The system's mint, with a light and a dark shade.
    public static let systemMint = adaptive(rgb(0, 199, 190), rgb(99, 230, 226))
    /// The system's cyan, with a light and a dark shade.
    public static let systemCyan = adaptive(rgb(50, 173, 230), rgb(100, 210, 255))
    /// The system's brown, with a light and a dark shade.
    public static let systemBrown = adaptive(rgb(162, 132, 94), rgb(172, 142, 104))
    /// The system's gray, with a light and a dark shade.
    public static let systemGray = adaptive(rgb(142, 142, 147), rgb(142, 142, 147))
    /// The system's gray 2, with a light and a dark shade.
    public static let systemGray2 = adaptive(rgb(174, 174, 178), rgb(99, 99, 102))
    /// The system's gray 3, with a light and a dark shade.
    public static let systemGray3 = adaptive(rgb(199, 199, 204), rgb(72, 72, 74))
    /// The system's gray 4, with a light and a dark shade.
    public static let systemGray4 = adaptive(rgb(209, 209, 214), rgb(58, 58, 60))
    /// The system's gray 5, with a light and a dark shade.
    public static let systemGray5 = adaptive(rgb(229, 229, 234), rgb(44, 44, 46))
    /// The system's gray 6, with a light and a dark shade.
    public static let systemGray6 = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))

    // Semantic colours.
    /// Primary text. Light and dark shades.
    public static let label = adaptive(rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text, such as subtitles. Light and dark shades.
    public static let secondaryLabel = adaptive(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text. Light and dark shades.
    public static let tertiaryLabel = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Quaternary text, the faintest. Light and dark shades.
    public static let quaternaryLabel = adaptive(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Links. Light and dark shades.
    public static let link = adaptive(rgb(0, 122, 255), rgb(9, 132, 255))
    /// Placeholder text in fields. Light and dark shades.
    public static let placeholderText = adaptive(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Thin lines between content, letting what is behind show through. Light and dark shades.
    public static let separator = adaptive(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// Thin lines between content, hiding what is behind. Light and dark shades.
    public static let opaqueSeparator = adaptive(rgb(198, 198, 200), rgb(56, 56, 58))
    /// The main background. Light and dark shades.
    public static let systemBackground = adaptive(rgb(255, 255, 255), rgb(0, 0, 0))
    /// Content grouped on the main background. Light and dark shades.
    public static let secondarySystemBackground = adaptive(rgb(242, 242, 247), rgb(28, 28, 30))
    /// Content grouped on the secondary background. Light and dark shades.
    public static let tertiarySystemBackground = adaptive(rgb(255, 255, 255), rgb(44, 44, 46))
    /// The background of grouped lists. Light and dark shades.
    public static let systemGroupedBackground = adaptive(rgb(242, 242, 247), rgb(0, 0, 0))
    /// Content on the grouped background (a grouped list's cells). Light and dark shades.
    public static let secondarySystemGroupedBackground = adaptive(rgb(255, 255, 255), rgb(28, 28, 30))
    /// Content on the secondary grouped background. Light and dark shades.
    public static let tertiarySystemGroupedBackground = adaptive(rgb(242, 242, 247), rgb(44, 44, 46))
    /// Fills for thin and small shapes. Light and dark shades.
    public static let systemFill = adaptive(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// Fills for medium-size shapes. Light and dark shades.
    public static let secondarySystemFill = adaptive(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// Fills for large shapes. Light and dark shades.
    public static let tertiarySystemFill = adaptive(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// Fills for large areas holding complex content. Light and dark shades.
    public static let quaternarySystemFill = adaptive(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
}

/// A resolved RGBA colour, as Core Graphics and layers take it.
public final class CGColor: Sendable, Equatable {
    /// Red, green, blue, alpha (0 … 1).
    public let components: [CGFloat]

    /// A colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// The alpha component.
    public var alpha: CGFloat { components[3] }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
}
