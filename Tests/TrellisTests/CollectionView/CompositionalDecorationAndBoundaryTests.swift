import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct CompositionalDecorationAndBoundaryTests {
    /// A section of `count` 100-point rows under a 40-point header.
    func rows(_ count: Int = 10, header: NSCollectionLayoutDimension = .absolute(40), pinned: Bool = false, footer: Bool = false) -> NSCollectionLayoutSection {
        let section = shelf(width: .fractionalWidth(1), height: .absolute(100), behavior: .none)
        let head = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), header), elementKind: Shelves.headerKind, alignment: .top)
        head.pinToVisibleBounds = pinned
        section.boundarySupplementaryItems = [head]
        if footer {
            let foot = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: Shelves.footerKind, alignment: .bottom)
            foot.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems.append(foot)
        }
        return section
    }

    @Test func aBackgroundCoversItsSectionLessItsInsetsBehindTheCells() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let screen = Shelves([10, 10], configuration: configuration) { _, _ in
            let section = self.rows(10)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
            let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
            card.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            section.decorationItems = [card]
            return section
        }
        // Section 0: header 40, insets 10, ten rows: 1,060 tall; section 1 from 1,080.
        let layout = screen.collection.collectionViewLayout
        let first = try #require(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 8, y: 8, width: 377, height: 1_044))
        #expect(first.representedElementCategory == .decorationView && first.zIndex < 0)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 8, y: 1_088, width: 377, height: 1_044))
        // Its view is the registered class, behind every cell.
        let cards = screen.collection.subviews.filter { $0 is CardBackground && !$0.isHidden }
        #expect(cards.map(\.frame) == [first.frame])
        let card = try #require(cards.first)
        let backmostCell = try #require(screen.collection.subviews.firstIndex { $0 is TileCell })
        #expect(try #require(screen.collection.subviews.firstIndex(of: card)) < backmostCell)
        // Scrolled past section 0, its background is reused for section 1's.
        screen.scroll(to: 1_500)
        let shown = screen.collection.subviews.filter { $0 is CardBackground && !$0.isHidden }
        #expect(shown.count == 1 && shown.first === card)
        #expect(card.frame == CGRect(x: 8, y: 1_088, width: 377, height: 1_044))
    }

    @Test func anUnregisteredDecorationKindIsReportedAndAnEmptyViewShown() {
        let (screen, diagnostics) = LayoutDiagnostics.capture {
            Shelves([3]) { _, _ in
                let section = self.rows(3)
                section.decorationItems = [.background(elementKind: "nobody-registered-this")]
                return section
            }
        }
        #expect(diagnostics.contains { $0.kind == .unregisteredIdentifier && $0.identifiers == ["nobody-registered-this"] })
        #expect(screen.collection.visibleCells.count == 3)
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionLeaves() throws {
        let screen = Shelves([10, 10, 10]) { _, _ in self.rows(pinned: true) }
        // Each section is 40 + 1,000 tall.
        #expect(screen.header(0) == CGRect(x: 0, y: 0, width: 393, height: 40))
        screen.scroll(to: 150)
        #expect(screen.header(0) == CGRect(x: 0, y: 150, width: 393, height: 40))
        let view = try #require(screen.collection.supplementaryView(forElementKind: Shelves.headerKind, at: IndexPath(item: 0, section: 0)))
        #expect(view.frame.minY == 150)
        // Near its section's end the next header pushes it up: it stops at 1,040 − 40.
        screen.scroll(to: 1_020)
        #expect(screen.header(0)?.minY == 1_000)
        #expect(screen.header(1)?.minY == 1_040)
        screen.scroll(to: 1_500)
        #expect(screen.header(1)?.minY == 1_500)
        #expect(screen.header(2)?.minY == 2_080)  // not reached: where it was placed
        // Pinned headers are above the cells they cover.
        let pinnedView = try #require(screen.collection.supplementaryView(forElementKind: Shelves.headerKind, at: IndexPath(item: 0, section: 1)))
        let cell = try #require(screen.collection.cellForItem(at: IndexPath(item: 4, section: 1)))
        #expect(try #require(screen.collection.subviews.firstIndex(of: pinnedView)) > (try #require(screen.collection.subviews.firstIndex(of: cell))))
    }

    @Test func aPinnedHeaderOfEstimatedHeightTakesItsViewsHeight() {
        let screen = Shelves([10, 10]) { _, _ in self.rows(header: .estimated(30), pinned: true) }
        // TallHeader is 56 tall: rows start below it.
        #expect(screen.header(0) == CGRect(x: 0, y: 0, width: 393, height: 56))
        #expect(screen.frame(0, 0)?.minY == 56)
        screen.scroll(to: 300)
        #expect(screen.header(0) == CGRect(x: 0, y: 300, width: 393, height: 56))
        #expect(screen.header(1)?.minY == 1_056)
    }

    @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionShows() {
        let screen = Shelves([10, 10]) { _, _ in self.rows(pinned: true, footer: true) }
        // Its place is 1,040 down; the screen ends at 852.
        #expect(screen.header(0, kind: Shelves.footerKind) == CGRect(x: 0, y: 812, width: 393, height: 40))
        screen.scroll(to: 400)
        #expect(screen.header(0, kind: Shelves.footerKind)?.minY == 1_040)
        #expect(screen.header(1, kind: Shelves.footerKind)?.minY == 1_212)
    }

    @Test func aHeaderThatDoesNotExtendItsSectionLiesOverTheContent() {
        let screen = Shelves([3]) { _, _ in
            let section = self.rows(3)
            section.boundarySupplementaryItems[0].extendsBoundary = false
            return section
        }
        #expect(screen.header(0) == CGRect(x: 0, y: 0, width: 393, height: 40))
        #expect(screen.frame(0, 0)?.minY == 0)
        #expect(screen.collection.contentSize.height == 300)
    }

    @Test func theLayoutsOwnHeaderAndFooterFrameTheContent() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "banner", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: Shelves.footerKind, alignment: .bottom),
        ]
        let screen = Shelves([3, 3], configuration: configuration) { _, _ in shelf(width: .fractionalWidth(1), height: .absolute(100), behavior: .none) }
        #expect(screen.header(0, kind: "banner") == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(screen.frame(0, 0)?.minY == 50)
        #expect(screen.frame(0, 1)?.minY == 350)
        #expect(screen.header(0, kind: Shelves.footerKind) == CGRect(x: 0, y: 650, width: 393, height: 30))
        #expect(screen.collection.contentSize.height == 680)
        #expect(screen.collection.visibleSupplementaryViews(ofKind: "banner").count == 1)
    }

    @Test func aHorizontalLayoutPutsSectionsSideBySide() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .fractionalHeight(1)), elementKind: "banner", alignment: .leading),
        ]
        let screen = Shelves([3, 3, 3], configuration: configuration) { _, _ in
            let section = shelf(width: .absolute(150), height: .absolute(200), behavior: .none)
            section.interGroupSpacing = 5
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            return section
        }
        // After the 60-point banner: a section is 10 + 3 × 150 + 2 × 5 + 10 = 480 wide, 20 apart.
        #expect(screen.header(0, kind: "banner") == CGRect(x: 0, y: 0, width: 60, height: 852))
        for section in 0..<3 {
            for item in 0..<3 {
                #expect(screen.frame(item, section) == CGRect(x: 60 + CGFloat(section) * 500 + 10 + CGFloat(item) * 155, y: 0, width: 150, height: 200))
            }
        }
        #expect(screen.collection.contentSize == CGSize(width: 60 + 3 * 480 + 2 * 20, height: 852))
        #expect(screen.shownItems(in: 0) == [0, 1, 2] && screen.shownItems(in: 1).isEmpty)
        screen.host.drag(screen.collection, to: CGPoint(x: 600, y: 0))
        // 600 … 993: section 1 (570 … 1,030) only.
        #expect(screen.shownItems(in: 0).isEmpty && screen.shownItems(in: 1) == [0, 1, 2])
    }

    nonisolated static let badDimensions: [NSCollectionLayoutDimension] = [
        .absolute(-40), .absolute(.nan), .fractionalWidth(.infinity), .fractionalWidth(-1), .estimated(0), .estimated(.nan),
    ]

    @Test(arguments: badDimensions)
    func badDimensionsAreReportedAndLaidOutFinite(dimension: NSCollectionLayoutDimension) {
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.none, .groupPagingCentered] {
            let (screen, diagnostics) = LayoutDiagnostics.capture {
                Shelves([20]) { _, _ in
                    let item = NSCollectionLayoutItem(layoutSize: size(dimension, .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.5), dimension), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = behavior
                    section.interGroupSpacing = .nan
                    return section
                }
            }
            #expect(diagnostics.contains { $0.kind == .invalidConfiguration && $0.indexPaths == [IndexPath(index: 0)] })
            for item in 0..<20 {
                let frame = screen.frame(item, 0)
                #expect(frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } == true)
            }
            #expect(screen.collection.contentSize.width.isFinite && screen.collection.contentSize.height.isFinite)
        }
    }

    /// A data source of `count` items in one section, without a snapshot (a million identifiers would only slow the test).
    final class Counted: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func aShelfOfMoreItemsThanTheLayoutPlacesIsReportedAndScrolls() throws {
        let source = Counted(1_200_000)
        let (collection, diagnostics) = LayoutDiagnostics.capture {
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 852),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: shelf(width: .absolute(100), height: .absolute(100), behavior: .continuous)))
            collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            collection.dataSource = source
            collection.layoutIfNeeded()
            return collection
        }
        #expect(diagnostics.contains { $0.kind == .invalidConfiguration && $0.indexPaths == [IndexPath(item: 1_000_000, section: 0)] })
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        let scroller = try #require(collection.visibleCells.first?.superview as? UIScrollView)
        scroller.simulateDrag(to: CGPoint(x: 1e9, y: 0))
        collection.layoutIfNeeded()
        // It rests at the end of the million it placed.
        #expect(abs(scroller.contentOffset.x - (100_000_000 - 393)) < 0.01)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [999_996, 999_997, 999_998, 999_999])
    }
}
