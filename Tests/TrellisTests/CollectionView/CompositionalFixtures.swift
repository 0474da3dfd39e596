import Foundation
@testable import Trellis

/// A cell with a label showing its item, as an app's would be.
final class TileCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section background, as an app registers on its layout.
final class CardBackground: UICollectionReusableView {}

/// A header whose label is 56 points tall (its height, when estimated).
final class TallHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bar)
        // Short of required, so that a header of fixed height takes its own without a conflict.
        let height = bar.heightAnchor.constraint(equalToConstant: 56)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: topAnchor), bar.bottomAnchor.constraint(equalTo: bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: leadingAnchor), bar.trailingAnchor.constraint(equalTo: trailingAnchor),
            height,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A collection view with a compositional layout in a launched screen of
/// an iPhone 15 (393 × 852), its sections of `counts` items applied as a
/// diffable snapshot (item `i` of section `s` is `s * 1_000_000 + i`),
/// tiles for cells, `TallHeader`s for headers and `CardBackground`s for
/// decorations of kind "card".
@MainActor final class Shelves {
    static let headerKind = "header"
    static let footerKind = "footer"
    let host = HeadlessHost(device: .iPhone15)
    let collection: UICollectionView
    let layout: UICollectionViewCompositionalLayout
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(
        _ counts: [Int], configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration(),
        rightToLeft: Bool = false, section: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    ) {
        let controller = UIViewController()
        host.launch(controller)
        layout = UICollectionViewCompositionalLayout(sectionProvider: section, configuration: configuration)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        if rightToLeft { collection.semanticContentAttribute = .forceRightToLeft }
        controller.view.addSubview(collection)
        let cells = UICollectionView.CellRegistration<TileCell, Int> { cell, _, item in cell.label.text = "\(item)" }
        let headers = UICollectionView.SupplementaryRegistration<TallHeader>(elementKind: Self.headerKind) { _, _, _ in }
        let footers = UICollectionView.SupplementaryRegistration<TallHeader>(elementKind: Self.footerKind) { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: kind == Self.footerKind ? footers : headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(counts.indices))
        for (section, count) in counts.enumerated() { snapshot.appendItems((0..<count).map { section * 1_000_000 + $0 }, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layout()
    }

    /// The scroller of a section that scrolls orthogonally: the superview of its cells.
    func scroller(of section: Int) -> UIScrollView? {
        collection.visibleCells.first { collection.indexPath(for: $0)?.section == section }?.superview as? UIScrollView
    }

    /// The items of `section` with a cell.
    func shownItems(in section: Int) -> [Int] {
        collection.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
    }

    func frame(_ item: Int, _ section: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func header(_ section: Int, kind: String = Shelves.headerKind) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Scrolls the collection view itself (a drag let go without velocity).
    func scroll(to y: CGFloat) {
        host.drag(collection, to: CGPoint(x: 0, y: y))
    }
}

/// Sizes spelt briefly.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section whose groups are `width` wide and `height` tall, each a single item filling it.
@MainActor
func shelf(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(width, height), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    return section
}
