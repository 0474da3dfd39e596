import Foundation

/// One dimension of an item, group or supplementary view in a compositional
/// layout: a fraction of its container's width or height, a fixed length,
/// or an estimate that the cell's own size replaces.
public struct NSCollectionLayoutDimension: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, the length or the estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// A first guess, replaced by what the cell measures.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed length.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate the cell's own size replaces.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        let length: CGFloat
        switch kind {
        case .fractionalWidth: length = container.width * dimension
        case .fractionalHeight: length = container.height * dimension
        case .absolute, .estimated: length = dimension
        }
        return length.isFinite ? max(0, length) : 0
    }
}

/// A width and a height.
public struct NSCollectionLayoutSize: Sendable, Equatable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
}

/// The space between the items of a group: exactly this much, or at least
/// this much with the room left over shared out.
public struct NSCollectionLayoutSpacing: Sendable, Equatable {
    /// The spacing (the least, when flexible).
    public let spacing: CGFloat
    /// Whether the room left over is shared out too.
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points, with what the items leave shared out.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The smallest part of a compositional layout: one item's size, relative
/// to the group holding it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space kept inside the item's share of the group (not along a dimension
    /// that is estimated: a cell that sizes itself takes all of it, as in UIKit).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of a size.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items side by side, one under another, or repeated, laid out as one
/// piece that repeats along a section until its items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The items (or groups) in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times the single subitem repeats (nil: each subitem once).
    let repeatCount: Int?
    /// The space between the group's items (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count.map(Self.usableRepeatCount)
        super.init(layoutSize: layoutSize)
    }

    /// The most times a group repeats its subitem: more could not show
    /// anything (each copy a sliver of the group), and UIKit would try to
    /// make every one of them.
    static let maximumRepeatCount = 10_000

    /// A repeat count within 1 … ``maximumRepeatCount``; another is reported and brought within.
    private static func usableRepeatCount(_ count: Int) -> Int {
        guard count < 1 || count > maximumRepeatCount else { return count }
        let usable = min(max(count, 1), maximumRepeatCount)
        LayoutDiagnostics.report(
            .invalidConfiguration,
            "NSCollectionLayoutGroup: a subitem repeated \(count) times is repeated \(usable) times (1 … \(maximumRepeatCount)).",
            identifiers: ["\(count)"])
        return usable
    }

    /// The subitems side by side, as many times as they fit across the group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of the subitem side by side, sharing the group's width equally.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// `count` copies of the subitem side by side (the iOS 13 spelling of
    /// `horizontal(layoutSize:repeatingSubitem:count:)`).
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// `count` copies of the subitem one under another (the iOS 13 spelling
    /// of `vertical(layoutSize:repeatingSubitem:count:)`).
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The subitems one under another.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of the subitem one under another, sharing the group's height equally.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
}

/// Where a boundary supplementary item goes in its section.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section, sized like an item (relative to the section).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// The section's top (a header) or bottom (a footer).
    public let alignment: NSRectAlignment
    /// Whether it stays in view (a header at the top, a footer at the
    /// bottom) while any of its section is in view.
    open var pinToVisibleBounds = false
    /// Whether the section makes room for it (true, the default), or it
    /// lies over the section's content.
    open var extendsBoundary = true
    /// Its stacking order: above the section's cells.
    open var zIndex = 10

    /// A header (aligned to the top) or footer (to the bottom) of a size and kind.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
