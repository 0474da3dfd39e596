import Foundation

/// The space a compositional section is laid out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size less its content insets.
    var contentSize: CGSize { get }
    /// The same (a section's own insets are taken off when its items are sized).
    var effectiveContentSize: CGSize { get }
}

/// What a section provider is told: the container and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// Settings for a whole compositional layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Which way the content scrolls: sections one under another (vertical)
    /// or side by side (horizontal).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Headers and footers of the whole content (before the first section, after the last).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default settings.
    public init() {}
}

/// A layout made of sections, each a group of items repeated down the
/// section: items and groups sized as fractions of their container, fixed
/// lengths, or estimates that cells replace with their own size.
///
/// A section's boundary items go above (headers) and below (footers) its
/// groups, groups one under another `interGroupSpacing` apart, and within a
/// group its items side by side or one under another. A section that
/// scrolls orthogonally lays its groups side by side in a scroller of its
/// own, as tall as its tallest group. With a horizontal configuration the
/// sections lie side by side, their groups repeating across. Cells whose
/// size is estimated along one dimension are fitted with the other one
/// fixed, and the layout prepares again with their sizes; so are headers
/// and footers of estimated height, their width held. Right to left,
/// everything is mirrored. What meets a rectangle is found by a binary
/// search over the groups.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, knowing the container.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The whole layout's settings.
    public let configuration: UICollectionViewCompositionalLayoutConfiguration

    /// Every section laid out like `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Every section laid out like `section`, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Each section as the provider says.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Each section as the provider says, with settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive (Trellis has none): a layout with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    // MARK: What prepare() works out

    /// Each section's items and where it lies.
    var sections: [PreparedSection] = []
    /// Headers and footers, by element: where they lie unpinned, and their item.
    var boundaries: [CollectionElement: PlacedBoundary] = [:]
    /// The order headers and footers were placed in (a dictionary's order differs from run to run).
    var boundaryOrder: [CollectionElement] = []
    /// Each section's headers and footers.
    var boundaryElements: [Int: [CollectionElement]] = [:]
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero
    /// The environment sections were made in (handlers are given it).
    var environment: (any NSCollectionLayoutEnvironment)?
    /// The sizes cells preferred, by item.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var hasEstimates = false
    /// The heights headers and footers of estimated height preferred, by element.
    private var preferredBoundaryHeights: [CollectionElement: CGFloat] = [:]
    /// The headers and footers whose height is estimated.
    private var estimatedBoundaries: Set<CollectionElement> = []
    /// The list sections' configurations and item counts, by section.
    private var listSections: [Int: (configuration: UICollectionLayoutListConfiguration, count: Int)] = [:]
    /// For a layout made by `list(using:)`: the collection view's background.
    var listBackgroundColor: UIColor?

    /// The most items a section's group holds in one repetition: more could
    /// not show anything (each a sliver of the group). Nested repeated
    /// groups could otherwise hold 10,000 × 10,000 items.
    nonisolated static let maximumItemsPerRepetition = 100_000

    /// The most items the layout places one by one (in groups with
    /// estimated sizes, which differ from one repetition to the next, and in
    /// sections whose groups go across), over all its sections; items past
    /// that are not laid out (nor shown), reported. Groups of fixed and
    /// fractional sizes down a section are laid out once and repeated by
    /// arithmetic, however many items they hold.
    nonisolated static let maximumItemsPlacedOneByOne = 1_000_000

    /// How many items' frames the layout holds: one repetition's for groups
    /// that repeat alike, every item's for the others.
    var storedItemFrameCount: Int { sections.reduce(0) { $0 + $1.items.storedFrameCount } }

    open override var collectionViewContentSize: CGSize { contentSize }

    private struct Container: NSCollectionLayoutContainer {
        let contentSize: CGSize
        var effectiveContentSize: CGSize { contentSize }
    }

    private struct Environment: NSCollectionLayoutEnvironment {
        let container: any NSCollectionLayoutContainer
        let traitCollection: UITraitCollection
    }

    /// What prepare() counts as it goes, to report once at the end.
    struct Tally {
        var budget = UICollectionViewCompositionalLayout.maximumItemsPlacedOneByOne
        var notLaidOut: (first: IndexPath, count: Int)?
        var crowdedGroup: IndexPath?
        var badDimensions: [Int] = []

        /// Takes up to `count` items of the one-by-one budget; those left over are noted.
        mutating func take(_ count: Int, section: Int) -> Int {
            let laidOut = min(count, budget)
            budget -= laidOut
            if laidOut < count { notLaidOut = (notLaidOut?.first ?? IndexPath(item: laidOut, section: section), (notLaidOut?.count ?? 0) + count - laidOut) }
            return laidOut
        }
    }

    open override func prepare() {
        super.prepare()
        sections = []
        boundaries = [:]
        boundaryOrder = []
        boundaryElements = [:]
        hasEstimates = false
        estimatedBoundaries = []
        listSections = [:]
        guard let collectionView else { return contentSize = .zero }
        if let listBackgroundColor, collectionView.backgroundColor != listBackgroundColor { collectionView.backgroundColor = listBackgroundColor }
        preparedSize = collectionView.bounds.size
        let insets = collectionView.adjustedContentInset
        let container = CGSize(
            width: max(0, collectionView.bounds.width - insets.left - insets.right), height: max(0, collectionView.bounds.height - insets.top - insets.bottom))
        let environment = Environment(container: Container(contentSize: container), traitCollection: collectionView.traitCollection)
        self.environment = environment
        let across = configuration.scrollDirection == .horizontal
        let spacing = configuration.interSectionSpacing.isFinite ? max(0, configuration.interSectionSpacing) : 0
        var tally = Tally()
        var position: CGFloat = 0  // down (or, horizontal, across) the content
        let global = configuration.boundarySupplementaryItems
        for boundary in global where boundary.isHeader { position += placeGlobal(boundary, at: position, in: container) }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if section > 0 { position += spacing }
            guard let layoutSection = sectionProvider(section, environment) else {
                sections.append(PreparedSection())
                if count > 0 {
                    LayoutDiagnostics.report(
                        .invalidDataSourceAnswer,
                        "\(collectionView.shortDescription): the section provider gave no section for section \(section); its \(count) items are not shown.",
                        views: [collectionView], indexPaths: [IndexPath(index: section)])
                }
                continue
            }
            if let list = layoutSection.listConfiguration { listSections[section] = (list, count) }
            if !layoutSection.group.hasUsableDimensions { tally.badDimensions.append(section) }
            let prepared = across
                ? layOutAcross(layoutSection, section: section, count: count, from: position, in: container, tally: &tally)
                : layOutDown(layoutSection, section: section, count: count, from: position, in: container, tally: &tally)
            sections.append(prepared)
            position = across ? prepared.frame.maxX : prepared.frame.maxY
        }
        for boundary in global where !boundary.isHeader { position += placeGlobal(boundary, at: position, in: container) }
        contentSize = across ? CGSize(width: position, height: container.height) : CGSize(width: container.width, height: position)
        if mirrorsHorizontally { mirror(across: contentSize.width) }
        report(tally, in: collectionView)
    }

    /// Right to left, the layout mirrors itself (whatever `flipsHorizontallyInOppositeLayoutDirection` says).
    override var mirrorsHorizontally: Bool { collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Everything mirrored across a content `width` wide (right to left);
    /// sections that scroll orthogonally are mirrored across their own content.
    private func mirror(across width: CGFloat) {
        func mirror(_ frame: CGRect, _ width: CGFloat) -> CGRect { CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) }
        for index in sections.indices {
            if let orthogonal = sections[index].orthogonal {
                sections[index].mirrorWidth = orthogonal.contentWidth
                sections[index].orthogonal = orthogonal.mirrored()
            } else if sections[index].groupsAlongX {
                sections[index].mirrorWidth = width
            } else {
                sections[index].items = sections[index].items.mirrored(across: width)
            }
            sections[index].frame = mirror(sections[index].frame, width)
            for decoration in sections[index].decorations.indices {
                sections[index].decorations[decoration].frame = mirror(sections[index].decorations[decoration].frame, width)
            }
        }
        for (element, boundary) in boundaries { boundaries[element]?.frame = mirror(boundary.frame, width) }
    }

    private func report(_ tally: Tally, in collectionView: UICollectionView) {
        if let crowdedGroup = tally.crowdedGroup {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(collectionView.shortDescription): the group of section \(crowdedGroup.section) holds more than \(Self.maximumItemsPerRepetition) items; each repetition holds that many.",
                views: [collectionView], indexPaths: [crowdedGroup])
        }
        if let notLaidOut = tally.notLaidOut {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(collectionView.shortDescription): a compositional layout places at most \(Self.maximumItemsPlacedOneByOne) items one by one; \(notLaidOut.count) item(s) past that are not shown, the first being item \(notLaidOut.first.item) of section \(notLaidOut.first.section).",
                views: [collectionView], indexPaths: [notLaidOut.first])
        }
        if !tally.badDimensions.isEmpty {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(collectionView.shortDescription): the groups of section(s) \(tally.badDimensions.map(String.init).joined(separator: ", ")) have dimensions that are negative, zero where an estimate is needed, or not finite; they are laid out as empty.",
                views: [collectionView], indexPaths: tally.badDimensions.map { IndexPath(index: $0) })
        }
    }

    /// A header or footer of the whole layout at `position` down (or,
    /// horizontal, across) the content; returns the room it takes there.
    private func placeGlobal(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, at position: CGFloat, in container: CGSize) -> CGFloat {
        let across = configuration.scrollDirection == .horizontal
        let height = placeBoundary(boundary, section: 0, at: across ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position), in: container, global: true)
        guard boundary.extendsBoundary else { return 0 }
        return across ? boundary.layoutSize.widthDimension.resolved(in: container) : height
    }

    /// A header or footer at `origin`, across `content`; returns its height.
    @discardableResult
    func placeBoundary(
        _ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, at origin: CGPoint, in content: CGSize, global: Bool = false
    ) -> CGFloat {
        let element = CollectionElement.supplementary(boundary.elementKind, IndexPath(item: 0, section: section))
        var size = CGSize(width: boundary.layoutSize.widthDimension.resolved(in: content), height: boundary.resolvedHeight(in: content))
        if boundary.layoutSize.heightDimension.isEstimated {
            // Its view sizes its height, the width held.
            estimatedBoundaries.insert(element)
            if let preferred = preferredBoundaryHeights[element] { size.height = preferred }
        }
        if boundaries[element] == nil {
            boundaryOrder.append(element)
            if !global { boundaryElements[section, default: []].append(element) }
        }
        boundaries[element] = PlacedBoundary(
            frame: CGRect(origin: origin, size: size), pinned: boundary.pinToVisibleBounds, isHeader: boundary.isHeader,
            zIndex: boundary.zIndex, section: global ? nil : section)
        return size.height
    }

    /// Places `item` (a leaf takes the next item of the section; a group
    /// places its subitems) at `origin`, sized in `container`; returns the
    /// room it took. A repeated subitem's `share` of its group's length
    /// replaces its own size along the group's axis.
    func place(
        _ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, section: Int, count: Int, next: inout Int,
        into placed: inout PlacedItems, share: (horizontal: Bool, length: CGFloat)? = nil
    ) -> CGSize {
        var estimated = (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
        var size = CGSize(width: item.layoutSize.widthDimension.resolved(in: container), height: item.layoutSize.heightDimension.resolved(in: container))
        if let share {
            if share.horizontal { (size.width, estimated.0) = (share.length, false) } else { (size.height, estimated.1) = (share.length, false) }
        }
        guard let group = item as? NSCollectionLayoutGroup else {
            guard next < count else { return .zero }
            let indexPath = IndexPath(item: next, section: section)
            next += 1
            if estimated.0 || estimated.1 { hasEstimates = true }
            if let preferred = preferredSizes[indexPath] {
                if estimated.0 { size.width = preferred.width }
                if estimated.1 { size.height = preferred.height }
            }
            // Insets apply along dimensions the cell does not size itself.
            let insets = item.contentInsets
            var frame = CGRect(origin: origin, size: size)
            if !estimated.0 { frame.origin.x += insets.leading; frame.size.width = max(0, frame.width - insets.leading - insets.trailing) }
            if !estimated.1 { frame.origin.y += insets.top; frame.size.height = max(0, frame.height - insets.top - insets.bottom) }
            placed.frames.append(frame)
            placed.estimated.append(estimated)
            return size
        }
        let horizontal = group.axis == .horizontal
        let childCount = group.repeatCount ?? group.subitems.count
        func child(_ index: Int) -> NSCollectionLayoutItem { group.subitems[group.repeatCount == nil ? index : 0] }
        var spacing = (group.interItemSpacing?.spacing ?? 0).finiteOrZero
        // Repeated items share the group's length equally; a flexible spacing shares out what the items leave.
        let groupLength = horizontal ? size.width : size.height
        let shared = group.repeatCount.map { (groupLength - spacing * CGFloat($0 - 1)) / CGFloat($0) }
        if group.interItemSpacing?.isFlexibleSpacing == true, childCount > 1 {
            var total: CGFloat = 0
            for index in 0..<childCount {
                total += shared ?? (horizontal ? child(index).layoutSize.widthDimension : child(index).layoutSize.heightDimension).resolved(in: size)
            }
            spacing = max(spacing, (groupLength - total) / CGFloat(childCount - 1))
        }
        var offset: CGFloat = 0, breadth: CGFloat = 0
        for index in 0..<childCount where next < count {
            let position = horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
            let took = place(child(index), at: position, in: size, section: section, count: count, next: &next, into: &placed,
                             share: shared.map { (horizontal, $0) })
            offset += (horizontal ? took.width : took.height) + spacing
            breadth = max(breadth, horizontal ? took.height : took.width)
        }
        // An estimated group takes what its items took.
        if horizontal, estimated.1 { size.height = breadth }
        if !horizontal, estimated.1 { size.height = max(0, offset - spacing) }
        if !horizontal, estimated.0 { size.width = breadth }
        return size
    }

    // MARK: Answering the collection view

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() {
            let first = result.count
            if let orthogonal = section.orthogonal {
                // What shows of the section's scroller: its band, across its own offset.
                if orthogonal.frame.minY <= rect.maxY, orthogonal.frame.maxY >= rect.minY {
                    let window = CGRect(x: orthogonalOffset(of: index), y: rect.minY, width: orthogonal.frame.width, height: rect.height)
                    section.forEachItem(inGroupsFrom: window.minX, to: window.maxX) { item, frame in
                        if frame.overlaps(window) { result.append(cellAttributes(IndexPath(item: item, section: index), frame)) }
                    }
                }
            } else if section.groupsAlongX {
                section.forEachItem(inGroupsFrom: rect.minX, to: rect.maxX) { item, frame in
                    if frame.overlaps(rect) { result.append(cellAttributes(IndexPath(item: item, section: index), frame)) }
                }
            } else {
                section.items.forEachItem(inGroupsFrom: rect.minY, to: rect.maxY) { item, frame in
                    if frame.overlaps(rect) { result.append(cellAttributes(IndexPath(item: item, section: index), frame)) }
                }
            }
            for (element, boundary) in boundaries(of: index) {
                if let attributes = boundaryAttributes(element, boundary), attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            if let handler = section.visibleItemsHandler, let environment, result.count > first {
                let offset = section.orthogonal != nil ? CGPoint(x: orthogonalOffset(of: index), y: 0) : collectionView?.contentOffset ?? .zero
                handler(result[first...].map(VisibleLayoutItem.init), offset, environment)
            }
            for decoration in section.decorations where decoration.frame.overlaps(rect) {
                result.append(.decoration(decoration.kind, IndexPath(item: 0, section: index), frame: decoration.frame, zIndex: decoration.zIndex))
            }
        }
        for element in boundaryOrder {
            guard let boundary = boundaries[element], boundary.section == nil, let attributes = boundaryAttributes(element, boundary),
                attributes.frame.overlaps(rect) else { continue }
            result.append(attributes)
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let frame = sections[indexPath.section].frame(ofItem: indexPath.item) else { return nil }
        return cellAttributes(indexPath, frame)
    }

    /// An item's attributes; in a list section, with its place in the section.
    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.cell(indexPath, frame: frame)
        if let list = listSections[indexPath.section] {
            attributes.listRow = ListRowPlacement(item: indexPath.item, of: list.count, in: list.configuration)
        }
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let element = CollectionElement.supplementary(elementKind, indexPath)
        return boundaries[element].flatMap { boundaryAttributes(element, $0) }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind }) else { return nil }
        return .decoration(elementKind, indexPath, frame: decoration.frame, zIndex: decoration.zIndex)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredSizeDiffers(preferredAttributes, from: originalAttributes)
    }

    override func adopt(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        let size = preferred.size
        guard size.width.isFinite, size.height.isFinite else { return }
        preferredSizes[original.indexPath] = size
    }

    /// The sections that scroll orthogonally, for the collection view to give each a scroller.
    override var orthogonalSections: [Int: OrthogonalSection] {
        var result: [Int: OrthogonalSection] = [:]
        for (index, section) in sections.enumerated() { if let orthogonal = section.orthogonal { result[index] = orthogonal } }
        return result
    }

    override var sizesCellsFromContent: Bool { hasEstimates }

    override var sizesSupplementaryViewsFromContent: Bool { !estimatedBoundaries.isEmpty }

    /// A header or footer of estimated height takes the height its view prefers.
    override func adoptSupplementary(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        let element = original.element
        let height = preferred.size.height
        guard estimatedBoundaries.contains(element), let frame = boundaries[element]?.frame, height.isFinite, height >= 0,
            abs(height - frame.height) > 0.5 else { return false }
        preferredBoundaryHeights[element] = height
        return true
    }

    /// Cells are fitted with the dimensions the layout fixes held, the estimated ones free.
    override func fittingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        // Headers and footers keep the section's width and size their height.
        if attributes.representedElementCategory == .supplementaryView { return (.required, .fittingSizeLevel) }
        let indexPath = attributes.indexPath
        guard sections.indices.contains(indexPath.section), let (width, height) = sections[indexPath.section].items.estimatedAxes(ofItem: indexPath.item) else {
            return super.fittingPriorities(for: attributes)
        }
        return (width ? .fittingSizeLevel : .required, height ? .fittingSizeLevel : .required)
    }

    override func dataReloaded() {
        preferredSizes.removeAll()
        preferredBoundaryHeights.removeAll()
    }

    override func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in preferredSizes {
            if let new = newIndexPath(path) { moved[new] = size }
        }
        preferredSizes = moved
    }

    open override func invalidateLayout() {
        if let collectionView, collectionView.bounds.size != preparedSize {
            preferredSizes.removeAll()
            preferredBoundaryHeights.removeAll()
        }
        super.invalidateLayout()
    }
}
