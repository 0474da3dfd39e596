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

/// The bar at the top of a navigation controller: the top view controller's
/// title in the middle, a back button to the one below it on the leading
/// side, and the items' buttons; under them, when the controller says so,
/// the title shown large and the item's search bar. Its background reaches
/// up under the status bar, drawn from the appearance that applies: the
/// scroll-edge one (transparent unless set) while the content is at its top
/// edge or there is no content to scroll, the standard one otherwise.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's row of buttons and title (32 points on a
    /// phone turned sideways, as UIKit's compact bar).
    static func height(for traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// The height of the large title's area when it shows whole.
    static let largeTitleHeight: CGFloat = 52

    /// The bar's background colour in the standard appearance, as before
    /// appearances (nil: the appearance's). Ignored at the scroll edge, as on iOS 15 and later.
    open var barTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    /// Whether the view controllers' titles show large under the bar
    /// (where their items' `largeTitleDisplayMode` allows).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onLayoutChange?() } }
    }
    /// The inline title's attributes, as before appearances.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { setNeedsLayout() }
    }
    /// The large title's attributes, as before appearances.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { setNeedsLayout() }
    }

    /// How the bar looks when no other appearance applies.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks in compact height (nil: the standard appearance).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks while the content is at its top edge (nil: the
    /// standard appearance's titles over a transparent background).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks at the scroll edge in compact height (nil: the scroll-edge appearance).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { setNeedsLayout() }
    }

    let titleLabel = UILabel()
    /// The large title, in an area that clips it as it slides under the bar.
    let largeTitleLabel = UILabel()
    private let largeTitleArea = UIView()
    private let background = UIView()
    private let separator = UIView()
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?
    /// Called when something that changes the bar's height changes.
    var onLayoutChange: (() -> Void)?

    /// How much of the large title and search areas show, and where the
    /// content is: decided by the navigation controller at each layout.
    struct Extent: Equatable {
        /// The height of the row of buttons and title (0 while a search hides it).
        var inlineRow: CGFloat = 44
        /// How much of the large title's area shows.
        var largeTitle: CGFloat = 0
        /// How much of the search area shows, and where the field sits in it.
        var search: CGFloat = 0
        var searchFieldTop: CGFloat = 1
        var searchFieldHeight: CGFloat = 36
        /// Whether the content is at its top edge (or there is none to scroll).
        var atScrollEdge = true
        /// The side margins the title and search field line up with.
        var sideMargins: (leading: CGFloat, trailing: CGFloat) = (16, 16)

        var height: CGFloat { inlineRow + largeTitle + search }

        static func == (lhs: Extent, rhs: Extent) -> Bool {
            lhs.inlineRow == rhs.inlineRow && lhs.largeTitle == rhs.largeTitle && lhs.search == rhs.search
                && lhs.searchFieldTop == rhs.searchFieldTop && lhs.searchFieldHeight == rhs.searchFieldHeight
                && lhs.atScrollEdge == rhs.atScrollEdge && lhs.sideMargins == rhs.sideMargins
        }
    }

    var extent = Extent() {
        didSet { if extent != oldValue { setNeedsLayout() } }
    }
    /// The search bar shown in the search area, while there is one.
    private(set) var hostedSearchBar: UISearchBar?

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
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontForContentSizeCategory = false
        largeTitleLabel.numberOfLines = 1
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(background)
        addSubview(separator)
        addSubview(largeTitleArea)
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
        largeTitleLabel.text = item.title
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
        let searchBar = item.searchController?.searchBar
        if hostedSearchBar !== searchBar {
            hostedSearchBar?.removeFromSuperview()
            if let searchBar {
                searchBar.searchBarStyle = .minimal
                addSubview(searchBar)
            }
            hostedSearchBar = searchBar
        }
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

    // MARK: Appearance

    /// The appearance that applies now: the item's before the bar's, the
    /// compact ones in compact height, the scroll-edge ones at the scroll edge.
    var resolvedAppearance: UINavigationBarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let item = topItem
        let copying = UINavigationBarAppearance.init(barAppearance:)
        let standard: UINavigationBarAppearance = {
            if compact, let appearance = item?.compactAppearance ?? compactAppearance { return appearance }
            return item?.standardAppearance ?? UIBarAppearance.tinted(standardAppearance, by: barTintColor, copying: copying)
        }()
        guard extent.atScrollEdge else { return standard }
        if compact, let appearance = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return appearance }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? UIBarAppearance.transparent(standard, copying: copying)
    }

    /// The inline title's font and colour, then the large title's: the system's, with the appearance's and the bar's attributes over them.
    private func titleStyles(_ appearance: UINavigationBarAppearance) -> (inline: (UIFont, UIColor), large: (UIFont, UIColor)) {
        func style(_ attributes: [NSAttributedString.Key: Any], over font: UIFont) -> (UIFont, UIColor) {
            ((attributes[.font] as? UIFont) ?? font, (attributes[.foregroundColor] as? UIColor) ?? .label)
        }
        let largeFont = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).withSymbolicTraits(.traitBold)!, size: 0)
        let inline = appearance.titleTextAttributes.merging(titleTextAttributes ?? [:]) { mine, _ in mine }
        let large = appearance.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { mine, _ in mine }
        return (style(inline, over: .systemFont(ofSize: 17, weight: .semibold)), style(large, over: largeFont))
    }

    // MARK: Layout

    /// Places the buttons at the sides (8 points from the edges, inside the
    /// safe area) and the title centred between them; the large title at
    /// the leading margin with its baseline 16 points above its area's
    /// bottom; the search field across the margins under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let appearance = resolvedAppearance
        background.backgroundColor = appearance.resolvedBackgroundFill
        background.isHidden = appearance.resolvedBackgroundFill == nil
        background.frame = CGRect(x: 0, y: -frame.minY, width: bounds.width, height: bounds.height + frame.minY)
        let hairline = 1 / max(1, traitCollection.displayScale)
        separator.backgroundColor = appearance.shadowColor
        separator.isHidden = appearance.shadowColor == nil
        separator.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairline)
        let styles = titleStyles(appearance)
        (titleLabel.font, titleLabel.textColor) = styles.inline
        (largeTitleLabel.font, largeTitleLabel.textColor) = styles.large

        let safe = superview?.safeAreaInsets ?? .zero
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let row = extent.inlineRow
        var leadingEdge = 8 + (rtl ? safe.right : safe.left)
        var trailingEdge = 8 + (rtl ? safe.left : safe.right)
        func place(_ button: UIButton, fromLeading: Bool) {
            button.isHidden = row == 0
            let size = button.intrinsicContentSize
            let offset = fromLeading ? leadingEdge : trailingEdge
            let x = fromLeading != rtl ? offset : bounds.width - offset - size.width
            button.frame = CGRect(x: x, y: ((row - size.height) / 2).rounded(), width: size.width, height: size.height)
            if fromLeading { leadingEdge += size.width + 8 } else { trailingEdge += size.width + 8 }
        }
        for button in leadingButtons { place(button, fromLeading: true) }
        for button in trailingButtons { place(button, fromLeading: false) }
        // The title is centred in the bar if it fits there, else between the
        // buttons; it shows once the large title has gone under the bar.
        let room = max(0, bounds.width - 2 * max(leadingEdge, trailingEdge))
        let titleSize = titleLabel.intrinsicContentSize
        let width = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((row - titleSize.height) / 2).rounded(),
                                  width: width, height: titleSize.height)
        titleLabel.isHidden = row == 0 || extent.largeTitle > 0

        let margins = extent.sideMargins
        largeTitleArea.frame = CGRect(x: 0, y: row, width: bounds.width, height: extent.largeTitle)
        largeTitleArea.isHidden = extent.largeTitle <= 0
        let largeSize = largeTitleLabel.intrinsicContentSize
        let largeWidth = min(largeSize.width, max(0, bounds.width - margins.leading - margins.trailing))
        let baseline = largeTitleLabel.firstBaselineOffsetFromTop
        largeTitleLabel.frame = CGRect(
            x: rtl ? bounds.width - margins.leading - largeWidth : margins.leading,
            y: extent.largeTitle - 16 - baseline, width: largeWidth, height: largeSize.height)

        if let searchBar = hostedSearchBar {
            let top = row + extent.largeTitle
            searchBar.isHidden = extent.search < extent.searchFieldHeight / 2
            searchBar.fieldPlacement = (top: extent.searchFieldTop, height: extent.searchFieldHeight, sideInset: 0)
            searchBar.frame = CGRect(
                x: rtl ? margins.trailing : margins.leading, y: top,
                width: max(0, bounds.width - margins.leading - margins.trailing), height: extent.search)
        }
    }

    /// The back button, while one shows.
    private(set) var backButton: UIButton?
}
