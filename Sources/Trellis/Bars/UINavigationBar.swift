import Foundation

/// A button in a navigation bar: a title or an image, and the action a tap performs.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// The title shown when there is no image.
    open var title: String?
    /// The image shown (a template, in the bar's tint).
    open var image: UIImage?
    /// What a tap does.
    open var primaryAction: UIAction?
    /// Whether the item can be tapped.
    open var isEnabled = true
    /// How the item is drawn: `.plain`, or `.done` for the action that ends a task (in a bold font).
    open var style: Style = .plain

    /// An item with a title or an image that performs `primaryAction` when tapped.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}

/// What a view controller shows in a navigation bar while it is on top:
/// its title, the back button's title for the controller above it, and
/// buttons on either side.
@preconcurrency @MainActor
open class UINavigationItem {
    /// The title (the view controller's `title` when nil).
    open var title: String?
    /// The title of the back button that returns to this item (its title, or "Back", when nil).
    open var backButtonTitle: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Buttons on the leading side (instead of the back button).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// Buttons on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    init() {}
}

/// The bar at the top of a navigation controller: the top view controller's
/// title in the middle, a back button to the one below it on the leading
/// side, and the items' buttons. Its background reaches up under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar (32 points on a phone turned sideways, as UIKit's compact bar).
    static func height(for traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// The bar's background colour (the system background when nil).
    open var barTintColor: UIColor?

    let titleLabel = UILabel()
    private let background = UIView()
    private let separator = UIView()
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    /// An empty bar (a navigation controller fills it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    /// A bar from an archive (Trellis has none): an empty bar, as `init(frame:)` makes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontForContentSizeCategory = false
        separator.backgroundColor = .separator
        addSubview(background)
        addSubview(separator)
        addSubview(titleLabel)
    }

    /// The item on top (the top view controller's).
    public private(set) var topItem: UINavigationItem?
    /// The item below the top one, which the back button returns to.
    public private(set) var backItem: UINavigationItem?

    /// Shows `item` over `backItem` (nil: no back button).
    func show(_ item: UINavigationItem, over backItem: UINavigationItem?) {
        topItem = item
        self.backItem = backItem
        titleLabel.text = item.title
        let backTitle = backItem.map { $0.backButtonTitle ?? $0.title ?? "Back" }
        for button in leadingButtons + trailingButtons { button.removeFromSuperview() }
        var leading: [UIButton] = []
        if let items = item.leftBarButtonItems {
            leading = items.map(makeButton)
        } else if let backTitle, !item.hidesBackButton {
            let back = UIButton(type: .system)
            back.setTitle(backTitle, for: .normal)
            back.setImage(UIImage(systemName: "chevron.left"), for: .normal)
            back.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            leading = [back]
            backButton = back
        } else {
            backButton = nil
        }
        let trailing = (item.rightBarButtonItems ?? []).map(makeButton)
        for button in leading + trailing { addSubview(button) }
        leadingButtons = leading
        trailingButtons = trailing
        setNeedsLayout()
    }

    private var leadingButtons: [UIButton] = []
    private var trailingButtons: [UIButton] = []

    private func makeButton(for item: UIBarButtonItem) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(item.image == nil ? item.title : nil, for: .normal)
        button.setImage(item.image, for: .normal)
        button.isEnabled = item.isEnabled
        if item.style == .done { button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold) }
        // The action's sender is the item, as in UIKit, not the button that shows it.
        if let action = item.primaryAction {
            button.addAction(UIAction(identifier: action.identifier) { [weak item] _ in action.perform(from: item) }, for: .touchUpInside)
        }
        return button
    }

    /// Places the buttons at the sides (8 points from the edges, inside the
    /// safe area) and the title centred between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let safe = superview?.safeAreaInsets ?? .zero
        background.backgroundColor = barTintColor ?? .systemBackground
        background.frame = CGRect(x: 0, y: -frame.minY, width: bounds.width, height: bounds.height + frame.minY)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairline)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leadingEdge = 8 + (rtl ? safe.right : safe.left)
        var trailingEdge = 8 + (rtl ? safe.left : safe.right)
        func place(_ button: UIButton, fromLeading: Bool) {
            let size = button.intrinsicContentSize
            let offset = fromLeading ? leadingEdge : trailingEdge
            let x = fromLeading != rtl ? offset : bounds.width - offset - size.width
            button.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            if fromLeading { leadingEdge += size.width + 8 } else { trailingEdge += size.width + 8 }
        }
        for button in leadingButtons { place(button, fromLeading: true) }
        for button in trailingButtons { place(button, fromLeading: false) }
        // The title is centred in the bar if it fits there, else between the buttons.
        let room = max(0, bounds.width - 2 * max(leadingEdge, trailingEdge))
        let titleSize = titleLabel.intrinsicContentSize
        let width = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - titleSize.height) / 2).rounded(),
                                  width: width, height: titleSize.height)
    }

    /// The back button, while one shows.
    private(set) var backButton: UIButton?
}
