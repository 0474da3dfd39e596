import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The environment a view is shown in: the interface style that dynamic
/// colours resolve against and the content size category that Dynamic Type
/// fonts follow. Size classes, display scale and the rest join it with
/// windows and view controllers.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size the person chose.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A trait collection with every trait unspecified.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified)
    }

    /// A trait collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of several collections together: for each trait, the
    /// last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let category = traitCollections.last { $0.preferredContentSizeCategory != .unspecified }?.preferredContentSizeCategory ?? .unspecified
        self.init(userInterfaceStyle: style, preferredContentSizeCategory: category)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    public var description: String {
        "<UITraitCollection: UserInterfaceStyle = \(userInterfaceStyle), PreferredContentSizeCategory = \(preferredContentSizeCategory)>"
    }
}

/// Traits a view sets for itself and its subviews (iOS 17's
/// `traitOverrides`): a trait not set here comes from the superview.
public struct UITraitOverrides: Equatable, Sendable {
    var style: UIUserInterfaceStyle?
    var category: UIContentSizeCategory?

    /// Overrides nothing.
    public init() {}

    /// The interface style for the view and its subviews.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { style ?? .unspecified }
        set { style = newValue }
    }

    /// The content size category for the view and its subviews.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { category ?? .unspecified }
        set { category = newValue }
    }

    /// Whether any trait is overridden.
    public var isEmpty: Bool { style == nil && category == nil }

    /// Stops overriding every trait.
    public mutating func removeAll() { self = UITraitOverrides() }
}

extension UIFont {
    /// The font for a text style at the content size category of `traitCollection`
    /// (Large when it has none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return preferredFont(forTextStyle: style, contentSizeCategory: category == .unspecified ? .large : category)
    }
}

extension UIFontMetrics {
    /// `font` scaled for the content size category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `font` scaled for `traitCollection`, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// `value` scaled for the content size category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value, contentSizeCategory: traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
