import Foundation

/// What kind of element a set of layout attributes places.
public enum UICollectionElementCategory: UInt, Sendable {
    /// An item's cell.
    case cell
    /// A header, footer or other view the data source supplies by kind.
    case supplementaryView
    /// A view the layout supplies itself.
    case decorationView
}

/// Where one element of a collection view goes and how it shows: what a
/// layout computes for each item and supplementary view, and what a cell
/// is given (and may answer with its preferred size when it sizes itself).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's rectangle in the collection view's content.
    open var frame: CGRect = .zero
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size (kept centred where it is, as UIKit does).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// Its stacking order: higher shows above lower.
    open var zIndex = 0
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// The transform its view is drawn with, about its centre (the frame stays as laid out).
    open var transform: CGAffineTransform = .identity
    /// Whether it is hidden.
    open var isHidden = false
    /// The item or section it belongs to.
    open var indexPath: IndexPath
    /// Cell, supplementary view or decoration.
    public let representedElementCategory: UICollectionElementCategory
    /// The kind of a supplementary or decoration view (nil for a cell).
    public let representedElementKind: String?

    /// The attributes of the cell of an item.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `elementKind` (a header or footer).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of a decoration view of `decorationViewKind`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values, for a cell to change without touching the layout's own.
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView: copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.transform = transform
        copy.isHidden = isHidden
        copy.listRow = listRow
        return copy
    }

    /// For a row of a list section: where it is in its section and how it is drawn.
    var listRow: ListRowPlacement?

    /// A cell's attributes at `frame`.
    static func cell(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// A header's or footer's attributes at `frame`, above the cells.
    static func supplementary(_ kind: String, _ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }

    /// A decoration view's attributes at `frame`.
    static func decoration(_ kind: String, _ indexPath: IndexPath, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// Which element the attributes place: a cell or a view of a kind, at an index path.
    var element: CollectionElement {
        switch representedElementCategory {
        case .cell: .cell(indexPath)
        case .supplementaryView: .supplementary(representedElementKind ?? "", indexPath)
        case .decorationView: .decoration(representedElementKind ?? "", indexPath)
        }
    }
}

/// One element shown by a collection view: an item's cell, a
/// supplementary view of a kind at an index path, or a decoration view the
/// layout supplies.
enum CollectionElement: Hashable {
    case cell(IndexPath)
    case supplementary(String, IndexPath)
    case decoration(String, IndexPath)
}
