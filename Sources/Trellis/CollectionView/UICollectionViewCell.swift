import Foundation

/// A view a collection view places and reuses: the base of cells and of
/// supplementary views (headers, footers).
///
/// Like a table cell, it lays out its content with a layout engine of its
/// own, so the collection view can add, move and reuse it without touching
/// the layout around it.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was made for and is reused under.
    public private(set) var reuseIdentifier: String?
    /// For a supplementary view: the kind it was last dequeued as (it goes back to that kind's pool).
    var dequeuedKind: String?

    override var isListCell: Bool { true }

    /// A view with a frame (a collection view sets it).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive (Trellis has none): an empty view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered view: through `init(frame:)`.
    /// (Subclasses inherit it as long as they override that initializer and
    /// `init?(coder:)`, as UIKit requires, or declare no initialiser.)
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    override var hasOwnLayoutEngine: Bool { true }

    /// Called when the collection view takes the view from its reuse pool
    /// for another element: reset what the next one would not set.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (the frame is set by the collection view).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The view's size for a self-sizing layout: fitted to its constraints,
    /// or, when nothing in it uses constraints, its `sizeThatFits(_:)` (override
    /// that to size a cell laid out by hand), as in UIKit.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard subtreeUsesConstraints else { return sizeThatFits(targetSize) }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// The attributes the view would like, given what the layout proposes:
    /// with a self-sizing layout, its size fitted from its constraints, as
    /// close to the proposed size as they allow (a compositional layout holds
    /// the dimensions it does not estimate). Override to fix a dimension
    /// yourself (a full-width list item in a flow layout, for instance).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy()
        let priorities = collectionView?.collectionViewLayout.fittingPriorities(for: layoutAttributes) ?? (.fittingSizeLevel, .fittingSizeLevel)
        if priorities.horizontal == .required, frame.width != layoutAttributes.size.width {
            frame.size.width = layoutAttributes.size.width  // the content view follows, so the fit sees the width
        }
        let fitted = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal, verticalFittingPriority: priorities.vertical)
        if fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 { preferred.size = fitted }
        return preferred
    }

    /// The collection view showing the view, while it does.
    weak var collectionView: UICollectionView?
}

/// An item of a collection view. Put content in `contentView` and
/// constrain it there (or size it yourself from the cell's bounds).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's content goes; the size of the cell.
    public let contentView: UIView

    /// A cell with an empty content view.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    /// A cell from an archive (Trellis has none): an empty cell.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether the cell is selected (its `selectedBackgroundView` shows).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether a finger is on the cell.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the cell's item is expanded in its section's outline (set by a diffable data source).
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        placeBackgrounds()
        configurationUpdates.showBackground(in: self)
        setNeedsUpdateConfiguration()
    }

    /// A view behind the content (setting one takes the background configuration away, as in UIKit).
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
            replaceBackground(oldValue, with: backgroundView, below: contentView)
        }
    }
    /// A view behind the content while the cell is selected or highlighted
    /// (setting one takes the background configuration away, as in UIKit).
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
            replaceBackground(oldValue, with: selectedBackgroundView, below: contentView)
        }
    }

    /// The cell's own fill (setting one takes the background configuration away, as in UIKit).
    open override var backgroundColor: UIColor? {
        didSet { if backgroundColor != nil, backgroundConfiguration != nil { backgroundConfiguration = nil } }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, below content: UIView) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, belowSubview: content) }
        placeBackgrounds()
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
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    let configurationUpdates = CellConfigurationUpdates()

    /// The cell's state now: its traits, selection, highlight, whether it
    /// takes touches, and its item's outline state.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isExpanded = isOutlineExpanded
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

    /// What the cell draws behind its content, as a configuration (nil: its
    /// `backgroundView`, if any).
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

    /// The background a cell of this kind has by default (a plain cell: none).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    func runConfigurationUpdateHandler(with state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    func placeConfiguredBackground() { configurationUpdates.placeBackgroundView(in: self) }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// A new size puts the content view in place at once, so that fitting
    /// the cell (which reads the content view's frame) sees it.
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { placeBackgrounds() } }
    }

    /// Where the content view goes: all of the cell (a list cell leaves room
    /// for its indentation and accessories).
    func contentViewFrame(in bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        placeBackgrounds()
        super.layoutSubviews()
    }

    /// The content view and backgrounds fill the cell; the selected one shows only when it should.
    func placeBackgrounds() {
        let bounds = CGRect(origin: .zero, size: frame.size)
        let content = contentViewFrame(in: bounds)
        if contentView.frame != content { contentView.frame = content }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        placeConfiguredBackground()
    }
}

extension UICollectionViewCell: ConfigurationStateCell {}
