import Foundation

/// An item in view, as a section's `visibleItemsInvalidationHandler` sees
/// it: where it is, and what the handler may change of how it shows.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// Its opacity.
    var alpha: CGFloat { get set }
    /// Its stacking order.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its centre (moving it moves the item).
    var center: CGPoint { get set }
    /// The transform it is drawn with, about its centre.
    var transform: CGAffineTransform { get set }
    /// Its frame in the section's unscrolled coordinates (the collection view's content).
    var frame: CGRect { get }
    /// Its size at the origin.
    var bounds: CGRect { get }
    /// Its item (or supplementary view's) index path.
    var indexPath: IndexPath { get }
    /// Cell or supplementary view.
    var representedElementCategory: UICollectionElementCategory { get }
    /// The kind of a supplementary view (nil for a cell).
    var representedElementKind: String? { get }
}

/// The visible items a handler is given: the layout's attributes, which it changes in place.
@MainActor
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue.isFinite ? min(max(newValue, 0), 1) : attributes.alpha }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { if newValue.x.isFinite && newValue.y.isFinite { attributes.center = newValue } }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
