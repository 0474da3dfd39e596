import Foundation
import Testing
@testable import Trellis

/// Cells that size themselves differently from their estimates must not
/// move what is on screen: the first item in view stays where it shows.
@MainActor
@Suite struct CollectionScrollAnchoringTests {
    /// Self-sizing layouts that estimate 44-point items (the cells are 100 tall).
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case verticalFlow, compositional
        var testDescription: String { rawValue }

        @MainActor func make() -> UICollectionViewLayout {
            switch self {
            case .verticalFlow:
                let flow = UICollectionViewFlowLayout()
                flow.estimatedItemSize = CGSize(width: 300, height: 44)
                return flow
            case .compositional:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
    }

    /// 200 items of 300 × 100, scrolled to the middle of their estimated content.
    func scrolledToTheMiddle(_ layout: Layout, _ source: SizedItemsSource) -> UICollectionView {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout.make())
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.dataSource = source
        collection.layoutIfNeeded()
        collection.contentOffset.y = 4_000
        collection.layoutIfNeeded()
        return collection
    }

    /// Where an item's cell shows, from the top of the bounds.
    func screenY(of item: IndexPath, in collection: UICollectionView) -> CGFloat? {
        collection.cellForItem(at: item).map { $0.frame.minY - collection.contentOffset.y }
    }

    @Test(arguments: Layout.allCases)
    func cellsMeasuredAboveTheScreenDoNotMoveWhatShows(layout: Layout) throws {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 300, height: 100), count: 200)])
        let collection = scrolledToTheMiddle(layout, source)
        let first = try #require(collection.indexPathsForVisibleItems.first)
        let before = try #require(screenY(of: first, in: collection))
        // Scrolling up by 150 shows items not measured yet, above `first`:
        // each is 56 taller than its estimate.
        try LayoutDiagnostics.strict {
            collection.contentOffset.y -= 150
            collection.layoutIfNeeded()
        }
        #expect(try #require(screenY(of: first, in: collection)) == before + 150)
        // What shows above it is measured and laid out edge to edge with it.
        let above = IndexPath(item: first.item - 1, section: 0)
        let aboveFrame = try #require(collection.cellForItem(at: above)?.frame)
        #expect(aboveFrame.height == 100)
        #expect(aboveFrame.maxY + 10 == collection.cellForItem(at: first)?.frame.minY)
    }

    @Test(arguments: Layout.allCases)
    func itemsInsertedAboveTheScreenDoNotMoveWhatShows(layout: Layout) throws {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 300, height: 100), count: 200)])
        let collection = scrolledToTheMiddle(layout, source)
        let first = try #require(collection.indexPathsForVisibleItems.first)
        let cell = try #require(collection.cellForItem(at: first))
        let before = try #require(screenY(of: first, in: collection))
        source.sizes[0].insert(contentsOf: Array(repeating: CGSize(width: 300, height: 100), count: 3), at: 0)
        collection.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
        let moved = IndexPath(item: first.item + 3, section: 0)
        #expect(screenY(of: moved, in: collection) == before)
        #expect((collection.cellForItem(at: moved) as? SizedCell)?.content.size.height == (cell as? SizedCell)?.content.size.height)
    }
}
