import Foundation

/// How a bar's background looks: a blur, a colour or an image, and the
/// hairline (shadow) at its edge. Start from one of the three
/// configurations and change what you need.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The blur behind the bar (drawn as its flat tint, as blur views are here).
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the blur (nil or clear: none).
    open var backgroundColor: UIColor? {
        get { ownBackgroundColor }
        set { ownBackgroundColor = newValue == .clear ? nil : newValue }
    }
    private var ownBackgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// How the image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's colour at the bar's edge (nil or clear: none).
    open var shadowColor: UIColor? {
        get { ownShadowColor }
        set { ownShadowColor = newValue == .clear ? nil : newValue }
    }
    private var ownShadowColor: UIColor?
    /// An image for the hairline (tinted with `shadowColor` when a template).
    open var shadowImage: UIImage?
    /// The idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom

    /// The default appearance (`configureWithDefaultBackground()`).
    public init(idiom: UIUserInterfaceIdiom = .unspecified) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        copyBackground(from: barAppearance)
    }

    /// A copy of the appearance.
    open func copy() -> UIBarAppearance { UIBarAppearance(barAppearance: self) }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        ownBackgroundColor = other.ownBackgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        ownShadowColor = other.ownShadowColor
        shadowImage = other.shadowImage
    }

    /// The system's translucent bar: the chrome material blur and a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        ownBackgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        ownShadowColor = Self.chromeShadowColor
        shadowImage = nil
    }

    /// An opaque bar of the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        configureWithDefaultBackground()
        backgroundEffect = nil
        ownBackgroundColor = .systemBackground
    }

    /// Nothing behind the bar's content, and no hairline.
    open func configureWithTransparentBackground() {
        configureWithDefaultBackground()
        backgroundEffect = nil
        ownShadowColor = nil
    }

    /// The hairline under bars: black at 30 % in light appearance, white at 15 % in dark.
    static let chromeShadowColor = UIColor.adaptive(UIColor(white: 0, alpha: 0.3), UIColor(white: 1, alpha: 0.15))

    /// The colour the background is drawn with: the colour over the blur's tint (nil: nothing drawn).
    var resolvedBackgroundFill: UIColor? { ownBackgroundColor ?? backgroundEffect?.tint }

    /// `appearance` under a bar's legacy `barTintColor`: a copy (made by
    /// `copying`) with that flat colour instead of the blur; itself without one.
    static func tinted<Appearance: UIBarAppearance>(
        _ appearance: Appearance, by barTintColor: UIColor?, copying: (Appearance) -> Appearance
    ) -> Appearance {
        guard let barTintColor else { return appearance }
        let tinted = copying(appearance)
        tinted.backgroundEffect = nil
        tinted.backgroundColor = barTintColor
        return tinted
    }

    /// `appearance` over no background and no hairline, as a copy made by
    /// `copying`: a bar's look at the scroll edge when no scroll-edge
    /// appearance is set (iOS 15 and later).
    static func transparent<Appearance: UIBarAppearance>(
        _ appearance: Appearance, copying: (Appearance) -> Appearance
    ) -> Appearance {
        let transparent = copying(appearance)
        transparent.configureWithTransparentBackground()
        return transparent
    }
}

/// How a navigation bar looks: its background and hairline, and the
/// attributes of its title and large title.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (font, colour) over the standard semibold 17.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes over the standard bold large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title is moved from its place.
    open var titlePositionAdjustment: UIOffset = .zero

    /// The default appearance (`configureWithDefaultBackground()`).
    public override init(idiom: UIUserInterfaceIdiom = .unspecified) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: its background and shadow, and its titles' attributes if it is a navigation bar's.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }

    /// A copy of the appearance.
    open override func copy() -> UIBarAppearance { UINavigationBarAppearance(barAppearance: self) }
}

/// How a tab bar item looks in one state: its icon's colour and its title's attributes.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The icon's colour (nil: the bar's).
    public var iconColor: UIColor?
    /// The title's attributes (font, colour) over the standard.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour (nil: red).
    public var badgeBackgroundColor: UIColor?
    init() {}

    /// Takes on another state's values.
    fileprivate func take(_ other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        badgeBackgroundColor = other.badgeBackgroundColor
    }
}

/// How tab bar items look, state by state.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
    /// Items that are not selected.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// Items that are disabled.
    public let disabled = UITabBarItemStateAppearance()
    /// Items that have the focus (never, headless).
    public let focused = UITabBarItemStateAppearance()
    /// The system's item appearance.
    public init() {}

    /// A copy whose states change apart from this one's (as UIKit's `copy()`).
    public func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (mine, theirs) in [(normal, copy.normal), (selected, copy.selected), (disabled, copy.disabled), (focused, copy.focused)] {
            theirs.take(mine)
        }
        return copy
    }
}

/// How a tab bar looks: its background and hairline, and its items'
/// colours in each layout (stacked: icon over title; inline: beside it).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the icon over the title (phones held upright).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the icon beside the title (iPads).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items beside their titles in compact height (phones turned).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// The default appearance (`configureWithDefaultBackground()`).
    public override init(idiom: UIUserInterfaceIdiom = .unspecified) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`'s background and shadow (and items, if it is a tab bar's).
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tab = barAppearance as? UITabBarAppearance {
            // Copies: changing the new appearance's items leaves the original's as they are.
            stackedLayoutAppearance = tab.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = tab.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy()
        }
    }

    /// A copy of the appearance.
    open override func copy() -> UIBarAppearance { UITabBarAppearance(barAppearance: self) }
}
