import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// How much room there is along an axis: compact (a phone's width) or regular (an iPad's).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// Which way text and leading/trailing layouts run.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// The values of the traits, each nil where unspecified.
package struct TraitValues: Equatable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle?
    var preferredContentSizeCategory: UIContentSizeCategory?
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var displayScale: CGFloat?
    var layoutDirection: UITraitEnvironmentLayoutDirection?
    var userInterfaceIdiom: UIUserInterfaceIdiom?

    /// These values, with `other`'s where these are unspecified.
    func filled(from other: TraitValues) -> TraitValues {
        TraitValues(
            userInterfaceStyle: userInterfaceStyle ?? other.userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory ?? other.preferredContentSizeCategory,
            horizontalSizeClass: horizontalSizeClass ?? other.horizontalSizeClass,
            verticalSizeClass: verticalSizeClass ?? other.verticalSizeClass,
            displayScale: displayScale ?? other.displayScale,
            layoutDirection: layoutDirection ?? other.layoutDirection,
            userInterfaceIdiom: userInterfaceIdiom ?? other.userInterfaceIdiom)
    }

    /// Whether every trait is given.
    var isComplete: Bool {
        userInterfaceStyle != nil && preferredContentSizeCategory != nil && horizontalSizeClass != nil && verticalSizeClass != nil
            && displayScale != nil && layoutDirection != nil && userInterfaceIdiom != nil
    }

    /// What a view has when nothing above it says otherwise: light, Large
    /// text, left to right; no size classes, scale or idiom (a window on a
    /// device gives those).
    static let rootDefaults = TraitValues(userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight)
}

/// The environment a view is shown in: appearance (which dynamic colours
/// resolve against), text size (which Dynamic Type fonts follow), size
/// classes, display scale, layout direction and idiom. Windows get them
/// from their device; views and view controllers from their window, with
/// their own overrides on top.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    let values: TraitValues

    init(values: TraitValues) { self.values = values }

    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle ?? .unspecified }
    /// The text size the person chose.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory ?? .unspecified }
    /// The room across: compact on phones (but large ones in landscape), regular on iPads.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass ?? .unspecified }
    /// The room down: compact on phones in landscape, regular otherwise.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass ?? .unspecified }
    /// Pixels per point (0 when unspecified).
    public var displayScale: CGFloat { values.displayScale ?? 0 }
    /// Which way layouts run.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection ?? .unspecified }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom ?? .unspecified }

    /// A trait collection with every trait unspecified.
    public convenience init() { self.init(values: TraitValues()) }
    /// A trait collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
    }
    /// A trait collection with only the content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
    }
    /// A trait collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
    }
    /// A trait collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
    }
    /// A trait collection with only the display scale set.
    public convenience init(displayScale: CGFloat) { self.init(values: TraitValues(displayScale: displayScale)) }
    /// A trait collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: TraitValues(layoutDirection: layoutDirection))
    }
    /// A trait collection with only the idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(userInterfaceIdiom: userInterfaceIdiom))
    }

    /// The traits of several collections together: for each trait, the
    /// last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reversed().reduce(TraitValues()) { $0.filled(from: $1.normalized) })
    }

    /// The values with UIKit's "unspecified" values taken as unset.
    private var normalized: TraitValues {
        var v = values
        if v.userInterfaceStyle == .unspecified { v.userInterfaceStyle = nil }
        if v.preferredContentSizeCategory == .unspecified { v.preferredContentSizeCategory = nil }
        if v.horizontalSizeClass == .unspecified { v.horizontalSizeClass = nil }
        if v.verticalSizeClass == .unspecified { v.verticalSizeClass = nil }
        if v.displayScale == 0 { v.displayScale = nil }
        if v.layoutDirection == .unspecified { v.layoutDirection = nil }
        if v.userInterfaceIdiom == .unspecified { v.userInterfaceIdiom = nil }
        return v
    }

    /// Whether dynamic colours may resolve differently in `traitCollection`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
    }

    /// Whether every trait that `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return normalized == trait.normalized.filled(from: normalized)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.normalized == rhs.normalized
    }

    public var description: String {
        "<UITraitCollection: UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory)>"
    }
}

/// Traits a view or view controller sets for itself and what it contains
/// (iOS 17's `traitOverrides`): a trait not set here comes from above.
public struct UITraitOverrides: Equatable, Sendable {
    var values = TraitValues()

    /// Overrides nothing.
    public init() {}

    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle ?? .unspecified }
        set { values.userInterfaceStyle = newValue }
    }
    /// The text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory ?? .unspecified }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// The room across.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass ?? .unspecified }
        set { values.horizontalSizeClass = newValue }
    }
    /// The room down.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass ?? .unspecified }
        set { values.verticalSizeClass = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { values.displayScale ?? 0 }
        set { values.displayScale = newValue }
    }
    /// Which way layouts run.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection ?? .unspecified }
        set { values.layoutDirection = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom ?? .unspecified }
        set { values.userInterfaceIdiom = newValue }
    }

    /// Whether any trait is overridden.
    public var isEmpty: Bool { values == TraitValues() }
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
