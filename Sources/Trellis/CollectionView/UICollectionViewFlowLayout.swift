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
/// Within a line, items sit centred across it (in a row, vertically). The
/// lines of a section but its last are justified: the room left over is
/// shared equally between the items. Where UIKit misbehaves, Trellis does
/// better: a line with a single item starts at the leading edge instead of
/// being centred, and a section's last line is laid out the same way
/// whether or not the items are all one size (with the spacing of the lines
/// above when they are, so that columns line up; with the minimum spacing
/// when they are not).
@MainActor
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
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(itemSize != oldValue) } }
    /// An item's size before its cell measures itself; `.zero` (the default)
    /// turns self-sizing off.
    open var estimatedItemSize: CGSize = .zero { didSet { changed(estimatedItemSize != oldValue) } }
    /// The least space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(minimumLineSpacing != oldValue) } }
    /// The least space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(minimumInteritemSpacing != oldValue) } }
    /// The space around each section's items (inside its header and footer).
    open var sectionInset: UIEdgeInsets = .zero { didSet { changed(sectionInset != oldValue) } }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { changed(sectionInsetReference != oldValue) }
    }
    /// Each section header's size: its height when scrolling vertically, its width horizontally (zero: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { changed(headerReferenceSize != oldValue) } }
    /// Each section footer's size, as for headers.
    open var footerReferenceSize: CGSize = .zero { didSet { changed(footerReferenceSize != oldValue) } }
    /// Whether a section's header stays at the top of the visible area while
    /// the section shows (pushed away by the next section), as in a plain table.
    open var sectionHeadersPinToVisibleBounds = false { didSet { changed(sectionHeadersPinToVisibleBounds != oldValue) } }
    /// Whether a section's footer stays at the bottom of the visible area while the section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { changed(sectionFootersPinToVisibleBounds != oldValue) } }

    /// A vertical flow of 50 × 50 items, 10 points apart.
    public override init() {
        super.init()
    }

    private func changed(_ isChange: Bool) {
        if isChange { invalidateLayout() }
    }

    // MARK: What prepare() works out

    /// One section's frames, and its lines along the scrolling axis (for finding what meets a rectangle).
    private struct SectionFrames {
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        /// Each line's extent along the scrolling axis and its first item.
        var lines: [(start: CGFloat, end: CGFloat, firstItem: Int)] = []
        /// The whole section along the scrolling axis, header and footer included.
        var start: CGFloat = 0, end: CGFloat = 0
        /// The spacing of the first justified line, if any (a uniform last line takes it).
        var fullLineGap: CGFloat?
    }

    private var sections: [SectionFrames] = []
    private var contentSize: CGSize = .zero
    /// The bounds size the layout was prepared for.
    private var preparedSize: CGSize = .zero
    /// The sizes cells preferred (self-sizing), by section and item;
    /// `unmeasured` where a cell has not said.
    private var preferredSizes: [[CGSize]] = []
    private static let unmeasured = CGSize(width: -1, height: -1)
    /// The first item whose cell preferred a new size since the layout was
    /// prepared, when nothing else changed: `prepare()` keeps what comes before its line.
    private var firstResizedItem: IndexPath?
    /// Whether something other than cells' preferred sizes changed since the layout was prepared.
    private var needsFullPreparation = true
    /// Item sizes the last preparation could not use (negative or not finite): the first, and how many.
    private var unusableSizes: (first: (IndexPath, CGSize), count: Int)?

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
        var kept = resume.map { sections[$0.section] }
        sections.removeSubrange((resume?.section ?? 0)...)
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        preparedSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let reference = referenceInsets(of: collectionView)
        let breadth = max(0, axes.across(collectionView.bounds.size) - axes.acrossStart(insets) - axes.acrossEnd(insets))
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var along: CGFloat = sections.last?.end ?? 0
        var oversized: (first: IndexPath, room: CGFloat, count: Int)?
        for section in (resume?.section ?? 0)..<collectionView.numberOfSections {
            var frames = SectionFrames()
            frames.start = along
            let header = (delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)).or(headerReferenceSize)
            if axes.along(header) > 0 {
                frames.header = axes.rect(along: along, across: 0, alongLength: axes.along(header), acrossLength: breadth)
                along += axes.along(header)
            }
            let inset = (delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)).or(sectionInset)
            let lineSpacing = (delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)).or(minimumLineSpacing)
            let itemSpacing = (delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
                .or(minimumInteritemSpacing)
            let lineStart = axes.acrossStart(reference) + axes.acrossStart(inset)
            let available = breadth - axes.acrossStart(reference) - axes.acrossEnd(reference) - axes.acrossStart(inset) - axes.acrossEnd(inset)
            along += axes.alongStart(inset)
            let sizes = itemSizes(in: section, of: collectionView, delegate: delegate)
            for (item, size) in sizes.enumerated() where axes.across(size) > available + 0.001 {
                oversized = (oversized?.first ?? IndexPath(item: item, section: section), oversized?.room ?? available, (oversized?.count ?? 0) + 1)
            }
            if let previous = kept, let item = resume?.item {
                // Lines before the one holding the first resized item stay; the rest are placed again.
                let line = max(0, previous.lines.partitioningIndex { $0.firstItem > item } - 1)
                if line > 0 {
                    frames.items = Array(previous.items[..<previous.lines[line].firstItem])
                    frames.lines = Array(previous.lines[..<line])
                    frames.fullLineGap = previous.fullLineGap
                    along = previous.lines[line].start
                }
                kept = nil
            }
            along = placeLines(of: sizes, in: &frames, from: along, lineStart: lineStart, available: available,
                               lineSpacing: lineSpacing, itemSpacing: itemSpacing, axes: axes)
            along += axes.alongEnd(inset)
            let footer = (delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)).or(footerReferenceSize)
            if axes.along(footer) > 0 {
                frames.footer = axes.rect(along: along, across: 0, alongLength: axes.along(footer), acrossLength: breadth)
                along += axes.along(footer)
            }
            frames.end = along
            sections.append(frames)
        }
        contentSize = axes.size(along: along, across: breadth)
        isMirrored = axes.isVertical && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let unusable = unusableSizes {
            let (indexPath, size) = unusable.first
            LayoutDiagnostics.report(
                size.width.isFinite && size.height.isFinite ? .invalidDataSourceAnswer : .nonFiniteValue,
                "\(collectionView.shortDescription): a flow layout's item sizes must be finite and not negative; \(unusable.count) item(s) are not, the first being item \(indexPath.item) of section \(indexPath.section) (\(size)). Each is laid out as empty.",
                views: [collectionView], indexPaths: [indexPath])
            unusableSizes = nil
        }
        if let oversized {
            let dimension = axes.isVertical ? "width" : "height"
            LayoutDiagnostics.report(
                .invalidDataSourceAnswer,
                "\(collectionView.shortDescription): a flow layout's items must fit across the collection view less its content and section insets (a \(dimension) of \(oversized.room) in section \(oversized.first.section)); \(oversized.count) item(s) do not, the first being item \(oversized.first.item) of section \(oversized.first.section). Each is placed on a line of its own.",
                views: [collectionView], indexPaths: [oversized.first])
        }
    }

    /// Breaks a section's items into lines and places them; returns where the last line ends.
    private func placeLines(
        of sizes: [CGSize], in frames: inout SectionFrames, from start: CGFloat, lineStart: CGFloat, available: CGFloat,
        lineSpacing: CGFloat, itemSpacing: CGFloat, axes: FlowAxes
    ) -> CGFloat {
        var along = start
        var uniform = true
        for size in sizes where size != sizes[0] {
            uniform = false
            break
        }
        var first = frames.items.count  // lines already placed stay; `start` is where the next begins
        frames.items.reserveCapacity(sizes.count)
        while first < sizes.count {
            // As many items as fit at the minimum spacing (always at least one).
            var end = first + 1
            var used = axes.across(sizes[first])
            while end < sizes.count, used + itemSpacing + axes.across(sizes[end]) <= available + 0.001 {
                used += itemSpacing + axes.across(sizes[end])
                end += 1
            }
            let line = sizes[first..<end]
            var thickness: CGFloat = 0
            for size in line { thickness = max(thickness, axes.along(size)) }
            let gap: CGFloat
            if end < sizes.count, line.count > 1 {
                gap = itemSpacing + (available - used) / CGFloat(line.count - 1)  // justified
                frames.fullLineGap = frames.fullLineGap ?? gap
            } else {
                gap = uniform ? frames.fullLineGap ?? itemSpacing : itemSpacing
            }
            var across = lineStart
            for size in line {
                frames.items.append(axes.rect(
                    along: along + (thickness - axes.along(size)) / 2, across: across, alongLength: axes.along(size), acrossLength: axes.across(size)))
                across += axes.across(size) + gap
            }
            frames.lines.append((along, along + thickness, first))
            along += thickness
            first = end
            if first < sizes.count { along += lineSpacing }
        }
        return along
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

    /// The sizes of a section's items: what each cell preferred, else the
    /// delegate's or the layout's size (an estimate, when cells size
    /// themselves). The delegate is asked item by item only if it answers
    /// for the section's first item.
    private func itemSizes(in section: Int, of collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?) -> [CGSize] {
        let count = collectionView.numberOfItems(inSection: section)
        let fallback = sizesCellsFromContent && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        func asked(_ item: Int) -> CGSize? {
            delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
        }
        let delegateSizes = count > 0 && asked(0).isImplemented
        let preferred = preferredSizes.indices.contains(section) ? preferredSizes[section] : []
        var sizes = [CGSize](repeating: fallback, count: count)
        for item in 0..<count {
            if item < preferred.count, preferred[item] != Self.unmeasured {
                sizes[item] = preferred[item]
            } else if delegateSizes, let size = asked(item) {
                sizes[item] = size
            }
            // Sizes that cannot be laid out (negative, not finite) are reported and taken as nothing.
            let size = sizes[item]
            if !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) {
                unusableSizes = (unusableSizes?.first ?? (IndexPath(item: item, section: section), size), (unusableSizes?.count ?? 0) + 1)
                sizes[item] = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
            }
        }
        return sizes
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
            var line = frames.lines.partitioningIndex { $0.end >= low }
            while line < frames.lines.count, frames.lines[line].start <= high {
                let end = line + 1 < frames.lines.count ? frames.lines[line + 1].firstItem : frames.items.count
                for item in frames.lines[line].firstItem..<end where frames.items[item].overlaps(rect) {
                    result.append(.cell(IndexPath(item: item, section: section), frame: shown(frames.items[item])))
                }
                line += 1
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
    private func pinned(_ frame: CGRect, header: Bool, in section: SectionFrames, visible: CGRect, axes: FlowAxes) -> CGRect {
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
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return .cell(indexPath, frame: shown(sections[indexPath.section].items[indexPath.item]))
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

    /// Whether the layout is mirrored: right to left, the lines of a
    /// vertically scrolling layout run from the right, as in UIKit. (A
    /// horizontally scrolling one is not mirrored: it would have to start
    /// scrolled to its far end.)
    private var isMirrored = false

    /// A frame as laid out (left to right) where it shows, or the reverse: the same mirroring.
    private func shown(_ frame: CGRect) -> CGRect {
        guard isMirrored else { return frame }
        return CGRect(x: contentSize.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
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
        if preferredSizes.count <= section { preferredSizes += Array(repeating: [], count: section + 1 - preferredSizes.count) }
        if preferredSizes[section].count <= item {
            preferredSizes[section] += Array(repeating: Self.unmeasured, count: item + 1 - preferredSizes[section].count)
        }
        preferredSizes[section][item] = preferred.size
    }

    override var sizesCellsFromContent: Bool { estimatedItemSize != .zero }

    override var scrollsVertically: Bool { scrollDirection == .vertical }

    override func dataReloaded() {
        preferredSizes.removeAll()
    }

    override func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        let old = preferredSizes
        preferredSizes.removeAll()
        for (section, sizes) in old.enumerated() {
            for (item, size) in sizes.enumerated() where size != Self.unmeasured {
                guard let path = newIndexPath(IndexPath(item: item, section: section)) else { continue }
                let preferred = UICollectionViewLayoutAttributes.cell(path, frame: CGRect(origin: .zero, size: size))
                adopt(preferred: preferred, original: preferred)
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

/// The two axes of a flow layout: lines advance along the scrolling axis;
/// items follow one another across it.
private struct FlowAxes {
    let isVertical: Bool
    init(vertical: Bool) { isVertical = vertical }

    func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func alongMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
    func alongMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
    func alongStart(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
    func alongEnd(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
    func acrossStart(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
    func acrossEnd(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }
}

private extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, for an
    /// array in which every element that does comes after every one that does not.
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
