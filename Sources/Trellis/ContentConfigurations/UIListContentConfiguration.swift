import Foundation

/// What a content view shows, as a value: a cell or a header or footer
/// view makes its content view from it and hands it new values to update.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for a state of its view (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// What the view shows; setting it updates the view in place.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
}

/// The standard content of a list row, header or footer: an image, a text
/// and a secondary text, each with its properties, in the margins given.
/// Start from one of the standard configurations (`cell()`, `subtitleCell()`,
/// `valueCell()`, `groupedHeader()`, …) or a cell's
/// `defaultContentConfiguration()`, set what to show, and assign it to the
/// cell's `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is shown.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// 0 for as many lines as the text needs.
        public var numberOfLines = 0
        /// How the last line is shortened.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How the lines are aligned.
        public var alignment: NSTextAlignment = .natural
        /// Whether the font follows the text size.
        public var adjustsFontForContentSizeCategory = true
    }

    /// How the image is shown.
    public struct ImageProperties {
        /// The tint of template images (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
    }

    /// The image on the leading side.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (instead of `text`).
    public var attributedText: NSAttributedString?
    /// How the main text is shown.
    public var textProperties: TextProperties
    /// The secondary text: under the main text, or on the trailing side.
    public var secondaryText: String?
    /// The secondary text with attributes (instead of `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text goes on the trailing side (else under the text).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least height of a row showing it (44 for cells; none for headers).
    var minimumHeight: CGFloat?
    /// Whether it is one of the header configurations (an outline
    /// disclosure of automatic style takes the header style beside it).
    var isHeader = false

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool, minimumHeight: CGFloat?) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        self.minimumHeight = minimumHeight
    }

    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: the text in the body style, a secondary text under it in grey.
    public static func cell() -> Self {
        Self(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
             secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
             margins: rowMargins, sideBySide: false, minimumHeight: 44)
    }

    /// A row with a subtitle under its text.
    public static func subtitleCell() -> Self {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return configuration
    }

    /// A row with a value on the trailing side.
    public static func valueCell() -> Self {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A row of a sidebar.
    public static func sidebarCell() -> Self {
        var configuration = cell()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return configuration
    }

    /// The header of a plain list: the text in bold.
    public static func plainHeader() -> Self {
        var configuration = Self(
            text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16), sideBySide: false, minimumHeight: nil)
        configuration.isHeader = true
        return configuration
    }

    /// The footer of a plain list.
    public static func plainFooter() -> Self {
        var configuration = plainHeader()
        configuration.isHeader = false
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }

    /// The header of a grouped list: the text small and grey, above the section.
    public static func groupedHeader() -> Self {
        var configuration = Self(
            text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16), sideBySide: false, minimumHeight: nil)
        configuration.isHeader = true
        return configuration
    }

    /// The footer of a grouped list.
    public static func groupedFooter() -> Self {
        var configuration = groupedHeader()
        configuration.isHeader = false
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// A header in the list's own style: a plain list's here (lists take
    /// the style they are in from their layout, not from the configuration).
    public static func header() -> Self { plainHeader() }

    /// A footer in the list's own style: a plain list's here.
    public static func footer() -> Self { plainFooter() }

    /// The header of a sidebar section: the text in bold, a row's height,
    /// made to carry an outline disclosure.
    public static func sidebarHeader() -> Self {
        var configuration = plainHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        configuration.minimumHeight = 44
        return configuration
    }

    /// A `UIListContentView` showing the configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration (it does not change with the state).
    public func updated(for state: any UIConfigurationState) -> Self { self }
}
