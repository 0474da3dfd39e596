import Foundation

/// A rectangle in a view tree, laid out by frames or by constraints: UIKit's `UIView`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // (The stored properties marked `@exclusivity(unchecked)`, which a layout
    // pass or a hosting view's renderer reads for every view, are accessed
    // only for an instant, never across a call: a run-time exclusivity check
    // could never fail there, and each costs more than the access.)

    // MARK: Hierarchy

    /// The view that contains this one (set only by `attachSubview` and `detachFromSuperview`).
    @exclusivity(unchecked) public internal(set) weak var superview: UIView?
    /// The views this one contains, back to front (changed only through the
    /// hierarchy methods). (Read at every layout pass and never held across a
    /// call, nor changed while read: its accesses are not tracked at run time.)
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// What the view inherits from its ancestors, kept until they change.
    /// (Read and written field by field, never across a call: its accesses
    /// are not tracked at run time.)
    @exclusivity(unchecked) final var ancestry = AncestryCache()
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// A string that identifies the view to tests and tools (UIKit's `UIAccessibilityIdentification`); layout never reads it.
    open var accessibilityIdentifier: String?

    // MARK: Geometry

    @exclusivity(unchecked) private(set) var storedFrame: CGRect
    @exclusivity(unchecked) private(set) var boundsOrigin: CGPoint = .zero

    /// The rectangle in the superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            // (Checked inline: setting a frame is hot, and the report is rare.)
            guard newValue != storedFrame, newValue.isFinite || refuseNonFinite("frame", "\(newValue)") else { return }
            AnimationRecording.willChange(self, .frame)
            let oldSize = storedFrame.size
            storedFrame = newValue
            if newValue.size != oldSize { resizeAutoresizingSubviews(from: oldSize) }
            frameDidChange(resized: newValue.size != oldSize)
        }
    }

    /// The rectangle in the view's own coordinates: its origin is the scroll offset.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            guard newValue.isFinite || refuseNonFinite("bounds", "\(newValue)") else { return }
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(
                x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// Whether the view (and its subviews) is invisible: it takes part in
    /// layout, but draws nothing and receives no touches.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { arrangingStack?.arrangedSubviewVisibilityChanged(self) } }
    }
    /// The opacity, 0 … 1; below 0.01 the view receives no touches.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 { willSet { AnimationRecording.willChange(self, .alpha) } }
    /// Whether touches reach the view and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether subviews are cut off at the view's bounds when drawn (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The colour filling the view's bounds (nil: transparent).
    @exclusivity(unchecked) open var backgroundColor: UIColor? { willSet { AnimationRecording.willChange(self, .backgroundColor) } }
    /// Whether the view promises to fill its bounds with opaque content.
    open var isOpaque = true
    /// How content (an image) is fitted into the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// The layer that describes corners, borders, clipping and shadows.
    public let layer = CALayer()

    private var ownTintColor: UIColor?
    /// The tint of interactive elements: set here or inherited from the
    /// superview, system blue at the root.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }

    /// Which parts of the frame stretch when the superview resizes, for a
    /// view that translates its autoresizing mask into constraints.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
        didSet {
            if autoresizingMask != oldValue { frameDidChange(resized: true) }
        }
    }

    /// Whether the view's frame is turned into constraints (true for views made
    /// in code, as in UIKit): set it to false to lay the view out with constraints.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { layoutStructureDidChange() }
        }
    }

    /// The margins that the margin attributes and anchors refer to: 8 on
    /// each side by default; for a view controller's view, the system's
    /// least margins (0 at the top and bottom, 16 or 20 at the sides), as in UIKit.
    open var layoutMargins: UIEdgeInsets {
        get { assignedLayoutMargins ?? defaultLayoutMargins }
        set {
            let oldValue = layoutMargins
            guard acceptsFinite(newValue.top, newValue.left, newValue.bottom, newValue.right, for: "layoutMargins") else { return }
            assignedLayoutMargins = newValue
            guard newValue != oldValue else { return }
            layoutStructureDidChange()
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }

    /// The margins set by the view's owner, if any were.
    private var assignedLayoutMargins: UIEdgeInsets?

    /// The margins of a view whose margins were never set.
    private var defaultLayoutMargins: UIEdgeInsets {
        guard let minimum = minimumLayoutMargins else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        return minimum.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
    }

    /// Whether the margins are measured from the safe area's edges (true by
    /// default, as in UIKit), so that content at the margins stays clear of
    /// notches and bars.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            if insetsLayoutMarginsFromSafeArea != oldValue { layoutStructureDidChange() }
        }
    }

    /// Whether the view's margins are at least as deep as its superview's
    /// where those reach into it (false by default).
    open var preservesSuperviewLayoutMargins = false {
        didSet {
            if preservesSuperviewLayoutMargins != oldValue { layoutStructureDidChange() }
        }
    }

    /// Called after `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// Called after `safeAreaInsets` changed (for a subview: found at a layout pass).
    open func safeAreaInsetsDidChange() {}

    /// The margins by leading and trailing edge.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the view's content is laid out right to left, whatever its superview says.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            inheritedTraitsDidChange()
            layoutStructureDidChange()
        }
    }

    // MARK: Layout guides and the safe area

    /// The guides added with `addLayoutGuide(_:)`, and the margins and
    /// safe-area guides once they have been asked for (see `UIView+LayoutGuides.swift`).
    public internal(set) var layoutGuides: [UILayoutGuide] = []

    /// Insets of a root's safe area, set by whoever hosts it (a window, from
    /// its device). (Read at every safe-area question, never held across a
    /// call: its accesses are not tracked at run time.)
    @exclusivity(unchecked) var rootSafeAreaInsets: UIEdgeInsets = .zero

    /// Insets a view controller adds to its view's safe area (its
    /// `additionalSafeAreaInsets`). (Read at every safe-area question, never
    /// held across a call: its accesses are not tracked at run time.)
    @exclusivity(unchecked) var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { layoutStructureDidChange() } }
    }

    /// The least margins a view controller keeps on its view (`systemMinimumLayoutMargins`).
    var minimumLayoutMargins: NSDirectionalEdgeInsets? {
        didSet { if minimumLayoutMargins != oldValue { layoutStructureDidChange() } }
    }

    /// The part of the view covered by bars, notches or the home indicator:
    /// a window's come from its device; a subview's are where it overlaps its
    /// root's unsafe edges, after layout. Get-only, as in UIKit: a subclass
    /// may override the getter (a window's override sets the safe area of
    /// every view in it).
    open var safeAreaInsets: UIEdgeInsets {
        if superview == nil { return rootSafeAreaInsets + additionalSafeAreaInsets }
        let root = layoutRoot
        return (root.layoutEngine ?? root.retiredLayoutEngine)?.safeAreaInsets(of: self, below: root) ?? .zero
    }

    /// Sets the safe-area insets of a view at the top of a tree (a window's,
    /// from its device; a bare root's in tests), as a device would.
    package func setRootSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard superview == nil, insets != rootSafeAreaInsets else { return }
        rootSafeAreaInsets = insets
        layoutStructureDidChange()  // margins and guides throughout the tree follow
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    // MARK: Constraints

    /// The constraints installed on this view (those whose closest common ancestor it is).
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// How far inside the frame the view's alignment rectangle is: the part
    /// constraints and stack views line up (none by default). Override for a
    /// view whose drawing reaches beyond what should line up, such as a
    /// shadow or a badge; read when the tree's layout is built.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame less `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of an alignment rectangle: the rectangle grown by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right, height: alignmentRect.height + insets.top + insets.bottom)
    }

    // The engine references below are read at every change and every
    // safe-area question, never held across a call: their accesses are not
    // tracked at run time.
    /// The engine of a root view, built when it is first laid out.
    @exclusivity(unchecked) var layoutEngine: LayoutEngine? {
        didSet { if layoutEngine != nil { retiredLayoutEngine = nil } }
    }
    /// The engine a change of structure discarded, until the next is built:
    /// it still answers where the safe area is, so that views laid out in
    /// the meantime (later in the same pass) do not see none.
    @exclusivity(unchecked) var retiredLayoutEngine: LayoutEngine?
    /// The engine that has this view, and where its variables are there: a
    /// change reaches the engine without walking to the root.
    @exclusivity(unchecked) var engineLink: LayoutEngineLink?
    @exclusivity(unchecked) var engineSlot = 0
    /// Whether the view lays its subtree out with an engine of its own (a
    /// table or collection cell): the tree around it places it by its frame
    /// and stops there, so cells come and go without touching that tree's
    /// engine, and each cell's constraints are solved (and measured) alone.
    var hasOwnLayoutEngine: Bool { false }
    /// Whether the view is a table or collection view cell (or supplementary
    /// view) whose list measures it again when its content changes size.
    var isListCell: Bool { false }
    /// Whether the view's descendants see a content area (a scroll view, a
    /// `ContentAreaProviding`): asked before the protocol, for every constraint.
    var providesContentArea: Bool { false }
    /// Whether the view sets its subviews' frames itself and no constraint
    /// refers to them (a hosting view's drawn content): the engine keeps no
    /// records below it, and adding or removing its subviews leaves the
    /// engine as it is.
    @exclusivity(unchecked) package var placesSubviewsItself = false
    /// The stack view (the superview) that arranges this view, if one does:
    /// only then do its visibility and intrinsic size concern anyone but the
    /// engine. Unretained: the stack holds its arranged views and clears this
    /// when it lets one go or goes itself.
    unowned(unsafe) var arrangingStack: UIStackView?
    /// Whether the arranging stack works its arrangement out again when this
    /// view's intrinsic size changes (its proportions depend on it).
    @exclusivity(unchecked) var arrangementFollowsIntrinsicSize = false
    /// Whether `layoutSubviews()` should run at the next layout pass. (Set
    /// at every change, never held across a call: not tracked at run time.)
    @exclusivity(unchecked) var needsLayout = true
    /// On a root: the layout pass in progress, if any, and whether a request
    /// made during it asks for another round (see `layoutIfNeeded()`).
    @exclusivity(unchecked) var layoutPass: (running: Bool, anotherRound: Bool) = (false, false)
    /// Whether `updateConstraints()` should run at the next layout pass.
    @exclusivity(unchecked) var needsConstraintUpdate = false
    /// On a root: whether some view of the tree asked for `updateConstraints()`,
    /// so that a layout pass or a fit with nothing to update skips the walk.
    @exclusivity(unchecked) var hasPendingConstraintUpdates = false
    @exclusivity(unchecked) var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)

    // MARK: Creating

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        layer.owningView = self
    }

    /// Creates a view from an archive, as UIKit does for views in storyboards
    /// and nibs. Trellis has no archives: the view starts with an empty frame,
    /// so that a subclass's `required init?(coder:)` calling
    /// `super.init(coder:)` compiles and works as on iOS.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        layer.owningView = self
    }

    /// Creates a view with an empty frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    @MainActor deinit {
        // The subviews lose their superview. Those that go with it are taken
        // apart here, one at a time: released from deinit to deinit, a tree
        // thousands of views deep would use the stack up.
        var orphans = subviews
        subviews = []
        while var orphan = orphans.popLast() {
            orphan.ancestryDidChange()
            if isKnownUniquelyReferenced(&orphan) {
                orphans.append(contentsOf: orphan.subviews)
                orphan.subviews = []
            }
        }
    }

    // MARK: Traits

    /// The overrides, stored.
    var ownTraitOverrides = UITraitOverrides() {
        didSet { inheritedTraitsDidChange() }
    }
    /// The handlers registered with `registerForTraitChanges(_:handler:)`.
    var traitChangeRegistry: TraitChangeRegistry?
    /// The view controller whose view this is.
    @exclusivity(unchecked) weak var owningViewController: UIViewController? {
        didSet { inheritedTraitsDidChange() }
    }

    /// Called when the view's traits changed (an override, or a move to a
    /// superview with other traits); `previousTraitCollection` is what they were.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Managing the hierarchy

    /// Adds `view` on top of the other subviews (moving it if it is already one).
    /// Adding a view to itself or to one of its descendants is reported and refused.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview, and with it every constraint that
    /// relates the view or its subviews to views outside them (as UIKit does).
    open func removeFromSuperview() { detachFromSuperview() }

    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called before the view's window changes (nil: it leaves every window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed.
    open func didMoveToWindow() {}

    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}

    /// Called on the superview after `subview` was added to it.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before `subview` leaves it.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout override points

    /// The size the view's content wants; `noIntrinsicMetric` on an axis
    /// without one. Override it in views that have content.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Override point: make or change constraints here, once per layout pass
    /// after `setNeedsUpdateConstraints()`; subviews are updated before their
    /// superview. (UIKit asks overrides to call `super` last; here that is harmless.)
    open func updateConstraints() {}

    /// Whether a view that uses no constraints itself still needs the
    /// constraint pass (UIKit's class property; informational here).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view whose first baseline is this view's (itself by default): a
    /// container can name the label inside it. Must be a descendant.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's (itself by default).
    open var forLastBaselineLayout: UIView { self }

    /// Where a view with text has its baselines: the first one's distance
    /// below the top, the last one's above the bottom. nil (a plain view):
    /// both baselines are the bottom edge.
    var textBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

    /// Whether `intrinsicContentSize(forWidth:)` answers differently for
    /// different widths (a label that wraps). Such views are measured again at
    /// the width they are given until the layout settles, so no
    /// `preferredMaxLayoutWidth` is needed.
    open var intrinsicContentSizeDependsOnWidth: Bool { false }

    /// The intrinsic size when the view is `width` wide; by default the
    /// intrinsic size. Override it with `intrinsicContentSizeDependsOnWidth`.
    open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        intrinsicContentSize
    }

    /// Places the subviews that use constraints, and those whose autoresizing
    /// mask has flexible parts, at the frames the engine solved; a view whose
    /// frame did not change is not touched. Override it to position subviews
    /// by hand (call `super` first).
    open func layoutSubviews() {
        placeSubviewsAtSolvedFrames()
    }

    /// The size that fits `size`: a plain view answers its current size (as
    /// in UIKit; constraint-based sizing is `systemLayoutSizeFitting`).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// Tells the layout that `intrinsicContentSize` changed (the engine
    /// updates the view's intrinsic-size constraints in place).
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// Marks the view for layout at the next pass.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out now: runs the pending `updateConstraints()`, solves the
    /// tree's constraints (only what changed since the last pass) and runs
    /// `layoutSubviews()` top-down. Constraints changed during the pass are
    /// laid out in a further pass, within a bound (reported when exceeded);
    /// called again during the pass (from `layoutSubviews()`, a view
    /// controller's callbacks), it solves what changed and places this
    /// view's subviews at once, so the caller reads current frames.
    open func layoutIfNeeded() { layOutTreeNow() }

    /// Asks for `updateConstraints()` at the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsConstraintUpdate() }

    /// Runs `updateConstraints()` now on the views of this subtree that asked
    /// for it, subviews before their superview.
    open func updateConstraintsIfNeeded() { runPendingConstraintUpdates() }

    /// The size the view's constraints give it closest to `targetSize`
    /// (both axes pulled at `fittingSizeLevel`). Does not change the view.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are
    /// pulled towards `targetSize` at the given priorities (`.required` fixes
    /// an axis, as a table fixes a cell's width). Tables and collection views
    /// measure self-sizing cells through this method, so a cell may override it.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        constraintsFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Drawing

    /// Draws the view's own content into the current context
    /// (`UIGraphicsGetCurrentContext()`), in its bounds' coordinates: the
    /// override point for custom drawing, called whenever the view is drawn
    /// (after its background, before its subviews). Does nothing by default.
    open func draw(_ rect: CGRect) {}

    /// Marks the view's content as needing to be drawn again. Every drawing
    /// of the tree draws it afresh, so this only records the request.
    open func setNeedsDisplay() { needsDisplay = true }

    /// Whether `setNeedsDisplay()` was called since the view was last drawn.
    @exclusivity(unchecked) public internal(set) var needsDisplay = false

    // MARK: Hit testing

    /// Whether `point` (in the view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this
    /// view's coordinates), front-most first; nil if none (hidden views,
    /// nearly transparent ones and those that ignore interaction are skipped,
    /// with their subviews).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached, in the order added (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// The recognizers attached (see `addGestureRecognizer(_:)`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Responder chain and description

    /// The view controller whose view this is, or else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    override var firstResponderWindow: UIWindow? { window }

    /// The class, address and frame, as UIKit describes a view.
    open override var description: String {
        "<\(shortDescription); frame = (\(format(frame.minX)) \(format(frame.minY)); \(format(frame.width)) \(format(frame.height)))>"
    }
}

/// Whether a view's content flips in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
