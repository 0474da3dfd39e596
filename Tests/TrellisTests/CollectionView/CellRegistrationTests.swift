import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct CellRegistrationTests {
    /// A cell that remembers what its handler gave it.
    final class LabelCell: UICollectionViewCell {
        var text: String?
        var tag2: String?
        private(set) var reuseCount = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
            text = nil
            tag2 = nil
        }
    }

    final class TitleHeader: UICollectionReusableView {
        var title: String?
    }

    enum Section: Hashable { case fruit, vegetables }

    /// A list of 44-point rows under 30-point headers.
    func makeList(height: CGFloat = 600) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.contentInsetAdjustmentBehavior = .never
        return collection
    }

    @Test func aDiffableDataSourceDequeuesConfiguredCellsAndHeaders() {
        let collection = makeList()
        var handled: [IndexPath] = []
        let cells = UICollectionView.CellRegistration<LabelCell, String> { cell, indexPath, name in
            cell.text = name
            handled.append(indexPath)
        }
        let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, kind, indexPath in
            header.title = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)"
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["leek"], toSection: .vegetables)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            dataSource.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        let texts = collection.indexPathsForVisibleItems.map { (collection.cellForItem(at: $0) as? LabelCell)?.text }
        #expect(texts == ["apple", "pear", "leek"])
        #expect(Set(handled) == Set(collection.indexPathsForVisibleItems))
        let titles = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map { ($0 as? TitleHeader)?.title }
        #expect(titles == ["header 0", "header 1"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 74, width: 320, height: 44))

        // A new snapshot configures the cells again, reusing them.
        snapshot.deleteItems(["pear"])
        snapshot.appendItems(["plum"], toSection: .fruit)
        dataSource.applySnapshotUsingReloadData(snapshot)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.compactMap { ($0 as? LabelCell)?.text } == ["apple", "plum", "leek"])
        #expect(collection.createdCellCount == 3)
    }

    @Test func twoRegistrationsOfOneClassAreReusedApartEachWithItsHandler() {
        let collection = makeList(height: 120)  // a header and two rows show
        let plain = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, number in cell.text = "\(number)" }
        let starred = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, number in cell.tag2 = "★\(number)" }
        let headers = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, number in
            number.isMultiple(of: 2)
                ? collectionView.dequeueConfiguredReusableCell(using: plain, for: indexPath, item: number)
                : collectionView.dequeueConfiguredReusableCell(using: starred, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<40))
        dataSource.apply(snapshot)
        collection.layoutIfNeeded()
        for offset in stride(from: CGFloat(0), through: 1_000, by: 22) {
            collection.contentOffset.y = offset
            collection.layoutIfNeeded()
            for indexPath in collection.indexPathsForVisibleItems {
                let cell = collection.cellForItem(at: indexPath) as? LabelCell
                // A cell of one registration never shows an item of the other, nor keeps what the other set.
                if indexPath.item.isMultiple(of: 2) {
                    #expect(cell?.text == "\(indexPath.item)" && cell?.tag2 == nil)
                } else {
                    #expect(cell?.tag2 == "★\(indexPath.item)" && cell?.text == nil)
                }
            }
        }
        let cells = collection.visibleCells.compactMap { $0 as? LabelCell }
        #expect(cells.contains { $0.reuseCount > 0 })
        #expect(collection.createdCellCount <= 8)
    }

    @Test func aNilItemDequeuesACellWithoutRunningTheHandler() {
        let collection = makeList()
        var runs = 0
        let registration = UICollectionView.CellRegistration<LabelCell, String> { _, _, _ in runs += 1 }
        let cell = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(runs == 0)
        #expect(cell.reuseIdentifier != nil)
        _ = collection.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "x")
        #expect(runs == 1)
    }
}
