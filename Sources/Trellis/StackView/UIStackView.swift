import Foundation

/// Lays out its arranged subviews in a row or a column, with constraints it
/// makes and keeps itself: UIKit's `UIStackView`.
///
/// The constraints carry UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, …) so that diagnostics read as they do
/// on iOS. After any change to the arrangement (an arranged view added,
/// removed, hidden or shown, or a property of the stack changed) they are
/// worked out again in `updateConstraints()`, and only those that differ are
/// replaced.
///
/// Where several views could give way equally (the same hugging or
/// compression resistance), the one with the highest index gives way first:
/// the earlier views keep their intrinsic size.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the views share the length of the stack along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; hugging and compression resistance decide who gives.
        case fill
        /// Every visible view is the same length.
        case fillEqually
        /// The views keep the proportions of their intrinsic lengths.
        case fillProportionally
        /// The views keep their length; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The centres of the views are equally far apart, as long as the gaps are at least `spacing`.
        case equalCentering
    }

    /// Where the views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// The views span the stack's whole breadth.
        case fill
        /// Against the leading edge (the top in a horizontal stack).
        case leading
        /// On the first baseline of their text (horizontal stacks).
        case firstBaseline
        /// Centred.
        case center
        /// Against the trailing edge (the bottom in a horizontal stack).
        case trailing
        /// On the last baseline of their text (horizontal stacks).
        case lastBaseline

        /// The top edge, in a horizontal stack.
        public static var top: Alignment { .leading }
        /// The bottom edge, in a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// Custom spacing meaning "the stack's `spacing`".
    public nonisolated static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Spacing meaning "the system's standard spacing" (8 points).
    public nonisolated static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Row (`.horizontal`) or column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the views share the stack's length.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The gap between adjacent views (the least gap for the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet {
            guard acceptsFinite(spacing, for: "spacing") else { return spacing = oldValue }
            if spacing != oldValue { arrangementChanged() }
        }
    }
    /// Whether the views are laid out inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Whether, in a vertical stack, the gap between views runs from one
    /// view's last baseline to the next one's first baseline (text-based
    /// views; a view without text has its bottom edge for both). The first
    /// and last views still meet the stack's edges with their own.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Custom gaps after particular views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement.
    private var arrangement = StackArrangement()
    /// Spacer guides for the equal-spacing distributions, kept across
    /// arrangements (adding or removing a guide rebuilds the layout engine).
    private var spacerGuides: [UILayoutGuide] = []
    private var spannerGuide: UILayoutGuide?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view from an archive (Trellis has none): an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    @MainActor deinit {
        for view in arrangedSubviews { view.arrangingStack = nil }
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: The arrangement

    /// Appends `view` to the arrangement (and adds it as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arrangement; a view already
    /// arranged moves there.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        // Only a view this stack already arranges is looked for (a stack built of many views stays linear).
        if view.arrangingStack === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        view.arrangingStack = self
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard view.arrangingStack === self else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.arrangingStack = nil
        view.arrangementFollowsIntrinsicSize = false
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` restores `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The gap after `arrangedSubview`: `spacingUseDefault` unless one was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// An arranged view was hidden or shown.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        arrangementChanged()
    }

    /// An arranged view's intrinsic size changed, in a stack whose
    /// proportions depend on it: they are worked out again. (Other stacks
    /// are not told: the engine keeps their pulls at the new length.)
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        arrangementChanged()
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        var next = StackArrangement(for: self)
        next.activate(replacing: arrangement)
        arrangement = next
        for view in arrangedSubviews { view.arrangementFollowsIntrinsicSize = distribution == .fillProportionally }
        super.updateConstraints()
    }

    /// The guide that wraps the views across the axis when they do not fill
    /// it, added on first use and kept (as the spacer guides are).
    var alignmentSpanner: UILayoutGuide {
        if let spanner = spannerGuide { return spanner }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        addLayoutGuide(guide)
        spannerGuide = guide
        return guide
    }

    /// The `index`-th spacer guide, added on first use.
    func spacerGuide(_ index: Int) -> UILayoutGuide {
        while spacerGuides.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
        return spacerGuides[index]
    }

    /// The gap after the visible view `view` (custom, else the stack's spacing).
    func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let gap = custom == UIStackView.spacingUseDefault ? spacing : custom
        return gap == UIStackView.spacingUseSystem ? systemSpacing : gap
    }

    /// The rectangle the views are laid out in: the bounds, or the margins.
    var canvas: AnyObject {
        isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    }
}
