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
    /// Which way the content scrolls (vertical only, headless).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical

    /// The default settings.
    public init() {}
}

/// A layout made of sections, each a group of items repeated down the
/// section: items and groups sized as fractions of their container, fixed
/// lengths, or estimates that cells replace with their own size.
///
/// Lays out vertically scrolling content: a section's boundary items above
/// (headers) and below (footers) its groups, groups one under another
/// `interGroupSpacing` apart, and within a group its items side by side or
/// one under another. Cells whose size is estimated along one dimension are
/// fitted with the other one fixed, and the layout prepares again with
/// their sizes; so are headers and footers of estimated height, their
/// width held. Right to left, everything is mirrored. What meets a
/// rectangle is found by a binary search over the groups.
/// Not here: horizontally scrolling sections (`orthogonalScrollingBehavior`),
/// decoration items.
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

    // MARK: What prepare() works out

    /// Each section's items.
    private var sections: [CompositionalItems] = []
    private var supplementaryFrames: [CollectionElement: CGRect] = [:]
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero
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
    /// estimated sizes, which differ from one repetition to the next), over
    /// all its sections; items past that are not laid out (nor shown),
    /// reported. Groups of fixed and fractional sizes are laid out once and
    /// repeated by arithmetic, however many items they hold.
    nonisolated static let maximumItemsPlacedOneByOne = 1_000_000

    /// How many items' frames the layout holds: one repetition's for groups
    /// that repeat alike, every item's for the others.
    var storedItemFrameCount: Int { sections.reduce(0) { $0 + $1.storedFrameCount } }

    open override var collectionViewContentSize: CGSize { contentSize }

    private struct Container: NSCollectionLayoutContainer {
        let contentSize: CGSize
        var effectiveContentSize: CGSize { contentSize }
    }

    private struct Environment: NSCollectionLayoutEnvironment {
        let container: any NSCollectionLayoutContainer
        let traitCollection: UITraitCollection
    }

    open override func prepare() {
        super.prepare()
        sections = []
        supplementaryFrames = [:]
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
        var y: CGFloat = 0
        var budget = Self.maximumItemsPlacedOneByOne
        var notLaidOut: (first: IndexPath, count: Int)?
        var crowdedGroup: IndexPath?
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            if section > 0 { y += configuration.interSectionSpacing }
            guard let layoutSection = sectionProvider(section, environment) else {
                sections.append(.none)
                if count > 0 {
                    LayoutDiagnostics.report(
                        .invalidDataSourceAnswer,
                        "\(collectionView.shortDescription): the section provider gave no section for section \(section); its \(count) items are not shown.",
                        views: [collectionView], indexPaths: [IndexPath(index: section)])
                }
                continue
            }
            if let list = layoutSection.listConfiguration { listSections[section] = (list, count) }
            let sectionInsets = layoutSection.contentInsets
            let leading = sectionInsets.leading  // laid out left to right, mirrored below for right to left
            let content = CGSize(width: max(0, container.width - sectionInsets.leading - sectionInsets.trailing), height: container.height)
            let boundaries = layoutSection.boundarySupplementaryItems
            let isHeader: (NSRectAlignment) -> Bool = { [.top, .topLeading, .topTrailing].contains($0) }
            for boundary in boundaries where isHeader(boundary.alignment) {
                y += placeBoundary(boundary, section: section, x: leading, y: y, in: content)
            }
            y += sectionInsets.top
            let group = layoutSection.group
            let perRepetition = group.leafCount(upTo: Self.maximumItemsPerRepetition + 1)
            if count > perRepetition, perRepetition > Self.maximumItemsPerRepetition { crowdedGroup = crowdedGroup ?? IndexPath(index: section) }
            var placed = PlacedItems()
            if count > 0, perRepetition > 0, !group.hasEstimatedDimension {
                // Every repetition alike: the first is placed, the others follow by arithmetic.
                var next = 0
                let size = place(group, at: CGPoint(x: leading, y: y), in: content, section: section,
                                 count: min(count, Self.maximumItemsPerRepetition), next: &next, into: &placed)
                let repeating = RepeatingGroup(count: count, template: placed.frames, start: y, height: size.height, spacing: layoutSection.interGroupSpacing)
                sections.append(.repeating(repeating))
                y = repeating.end
            } else {
                let laidOut = min(count, budget)
                budget -= laidOut
                if laidOut < count { notLaidOut = (notLaidOut?.first ?? IndexPath(item: laidOut, section: section), (notLaidOut?.count ?? 0) + count - laidOut) }
                var next = 0
                while next < laidOut {
                    let before = next
                    let size = place(group, at: CGPoint(x: leading, y: y), in: content, section: section,
                                     count: min(laidOut, before + Self.maximumItemsPerRepetition), next: &next, into: &placed)
                    placed.spans.append((y, y + size.height, before))
                    y += size.height
                    guard next > before else { break }  // a group without items would repeat for ever
                    if next < laidOut { y += layoutSection.interGroupSpacing }
                }
                sections.append(.itemByItem(placed))
            }
            y += sectionInsets.bottom
            for boundary in boundaries where !isHeader(boundary.alignment) {
                y += placeBoundary(boundary, section: section, x: leading, y: y, in: content)
            }
        }
        contentSize = CGSize(width: container.width, height: y)
        if collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            sections = sections.map { $0.mirrored(across: container.width) }
            for (element, frame) in supplementaryFrames {
                supplementaryFrames[element] = CGRect(x: container.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
            }
        }
        if let crowdedGroup {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(collectionView.shortDescription): the group of section \(crowdedGroup.section) holds more than \(Self.maximumItemsPerRepetition) items; each repetition holds that many.",
                views: [collectionView], indexPaths: [crowdedGroup])
        }
        if let notLaidOut {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(collectionView.shortDescription): a compositional layout places at most \(Self.maximumItemsPlacedOneByOne) items of estimated size; \(notLaidOut.count) item(s) past that are not shown, the first being item \(notLaidOut.first.item) of section \(notLaidOut.first.section).",
                views: [collectionView], indexPaths: [notLaidOut.first])
        }
    }

    /// A header or footer across the section's content; returns its height.
    private func placeBoundary(_ boundary: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat, in content: CGSize) -> CGFloat {
        let element = CollectionElement.supplementary(boundary.elementKind, IndexPath(item: 0, section: section))
        var size = CGSize(width: boundary.layoutSize.widthDimension.resolved(in: content), height: boundary.layoutSize.heightDimension.resolved(in: content))
        if boundary.layoutSize.heightDimension.isEstimated {
            // Its view sizes its height, the width held.
            estimatedBoundaries.insert(element)
            if let preferred = preferredBoundaryHeights[element] { size.height = preferred }
        }
        supplementaryFrames[element] = CGRect(x: x, y: y, width: size.width, height: size.height)
        return size.height
    }

    /// Places `item` (a leaf takes the next item of the section; a group
    /// places its subitems) at `origin`, sized in `container`; returns the
    /// room it took. A repeated subitem's `share` of its group's length
    /// replaces its own size along the group's axis.
    private func place(
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
        var spacing = group.interItemSpacing?.spacing ?? 0
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
        for (section, items) in sections.enumerated() {
            items.forEachItem(inGroupsFrom: rect.minY, to: rect.maxY) { item, frame in
                if frame.overlaps(rect) { result.append(cellAttributes(IndexPath(item: item, section: section), frame)) }
            }
        }
        for (element, frame) in supplementaryFrames where frame.overlaps(rect) {
            guard case let .supplementary(kind, indexPath) = element else { continue }
            result.append(.supplementary(kind, indexPath, frame: frame))
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
        supplementaryFrames[.supplementary(elementKind, indexPath)].map { .supplementary(elementKind, indexPath, frame: $0) }
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

    override var sizesCellsFromContent: Bool { hasEstimates }

    override var sizesSupplementaryViewsFromContent: Bool { !estimatedBoundaries.isEmpty }

    /// A header or footer of estimated height takes the height its view prefers.
    override func adoptSupplementary(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        let element = original.element
        let height = preferred.size.height
        guard estimatedBoundaries.contains(element), let frame = supplementaryFrames[element], height.isFinite, height >= 0,
            abs(height - frame.height) > 0.5 else { return false }
        preferredBoundaryHeights[element] = height
        return true
    }

    /// Cells are fitted with the dimensions the layout fixes held, the estimated ones free.
    override func fittingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        // Headers and footers keep the section's width and size their height.
        if attributes.representedElementCategory == .supplementaryView { return (.required, .fittingSizeLevel) }
        let indexPath = attributes.indexPath
        guard sections.indices.contains(indexPath.section), let (width, height) = sections[indexPath.section].estimatedAxes(ofItem: indexPath.item) else {
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
