import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    /// A collection view of `size` laid out by `layout`, showing `source`.
    func make(_ size: CGSize, _ layout: UICollectionViewLayout, _ source: SizedItemsSource) -> UICollectionView {
        let collection = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collection.dataSource = source
        collection.layoutIfNeeded()
        return collection
    }

    func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Repeat counts no layout can use are reported and brought within 1 … 10,000; layout finishes, finite.
    @Test(arguments: [Int.max, Int.max - 2, 1 << 62, 1_000_000_000_000, 0, -5])
    func absurdRepeatCountsAreBroughtWithinReach(count: Int) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let (group, diagnostics) = LayoutDiagnostics.capture {
            NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item, count: count)
        }
        #expect(diagnostics.map(\.kind) == [.invalidConfiguration])
        #expect(diagnostics.first?.identifiers == ["\(count)"])
        let source = SizedItemsSource([Array(repeating: CGSize(width: 10, height: 10), count: 12)])
        let collection = make(CGSize(width: 320, height: 400), UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        // One item a row of 50 points when brought up to 1 (eight fit in 400); all twelve in one row when brought down.
        #expect(collection.visibleCells.count == (count < 1 ? 8 : 12))
        for cell in collection.visibleCells {
            #expect(cell.frame.minX.isFinite && cell.frame.width.isFinite && cell.frame.width >= 0)
        }
    }

    @Test func aGridOfThreeColumnsUnderAHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let source = SizedItemsSource([Array(repeating: CGSize(width: 10, height: 10), count: 7)])
        let collection = make(CGSize(width: 376, height: 600), UICollectionViewCompositionalLayout(section: section), source)
        // Content 376 − 32 = 344 wide: columns (344 − 20) / 3 = 108, 118 apart; rows 120 apart below the header and inset.
        #expect(frame(collection, 0) == CGRect(x: 16, y: 52, width: 108, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 252, y: 52, width: 108, height: 100))
        #expect(frame(collection, 4) == CGRect(x: 134, y: 172, width: 108, height: 100))
        #expect(frame(collection, 6) == CGRect(x: 16, y: 292, width: 108, height: 100))
        #expect(collection.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 0, width: 344, height: 44))
        #expect(collection.contentSize == CGSize(width: 376, height: 400))  // 292 + 100 + 8
        #expect(collection.visibleCells.count == 7)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }

    @Test func aListOfCellsThatSizeTheirHeight() {
        // Each cell is its content (10 × its index + 20 tall) plus 5 a side; the width is the list's.
        let heights = (0..<12).map { CGFloat(30 + 10 * $0) }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let source = SizedItemsSource([heights.map { CGSize(width: 10, height: $0) }])
        let collection = make(CGSize(width: 320, height: 2_000), UICollectionViewCompositionalLayout(section: section), source)
        var y: CGFloat = 0
        for (item, height) in heights.enumerated() {
            #expect(frame(collection, item) == CGRect(x: 0, y: y, width: 320, height: height))
            y += height + 1
        }
        #expect(collection.contentSize.height == y - 1)
        for cell in collection.visibleCells { #expect(cell.frame == frame(collection, collection.indexPath(for: cell)!.item)) }
    }

    @Test(arguments: [false, true])
    func nestedGroupsShareTheirRoom(rightToLeft: Bool) {
        // A large item on the left half, two stacked on the right; the pattern repeats.
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small, small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [large, column])
        let source = SizedItemsSource([Array(repeating: CGSize(width: 10, height: 10), count: 5)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = make(CGSize(width: 300, height: 600), layout, source)
        if rightToLeft {
            collection.semanticContentAttribute = .forceRightToLeft
            layout.invalidateLayout()
            collection.layoutIfNeeded()
        }
        // Right to left, the large item is on the right.
        func x(_ left: CGFloat, _ width: CGFloat) -> CGFloat { rightToLeft ? 300 - left - width : left }
        #expect(frame(collection, 0) == CGRect(x: x(0, 150), y: 0, width: 150, height: 200))
        #expect(frame(collection, 1) == CGRect(x: x(152, 146), y: 2, width: 146, height: 96))
        #expect(frame(collection, 2) == CGRect(x: x(152, 146), y: 102, width: 146, height: 96))
        #expect(frame(collection, 3) == CGRect(x: x(0, 150), y: 200, width: 150, height: 200))
        #expect(frame(collection, 4) == CGRect(x: x(152, 146), y: 202, width: 146, height: 96))
        #expect(collection.contentSize.height == 400)
    }

    @Test func scrolledThroughALongListExactlyWhatMeetsTheBoundsShows() {
        // Two columns of 44-point rows, 4 apart; 3 sections of 300 items.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item, item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let source = SizedItemsSource(Array(repeating: Array(repeating: CGSize(width: 1, height: 1), count: 300), count: 3))
        let collection = make(CGSize(width: 320, height: 480), UICollectionViewCompositionalLayout(section: section), source)
        for step in 0..<40 {
            collection.contentOffset.y = CGFloat(step) * 517
            collection.layoutIfNeeded()
            var expected: [IndexPath] = []
            for section in 0..<3 {
                for index in 0..<300 where frame(collection, index, section)!.overlaps(collection.bounds) {
                    expected.append(IndexPath(item: index, section: section))
                }
            }
            #expect(collection.indexPathsForVisibleItems == expected, "step \(step)")
        }
    }

    @Test func aSectionTheProviderDoesNotGiveIsReported() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.contentSize == CGSize(width: 320, height: 480))
            return index == 0 ? NSCollectionLayoutSection(group: group) : nil
        }
        let source = SizedItemsSource([[CGSize(width: 1, height: 1)], [CGSize(width: 1, height: 1)]])
        let (collection, diagnostics) = LayoutDiagnostics.capture { make(CGSize(width: 320, height: 480), layout, source) }
        #expect(diagnostics.count == 1 && diagnostics[0].kind == .invalidDataSourceAnswer && diagnostics[0].involves(collection))
        #expect(diagnostics.first?.indexPaths == [IndexPath(index: 1)])
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    }
}
