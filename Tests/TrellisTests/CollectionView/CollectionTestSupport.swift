import Foundation
@testable import Trellis

/// A cell that counts how often it was reused, and can hold a view of a
/// given intrinsic size pinned 5 points inside its content view (so that it
/// sizes itself to that size plus 10 each way).
final class SizedCell: UICollectionViewCell {
    let content = IntrinsicView(0, 0)
    private(set) var reuseCount = 0
    var item: IndexPath?
    var name: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),
            content.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A header with the index of its section.
final class SectionHeader: UICollectionReusableView {
    var section = -1
}

/// A data source and flow-layout delegate for tests: sections of items with
/// given sizes (cells sizing themselves to them when the layout does),
/// optional headers, and a record of what the delegate was told.
@MainActor
final class SizedItemsSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    /// Whether the delegate sizes items (else the layout's itemSize or the cells do).
    var delegateSizes = false
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var selected: [IndexPath] = []

    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        guard let sized = cell as? SizedCell else { return cell }  // not registered: a plain cell
        let size = sizes[indexPath.section][indexPath.item]
        sized.content.size = CGSize(width: size.width - 10, height: size.height - 10)
        sized.content.invalidateIntrinsicContentSize()
        sized.item = indexPath
        return sized
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? SectionHeader)?.section = indexPath.section
        return view
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        delegateSizes ? sizes[indexPath.section][indexPath.item] : (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        ended.append(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A collection view of `size` showing `source`, laid out.
@MainActor
func makeCollection(
    _ size: CGSize, _ source: SizedItemsSource, configure: (UICollectionViewFlowLayout) -> Void = { _ in }
) -> (UICollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
    collection.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    collection.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "header")
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return (collection, layout)
}
