import Trellis

/// A badge whose drawing reaches beyond the part that lines up: a shadow 4
/// points to each side, 2 above and 6 below (as image views with shadows
/// override their alignment insets on iOS).
final class ShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// A flow layout of a fixed number of columns, with its own designated
/// initialiser and the coder initialiser UIKit requires.
final class ColumnsLayout: UICollectionViewFlowLayout {
    let columns: Int

    init(columns: Int) {
        self.columns = columns
        super.init()
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        columns = 2
        super.init(coder: coder)
    }

    override func prepare() {
        if let collectionView {
            let side = collectionView.bounds.width / CGFloat(columns)
            itemSize = CGSize(width: side, height: side)
        }
        super.prepare()
    }
}

/// A layout of its own: every item in one column, 30 points tall.
final class ListLikeLayout: UICollectionViewLayout {
    private var frames: [UICollectionViewLayoutAttributes] = []

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        guard let collectionView else { return }
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 30, width: collectionView.bounds.width, height: 30)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 30)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
    }
}
