import Foundation

/// Decides where a collection view's items and supplementary views go.
/// Subclass it for a layout of your own, or use `UICollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` before it asks for anything after
/// the layout was invalidated, then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the rectangle on screen.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` has run since the layout was last invalidated.
    var isPrepared = false

    /// A layout with nothing prepared.
    public init() {}

    /// A layout from an archive (Trellis has none): what `init()` makes.
    /// Required, as in UIKit, so that `super.init(coder:)` is there for subclasses.
    public required init?(coder: NSCoder) {}

    /// Works out what the layout needs before it is asked for attributes.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the layout is mirrored when the collection view's layout
    /// direction is not ``developmentLayoutDirection`` (false here; a flow
    /// layout says true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for: left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the frames are mirrored in the collection view now (its
    /// content then starts at its right end).
    var mirrorsHorizontally: Bool {
        guard let collectionView else { return false }
        return flipsHorizontallyInOppositeLayoutDirection && collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// The attributes of every element that meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view of a kind.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of a decoration view of a kind.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The view classes registered for decoration kinds.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class the collection view makes decoration views of a
    /// kind from (nil unregisters it). A class that is not a
    /// `UICollectionReusableView` is reported and not registered.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { return decorationViewClasses[elementKind] = nil }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            return LayoutDiagnostics.report(
                .invalidConfiguration, "\(type(of: self)): \(viewClass) is not a UICollectionReusableView; not registered for decoration views of kind '\(elementKind)'.",
                identifiers: [elementKind])
        }
        decorationViewClasses[elementKind] = reusable
        invalidateLayout()
    }

    /// Sections whose groups scroll across the layout's axis in a scroller of their own, by section.
    var orthogonalSections: [Int: OrthogonalSection] { [:] }

    /// Marks the layout out of date: it is prepared again at the next layout pass.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Whether the collection view's new bounds make the layout out of date
    /// (it scrolled, or was resized). No, unless a subclass says otherwise.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell that sized itself (`preferred`) makes the layout out of date.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where scrolling that would end at `proposedContentOffset` ends instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling let go with `velocity` and heading for `proposedContentOffset` ends instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// A cell sized itself and `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
    /// said yes: the layout keeps what it needs of `preferred` (the flow
    /// layout, the size); `preferredAttributesAdopted()` follows.
    func adopt(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {}

    /// Whether a cell's preferred size differs from the size it was given (beyond rounding).
    func preferredSizeDiffers(_ preferred: UICollectionViewLayoutAttributes, from original: UICollectionViewLayoutAttributes) -> Bool {
        preferred.representedElementCategory == .cell
            && (abs(preferred.size.width - original.size.width) > 0.001 || abs(preferred.size.height - original.size.height) > 0.001)
    }

    /// Cells' preferred attributes were adopted: the layout is out of date
    /// (a layout may prepare again only what follows them).
    func preferredAttributesAdopted() {
        invalidateLayout()
    }

    /// How a cell that sizes itself is fitted to the attributes' size: each
    /// dimension free (the flow layout's cells size both ways) or held.
    func fittingPriorities(for attributes: UICollectionViewLayoutAttributes) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        (.fittingSizeLevel, .fittingSizeLevel)
    }

    /// Whether the content scrolls up and down (else left and right): the
    /// axis along which the collection view keeps what shows in place.
    var scrollsVertically: Bool { true }

    /// Whether cells are asked for their preferred attributes when they first show.
    var sizesCellsFromContent: Bool { false }

    /// Whether supplementary views size themselves (estimated headers and footers).
    var sizesSupplementaryViewsFromContent: Bool { false }

    /// A supplementary view preferred other attributes: whether the layout
    /// takes them (and must be prepared again).
    func adoptSupplementary(preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The data was reloaded: everything the layout kept about items (sizes
    /// cells preferred) is forgotten.
    func dataReloaded() {}

    /// A batch update moved items: what the layout kept about an item goes
    /// to its new index path (nil: forgotten, the item is new or measured again).
    func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        dataReloaded()
    }
}
