import Foundation
import Testing
import Trellis
@testable import TrellisDemos
import TrellisRender

/// The App Store demo used as a person would: stories page one at a time,
/// shelves come to rest at a column, the shelf's title stays in view.
@MainActor
@Suite struct AppStoreDemoTests {
    func launch(_ appearance: UIUserInterfaceStyle = .light) throws -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(device: .iPhone15, appearance: appearance)
        host.launch(Demo.appstore.makeRootViewController())
        let tabs = try #require(host.window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let apps = try #require(navigation.topViewController as? AppStoreViewController)
        return (host, apps.collectionView)
    }

    func scroller(of section: Int, in collection: UICollectionView) throws -> UIScrollView {
        let cell = try #require(collection.visibleCells.first { collection.indexPath(for: $0)?.section == section })
        return try #require(cell.superview as? UIScrollView)
    }

    @Test func aStorySwipedOnComesToRestCentred() throws {
        let (host, collection) = try launch()
        let stories = try scroller(of: 0, in: collection)
        // Stories are 393 − 40 wide, 10 apart: story 1 rests centred at 363.
        host.drag(stories, to: CGPoint(x: 120, y: 0), velocity: CGPoint(x: 0.8, y: 0))
        #expect(stories.contentOffset.x == 363)
        let story = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let onScreen = story.convert(story.bounds, to: host.window)
        #expect(abs(onScreen.midX - 393 / 2) < 0.01)
        // Stories 0 to 2 show (the neighbours peek in); the fourth is not made.
        #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
    }

    @Test func aShelfComesToRestAtAColumnsEdge() throws {
        let (host, collection) = try launch()
        let shelf = try scroller(of: 1, in: collection)
        // Columns are 393 − 40 − 24 wide, 12 apart: column k rests 20 in at k × 341. Let go at
        // 200 at 0.2 pt/ms, the shelf carries on to 300; column 1 is nearest.
        host.drag(shelf, to: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.2, y: 0))
        #expect(shelf.contentOffset.x == 341)
        let column = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 1)))
        #expect(column.convert(column.bounds, to: host.window).minX == 20)
        host.drag(shelf, to: CGPoint(x: 560, y: 0))  // nearer column 2 (682) than 1
        #expect(shelf.contentOffset.x == 682)
    }

    @Test func theShelfsTitleStaysUnderTheBarWhileItsShelfShows() throws {
        let (host, collection) = try launch()
        let kind = AppStoreViewController.titleKind
        let natural = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))).frame
        let top = collection.adjustedContentInset.top
        host.drag(collection, to: CGPoint(x: 0, y: natural.minY - top + 60))
        let title = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(title.convert(title.bounds, to: host.window).minY == top)
        // The next section's title scrolls with its section.
        let next = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 2))).frame
        host.drag(collection, to: CGPoint(x: 0, y: next.minY - top - 10))
        #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2))?.frame == next)
    }

    @Test func itDrawsAtTwiceTheScaleInBothAppearances() throws {
        let light = try launch(.light).0.snapshot(format: .png, scale: 2)
        let dark = try launch(.dark).0.snapshot(format: .png, scale: 2)
        for data in [light, dark] { #expect(try #require(UIImage(data: data)).size == CGSize(width: 786, height: 1_704)) }
        #expect(light != dark)
    }
}
