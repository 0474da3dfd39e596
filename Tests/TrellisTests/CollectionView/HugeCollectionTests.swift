import Foundation
import Testing
@testable import Trellis

/// A hundred million items: a flow layout of one item size and a
/// compositional layout of fixed and fractional groups lay out by
/// arithmetic, keep almost nothing per item, and show the right cells
/// wherever the collection is scrolled.
@MainActor
@Suite struct HugeCollectionTests {
    final class CountedSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let count: Int
        var sizesFromDelegate = false
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizesFromDelegate ? CGSize(width: 50, height: 50) : .notImplemented
        }
    }

    nonisolated static let count = 100_000_000

    /// A collection view of the size of a phone (it holds `source` weakly).
    func collection(_ layout: UICollectionViewLayout, _ source: CountedSource) -> UICollectionView {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        return collection
    }

    /// Every shown cell is where `expected` says, and the first item whose top
    /// is in view (and the last one) are among them.
    func expectCells(of collection: UICollectionView, at expected: (Int) -> CGRect, including items: [Int]) {
        let shown = collection.indexPathsForVisibleItems
        #expect(!shown.isEmpty && shown.count < 100)
        for indexPath in shown {
            #expect(collection.cellForItem(at: indexPath)?.frame == expected(indexPath.item), "item \(indexPath.item)")
        }
        for item in items { #expect(shown.contains(IndexPath(item: item, section: 0)), "item \(item)") }
    }

    /// 50 × 50 items 10 apart in 390 points: six to a line, justified 18 apart; lines 60 apart.
    static func flowFrame(_ item: Int) -> CGRect {
        CGRect(x: CGFloat(item % 6) * 68, y: CGFloat(item / 6) * 60, width: 50, height: 50)
    }

    @Test(arguments: [0, 50_000_000, count - 1])
    func aFlowLayoutOfOneItemSizeScrollsAnywhere(item: Int) {
        let layout = UICollectionViewFlowLayout()
        let source = CountedSource(count: Self.count)
        let collection = collection(layout, source)
        defer { withExtendedLifetime(source) {} }
        let lines = (Self.count + 5) / 6
        #expect(collection.contentSize == CGSize(width: 390, height: CGFloat(lines - 1) * 60 + 50))
        collection.scrollToItem(at: IndexPath(item: item, section: 0), at: .top, animated: false)
        collection.layoutIfNeeded()
        expectCells(of: collection, at: Self.flowFrame, including: [item])
        #expect(layout.storedItemFrameCount == 0)
    }

    @Test(arguments: [0, 50_000_000, count - 1])
    func aCompositionalLayoutOfRepeatingGroupsScrollsAnywhere(item: Int) {
        // Rows of three items a third of the width each, 100 high, 8 apart; each row is a group.
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: cell, count: 3)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        let layout = UICollectionViewCompositionalLayout(section: section)
        let source = CountedSource(count: Self.count)
        let collection = collection(layout, source)
        defer { withExtendedLifetime(source) {} }
        let rows = (Self.count + 2) / 3
        #expect(collection.contentSize == CGSize(width: 390, height: CGFloat(rows - 1) * 108 + 100))
        collection.scrollToItem(at: IndexPath(item: item, section: 0), at: .top, animated: false)
        collection.layoutIfNeeded()
        expectCells(of: collection, at: { CGRect(x: CGFloat($0 % 3) * 130, y: CGFloat($0 / 3) * 108, width: 130, height: 100) }, including: [item])
        #expect(layout.storedItemFrameCount == 3)
    }

    /// Sizes from the delegate are asked item by item, as in UIKit: past a
    /// million, items are not laid out, reported, instead of gigabytes of frames.
    @Test func itemsSizedOneByOnePastTheCapAreReportedAndNotLaidOut() {
        let source = CountedSource(count: UICollectionViewFlowLayout.maximumItemsSizedOneByOne + 6)
        source.sizesFromDelegate = true
        let layout = UICollectionViewFlowLayout()
        let (collection, diagnostics): (UICollectionView, [LayoutDiagnostic]) = LayoutDiagnostics.capture { self.collection(layout, source) }
        let report = diagnostics.first { $0.kind == .invalidConfiguration }
        #expect(report?.involves(collection) == true)
        #expect(report?.indexPaths == [IndexPath(item: UICollectionViewFlowLayout.maximumItemsSizedOneByOne, section: 0)])
        #expect(layout.storedItemFrameCount == UICollectionViewFlowLayout.maximumItemsSizedOneByOne)
        let last = UICollectionViewFlowLayout.maximumItemsSizedOneByOne - 1
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: last, section: 0))?.frame == Self.flowFrame(last))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: last + 1, section: 0)) == nil)
    }
}
