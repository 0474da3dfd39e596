import Foundation

/// What a view controller shows in a tab bar: a title and an image.
@preconcurrency @MainActor
open class UITabBarItem {
    /// The title under the image.
    open var title: String?
    /// The image (a template, grey, or tinted when selected).
    open var image: UIImage?
    /// The image when selected (`image` when nil).
    open var selectedImage: UIImage?
    /// A badge's text (drawn as a red capsule at the image's corner).
    open var badgeValue: String?
    /// How the bar looks while this item is selected (nil: the bar's).
    open var standardAppearance: UITabBarAppearance?
    /// How the bar looks at the scroll edge while this item is selected (nil: the bar's).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// An item with a title and images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item with a title, an image and a tag (the tag is not used headless).
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
    }
}

/// The bar at the bottom of a tab bar controller: one button per tab, the
/// selected one tinted. Its background reaches down under the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar above the safe area (UIKit's: 49 points, 50 on
    /// an iPad, 32 on a phone turned sideways).
    static func height(for traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return 32 }
        return traits.userInterfaceIdiom == .pad ? 50 : 49
    }

    /// The colour of the selected tab (the tint colour when nil).
    open var selectedItemTintColor: UIColor?
    /// The colour of the other tabs (grey when nil).
    open var unselectedItemTintColor: UIColor?
    /// The bar's background colour in the standard appearance, as before
    /// appearances (nil: the appearance's). Not seen at the scroll edge, as on iOS 15 and later.
    open var barTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks while the content goes on under it.
    open var standardAppearance = UITabBarAppearance() {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks while the content's bottom edge is above it, or
    /// there is no content to scroll (nil: the standard appearance's items
    /// over a transparent background).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { setNeedsLayout() }
    }
    /// Whether the content's bottom edge is at or above the bar (or there is
    /// none to scroll): decided by the tab bar controller at each layout.
    var atScrollEdge = true {
        didSet { if atScrollEdge != oldValue { setNeedsLayout() } }
    }

    /// The appearance that applies now: the selected item's before the bar's,
    /// the scroll-edge one at the scroll edge.
    var resolvedAppearance: UITabBarAppearance {
        let item = selectedItem
        let copying = UITabBarAppearance.init(barAppearance:)
        let standard = item?.standardAppearance ?? UIBarAppearance.tinted(standardAppearance, by: barTintColor, copying: copying)
        guard atScrollEdge else { return standard }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? UIBarAppearance.transparent(standard, copying: copying)
    }

    /// The items shown, one button each, in order; nil when there are none.
    /// A tab bar controller sets them from its view controllers'
    /// `tabBarItem`s (in UIKit, only it may change them then).
    open var items: [UITabBarItem]? {
        get { buttons.isEmpty ? nil : buttons.map(\.item) }
        set {
            let kept = selectedItem
            let items = newValue ?? []
            show(items, selected: items.firstIndex { $0 === kept } ?? NSNotFound)
        }
    }

    /// Shows `items` (the animation is not drawn headless).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The item drawn selected, if any.
    open var selectedItem: UITabBarItem? {
        get { buttons.indices.contains(selectedIndex) ? buttons[selectedIndex].item : nil }
        set { select(newValue.flatMap { item in buttons.firstIndex { $0.item === item } } ?? NSNotFound) }
    }

    private let background = UIView()
    private let separator = UIView()
    private(set) var buttons: [TabBarButton] = []
    private var selectedIndex = NSNotFound
    /// Called with the index of a tapped tab.
    var onSelect: ((Int) -> Void)?

    /// An empty bar (a tab bar controller fills it).
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
        addSubview(background)
        addSubview(separator)
    }

    /// Shows `items`, the one at `selected` tinted.
    func show(_ items: [UITabBarItem], selected: Int) {
        for button in buttons { button.removeFromSuperview() }
        buttons = items.enumerated().map { index, item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        select(selected)
    }

    /// Tints the button at `index` and greys the others.
    func select(_ index: Int) {
        selectedIndex = index
        for (position, button) in buttons.enumerated() { button.isSelected = position == index }
        tintButtons(resolvedAppearance)
    }

    /// The buttons in their colours: the appearance's item colours for the
    /// layout in use, else the bar's tints, else the tint and grey.
    private func tintButtons(_ appearance: UITabBarAppearance) {
        let items = traitCollection.verticalSizeClass == .compact ? appearance.compactInlineLayoutAppearance
            : traitCollection.userInterfaceIdiom == .pad ? appearance.inlineLayoutAppearance : appearance.stackedLayoutAppearance
        for button in buttons {
            let state = button.isSelected ? items.selected : items.normal
            button.tint(state.iconColor ?? (button.isSelected ? selectedItemTintColor ?? tintColor : unselectedItemTintColor ?? .systemGray))
        }
    }

    /// The buttons share the width (inside the safe area); the background
    /// and the hairline above run edge to edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let safe = superview?.safeAreaInsets ?? .zero
        let appearance = resolvedAppearance
        background.backgroundColor = appearance.resolvedBackgroundFill
        background.isHidden = appearance.resolvedBackgroundFill == nil
        separator.backgroundColor = appearance.shadowColor
        separator.isHidden = appearance.shadowColor == nil
        tintButtons(appearance)
        let below = superview.map { $0.bounds.height - frame.maxY } ?? 0
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + below)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        guard !buttons.isEmpty else { return }
        let width = (bounds.width - safe.left - safe.right) / CGFloat(buttons.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let position = rtl ? buttons.count - 1 - index : index
            button.frame = CGRect(x: safe.left + CGFloat(position) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// One tab: the item's image above its title (beside it when the bar is low).
@preconcurrency @MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.text = item.title
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// Tab buttons are made by their bar only.
    required init?(coder: NSCoder) { nil }

    func tint(_ color: UIColor) {
        titleLabel.textColor = color
        imageView.tintColor = color
        imageView.image = (isSelected ? item.selectedImage ?? item.image : item.image)?.withRenderingMode(.alwaysTemplate)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let titleSize = titleLabel.intrinsicContentSize
        if bounds.height < 40 {
            // A low bar: a 20-point image beside the title.
            let total = 20 + 6 + titleSize.width
            let x = ((bounds.width - total) / 2).rounded()
            imageView.frame = CGRect(x: x, y: ((bounds.height - 20) / 2).rounded(), width: 20, height: 20)
            titleLabel.frame = CGRect(x: x + 26, y: ((bounds.height - titleSize.height) / 2).rounded(), width: titleSize.width, height: titleSize.height)
        } else {
            imageView.frame = CGRect(x: ((bounds.width - 28) / 2).rounded(), y: 5, width: 28, height: 25)
            titleLabel.frame = CGRect(x: 0, y: 32, width: bounds.width, height: titleSize.height)
        }
    }
}
