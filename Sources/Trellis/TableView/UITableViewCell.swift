import Foundation

/// A row of a table. Put content in `contentView` and constrain it there:
/// with `rowHeight = UITableView.automaticDimension` the table sizes the row
/// from those constraints.
///
/// A cell lays out its content with an engine of its own, so the table can
/// add, move and reuse cells without disturbing the layout around it, and
/// measuring a reconfigured cell again is incremental.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in arrangements of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// An image, then a title.
        case `default`
        /// A title on the leading side, a detail in grey on the trailing side.
        case value1
        /// A small blue title, then a detail.
        case value2
        /// An image, then a title over a smaller grey subtitle.
        case subtitle
    }

    /// The standard views shown on the trailing side.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How the cell's separator is drawn (the table's settings apply unless changed here).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// Where the cell's content goes; sized to the cell, less the accessory.
    public let contentView: UIView
    /// The identifier the cell was made for and is reused under.
    public private(set) var reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle

    /// Creates a cell of a style, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// A cell from an archive (Trellis has none): a `.default` cell with no reuse identifier.
    public required init?(coder: NSCoder) {
        style = .default
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        frame = contentView.frame
        installContentView()
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered cell: with the `.default` style, through
    /// the subclass's `init(style:reuseIdentifier:)`. (Subclasses inherit it
    /// as long as they override that initializer and `init?(coder:)`, as
    /// UIKit requires, or declare no initialiser.)
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    override var hasOwnLayoutEngine: Bool { true }
    override var isListCell: Bool { true }

    /// A new size puts the content view in place at once, so that fitting the
    /// cell (which reads the content view's frame) sees the right width.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { placeContentView() } }
    }

    /// The cell's size for a table: fitted to its constraints, or, when
    /// nothing in it uses constraints, its `sizeThatFits(_:)` at the table's
    /// width (override that to size a cell laid out by hand), as in UIKit.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        guard subtreeUsesConstraints else { return sizeThatFits(targetSize) }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Reuse

    /// Called when the table takes the cell from its reuse pool for another
    /// row: reset what the next row would not set. (The table forgets the
    /// row's height on its own: a reused cell is always measured afresh.)
    open func prepareForReuse() {}

    // MARK: The built-in content

    private var builtInLabels: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)
    private var builtInArrangement: ListContentArrangement?

    /// The title label (made on first use, placed as the style says).
    open var textLabel: UILabel? {
        if let label = builtInLabels.text { return label }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .preferredFont(forTextStyle: .body)
        label.textColor = style == .value2 ? .systemBlue : .label
        label.numberOfLines = 0
        builtInLabels.text = label
        arrangeBuiltInContent()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = builtInLabels.detail { return label }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        label.numberOfLines = style == .value1 ? 1 : 0
        builtInLabels.detail = label
        arrangeBuiltInContent()
        return label
    }

    /// The image on the leading side (`.default` and `.subtitle` styles).
    open var imageView: UIImageView? {
        guard style == .default || style == .subtitle else { return nil }
        if let view = builtInLabels.image { return view }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        builtInLabels.image = view
        arrangeBuiltInContent()
        return view
    }

    /// Places the built-in views made so far, as the style arranges them.
    private func arrangeBuiltInContent() {
        if builtInArrangement == nil {
            let arrangement = ListContentArrangement(
                in: contentView, layout: style == .value1 ? .sideBySide : style == .value2 ? .titleColumn : .stacked)
            arrangement.minimumHeight = 44
            builtInArrangement = arrangement
        }
        builtInArrangement?.arrange(image: builtInLabels.image, text: builtInLabels.text, secondary: builtInLabels.detail)
    }

    // MARK: Content configurations

    /// The standard content for the cell's style, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// What the cell shows, as a configuration: its content view is made
    /// once, pinned to the content view's edges, and updated in place by
    /// every new configuration it supports.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContent.update(with: contentConfiguration, in: contentView)
            // A new configuration on a cell that shows sizes it again, as `invalidateIntrinsicContentSize()` does
            // (not the same one updated for a new state).
            if !configurationUpdates.isApplyingState { tellListCellOfSizeChange(constraint: false) }
        }
    }

    private let configuredContent = ConfiguredContent()

    // MARK: Configuration state

    /// What runs after `updateConfiguration(using:)` at every configuration update.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    let configurationUpdates = CellConfigurationUpdates()

    /// The cell's state now: its traits, selection, highlight, whether it
    /// takes touches, and whether it is editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = isEditing
        return state
    }

    /// Asks for a configuration update before the cell is next laid out
    /// or measured (requests made meanwhile make one update).
    open func setNeedsUpdateConfiguration() { configurationUpdates.setNeeded(self) }

    /// Called at every configuration update with the cell's state, after
    /// the content and background configurations were updated for it:
    /// override to configure the cell for its state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called at every configuration update, after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// What the cell draws behind its content, as a configuration (nil: the
    /// table's row background and selection grey, or `backgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationUpdates.background }
        set {
            configurationUpdates.background = newValue
            configurationUpdates.showBackground(in: self)
        }
    }

    /// Whether configuration updates apply the cell's state to its background configuration.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether configuration updates apply the cell's state to its content configuration.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The background of a row of the cell's table: a grouped row in
    /// grouped and inset-grouped tables, a plain row otherwise.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableView.map { $0.style != .plain } == true ? .listGroupedCell() : .listPlainCell()
    }

    func runConfigurationUpdateHandler(with state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    func placeConfiguredBackground() { configurationUpdates.placeBackgroundView(in: self) }

    // MARK: Accessories

    /// A standard accessory on the trailing side.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            standardAccessory?.removeFromSuperview()
            standardAccessory = Self.standardAccessoryImage(accessoryType).map { image in
                let view = UIImageView(image: image)
                view.tintColor = accessoryType == .disclosureIndicator ? .tertiaryLabel : .systemBlue
                addSubview(view)
                return view
            }
            placeContentView()
        }
    }

    /// The view drawing `accessoryType` (a chevron, a checkmark, a circled detail button).
    private var standardAccessory: UIImageView?

    private static func standardAccessoryImage(_ type: AccessoryType) -> UIImage? {
        switch type {
        case .none: nil
        case .disclosureIndicator: UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
        case .checkmark: UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold))
        case .detailButton, .detailDisclosureButton: UIImage(systemName: "info.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 23))
        }
    }

    /// A view of yours on the trailing side (takes the place of `accessoryType`).
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            placeContentView()
        }
    }

    /// The width the accessory takes from the content view (approximately
    /// UIKit's: the accessory, the cell's trailing margin and a gap).
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 32 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 38
        case .checkmark: return 40
        case .detailButton: return 46
        case .detailDisclosureButton: return 68
        }
    }

    // MARK: Selection and appearance

    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the cell is highlighted (touched).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the cell is editing (its table's `isEditing`).
    open var isEditing = false {
        didSet { if isEditing != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        configurationUpdates.showBackground(in: self)
        setNeedsUpdateConfiguration()
    }
    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Highlights the cell or takes the highlight away.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }
    /// A view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView) }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// The separator's insets from the cell's edges (only left and right count);
    /// by default the table's, or the leading edge of the content.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableView?.explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: tableSideMargin, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue }
    }
    private var ownSeparatorInset: UIEdgeInsets?

    /// How many levels the content is indented.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { placeContentView() } }
    }
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { placeContentView() } }
    }

    /// The table showing the cell, while it does (its separators decide the
    /// content view's height). A new table places the content view at once
    /// (its separator takes a pixel from it). Leaving one does not: the cell
    /// waits in the reuse pool until a table shows it again, and placing it
    /// there would move its content view by that pixel and back, solving its
    /// constraints twice a reuse.
    weak var tableView: UITableView? {
        didSet { if tableView !== oldValue && tableView != nil { placeContentView() } }
    }
    /// The side margins the content view has from its table (16 until a table gives others).
    var tableSideMargin: CGFloat = 16

    // MARK: Layout

    /// Sizes the content view (the cell less the accessory and indentation)
    /// and places the accessory and backgrounds.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        placeContentView()
        super.layoutSubviews()
    }

    /// Puts the content view where the cell's size and accessory say.
    func placeContentView() {
        // Clear of the safe area on the sides (a notch in landscape) when the table says so.
        let safe = tableView.map { $0.insetsContentViewsToSafeArea ? $0.safeAreaInsets : .zero } ?? .zero
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leadingInset = CGFloat(indentationLevel) * indentationWidth + (rtl ? safe.right : safe.left)
        let trailingInset = accessoryWidth + (rtl ? safe.left : safe.right)
        let width = max(0, bounds.width - leadingInset - trailingInset)
        let height = max(0, bounds.height - separatorHeight)
        let frame = CGRect(x: rtl ? bounds.width - leadingInset - width : leadingInset, y: 0, width: width, height: height)
        if !frame.isClose(to: contentView.frame) { contentView.frame = frame }
        if let accessory = accessoryView ?? standardAccessory {
            let size = accessory.frame.size
            let x = rtl ? 16 : bounds.width - 16 - size.width
            accessory.frame = CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        standardAccessory?.isHidden = accessoryView != nil
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        placeConfiguredBackground()
    }

    /// Whether the cell shows the first and the last row of its section (set by its table).
    var isFirstInSection = false, isLastInSection = false

    /// Gives the cell the identifier it was dequeued under.
    func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }
}

extension UITableViewCell: ConfigurationStateCell {}

extension NSLayoutConstraint {
    /// The constraint, with `priority` (a shorthand for building lists of constraints).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
