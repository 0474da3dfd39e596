import Foundation

/// What a screen shows when it has nothing to show (iOS 17): an image, a
/// title, a secondary text and up to two buttons, stacked and centred.
/// Start from `empty()`, `loading()` or `search()`, fill it in, and set it as
/// a view controller's `contentUnavailableConfiguration` (or show it with a
/// `UIContentUnavailableView`).
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// How the stack lines up across.
    public enum Alignment: Int, Sendable {
        /// Centred.
        case center
        /// On the leading side.
        case natural
    }

    /// How the image is shown.
    public struct ImageProperties {
        /// The image's tint (nil: the view's tint).
        public var tintColor: UIColor?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The size symbol images are drawn at.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// How a text is shown.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How the last line is shortened.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 for as many lines as the text needs.
        public var numberOfLines = 0
    }

    /// What a button does.
    public struct ButtonProperties {
        /// What a tap runs.
        public var primaryAction: UIAction?
        /// Whether the button can be tapped.
        public var isEnabled = true
    }

    /// The image above the text.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (instead of `text`).
    public var attributedText: NSAttributedString?
    /// How the main text is shown.
    public var textProperties: TextProperties
    /// The text under the main text.
    public var secondaryText: String?
    /// The secondary text with attributes (instead of `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The button under the texts (shown when it has a title or an image).
    public var button = UIButton.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// A second button under the first.
    public var secondaryButton = UIButton.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the stack lines up across.
    public var alignment: Alignment = .center
    /// The axes on which the superview's margins count when they are larger than the configuration's.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The space around the stack.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32)
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 15
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 3
    /// The space between the texts and the button.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the two buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 15
    /// What is drawn behind it all (nothing, by default).
    public var background = UIBackgroundConfiguration.clear()
    /// Whether it shows a spinning activity indicator in place of the image (`loading()`).
    var showsActivityIndicator = false

    private init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// For an empty screen: a large image, a bold title and a grey
    /// explanation (fill them in).
    public static func empty() -> Self {
        var configuration = Self(
            text: TextProperties(font: UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).withSymbolicTraits(.traitBold)!, size: 0), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
        configuration.imageProperties.tintColor = .secondaryLabel
        configuration.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
        return configuration
    }

    /// For a screen waiting for its content: a spinning indicator over "Loading…".
    public static func loading() -> Self {
        var configuration = Self(
            text: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
        configuration.text = "Loading…"
        configuration.showsActivityIndicator = true
        configuration.imageToTextPadding = 8
        return configuration
    }

    /// For a search that found nothing: a magnifying glass over "No Results"
    /// and a hint to check the spelling. `updated(for:)` with a state that
    /// carries search text names it in the title.
    public static func search() -> Self {
        var configuration = empty()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        configuration.isSearch = true
        return configuration
    }

    /// Whether it is `search()`'s (its title names the search text).
    var isSearch = false

    /// A `UIContentUnavailableView` showing the configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// The configuration for `state`: `search()`'s title names the search
    /// text of a `UIContentUnavailableConfigurationState` that has one.
    public func updated(for state: any UIConfigurationState) -> Self {
        guard isSearch, let query = (state as? UIContentUnavailableConfigurationState)?.searchText, !query.isEmpty else { return self }
        var copy = self
        copy.text = "No Results for \u{201C}\(query)\u{201D}"
        return copy
    }
}

/// The state a view controller's content-unavailable configuration is
/// updated for: its traits, and the text of its navigation item's search
/// controller.
public struct UIContentUnavailableConfigurationState: UIConfigurationState {
    /// The view controller's traits.
    public var traitCollection: UITraitCollection
    /// What is typed in the search bar (nil: there is none).
    public var searchText: String?
    /// A state with these traits and no search.
    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}
