import Foundation

/// Lays items out in lines that wrap: rows one under another when the
/// collection view scrolls vertically, columns side by side when it
/// scrolls horizontally; each section has an optional header and footer.
///
/// Sizes and spacings come from the layout's properties, or section by
/// section and item by item from a delegate that adopts
/// `UICollectionViewDelegateFlowLayout`. With `estimatedItemSize` set, cells
/// size themselves from their constraints as they show
/// (`preferredLayoutAttributesFitting(_:)`), and the layout makes room.
///
/// As in UIKit: within a line, items sit centred across it (in a row,
/// vertically). The lines of a section but its last are justified: the room
/// left over is shared equally between the items. The last line takes the
/// spacing of the lines above when all items are one size (columns line
/// up), else the minimum spacing. An item alone in a line is centred along
/// it, unless the line is the last of several. Right to left, the frames
/// are mirrored (``flipsHorizontallyInOppositeLayoutDirection``).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The collection view's adjusted content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// Set as `estimatedItemSize`: cells size themselves, starting from `itemSize` as the estimate.
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Which way the content scrolls (and the lines advance).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { changed(scrollDirection != oldValue) } }
    /// Every item's size, unless the delegate says otherwise.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { refuses("itemSize", itemSize.width, itemSize.height) ? (itemSize = oldValue) : changed(itemSize != oldValue) }
    }
    /// An item's size before its cell measures itself; `.zero` (the default)
    /// turns self-sizing off.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            refuses("estimatedItemSize", estimatedItemSize.width, estimatedItemSize.height)
                ? (estimatedItemSize = oldValue) : changed(estimatedItemSize != oldValue)
        }
    }
    /// The least space between lines.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { refuses("minimumLineSpacing", minimumLineSpacing) ? (minimumLineSpacing = oldValue) : changed(minimumLineSpacing != oldValue) }
    }
    /// The least space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            refuses("minimumInteritemSpacing", minimumInteritemSpacing)
                ? (minimumInteritemSpacing = oldValue) : changed(minimumInteritemSpacing != oldValue)
        }
    }
    /// The space around each section's items (inside its header and footer).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet {
            refuses("sectionInset", sectionInset.top, sectionInset.left, sectionInset.bottom, sectionInset.right)
                ? (sectionInset = oldValue) : changed(sectionInset != oldValue)
        }
    }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { changed(sectionInsetReference != oldValue) }
    }
    /// Each section header's size: its height when scrolling vertically, its width horizontally (zero: no header).
    open var headerReferenceSize: CGSize = .zero {
        didSet {
            refuses("headerReferenceSize", headerReferenceSize.width, headerReferenceSize.height)
                ? (headerReferenceSize = oldValue) : changed(headerReferenceSize != oldValue)
        }
    }
    /// Each section footer's size, as for headers.
    open var footerReferenceSize: CGSize = .zero {
        didSet {
            refuses("footerReferenceSize", footerReferenceSize.width, footerReferenceSize.height)
                ? (footerReferenceSize = oldValue) : changed(footerReferenceSize != oldValue)
        }
    }
    /// Whether a section's header stays at the top of the visible area while
    /// the section shows (pushed away by the next section), as in a plain table.
    open var sectionHeadersPinToVisibleBounds = false { didSet { changed(sectionHeadersPinToVisibleBounds != oldValue) } }
    /// Whether a section's footer stays at the bottom of the visible area while the section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { changed(sectionFootersPinToVisibleBounds != oldValue) } }

    /// A vertical flow of 50 × 50 items, 10 points apart.
    public override init() {
        super.init()
    }

    /// A flow layout from an archive (Trellis has none): what `init()` makes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func changed(_ isChange: Bool) {
        if isChange { invalidateLayout() }
    }

    /// Whether one of `values` of `property` is not finite: if so, reported
    /// (naming the collection view, when there is one, and the property) and
    /// the property keeps its value.
    private func refuses(_ property: String, _ values: CGFloat...) -> Bool {
        guard let value = values.first(where: { !$0.isFinite }) else { return false }
        LayoutDiagnostics.report(
            .nonFiniteValue, "\(collectionView?.shortDescription ?? "A flow layout"): the flow layout's \(property) cannot be \(value); it keeps its value.",
            views: collectionView.map { [$0] } ?? [], identifiers: [property])
        return true
    }

    // MARK: What prepare() works out

    var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    /// The bounds size the layout was prepared for.
    private var preparedSize: CGSize = .zero
    /// The sizes cells preferred (self-sizing), by section and item: only
    /// those of cells that showed and measured themselves.
    var preferredSizes: [Int: [Int: CGSize]] = [:]
    /// The first item whose cell preferred a new size since the layout was
    /// prepared, when nothing else changed: `prepare()` keeps what comes before its line.
    private var firstResizedItem: IndexPath?
    /// Whether something other than cells' preferred sizes changed since the layout was prepared.
    private var needsFullPreparation = true

    /// How many items' frames the layout holds: none for sections whose
    /// items are all one size, one per item for the others.
    var storedItemFrameCount: Int { sections.reduce(0) { $0 + $1.lines.storedFrameCount } }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        defer { (firstResizedItem, needsFullPreparation) = (nil, false) }
        guard let collectionView else {
            sections = []
            return contentSize = .zero
        }
        // After cells sized themselves, and nothing else changed, the
        // sections and lines before the first of them stay as they are.
        var resume: IndexPath?
        if !needsFullPreparation, let first = firstResizedItem, collectionView.bounds.size == preparedSize,
            sections.count == collectionView.numberOfSections, sections.indices.contains(first.section) {
            resume = first
        }
        let kept = resume.map { sections[$0.section] }
        sections.removeSubrange((resume?.section ?? 0)...)
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        preparedSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let reference = referenceInsets(of: collectionView)
        let breadth = max(0, axes.across(collectionView.bounds.size) - axes.acrossStart(insets) - axes.acrossEnd(insets))
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var problems = FlowProblems()
        problems.itemBudget -= storedItemFrameCount
        var along: CGFloat = sections.last?.end ?? 0
        for section in (resume?.section ?? 0)..<collectionView.numberOfSections {
            let metrics = sectionMetrics(section, of: collectionView, delegate: delegate, problems: &problems)
            var frames = FlowSection()
            frames.start = along
            if axes.along(metrics.header) > 0 {
                frames.header = axes.rect(along: along, across: 0, alongLength: axes.along(metrics.header), acrossLength: breadth)
                along += axes.along(metrics.header)
            }
            along += axes.alongStart(metrics.inset)
            let place = LinePlacement(
                axes: axes, lineStart: axes.acrossStart(reference) + axes.acrossStart(metrics.inset),
                available: breadth - axes.acrossStart(reference) - axes.acrossEnd(reference) - axes.acrossStart(metrics.inset) - axes.acrossEnd(metrics.inset),
                lineSpacing: metrics.lineSpacing, itemSpacing: metrics.itemSpacing)
            var keptLines: (lines: VariedFlowLines, item: Int)?
            if let kept, case let .varied(lines) = kept.lines, let item = resume?.item, section == resume?.section { keptLines = (lines, item) }
            frames.lines = layOutItems(of: section, in: collectionView, delegate: delegate, from: along, place: place, keeping: keptLines, problems: &problems)
            along = frames.lines.end ?? along
            along += axes.alongEnd(metrics.inset)
            if axes.along(metrics.footer) > 0 {
                frames.footer = axes.rect(along: along, across: 0, alongLength: axes.along(metrics.footer), acrossLength: breadth)
                along += axes.along(metrics.footer)
            }
            frames.end = along
            sections.append(frames)
        }
        contentSize = axes.size(along: along, across: breadth)
        isMirrored = mirrorsHorizontally
        mirroredWidth = max(contentSize.width, collectionView.bounds.width - insets.left - insets.right)
        problems.report(for: collectionView, axes: axes)
    }

    /// The insets `sectionInsetReference` adds to the content inset.
    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let content = collectionView.adjustedContentInset
        let outer: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: outer = collectionView.safeAreaInsets
        case .fromLayoutMargins: outer = collectionView.layoutMargins
        }
        return UIEdgeInsets(
            top: max(0, outer.top - content.top), left: max(0, outer.left - content.left),
            bottom: max(0, outer.bottom - content.bottom), right: max(0, outer.right - content.right))
    }

    // MARK: Answering the collection view

    open override func layoutAttributesForElements(in shownRect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        let rect = shown(shownRect)  // the frames are kept left to right
        let (low, high) = (axes.alongMin(rect), axes.alongMax(rect))
        var result: [UICollectionViewLayoutAttributes] = []
        // Sections are in order along the axis: skip to the first that reaches the rectangle.
        var section = sections.partitioningIndex { $0.end >= low }
        while section < sections.count, sections[section].start <= high {
            let frames = sections[section]
            if let header = frames.header.map({ pinned($0, header: true, in: frames, visible: rect, axes: axes) }), header.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, section, header))
            }
            frames.lines.forEachItem(inLinesFrom: low, to: high) { item, frame in
                if frame.overlaps(rect) { result.append(.cell(IndexPath(item: item, section: section), frame: shown(frame))) }
            }
            if let footer = frames.footer.map({ pinned($0, header: false, in: frames, visible: rect, axes: axes) }), footer.overlaps(rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, section, footer))
            }
            section += 1
        }
        return result
    }

    /// A header or footer where it shows when pinned: at the start (or end)
    /// of the visible area within its content insets, but never outside its section.
    private func pinned(_ frame: CGRect, header: Bool, in section: FlowSection, visible: CGRect, axes: FlowAxes) -> CGRect {
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds, let collectionView else { return frame }
        let insets = collectionView.adjustedContentInset
        let length = axes.along(frame.size)
        let position: CGFloat
        if header {
            let top = axes.alongMin(visible) + axes.alongStart(insets)
            position = min(max(axes.alongMin(frame), top), section.end - length - (section.footer.map { axes.along($0.size) } ?? 0))
        } else {
            let bottom = axes.alongMax(visible) - axes.alongEnd(insets)
            position = max(min(axes.alongMin(frame), bottom - length), section.start + (section.header.map { axes.along($0.size) } ?? 0))
        }
        return axes.rect(along: position, across: axes.isVertical ? frame.minX : frame.minY, alongLength: length, acrossLength: axes.across(frame.size))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let frame = sections[indexPath.section].lines.frame(ofItem: indexPath.item) else { return nil }
        return .cell(indexPath, frame: shown(frame))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let frames = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return frames.header.map { supplementary(elementKind, indexPath.section, $0) }
        case UICollectionView.elementKindSectionFooter: return frames.footer.map { supplementary(elementKind, indexPath.section, $0) }
        default: return nil
        }
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        .supplementary(kind, IndexPath(item: 0, section: section), frame: shown(frame))
    }

    /// Mirrored, as UIKit mirrors it, when the collection view's layout
    /// direction is not the layout's ``developmentLayoutDirection``.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Whether the layout is mirrored: right to left, items run from the
    /// right (across a vertically scrolling layout's rows; along a
    /// horizontally scrolling one, whose first column is at the right end).
    private var isMirrored = false
    /// The width frames are mirrored across: the content's, or the visible width if that is wider.
    private var mirroredWidth: CGFloat = 0

    /// A frame as laid out (left to right) where it shows, or the reverse: the same mirroring.
    private func shown(_ frame: CGRect) -> CGRect {
        guard isMirrored else { return frame }
        return CGRect(x: mirroredWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// A new size (a rotation, a resize) lays the items out again; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        sizesCellsFromContent && preferredSizeDiffers(preferredAttributes, from: originalAttributes)
    }

    override func adopt(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        let (section, item) = (original.indexPath.section, original.indexPath.item)
        guard section >= 0, item >= 0 else { return }
        if firstResizedItem.map({ original.indexPath < $0 }) ?? true { firstResizedItem = original.indexPath }
        preferredSizes[section, default: [:]][item] = preferred.size
    }

    override var sizesCellsFromContent: Bool { estimatedItemSize != .zero }

    override var scrollsVertically: Bool { scrollDirection == .vertical }

    override func dataReloaded() {
        preferredSizes.removeAll()
    }

    override func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        let old = preferredSizes
        preferredSizes.removeAll()
        for (section, sizes) in old {
            for (item, size) in sizes {
                guard let path = newIndexPath(IndexPath(item: item, section: section)) else { continue }
                preferredSizes[path.section, default: [:]][path.item] = size
            }
        }
    }

    open override func invalidateLayout() {
        // Sizes that cells preferred at another breadth no longer hold.
        if let collectionView, collectionView.bounds.size != preparedSize { preferredSizes.removeAll() }
        needsFullPreparation = true
        super.invalidateLayout()
    }

    override func preferredAttributesAdopted() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }
}
