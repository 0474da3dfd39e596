import Foundation

/// The view showing a `UIContentUnavailableConfiguration`: its image (or a
/// spinning indicator), texts and buttons stacked with the configuration's
/// paddings, centred down the view within its margins (the safe area
/// included) and across as the configuration aligns them, no wider than
/// the margins allow.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// What the view shows; setting it updates the view in place.
    public var configuration: any UIContentConfiguration {
        didSet { show() }
    }

    private let background = ConfiguredBackgroundView()
    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let primaryButton = UIButton(type: .system)
    private let secondaryButton = UIButton(type: .system)
    private var actions: (primary: UIAction?, secondary: UIAction?)
    private var centring: [NSLayoutConstraint] = []
    private var imageSize: [NSLayoutConstraint] = []

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        install()
        show()
    }

    /// A view from an archive (Trellis has none): an empty configuration.
    public required init?(coder: NSCoder) {
        configuration = UIContentUnavailableConfiguration.empty()
        super.init(coder: coder)
        install()
        show()
    }

    /// Whether the view can show `configuration` (a content-unavailable one).
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func install() {
        addSubview(background)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [textLabel, secondaryTextLabel] { label.textAlignment = .center }
        imageView.contentMode = .scaleAspectFit
        for view: UIView in [imageView, spinner, textLabel, secondaryTextLabel, primaryButton, secondaryButton] { stack.addArrangedSubview(view) }
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
            stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor).withPriority(.defaultHigh),
        ])
    }

    private func show() {
        guard let configuration = configuration as? UIContentUnavailableConfiguration else { return }
        directionalLayoutMargins = configuration.directionalLayoutMargins
        preservesSuperviewLayoutMargins = !configuration.axesPreservingSuperviewLayoutMargins.isEmpty
        background.show(configuration.background, tintColor: tintColor)

        imageView.image = configuration.image.map { image in
            configuration.imageProperties.preferredSymbolConfiguration.flatMap { image.applyingSymbolConfiguration($0) } ?? image
        }
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        NSLayoutConstraint.deactivate(imageSize)
        let maximum = configuration.imageProperties.maximumSize
        imageSize = [
            maximum.width > 0 ? imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maximum.width) : nil,
            maximum.height > 0 ? imageView.heightAnchor.constraint(lessThanOrEqualToConstant: maximum.height) : nil,
        ].compactMap { $0 }
        NSLayoutConstraint.activate(imageSize)
        imageView.isHidden = configuration.showsActivityIndicator || configuration.image == nil
        spinner.isHidden = !configuration.showsActivityIndicator
        if configuration.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }

        Self.show(configuration.attributedText, configuration.text, with: configuration.textProperties, in: textLabel)
        Self.show(configuration.secondaryAttributedText, configuration.secondaryText, with: configuration.secondaryTextProperties, in: secondaryTextLabel)
        actions.primary = show(configuration.button, configuration.buttonProperties, in: primaryButton, replacing: actions.primary)
        actions.secondary = show(configuration.secondaryButton, configuration.secondaryButtonProperties, in: secondaryButton, replacing: actions.secondary)

        // The paddings go after each view that shows, to the next that does.
        let alignment: UIStackView.Alignment = configuration.alignment == .center ? .center : .leading
        stack.alignment = alignment
        for label in [textLabel, secondaryTextLabel] { label.textAlignment = configuration.alignment == .center ? .center : .natural }
        let shown = stack.arrangedSubviews.filter { !$0.isHidden }
        for (view, next) in zip(shown, shown.dropFirst()) {
            stack.setCustomSpacing(padding(between: view, and: next, in: configuration), after: view)
        }
        NSLayoutConstraint.deactivate(centring)
        centring = [
            configuration.alignment == .center
                ? stack.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor)
                : stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor)
        ]
        NSLayoutConstraint.activate(centring)
        setNeedsLayout()
    }

    private func padding(between view: UIView, and next: UIView, in configuration: UIContentUnavailableConfiguration) -> CGFloat {
        switch (view, next) {
        case (imageView, _), (spinner, _): configuration.imageToTextPadding
        case (textLabel, secondaryTextLabel): configuration.textToSecondaryTextPadding
        case (primaryButton, secondaryButton): configuration.buttonToSecondaryButtonPadding
        default: configuration.textToButtonPadding
        }
    }

    private static func show(_ attributed: NSAttributedString?, _ text: String?, with properties: UIContentUnavailableConfiguration.TextProperties, in label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    /// Shows a button's configuration, with its action in place of the last; the action it now runs.
    private func show(
        _ configuration: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties, in button: UIButton,
        replacing old: UIAction?
    ) -> UIAction? {
        button.configuration = configuration
        button.isEnabled = properties.isEnabled
        if let old { button.removeAction(old, for: .touchUpInside) }
        if let action = properties.primaryAction { button.addAction(action, for: .touchUpInside) }
        button.isHidden = (configuration.title ?? "").isEmpty && configuration.image == nil
        return properties.primaryAction
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let configuration = configuration as? UIContentUnavailableConfiguration else { return }
        background.frame = ConfiguredBackgroundView.frame(
            of: configuration.background, in: bounds, margins: directionalLayoutMargins,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
