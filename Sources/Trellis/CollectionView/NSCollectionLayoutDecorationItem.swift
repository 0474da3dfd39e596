import Foundation

/// A view the layout itself places in a section, not the data source: a
/// section's background, made from the class registered on the layout for
/// its kind with `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout registered a view class for.
    public let elementKind: String
    /// Its stacking order: below the section's cells (0) unless raised.
    open var zIndex: Int = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A view of `elementKind` behind the whole section (its headers and
    /// footers included), less its `contentInsets`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
