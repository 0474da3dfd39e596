import Foundation

/// A standard view at the side of a `UICollectionViewListCell`: a disclosure
/// chevron, a checkmark, an outline disclosure that expands and collapses
/// its item, a detail button, a label, or a view of yours. All go on the
/// trailing side, as on iOS, except views of yours placed on the leading side.
public struct UICellAccessory {
    /// When the accessory shows (collection views do not edit, headless:
    /// `whenEditing` never shows, `whenNotEditing` always does).
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide an accessory's room is: its own width (`standard` and
    /// `actual`, here), or a width of yours, so that accessories of
    /// different widths line the content up.
    public enum LayoutDimension: Sendable {
        case standard, actual
        case custom(CGFloat)
    }

    /// What a tap on an accessory runs.
    public typealias ActionHandler = @MainActor () -> Void

    /// Which side of the cell an accessory of yours goes on. Accessories
    /// go on their side in the order of the cell's `accessories`; the
    /// position closure is accepted for UIKit's signature and not consulted.
    public enum Placement {
        /// Where among the accessories of its side it goes, given them.
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// How a disclosure indicator looks.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// Its colour (nil: the tertiary label colour).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a checkmark looks.
    public struct CheckmarkOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// Its colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How an outline disclosure looks and behaves.
    public struct OutlineDisclosureOptions {
        /// What a tap on a cell with an outline disclosure does.
        public enum Style: Int, Sendable {
            /// `header` for a cell showing a header configuration, `cell` otherwise.
            case automatic
            /// A tap anywhere on the cell expands or collapses it; the cell is not selectable.
            case header
            /// Only a tap on the chevron expands or collapses the item; a tap elsewhere selects the cell.
            case cell
        }

        /// What a tap on the cell does.
        public var style: Style
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: the cell's tint for headers, the tertiary label colour for cells).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// How a detail button looks.
    public struct DetailOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// Its colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a label accessory looks.
    public struct LabelOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour (nil: the secondary label colour).
        public var tintColor: UIColor?
        /// Its font (nil: body).
        public var font: UIFont?
        /// Whether the font follows the text size.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options; nil leaves the standard.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A view of yours as an accessory.
    public struct CustomViewConfiguration {
        /// The view, sized by its intrinsic size (or its frame when it has none).
        public var customView: UIView
        /// Which side it goes on.
        public var placement: Placement
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// The width it takes.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint (nil: the cell's).
        public var tintColor: UIColor?
        /// Whether it keeps its size at every text size (always, here).
        public var maintainsFixedSize: Bool

        /// `customView` on the side `placement` says.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String, UIFont?)
        case custom(UIView)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?
    /// Whether a view of yours goes before the content (else after it).
    let isLeading: Bool
    /// A width of the user's that its room takes, whatever its own.
    let reservedWidth: CGFloat?
    /// What a tap on it does (nil: what the kind does by default).
    let actionHandler: ActionHandler?

    private init(
        kind: Kind, displayed: DisplayedState, isHidden: Bool?, tintColor: UIColor?, isLeading: Bool = false,
        reserved: LayoutDimension = .standard, actionHandler: ActionHandler? = nil
    ) {
        if case .custom(let width) = reserved, width.isFinite, width >= 0 { reservedWidth = width } else { reservedWidth = nil }
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.tintColor = tintColor
        self.isLeading = isLeading
        self.actionHandler = actionHandler
    }

    /// A chevron: tapping the row goes further in.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// A checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// A chevron that expands and collapses the cell's item in its
    /// section's outline (`NSDiffableDataSourceSectionSnapshot`), pointing
    /// down while the item is expanded. With an `actionHandler`, a tap runs
    /// it instead.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
            reserved: options.reservedLayoutWidth, actionHandler: actionHandler)
    }

    /// A circled "i" button that runs `actionHandler` when tapped.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A short text on the trailing side (a count, a value).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(
            kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor,
            reserved: options.reservedLayoutWidth)
    }

    /// A view of yours, on the side its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed, _): (true, displayed)
        case .trailing(let displayed, _): (false, displayed)
        }
        return UICellAccessory(
            kind: .custom(configuration.customView), displayed: displayed, isHidden: configuration.isHidden,
            tintColor: configuration.tintColor, isLeading: leading, reserved: configuration.reservedLayoutWidth)
    }

    /// Whether it takes room in a cell that is not editing.
    var showsWhenNotEditing: Bool { displayed != .whenEditing }

    /// The style an outline disclosure has in `cell`: `automatic` resolved
    /// by the cell's content (nil for other accessories).
    @MainActor
    func outlineStyle(in cell: UICollectionViewCell) -> OutlineDisclosureOptions.Style? {
        guard case .outlineDisclosure(let style) = kind else { return nil }
        guard style == .automatic else { return style }
        let content = cell.contentConfiguration as? UIListContentConfiguration
        return content?.isHeader == true ? .header : .cell
    }

    /// The view drawing it, for `cell`.
    @MainActor
    func makeView(for cell: UICollectionViewListCell) -> UIView {
        let view: UIView
        switch kind {
        case .disclosureIndicator:
            view = UIImageView(image: Self.symbol("chevron.right", 14, .semibold))
            view.tintColor = tintColor ?? .tertiaryLabel
        case .checkmark:
            view = UIImageView(image: Self.symbol("checkmark", 16, .semibold))
            if let tintColor { view.tintColor = tintColor }
        case .outlineDisclosure:
            let header = outlineStyle(in: cell) == .header
            let button = OutlineDisclosureButton(cell: cell, header: header, action: actionHandler)
            if let tintColor { button.tintColor = tintColor } else if !header { button.tintColor = .tertiaryLabel }
            view = button
        case .detail:
            let button = UIButton(type: .detailDisclosure)
            if let actionHandler { button.addAction(UIAction { _ in actionHandler() }, for: .touchUpInside) }
            if let tintColor { button.tintColor = tintColor }
            button.sizeToFit()
            view = button
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = tintColor ?? .secondaryLabel
            label.sizeToFit()
            view = label
        case .custom(let custom):
            let size = custom.intrinsicContentSize
            if size.width >= 0, size.height >= 0 { custom.frame.size = size }
            if let tintColor { custom.tintColor = tintColor }
            view = custom
        }
        if isHidden { view.isHidden = true }
        return view
    }

    @MainActor
    static func symbol(_ name: String, _ size: CGFloat, _ weight: UIImage.SymbolWeight) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size, weight: weight))
    }
}

/// The outline disclosure's chevron: right while its item is collapsed,
/// down while it is expanded; a tap expands or collapses the item through
/// the collection view's diffable data source (or runs the accessory's
/// action handler).
@preconcurrency @MainActor
final class OutlineDisclosureButton: UIControl {
    private let chevron = UIImageView()
    private weak var cell: UICollectionViewListCell?
    let isHeaderStyle: Bool

    init(cell: UICollectionViewListCell, header: Bool, action: UICellAccessory.ActionHandler?) {
        self.cell = cell
        isHeaderStyle = header
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        addSubview(chevron)
        addAction(UIAction { [weak self] _ in
            if let action { action() } else { self?.cell?.toggleOutline() }
        }, for: .touchUpInside)
        showExpanded(false)
    }

    required init?(coder: NSCoder) {
        isHeaderStyle = false
        super.init(coder: coder)
    }

    /// Points the chevron towards the trailing side, turned a quarter down while expanded.
    func showExpanded(_ expanded: Bool) {
        let weight: UIImage.SymbolWeight = isHeaderStyle ? .semibold : .medium
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        chevron.image = UICellAccessory.symbol(rtl ? "chevron.left" : "chevron.right", 14, weight)
        chevron.transform = expanded ? CGAffineTransform(rotationAngle: rtl ? -.pi / 2 : .pi / 2) : .identity
        chevron.bounds.size = chevron.image?.size ?? .zero
        chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
