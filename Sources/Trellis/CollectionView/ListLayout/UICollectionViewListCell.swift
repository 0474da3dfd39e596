import Foundation

/// A collection view cell made for lists: standard content
/// (`defaultContentConfiguration()`), indentation, accessories on the
/// trailing side, and, in a list section, the separators and inset-grouped
/// corners of its row.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps of `indentationWidth` the content is indented.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }
    /// The width of one indentation step (until set: 20 points in a
    /// sidebar, 10 elsewhere).
    open var indentationWidth: CGFloat {
        get { ownIndentationWidth ?? (listRow?.isSidebar == true ? 20 : 10) }
        set {
            guard newValue != ownIndentationWidth else { return }
            ownIndentationWidth = newValue
            setNeedsLayout()
        }
    }
    private var ownIndentationWidth: CGFloat?
    /// The standard views at the sides, in order from the leading edge to
    /// the trailing one: views of yours placed on the leading side before
    /// the content, the rest after it.
    open var accessories: [UICellAccessory] = [] {
        didSet { makeAccessoryViews() }
    }

    private func makeAccessoryViews() {
        for view in leadingAccessoryViews + trailingAccessoryViews { view.removeFromSuperview() }
        leadingAccessoryViews = []
        trailingAccessoryViews = []
        for accessory in accessories where accessory.showsWhenNotEditing {
            let view = accessory.makeView(for: self)
            if let reserved = accessory.reservedWidth { view.frame.size.width = reserved }
            if accessory.isLeading { leadingAccessoryViews.append(view) } else { trailingAccessoryViews.append(view) }
            addSubview(view)
        }
        showOutlineState()
        placeBackgrounds()
    }

    /// The standard content of a row, to set and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private var leadingAccessoryViews: [UIView] = []
    private var trailingAccessoryViews: [UIView] = []

    // MARK: Outlines

    override var isOutlineExpanded: Bool {
        didSet { if isOutlineExpanded != oldValue { showOutlineState() } }
    }

    private var outlineButtons: some Sequence<OutlineDisclosureButton> {
        (leadingAccessoryViews + trailingAccessoryViews).lazy.compactMap { $0 as? OutlineDisclosureButton }
    }

    private func showOutlineState() {
        for button in outlineButtons { button.showExpanded(isOutlineExpanded) }
    }

    /// Whether a tap anywhere on the cell expands or collapses it (an outline disclosure of header style).
    var togglesOutlineOnTap: Bool { outlineButtons.contains { $0.isHeaderStyle } }

    /// Expands or collapses the cell's item in its section's outline.
    func toggleOutline() {
        guard let collectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        (collectionView.dataSource as? any OutlineTogglingDataSource)?.toggleOutlineItem(at: indexPath)
    }

    // MARK: The row in its list

    /// The line under the row.
    private let separator = UIView()
    /// Where the row is in its list section, from the layout (nil: not in one).
    private var listRow: ListRowPlacement? {
        didSet {
            guard listRow != oldValue else { return }
            if usesDefaultBackground {
                configurationUpdates.background = listRow.map { UIBackgroundConfiguration(style: $0.background) }
                configurationUpdates.showBackground(in: self)
            }
            placeBackgrounds()
        }
    }
    /// Whether the cell shows its list's default background (until given
    /// a background configuration, a background view or a colour).
    private var usesDefaultBackground = true

    /// What the cell draws behind its content: in a list section, until you
    /// set one, the list's own (`defaultBackgroundConfiguration()`), which
    /// greys the row while it is selected.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set {
            usesDefaultBackground = false
            super.backgroundConfiguration = newValue
        }
    }

    /// The background of a row of the list the cell is in: grouped rows in
    /// grouped and inset-grouped lists, sidebar rows in sidebars, plain rows otherwise.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: listRow?.background ?? .listPlainCell)
    }

    /// The space between the trailing accessory and the cell's edge, and between accessories.
    private static let accessoryMargin: CGFloat = 16, accessorySpacing: CGFloat = 12

    /// A list cell with an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installListViews()
    }

    /// A list cell from an archive (Trellis has none): an empty cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installListViews()
    }

    private func installListViews() {
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listRow = layoutAttributes.listRow
    }


    /// How much of a side accessories take: each with a gap after it, and
    /// the margin at the cell's edge instead of the last gap.
    private static func room(for views: [UIView]) -> CGFloat {
        guard !views.isEmpty else { return 0 }
        return views.reduce(0) { $0 + $1.frame.width + accessorySpacing } - accessorySpacing + accessoryMargin
    }

    /// The content view leaves room for the indentation and the accessories.
    override func contentViewFrame(in bounds: CGRect) -> CGRect {
        let leading = CGFloat(indentationLevel) * indentationWidth + Self.room(for: leadingAccessoryViews)
        let trailing = Self.room(for: trailingAccessoryViews)
        let width = max(0, bounds.width - leading - trailing)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rtl ? bounds.width - leading - width : leading, y: 0, width: width, height: bounds.height)
    }

    override func placeBackgrounds() {
        super.placeBackgrounds()
        let bounds = CGRect(origin: .zero, size: frame.size)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Each side's accessories from its edge inwards, centred down the row:
        // measured from the leading edge (after the indentation) and from the trailing one.
        func place(_ views: [UIView], from start: CGFloat, inwardsFromTrailing: Bool) {
            var edge = start
            for view in views {
                let size = view.frame.size
                let fromLeading = inwardsFromTrailing ? bounds.width - edge - size.width : edge
                let x = rtl ? bounds.width - fromLeading - size.width : fromLeading
                view.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
                edge += size.width + Self.accessorySpacing
            }
        }
        place(leadingAccessoryViews, from: CGFloat(indentationLevel) * indentationWidth + Self.accessoryMargin, inwardsFromTrailing: false)
        place(trailingAccessoryViews.reversed(), from: Self.accessoryMargin, inwardsFromTrailing: true)
        placeListRowViews(in: bounds)
    }

    /// The row's background, corners and separator, as its list section says.
    private func placeListRowViews(in bounds: CGRect) {
        guard let row = listRow else {
            separator.isHidden = true
            layer.cornerRadius = 0
            return
        }
        var corners: CACornerMask = []
        if row.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let rounded = row.cornerRadius > 0 && !corners.isEmpty
        layer.cornerRadius = rounded ? row.cornerRadius : 0
        layer.maskedCorners = corners
        clipsToBounds = rounded
        separator.isHidden = !row.showsSeparator
        guard row.showsSeparator else { return }
        // One pixel, from the text's leading edge to the cell's trailing edge.
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        let thickness = 1 / scale
        let start = separatorLeadingInset(in: bounds)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = max(0, bounds.width - start)
        separator.frame = CGRect(x: rtl ? 0 : start, y: bounds.height - thickness, width: width, height: thickness)
    }

    /// How far from the leading edge the separator starts: where the list
    /// content's text starts, else the content view's leading margin.
    private func separatorLeadingInset(in bounds: CGRect) -> CGFloat {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let content = rtl ? bounds.width - contentView.frame.maxX : contentView.frame.minX
        if let list = contentView.subviews.lazy.compactMap({ $0 as? UIListContentView }).first { return content + list.textLeadingInset }
        return content + (rtl ? contentView.layoutMargins.right : contentView.layoutMargins.left)
    }
}
