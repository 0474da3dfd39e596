import Foundation

/// A button: a title and an image inside content insets, over a background
/// its configuration gives (plain, filled, tinted, gray), running its
/// actions when tapped. It sizes itself from its content.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The legacy button types.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// How a button looks (iOS 15): its title, image, colours and insets.
    public struct Configuration {
        /// The background style of the standard configurations.
        enum Background { case none, filled, tinted, gray }
        var background: Background = .none
        /// The title.
        public var title: String?
        /// The image, before the title.
        public var image: UIImage?
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 6
        /// The title's and image's colour (nil: the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: from the tint).
        public var baseBackgroundColor: UIColor?
        /// The space around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// How round the background's corners are.
        public var cornerStyle: CornerStyle = .dynamic

        /// How round the background's corners are: small 4, medium (and dynamic, fixed) 8, large 12, capsule half the height.
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }

        /// Text over no background.
        public static func plain() -> Configuration { Configuration() }
        /// White text over a background of the tint colour.
        public static func filled() -> Configuration { Configuration(background: .filled) }
        /// Tinted text over a pale background of the tint.
        public static func tinted() -> Configuration { Configuration(background: .tinted) }
        /// Tinted text over a grey background.
        public static func gray() -> Configuration { Configuration(background: .gray) }
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    /// The configuration, when the button has one (iOS 15 style).
    open var configuration: Configuration? {
        didSet { update() }
    }

    private let label = UILabel()
    private let imageViewStorage = UIImageView()
    private var titles: [UIControl.State.RawValue: String] = [:]
    private var titleColors: [UIControl.State.RawValue: UIColor] = [:]
    private var images: [UIControl.State.RawValue: UIImage] = [:]

    /// A button of a type (of the class it is called on, made with `init(frame:)`, as in UIKit).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
            // A circled "i", 22 points across, as UIKit's info buttons.
            setImage(UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 23)), for: .normal)
        }
        update()
    }

    /// A custom button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    /// A button from an archive (Trellis has none): a custom button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        label.font = .preferredFont(forTextStyle: .body)
        label.textAlignment = .center
        imageViewStorage.contentMode = .scaleAspectFit
        addSubview(imageViewStorage)
        addSubview(label)
        update()
    }

    /// A button with a configuration and an action (its title and image too, unless the configuration has them).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        update()  // (observers do not run while initializing)
    }

    /// A system button running `primaryAction`, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The label showing the title.
    public var titleLabel: UILabel? { label }
    /// The view showing the image.
    public var imageView: UIImageView? { imageViewStorage }

    /// Sets the title for a state (`.normal` is used where a state has none).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        update()
    }

    /// The title for a state.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title's colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        update()
    }

    /// The title's colour for a state.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        update()
    }

    /// The image for a state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    override func stateDidChange() { update() }

    /// The content insets in left/right terms.
    private var insets: UIEdgeInsets {
        let c = configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: c.top, left: rtl ? c.trailing : c.leading, bottom: c.bottom, right: rtl ? c.leading : c.trailing)
    }

    /// Shows the title, image and colours for the configuration and state.
    private func update() {
        let title = configuration?.title ?? title(for: state)
        let image = configuration?.image ?? image(for: state)
        label.text = title
        label.isHidden = title?.isEmpty ?? true
        imageViewStorage.image = image
        imageViewStorage.isHidden = image == nil
        let tint: UIColor = tintColor
        let foreground: UIColor
        switch configuration?.background {
        case .filled?: foreground = configuration?.baseForegroundColor ?? .white
        case .some: foreground = configuration?.baseForegroundColor ?? tint
        case nil: foreground = titleColor(for: state) ?? (buttonType == .custom ? .white : tint)
        }
        label.textColor = isEnabled ? foreground : foreground.withAlphaComponent(0.35)
        imageViewStorage.tintColor = label.textColor
        switch configuration?.background {
        case .filled?: backgroundColor = configuration?.baseBackgroundColor ?? tint
        case .tinted?: backgroundColor = (configuration?.baseBackgroundColor ?? tint).withAlphaComponent(0.15)
        case .gray?: backgroundColor = configuration?.baseBackgroundColor ?? .systemGray5
        case .none?, nil: break
        }
        if let configuration, configuration.background != .none {
            layer.cornerRadius = configuration.cornerStyle == .capsule ? min(bounds.height / 2, 1_000) : configuration.cornerStyle == .small ? 4 : configuration.cornerStyle == .large ? 12 : 8
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content's size: the title and image side by side, plus the insets.
    open override var intrinsicContentSize: CGSize {
        let titleSize = label.isHidden ? .zero : label.intrinsicContentSize
        let imageSize = imageViewStorage.isHidden ? .zero : (imageViewStorage.image?.size ?? .zero)
        let gap = !label.isHidden && !imageViewStorage.isHidden ? (configuration?.imagePadding ?? 6) : 0
        let i = insets
        return CGSize(width: ceil(titleSize.width + imageSize.width + gap + i.left + i.right),
                      height: ceil(max(titleSize.height, imageSize.height) + i.top + i.bottom))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the image and title, centred inside the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if configuration?.cornerStyle == .capsule { layer.cornerRadius = bounds.height / 2 }
        let i = insets
        let area = bounds.inset(by: i)
        let titleSize = label.isHidden ? .zero : label.intrinsicContentSize
        let imageSize = imageViewStorage.isHidden ? .zero : (imageViewStorage.image?.size ?? .zero)
        let gap = !label.isHidden && !imageViewStorage.isHidden ? (configuration?.imagePadding ?? 6) : 0
        let titleWidth = min(titleSize.width, max(0, area.width - imageSize.width - gap))
        var x = area.minX + max(0, (area.width - imageSize.width - gap - titleWidth) / 2)
        if !imageViewStorage.isHidden {
            imageViewStorage.frame = CGRect(x: x, y: area.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width + gap
        }
        label.frame = CGRect(x: x, y: area.midY - titleSize.height / 2, width: titleWidth, height: titleSize.height)
    }
}
