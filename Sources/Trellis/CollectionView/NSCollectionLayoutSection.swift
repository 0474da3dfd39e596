import Foundation

/// How a section scrolls across the layout's own axis: not at all (its
/// groups follow the layout's axis), or in a scroller of its own, coming to
/// rest anywhere, at a group's leading edge, at a page, or with a group at
/// the leading edge or centred.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow the layout's axis.
    case none
    /// The groups side by side, scrolling freely.
    case continuous
    /// Scrolling freely, coming to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Scrolling a page (the collection view's width) at a time.
    case paging
    /// Scrolling one group at a time, each resting at the section's leading inset.
    case groupPaging
    /// Scrolling one group at a time, each resting centred.
    case groupPagingCentered
}

/// What a section's `visibleItemsInvalidationHandler` is given: the items
/// in view (whose transform, alpha and other values it may change), the
/// scroll offset, and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group, repeated along the
/// section until the items run out, spaced, inset, with headers, footers
/// and background decorations; or, scrolling orthogonally, its groups side
/// by side in a scroller of their own.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group that repeats.
    public let group: NSCollectionLayoutGroup
    /// The space between repetitions of the group.
    open var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Headers (aligned to the top) and footers (to the bottom).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views the layout places behind the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section's groups scroll across the layout's axis, and where they come to rest.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called before the section's items in view are shown (at each layout
    /// pass, as the content scrolls), to change their transform, alpha or
    /// stacking order.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// For a section made by `list(using:layoutEnvironment:)`: its list's configuration.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section of a group repeated.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
