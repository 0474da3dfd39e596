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
    /// The width of one indentation step.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }
    /// The standard views on the trailing side, from the leading one to the trailing one.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.filter(\.showsWhenNotEditing).map { $0.makeView() }
            for view in accessoryViews { addSubview(view) }
            placeBackgrounds()
        }
    }

    /// The standard content of a row, to set and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private var accessoryViews: [UIImageView] = []
    /// The row's background in a grouped list (behind everything).
    private let rowBackground = UIView()
    /// The line under the row.
    private let separator = UIView()
    /// Where the row is in its list section, from the layout (nil: not in one).
    private var listRow: ListRowPlacement? {
        didSet { if listRow != oldValue { placeBackgrounds() } }
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
        rowBackground.isHidden = true
        insertSubview(rowBackground, at: 0)
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listRow = layoutAttributes.listRow
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { placeBackgrounds() } }
    }
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { placeBackgrounds() } }
    }

    /// The content view leaves room for the indentation and the accessories.
    override func contentViewFrame(in bounds: CGRect) -> CGRect {
        let leading = CGFloat(indentationLevel) * indentationWidth
        var trailing: CGFloat = 0
        for view in accessoryViews { trailing += view.frame.width + Self.accessorySpacing }
        if trailing > 0 { trailing += Self.accessoryMargin - Self.accessorySpacing }  // the content ends where the accessories start
        let width = max(0, bounds.width - leading - max(0, trailing))
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rtl ? bounds.width - leading - width : leading, y: 0, width: width, height: bounds.height)
    }

    override func placeBackgrounds() {
        super.placeBackgrounds()
        let bounds = CGRect(origin: .zero, size: frame.size)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Accessories from the trailing edge inwards, centred down the row.
        var edge = bounds.width - Self.accessoryMargin
        for view in accessoryViews.reversed() {
            let size = view.frame.size
            let x = rtl ? bounds.width - edge : edge - size.width
            view.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            edge -= size.width + Self.accessorySpacing
        }
        placeListRowViews(in: bounds)
    }

    /// The row's background, corners and separator, as its list section says.
    private func placeListRowViews(in bounds: CGRect) {
        guard let row = listRow else {
            rowBackground.isHidden = true
            separator.isHidden = true
            layer.cornerRadius = 0
            return
        }
        let selected = (isSelected || isHighlighted) && selectedBackgroundView == nil
        rowBackground.backgroundColor = selected ? .systemGray4 : row.backgroundColor
        rowBackground.isHidden = rowBackground.backgroundColor == nil || backgroundView != nil && !selected
        rowBackground.frame = bounds
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
