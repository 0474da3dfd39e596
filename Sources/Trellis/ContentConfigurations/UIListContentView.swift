import Foundation

/// The view that shows a `UIListContentConfiguration`: an image view and two
/// labels, placed with constraints inside its margins, so that a cell
/// showing it sizes itself. A new configuration updates the views in place.
@preconcurrency @MainActor
public final class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private lazy var arrangement = ListContentArrangement(in: self, layout: .stacked)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
    }

    /// A list content view from an archive (Trellis has none): an empty configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply(listConfiguration)
    }

    /// What the view shows (a `UIListContentConfiguration`; other kinds are reported and ignored).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                LayoutDiagnostics.report(.invalidConfiguration, "UIListContentView cannot show a \(type(of: newValue)); it keeps what it shows.", views: [self])
                return
            }
            listConfiguration = list
            apply(list)
        }
    }

    /// How far from the view's leading edge the text starts, as the
    /// configuration places it (a list cell's separator starts there).
    var textLeadingInset: CGFloat {
        var inset = listConfiguration.directionalLayoutMargins.leading
        if let image = listConfiguration.image {
            let maximum = listConfiguration.imageProperties.maximumSize.width
            inset += (maximum > 0 ? min(image.size.width, maximum) : image.size.width) + listConfiguration.imageToTextPadding
        }
        return inset
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        show(configuration.text, configuration.attributedText, configuration.textProperties, in: textLabel)
        show(configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties, in: secondaryTextLabel)
        let layout: ListContentArrangement.Layout = configuration.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked
        let changed = layout != arrangement.layout || configuration.minimumHeight != arrangement.minimumHeight
            || configuration.imageToTextPadding != arrangement.imageToTextPadding
            || configuration.textToSecondaryTextVerticalPadding != arrangement.verticalPadding
            || configuration.textToSecondaryTextHorizontalPadding != arrangement.horizontalPadding
        arrangement.layout = layout
        arrangement.minimumHeight = configuration.minimumHeight
        arrangement.imageToTextPadding = configuration.imageToTextPadding
        arrangement.verticalPadding = configuration.textToSecondaryTextVerticalPadding
        arrangement.horizontalPadding = configuration.textToSecondaryTextHorizontalPadding
        // Only what there is takes room.
        let hasText = configuration.text != nil || configuration.attributedText != nil
        let hasSecondary = configuration.secondaryText != nil || configuration.secondaryAttributedText != nil
        arrangement.arrange(image: configuration.image == nil ? nil : imageView, text: hasText ? textLabel : nil,
                            secondary: hasSecondary ? secondaryTextLabel : nil, force: changed)
        imageView.isHidden = configuration.image == nil
        textLabel.isHidden = !hasText
        secondaryTextLabel.isHidden = !hasSecondary
        if configuration.image != nil {
            let maximum = configuration.imageProperties.maximumSize
            imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
            imageSize.forEach { $0.isActive = false }
            if maximum != .zero {
                imageSize = [imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maximum.width),
                             imageView.heightAnchor.constraint(lessThanOrEqualToConstant: maximum.height)]
                NSLayoutConstraint.activate(imageSize)
            }
        }
    }

    /// The image's size limits, when the configuration sets them.
    private var imageSize: [NSLayoutConstraint] = []

    private func show(_ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties, in label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        if let attributed { label.attributedText = attributed } else { label.text = text }
    }
}
