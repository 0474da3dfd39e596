import Foundation
import Trellis

/// The view of a `UIHostingController`: lays out its SwiftUI-style content
/// with proposals inside its safe area and shows it as subviews.
///
/// Its intrinsic size is the content's ideal size and depends on the width
/// it is given (`intrinsicContentSize(forWidth:)`: the content's size for
/// that width), so hosted text wraps at a self-sizing cell's width. Setting
/// a new root view invalidates the intrinsic size itself: unlike UIKit, no
/// call to `invalidateIntrinsicContentSize()` is needed (one stays harmless,
/// and with nothing changed since, measures nothing).
public final class _UIHostingView<Content: View>: UIView {
    /// The content.
    var rootView: Content {
        didSet { graph.invalidateAll() }
    }

    /// Whether the content keeps clear of the safe area.
    var respectsSafeArea = true {
        didSet { if respectsSafeArea != oldValue { graph.invalidateAll() } }
    }

    /// Told when the content's ideal size may have changed (the controller's preferred content size).
    var idealSizeDidChange: (() -> Void)?

    private let graph = ViewGraph()
    /// The node tree of the current content and environment (nil: to be built).
    /// (Its accesses, and the build flag's, are not tracked at run time: read
    /// at every fit, never held across a call.)
    @exclusivity(unchecked) private var root: LayoutNode?

    init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        // What the content draws is placed by the renderer: no constraints below.
        placesSubviewsItself = true
        graph.onInvalidate = { [weak self] in self?.contentDidChange() }
        graph.invalidateAll()
    }

    public required init?(coder: NSCoder) { nil }

    /// The content's size may have changed: measured again, laid out again
    /// (its nodes are built again first if the graph says they are out of date).
    private func contentDidChange() {
        contentChanges &+= 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        idealSizeDidChange?()
    }

    /// How many times the content changed (a new root view, a state, the
    /// environment or the safe area), and that count when the intrinsic size
    /// was last invalidated.
    @exclusivity(unchecked) private var contentChanges = 0
    @exclusivity(unchecked) private var contentChangesAtInvalidation = -1

    /// Tells the layout system that the content's size may have changed,
    /// unless it was told since the content last changed: the view
    /// invalidates its intrinsic size itself whenever the content changes,
    /// so a cell that calls this after setting `rootView` (as UIKit needs)
    /// measures nothing twice.
    public override func invalidateIntrinsicContentSize() {
        guard contentChangesAtInvalidation != contentChanges else { return }
        contentChangesAtInvalidation = contentChanges
        super.invalidateIntrinsicContentSize()
    }

    /// Waits until changes of observed models made off the main thread have
    /// reached the content (on the main thread they reach it at once).
    func applyPendingChanges() async {
        await graph.applyPendingChanges()
    }

    /// The environment the content starts from: the view's traits (made
    /// again only when they differ from those it was last made from, which
    /// are compared as values: no trait collection is made to compare).
    private var environment: EnvironmentValues {
        let traits = traitValues
        if let startingEnvironment, startingEnvironment.traits == traits { return startingEnvironment.values }
        let values = EnvironmentValues(traits: traitCollection)
        startingEnvironment = (traits, values)
        return values
    }

    private var startingEnvironment: (traits: TraitValues, values: EnvironmentValues)?

    /// Whether a build is under way. A body that asks its own hosting view
    /// for its size or layout meanwhile (a re-entrant call) gets the last
    /// build's tree, or nothing before the first, rather than a build inside
    /// the build, which would evaluate that body again without end.
    @exclusivity(unchecked) private var isBuilding = false

    /// The content's node tree, built if need be.
    func rootNode() -> LayoutNode {
        if let root, !graph.isInvalid { return root }
        if isBuilding { return root ?? EmptyNode() }
        isBuilding = true
        defer { isBuilding = false }
        let measurer = window?.host?.textMeasurer ?? TextMeasurer.current
        graph.beginBuild()
        let context = BuildContext(graph: graph, identity: .root, environment: environment, measurer: measurer, host: self)
        let built = TrellisUI.rootNode(of: rootView, in: context, previous: root)
        graph.endBuild()
        root = built
        return built
    }

    /// The insets the content keeps clear of.
    private var contentInsets: UIEdgeInsets { respectsSafeArea ? safeAreaInsets : .zero }

    /// The size of the content (with the safe-area insets) for a proposal of the whole view.
    func fittingSize(for proposal: ProposedViewSize) -> CGSize {
        let insets = contentInsets
        let inner = proposal.inset(width: insets.left + insets.right, height: insets.top + insets.bottom)
        let size = rootNode().size(for: inner)
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    public override var intrinsicContentSize: CGSize { fittingSize(for: .unspecified) }

    public override var intrinsicContentSizeDependsOnWidth: Bool { true }

    public override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        fittingSize(for: ProposedViewSize(width: width, height: nil))
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(for: ProposedViewSize(size))
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let insets = contentInsets
        let area = bounds.inset(by: insets)
        let proposal = ProposedViewSize(width: max(0, area.width), height: max(0, area.height))
        let node = rootNode()
        let size = node.size(for: proposal)
        // The content is centred in the area it is offered, as a hosting view centres it.
        node.place(at: CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2),
                   proposal: proposal)
        var renderer = Renderer(root: self, displayScale: traitCollection.displayScale,
                                rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        node.render(into: &renderer)
        renderer.finish()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        graph.invalidateAll()
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if respectsSafeArea { contentDidChange() }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        graph.invalidateAll()
    }
}
