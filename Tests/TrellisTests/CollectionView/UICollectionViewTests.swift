import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

@MainActor
@Suite struct UICollectionViewTests {
    /// 1,000 items in a vertical grid of 100 × 50 items, 320 × 480.
    func grid(_ count: Int = 1_000) -> (UICollectionView, SizedItemsSource) {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 100, height: 50), count: count)])
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 320, height: 480), source) { $0.sectionInset = .zero }
        return (collection, source)
    }

    @Test func scrollingReusesCellsAndShowsExactlyWhatMeetsTheBounds() {
        let (collection, source) = grid()
        // Three items a line, lines 60 apart: 334 lines, the last ending at 333 × 60 + 50.
        #expect(collection.contentSize == CGSize(width: 320, height: 20_030))
        var most = 0
        for step in 0..<200 {
            collection.contentOffset.y = CGFloat(step) * 97
            collection.layoutIfNeeded()
            let visible = collection.indexPathsForVisibleItems
            most = max(most, visible.count)
            let firstLine = Int((collection.bounds.minY / 60).rounded(.down))
            let lastLine = Int(((collection.bounds.maxY - 1e-9) / 60).rounded(.down))
            let expected = (firstLine * 3..<min(1_000, (lastLine + 1) * 3)).filter { item in
                CGRect(x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 60, width: 100, height: 50).overlaps(collection.bounds)
            }
            #expect(visible.map(\.item) == expected)
            for cell in collection.visibleCells {
                let item = (cell as! SizedCell).item!
                #expect(collection.indexPath(for: cell) == item)
                #expect(cell.frame == CGRect(x: CGFloat(item.item % 3) * 110, y: CGFloat(item.item / 3) * 60, width: 100, height: 50))
                #expect(!cell.isHidden)
            }
        }
        // Only as many cells as ever showed at once were made; every item shown was told of.
        #expect(collection.createdCellCount == most)
        #expect(source.ended.count == source.displayed.count - collection.visibleCells.count)
    }

    @Test func cellsSizeThemselvesFromTheirConstraints() {
        // Each item's content is 10 × its index + 30 wide: the cells come out 10 wider and taller.
        let sizes = (0..<12).map { CGSize(width: CGFloat(40 + 10 * $0), height: 40) }
        let source = SizedItemsSource([sizes])
        let (collection, layout) = makeCollection(CGSize(width: 320, height: 480), source) { layout in
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.sectionInset = .zero
        }
        #expect(layout.sizesCellsFromContent)
        // Lines at the minimum spacing are: 40 50 60 70 (250 + 30 = 280), 80 90 100 (270 + 20), 110 120 (240), 130 140 (280), 150.
        // Every line but the last is justified, so only the widths and line starts are checked here.
        let frames = (0..<12).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        for (frame, size) in zip(frames, sizes) { #expect(frame.size == size) }
        #expect(frames.map(\.minY) == [0, 0, 0, 0, 50, 50, 50, 100, 100, 150, 150, 200])
        #expect(collection.contentSize.height == 240)
        for cell in collection.visibleCells { #expect(cell.frame.size == sizes[collection.indexPath(for: cell)!.item]) }
    }

    @Test func tagsSizeThemselvesAsTheyShowAndTheLinesFollow() {
        // 2,000 tags scrolled through: each placed at its own size, and the layout
        // re-prepared only from the first tag that changed size each pass is the
        // layout prepared in full.
        let workload = CollectionWorkload(.tagCloud, frame: CGRect(x: 0, y: 0, width: 390, height: 844), itemCount: 2_000)
        let collection = workload.collectionView
        collection.layoutIfNeeded()
        for _ in 0..<40 {
            collection.contentOffset.y += 281
            collection.layoutIfNeeded()
            for cell in collection.visibleCells {
                let item = collection.indexPath(for: cell)!.item
                #expect(cell.frame.size == TagCell.size(characters: CollectionWorkload.tagLength(item)))
                #expect(cell.frame.minX >= 8 && cell.frame.maxX <= 382)
            }
        }
        let frames = { (0..<2_000).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } }
        let incremental = frames()
        workload.layout.invalidateLayout()
        let differing = zip(frames(), incremental).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "first differing items: \(differing.prefix(5))")
        // Neighbours on a line keep at least the minimum spacing.
        for (a, b) in zip(incremental, incremental.dropFirst()) where a.midY == b.midY { #expect(b.minX - a.maxX >= 10 - 1e-9) }
    }

    @Test func pagingSettlesOnWholePages() {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 375, height: 600), count: 4)])
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 375, height: 600), source) { layout in
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 0
        }
        collection.isPagingEnabled = true
        collection.simulateDrag(to: CGPoint(x: 400, y: 0))
        collection.layoutIfNeeded()
        #expect(collection.contentOffset.x == 375)
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
        collection.simulateDrag(to: CGPoint(x: 500, y: 0), velocity: CGPoint(x: 1, y: 0))
        collection.layoutIfNeeded()
        #expect(collection.contentOffset.x == 750)
        #expect(collection.visibleCells.map(\.frame) == [CGRect(x: 750, y: 0, width: 375, height: 600)])
    }

    @Test(arguments: [
        (UICollectionView.ScrollPosition.top, CGFloat(3_000)),  // item 150: line 50, at 3,000
        (.centeredVertically, 3_000 + 25 - 240),
        (.bottom, 3_050 - 480),
    ])
    func scrollToItemPutsItWhereAsked(position: UICollectionView.ScrollPosition, offset: CGFloat) {
        let (collection, source) = grid()
        collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: position, animated: false)
        #expect(collection.contentOffset.y == offset)
        withExtendedLifetime(source) {  // the collection holds its data source weakly
            #expect(collection.cellForItem(at: IndexPath(item: 150, section: 0)) != nil)
        }
    }

    @Test func aTapSelectsTheItemUnderTheFinger() {
        let (collection, source) = grid(30)
        let point = CGPoint(x: 120, y: 70)  // item 4: line 1, column 1
        #expect(collection.indexPathForItem(at: point) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 70)) == nil)  // between two items
        collection.simulateTap(onItemAt: IndexPath(item: 4, section: 0))
        #expect(source.selected == [IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        collection.simulateTap(onItemAt: IndexPath(item: 5, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    }

    @Test func headersAreDequeuedAndShownAboveTheCells() {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 100, height: 50), count: 3), [CGSize(width: 100, height: 50)]])
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 320, height: 480), source) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
        let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader) as! [SectionHeader]
        #expect(headers.map(\.section) == [0, 1])
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 80, width: 320, height: 30)])
        let last = collection.subviews.lastIndex { $0 is SectionHeader }!
        let firstCell = collection.subviews.firstIndex { $0 is SizedCell }!
        #expect(firstCell < last)
    }

    @Test func aDiffableDataSourceGivesHeadersFromItsProvider() {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collection, indexPath, _ in
            collection.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath)
        }
        source.supplementaryViewProvider = { collection, kind, indexPath in
            let header = collection.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionHeader
            header.section = indexPath.section
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        let (_, diagnostics) = LayoutDiagnostics.capture {
            source.apply(snapshot)
            collection.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader) as? [SectionHeader]
        #expect(headers?.map(\.section) == [0, 1])
        #expect(source.sectionIdentifier(for: 1) == "b" && source.index(for: "a") == 0)
    }

    @Test func batchUpdatesFollowUIKitsIndexRules() {
        let (collection, source) = grid(10)
        collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        // Item 0 deleted, item 9 moved to the front, two inserted after it: the old items 1…8
        // fill the places left, 3…10, so the selected item 5 is now item 7.
        source.sizes[0] = Array(repeating: CGSize(width: 100, height: 50), count: 11)
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
            collection.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(collection.numberOfItems(inSection: 0) == 11)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == false)
        // Counts that do not add up: reported, and the data reloaded.
        source.sizes[0].removeLast()
        let (_, diagnostics) = LayoutDiagnostics.capture { collection.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(diagnostics.count == 1 && diagnostics[0].kind == .invalidBatchUpdate && diagnostics[0].involves(collection))
        #expect(diagnostics.first?.indexPaths == [IndexPath(index: 0)])
        #expect(collection.numberOfItems(inSection: 0) == 10 && collection.indexPathsForSelectedItems == nil)
    }

    @Test func misuseIsReportedAndTheCollectionGoesOn() {
        let source = SizedItemsSource([[CGSize(width: 100, height: 50)]])
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.dataSource = source  // nothing registered
        let (_, diagnostics) = LayoutDiagnostics.capture { collection.layoutIfNeeded() }
        let unregistered = diagnostics.filter { $0.kind == .unregisteredIdentifier && $0.involves(collection) }
        #expect(unregistered.contains { $0.identifiers.first == "sized" && $0.indexPaths == [IndexPath(item: 0, section: 0)] })
        #expect(unregistered.contains { $0.identifiers.contains(UICollectionView.elementKindSectionHeader) })
        #expect(collection.visibleCells.count == 1)
        let (_, more) = LayoutDiagnostics.capture { collection.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false) }
        #expect(more.count == 1 && more[0].kind == .invalidIndexPath && more[0].indexPaths == [IndexPath(item: 5, section: 0)])
    }

    @Test func aDiffableDataSourceShowsItsSnapshots() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath) as! SizedCell
            cell.name = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.map { ($0 as! SizedCell).name } == ["a", "b", "c"])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        source.apply(snapshot)
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.map { ($0 as! SizedCell).name } == ["b", "c", "d"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])  // "b" stays selected
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
        #expect(source.indexPath(for: "c") == IndexPath(item: 1, section: 0))
        #expect(collection.createdCellCount == 3)
    }
}
