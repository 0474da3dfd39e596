import Foundation
import Trellis

/// A square cell: a swatch above a caption, laid out with constraints.
@MainActor
public final class SwatchCell: UICollectionViewCell {
    public let swatch = UIView()
    public let caption = MetricLabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [swatch, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 4),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            caption.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -4),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tag that sizes itself: its text (7 × 20 points a character) inside 8
/// points of padding, so a tag of n characters is 7n + 16 by 36.
@MainActor
public final class TagCell: UICollectionViewCell {
    public let label = MetricLabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The size a tag of `characters` characters takes.
    public static func size(characters: Int) -> CGSize {
        CGSize(width: CGFloat(7 * characters + 16), height: 36)
    }
}

/// A collection view and its data: a grid of swatches (fixed sizes, three
/// columns) or a cloud of tags (cells that size themselves), for tests and
/// benchmarks of collection views at scale.
@MainActor
public final class CollectionWorkload: UICollectionViewDataSource {
    public enum Kind: Sendable {
        /// Square swatch cells, three to a line.
        case swatchGrid
        /// Tags of 3 to 14 characters that size themselves and wrap.
        case tagCloud
    }

    public let kind: Kind
    public let collectionView: UICollectionView
    public let layout = UICollectionViewFlowLayout()
    public let itemCount: Int

    public init(_ kind: Kind, frame: CGRect, itemCount: Int) {
        self.kind = kind
        self.itemCount = itemCount
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        switch kind {
        case .swatchGrid:
            let side = ((frame.width - 16 - 20) / 3).rounded(.down)
            layout.itemSize = CGSize(width: side, height: side + 28)
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        case .tagCloud:
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.itemSize = CGSize(width: 60, height: 36)
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        }
        collectionView.dataSource = self
    }

    /// The characters of item `item`'s tag (3 to 14).
    public static func tagLength(_ item: Int) -> Int { 3 + (item * 7919) % 12 }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        switch kind {
        case .swatchGrid:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
            cell.caption.text = "swatch \(indexPath.item)"
            return cell
        case .tagCloud:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = String(repeating: "t", count: Self.tagLength(indexPath.item))
            return cell
        }
    }
}
