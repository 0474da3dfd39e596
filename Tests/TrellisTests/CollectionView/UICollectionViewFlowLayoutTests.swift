import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    @Test(arguments: FlowFixture.all)
    func framesFollowTheFlowRules(_ fixture: FlowFixture) {
        let source = SizedItemsSource(fixture.sizes ?? fixture.counts.map { Array(repeating: fixture.itemSize, count: $0) })
        source.delegateSizes = fixture.sizes != nil
        let ((collection, _), diagnostics) = LayoutDiagnostics.capture {
            makeCollection(fixture.bounds, source) { layout in
                layout.scrollDirection = fixture.direction
                layout.itemSize = fixture.itemSize
                layout.minimumLineSpacing = fixture.lineSpacing
                layout.minimumInteritemSpacing = fixture.itemSpacing
                layout.sectionInset = fixture.inset
                layout.headerReferenceSize = fixture.header
                layout.footerReferenceSize = fixture.footer
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(collection.contentSize == fixture.contentSize)
        for (section, frames) in fixture.expected.enumerated() {
            for (item, frame) in frames.enumerated() {
                #expect(collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame == frame, "item \(item)")
            }
        }
        for (section, frame) in fixture.expectedHeaders.enumerated() {
            let header = collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
            #expect(header?.frame == frame)
        }
        for (section, frame) in fixture.expectedFooters.enumerated() {
            let footer = collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
            #expect(footer?.frame == frame)
        }
        // What shows is exactly what meets the bounds, each cell where the layout says.
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == fixture.expected[path.section][path.item])
            #expect(cell.frame.overlaps(collection.bounds))
        }
        let onScreen = fixture.expected.enumerated().flatMap { section, frames in
            frames.enumerated().filter { $0.element.overlaps(collection.bounds) }.map { IndexPath(item: $0.offset, section: section) }
        }
        #expect(collection.indexPathsForVisibleItems == onScreen)
    }

    @Test func rightToLeftLinesRunFromTheRight() {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 100, height: 50), count: 3)])
        source.delegateSizes = true
        let (collection, layout) = makeCollection(CGSize(width: 320, height: 480), source) { $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20) }
        collection.semanticContentAttribute = .forceRightToLeft
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        // 290 across: two a line (210), justified; mirrored, the first item is at the right, 10 from the edge.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 210, y: 0, width: 100, height: 50))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 20, y: 0, width: 100, height: 50))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 210, y: 60, width: 100, height: 50))
        #expect(collection.visibleCells.count == 3)
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 20)) == IndexPath(item: 0, section: 0))
    }

    @Test func aRightToLeftTraitMirrorsAHorizontalLayout() {
        // Columns 200 tall of two 80-point items; LTR the columns start at 0, 90 and 180.
        let source = SizedItemsSource([Array(repeating: CGSize(width: 80, height: 80), count: 5)])
        let (collection, layout) = makeCollection(CGSize(width: 300, height: 200), source) { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.sectionInset = .zero
        }
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        let container = UIViewController()
        container.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        container.view.addSubview(collection)
        let parent = UIViewController()
        parent.addChild(container)
        parent.setOverrideTraitCollection(UITraitCollection(layoutDirection: .rightToLeft), forChild: container)
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        // Mirrored across the visible 300 points: the first column at the right edge.
        let xs = (0..<5).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs == [220, 220, 130, 130, 40])
        #expect(collection.indexPathForItem(at: CGPoint(x: 260, y: 20)) == IndexPath(item: 0, section: 0))
    }

    @Test func aMirroredStripOpensOnItsFirstItemsAndKeepsThemAsItGrows() {
        // Ten columns of two 80-point items, 890 points of content in a 300-point strip.
        let source = SizedItemsSource([Array(repeating: CGSize(width: 80, height: 80), count: 20)])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.sectionInset = .zero
            return layout
        }())
        collection.semanticContentAttribute = .forceRightToLeft
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(collection.contentSize.width == 890)
        #expect(collection.contentOffset.x == 590, "the content's right end shows, where the first items are")
        let first = IndexPath(item: 0, section: 0)
        #expect(collection.indexPathsForVisibleItems.contains(first))
        #expect(collection.indexPathForItem(at: CGPoint(x: collection.contentOffset.x + 260, y: 20)) == first)
        // Four more items add two columns at the left end: what showed stays.
        source.sizes[0] += Array(repeating: CGSize(width: 80, height: 80), count: 4)
        collection.insertItems(at: (20..<24).map { IndexPath(item: $0, section: 0) })
        collection.layoutIfNeeded()
        #expect(collection.contentSize.width == 1070)
        #expect(collection.contentOffset.x == 770)
        #expect(collection.indexPathForItem(at: CGPoint(x: collection.contentOffset.x + 260, y: 20)) == first)
    }

    @Test func aLayoutThatDoesNotFlipStaysLeftToRight() {
        final class FixedDirectionLayout: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        let source = SizedItemsSource([Array(repeating: CGSize(width: 100, height: 50), count: 2)])
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FixedDirectionLayout())
        collection.dataSource = source
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.semanticContentAttribute = .forceRightToLeft
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test(arguments: [(CGFloat(100), [CGFloat(100)]), (420, [410, 440]), (500, [500])] as [(CGFloat, [CGFloat])])
    func pinnedHeadersStayAtTheTopWhileTheirSectionShows(offset: CGFloat, headers: [CGFloat]) {
        // Sections of 20 items, three a line: 30 of header, then 7 lines (7 × 50 + 6 × 10): 440 each.
        let source = SizedItemsSource(Array(repeating: Array(repeating: CGSize(width: 100, height: 50), count: 20), count: 3))
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 320, height: 300), source) { layout in
            layout.sectionInset = .zero
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        collection.contentOffset.y = offset
        collection.layoutIfNeeded()
        let shown = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(shown.map(\.frame.minY) == headers)
        #expect(shown.allSatisfy { $0.frame.height == 30 && $0.frame.width == 320 })
    }

    @Test(arguments: [(CGFloat(0), [CGFloat(280)]), (400, [440, 680])] as [(CGFloat, [CGFloat])])
    func pinnedFootersStayAtTheBottomWhileTheirSectionShows(offset: CGFloat, footers: [CGFloat]) {
        // Sections of 30 of header, 410 of items and 20 of footer: 460 each; 300 visible.
        let source = SizedItemsSource(Array(repeating: Array(repeating: CGSize(width: 100, height: 50), count: 20), count: 3))
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 320, height: 300), source) { layout in
            layout.sectionInset = .zero
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionFootersPinToVisibleBounds = true
        }
        collection.contentOffset.y = offset
        collection.layoutIfNeeded()
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).map(\.frame.minY) == footers)
    }

    @Test func anItemTooWideIsReportedAndPlacedAlone() {
        let source = SizedItemsSource([[CGSize(width: 100, height: 50), CGSize(width: 400, height: 50), CGSize(width: 100, height: 50)]])
        source.delegateSizes = true
        let ((collection, _), diagnostics) = LayoutDiagnostics.capture { makeCollection(CGSize(width: 320, height: 480), source) }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .invalidDataSourceAnswer && diagnostics.first?.involves(collection) == true)
        #expect(diagnostics.first?.indexPaths == [IndexPath(item: 1, section: 0)])
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 400, height: 50))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 120, width: 100, height: 50))
    }

    @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() {
        let source = SizedItemsSource([[CGSize(width: 100, height: 50), CGSize(width: 100, height: 50)]])
        let (collection, layout) = makeCollection(CGSize(width: 320, height: 480), source) { $0.sectionInset = .zero }
        collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        layout.sectionInsetReference = .fromLayoutMargins
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
    }

    @Test func aNewWidthLaysTheLinesOutAgain() {
        let source = SizedItemsSource([Array(repeating: CGSize(width: 100, height: 50), count: 6)])
        source.delegateSizes = true
        let (collection, _) = makeCollection(CGSize(width: 320, height: 480), source) { $0.sectionInset = .zero }
        #expect(collection.contentSize.height == 110)  // 320 holds three (100 + 10 + 100 + 10 + 100): two lines
        collection.frame.size.width = 200
        collection.layoutIfNeeded()
        #expect(collection.contentSize == CGSize(width: 200, height: 350))  // one a line: 6 × 50 + 5 × 10
    }
}
