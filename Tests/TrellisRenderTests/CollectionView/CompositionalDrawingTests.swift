import Foundation
import Testing
import Trellis
import TrellisRender

/// A compositional layout drawn: a shelf of red tiles shrunk by its
/// visible-items handler, in its scroller, over a blue background decoration.
@MainActor
@Suite struct CompositionalDrawingTests {
    final class RedTile: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class BlueCard: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func pixel(_ image: UIImage, _ point: CGPoint) -> [Int] {
        let start = (Int(point.y) * image.bitmap.width + Int(point.x)) * 4
        return image.bitmap.rgba[start..<start + 3].map(Int.init)
    }

    @Test func aShelfsTransformedTilesAreDrawnOverItsBackground() throws {
        let controller = UIViewController()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(controller)
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 20, bottom: 40, trailing: 20)
            section.decorationItems = [.background(elementKind: "card")]
            // Every tile drawn at half its size, about its centre.
            section.visibleItemsInvalidationHandler = { items, _, _ in
                for item in items { item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            }
            return section
        }
        layout.register(BlueCard.self, forDecorationViewOfKind: "card")
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(collection)
        let tiles = UICollectionView.CellRegistration<RedTile, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layout()
        let image = try #require(UIImage(data: try host.snapshot(scale: 1)))
        let red = [255, 0, 0], blue = [0, 0, 255]
        // Tile 0 lies at 20 … 220 across, 40 … 240 down; halved, 70 … 170 by 90 … 190.
        #expect(pixel(image, CGPoint(x: 120, y: 140)) == red)
        #expect(pixel(image, CGPoint(x: 40, y: 60)) == blue)  // inside its frame, outside the halved tile: the card
        #expect(pixel(image, CGPoint(x: 10, y: 20)) == blue)  // the section's inset: the card too
        #expect(pixel(image, CGPoint(x: 120, y: 300)) != blue)  // below the section (280 tall)
        // Scrolled 240 on, tile 1 is where tile 0 was.
        let scroller = try #require(collection.visibleCells.first?.superview as? UIScrollView)
        host.drag(scroller, to: CGPoint(x: 240, y: 0))
        let scrolled = try #require(UIImage(data: try host.snapshot(scale: 1)))
        #expect(pixel(scrolled, CGPoint(x: 120, y: 140)) == red)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
