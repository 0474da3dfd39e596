import Foundation
import Testing
@testable import Trellis

/// Whether two rectangles agree to within a hundredth of a point.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}

@MainActor
@Suite struct OrthogonalScrollingTests {
    /// A shelf of ten 80%-wide, 200-point groups under a 40-point header,
    /// 16 points in from each side and 10 apart, above a plain section of
    /// 100-point rows. On the iPhone 15 (393 wide) the content is 361 wide,
    /// a group 288.8 wide, one every 298.8 points.
    func shelves(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, count: Int = 10) -> Shelves {
        Shelves([count, 5]) { index, _ in
            if index == 1 { return shelf(width: .fractionalWidth(1), height: .absolute(100), behavior: .none) }
            let section = shelf(width: .fractionalWidth(0.8), height: .absolute(200), behavior: behavior)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Shelves.headerKind, alignment: .top)]
            return section
        }
    }

    nonisolated static let scrolling: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]

    @Test(arguments: scrolling)
    func groupsGoSideBySideInAScrollerAsTallAsTheSection(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
        let screen = shelves(behavior)
        // Centred paging starts with the first group in the middle: (393 − 288.8) / 2 in.
        let first: CGFloat = behavior == .groupPagingCentered ? 52.1 : 16
        for item in 0..<10 {
            #expect(close(screen.frame(item, 0), CGRect(x: first + 298.8 * CGFloat(item), y: 40, width: 288.8, height: 200)))
        }
        // The section is as tall as its groups: the next one starts below them.
        #expect(screen.frame(0, 1)?.minY == 240)
        let scroller = try #require(screen.scroller(of: 0))
        #expect(scroller !== screen.collection)
        #expect(scroller.frame == CGRect(x: 0, y: 40, width: 393, height: 200))
        let trailing: CGFloat = behavior == .groupPagingCentered ? 52.1 : 16
        #expect(abs(scroller.contentSize.width - (first + 10 * 288.8 + 9 * 10 + trailing)) < 0.01)
        // Cells are in the scroller's coordinates.
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(close(cell.frame, CGRect(x: first, y: 0, width: 288.8, height: 200)))
        // Above the shelf, only its header.
        let above = screen.collection.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 30)) ?? []
        #expect(above.map(\.representedElementCategory) == [.supplementaryView])
        // The plain section's cells stay in the collection view.
        #expect(screen.collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === screen.collection)
    }

    /// Where a drag let go at `from` with `velocity` (points a millisecond) comes to rest.
    @Test(arguments: [
        // Deceleration carries 1 pt/ms 500 points on.
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, 100.0, 1.0, 600.0),
        // … then the nearest group's leading edge rests at the leading inset: group 2 at 16 + 597.6.
        (.continuousGroupLeadingBoundary, 100, 1, 597.6),
        (.continuousGroupLeadingBoundary, 100, 0, 0),
        // Pages are the scroller's width; the last rests at the content's end (3,010 − 393).
        (.paging, 100, 1, 393), (.paging, 500, 0, 393), (.paging, 2_900, 1, 2_617),
        // One group at a time, in the velocity's direction, the nearest without.
        (.groupPaging, 100, 1, 298.8), (.groupPaging, 400, -1, 298.8), (.groupPaging, 160, 0, 298.8), (.groupPaging, 120, 0, 0),
        // Centred: group k's middle in the middle, k × 298.8.
        (.groupPagingCentered, 100, 1, 298.8), (.groupPagingCentered, 1_000, 0, 896.4), (.groupPagingCentered, 1_000, -1, 896.4),
    ])
    func aDragComesToRestWhereTheBehaviourSays(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, from: Double, velocity: Double, rest: Double
    ) throws {
        let screen = shelves(behavior)
        let scroller = try #require(screen.scroller(of: 0))
        screen.host.drag(scroller, to: CGPoint(x: from, y: 0), velocity: CGPoint(x: velocity, y: 0))
        #expect(abs(scroller.contentOffset.x - rest) < 0.01)
        #expect(scroller.contentOffset.y == 0)
        #expect(screen.collection.contentOffset == .zero)  // the collection view itself did not move
    }

    @Test func onlyTheCellsInTheScrollersViewExist() throws {
        let screen = shelves(.continuous, count: 100)
        #expect(screen.shownItems(in: 0) == [0, 1])
        let scroller = try #require(screen.scroller(of: 0))
        screen.host.drag(scroller, to: CGPoint(x: 1_000, y: 0))
        // 1,000 … 1,393 meets group 3 (912.4 … 1,201.2) and group 4 (1,211.2 … 1,500).
        #expect(screen.shownItems(in: 0) == [3, 4])
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.superview === scroller && abs(cell.frame.minX - 912.4) < 0.01)
        screen.host.drag(scroller, to: CGPoint(x: 20_000, y: 0))
        // 20,000 … 20,393: groups 66 to 68.
        #expect(screen.shownItems(in: 0) == [66, 67, 68])
        screen.host.drag(scroller, to: CGPoint(x: 40_000, y: 0))
        // It rests at the far end (29,902 − 393): groups 98 and 99.
        #expect(screen.shownItems(in: 0) == [98, 99])
        // Cells were reused: two of the shelf's, and the plain section's five, with one spare at most.
        #expect(screen.collection.createdCellCount <= 2 + 5 + 2)
    }

    @Test func aHandlerSeesTheItemsInViewAndItsTransformsAreApplied() throws {
        var calls: [(items: [IndexPath], offset: CGPoint, width: CGFloat)] = []
        let screen = Shelves([10]) { _, _ in
            let section = shelf(width: .absolute(200), height: .absolute(200), behavior: .groupPagingCentered)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.map(\.indexPath), offset, environment.container.contentSize.width))
                for item in items {
                    // Smaller and fainter away from the middle of the screen.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = 1 - min(distance / 1_000, 0.3)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = scale
                }
            }
            return section
        }
        let scroller = try #require(screen.scroller(of: 0))
        screen.host.drag(scroller, to: CGPoint(x: 150, y: 0), velocity: CGPoint(x: 1, y: 0))
        // Group 1 rests centred: offset 200; the handler is told that offset and what shows.
        #expect(scroller.contentOffset.x == 200)
        let last = try #require(calls.last)
        #expect(last.offset == CGPoint(x: 200, y: 0))
        #expect(last.width == 393)
        #expect(Set(last.items.map(\.item)) == Set(screen.shownItems(in: 0)))
        let middle = try #require(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let side = try #require(screen.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(middle.transform == .identity && middle.alpha == 1)
        // Item 0's middle is 200 left of the screen's: scaled to 0.8.
        #expect(abs(side.transform.a - 0.8) < 0.001 && abs(side.transform.d - 0.8) < 0.001)
        #expect(abs(side.alpha - 0.8) < 0.001)
        #expect(side.frame.size == CGSize(width: 200, height: 200))  // the frame stays as laid out
    }

    @Test func aPlainSectionsHandlerIsGivenTheCollectionViewsOffset() {
        var offsets: [CGPoint] = []
        let screen = Shelves([30]) { _, _ in
            let section = shelf(width: .fractionalWidth(1), height: .absolute(100), behavior: .none)
            section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset) }
            return section
        }
        screen.scroll(to: 700)
        #expect(offsets.first == .zero)
        #expect(offsets.last == CGPoint(x: 0, y: 700))
    }

    @Test func theIOS13GroupInitialisersRepeatTheirSubitemToo() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let old = Shelves([6]) { _, _ in
            NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(90)), subitem: item, count: 3))
        }
        let vertical = Shelves([6]) { _, _ in
            NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(90)), subitem: item, count: 3))
        }
        // Three across, 131 wide; or three down, 30 tall.
        #expect(close(old.frame(4, 0), CGRect(x: 131, y: 90, width: 131, height: 90)))
        #expect(close(vertical.frame(4, 0), CGRect(x: 0, y: 120, width: 393, height: 30)))
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(90)), subitem: item, count: Int.max)
        }
        #expect(diagnostics.map(\.kind) == [.invalidConfiguration])
    }

    @Test func rightToLeftAShelfStartsAtItsRightEnd() throws {
        let screen = Shelves([10], rightToLeft: true) { _, _ in
            let section = shelf(width: .absolute(300), height: .absolute(100), behavior: .groupPaging)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
        let scroller = try #require(screen.scroller(of: 0))
        // 16 + 3,000 + 16 wide: it starts scrolled to its end, item 0 at the right, 16 in.
        #expect(abs(scroller.contentOffset.x - (3_032 - 393)) < 0.01)
        #expect(screen.frame(0, 0) == CGRect(x: 3_032 - 16 - 300, y: 0, width: 300, height: 100))
        #expect(screen.shownItems(in: 0) == [0, 1])
        // Paging on (leftward) rests with item 1's right edge (2,716) 16 in from the scroller's right.
        screen.host.drag(scroller, to: CGPoint(x: 2_500, y: 0), velocity: CGPoint(x: -1, y: 0))
        #expect(abs(scroller.contentOffset.x - (2_716 + 16 - 393)) < 0.01)
    }

    @Test func cellsThatSizeThemselvesMakeTheSectionAsTallAsTheTallest() {
        // Cells are their content plus 5 a side: 40 + 10k tall for item k.
        let source = SizedItemsSource([(0..<6).map { CGSize(width: 90, height: 40 + 10 * CGFloat($0)) }, [CGSize(width: 10, height: 10)]])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .estimated(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .estimated(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = index == 0 ? .continuous : .none
            return section
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 800), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        collection.dataSource = source
        collection.layoutIfNeeded()
        // Four of the six fit in 393 points: they are measured, and the tallest (70) sets the section's height.
        let shown = collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        #expect(shown == [0, 1, 2, 3])
        for item in shown {
            #expect(collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.height == 40 + 10 * CGFloat(item))
        }
        let tallest = collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.maxY ?? 0
        #expect(tallest == 70)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == tallest)
    }

    @Test func aTapOnACellOfAShelfSelectsItsItem() throws {
        let screen = shelves(.groupPaging)
        let scroller = try #require(screen.scroller(of: 0))
        screen.host.drag(scroller, to: CGPoint(x: 298.8, y: 0))
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: screen.host.window)
        // The collection view finds the item where its scroller shows it: 298.8 on, item 1 is 16 in.
        #expect(screen.collection.indexPathForItem(at: CGPoint(x: 100, y: 140)) == IndexPath(item: 1, section: 0))
        #expect(screen.collection.indexPathForItem(at: CGPoint(x: 8, y: 140)) == nil)  // the gap before it
        screen.host.tap(at: centre)
        #expect(screen.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cell.isSelected)
    }
}
