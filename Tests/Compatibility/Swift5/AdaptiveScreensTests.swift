import Testing
import Trellis

/// Adaptive screens (see `AdaptiveScreens.swift`) behave as on iOS.
@MainActor
struct AdaptiveScreensTests {
    @Test func aTabBarControllerMadeInInitShowsItsTabsAndLoadsOnlyTheFirst() throws {
        let library = LibraryTabBarController()
        #expect(!library.isViewLoaded, "making the tabs does not load the view")
        let host = HeadlessHost(device: .iPhone15)
        host.launch(library)
        #expect(library.tabBar.items?.map(\.title) == LibraryTabBarController.titles)
        #expect(library.selectedIndex == 0)
        #expect(library.shelves.isViewLoaded && library.shelves.navigationController === library.selectedViewController)
        #expect(!library.about.isViewLoaded)
        library.selectedIndex = 1
        host.layout()
        #expect(library.about.isViewLoaded && library.about.view.window === host.window)
    }

    @Test func aRotationRebuildsTheColumnFromTheNewOrientation() {
        let reading = ReadingColumnViewController()
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .portrait)
        host.launch(reading)
        #expect(reading.placements == [false])
        #expect(reading.column.frame.width == reading.view.bounds.width)

        // The size class stays regular; the device's orientation, already the
        // new one as the size is about to change, narrows the column.
        host.rotate(to: .landscapeLeft)
        #expect(reading.placements == [false, true])
        #expect(abs(reading.column.frame.width - reading.view.bounds.width * 2 / 3) < 0.5)
        #expect(abs(reading.column.frame.midX - reading.view.bounds.midX) < 0.5)

        host.rotate(to: .portrait)
        #expect(reading.placements == [false, true, false])
        #expect(reading.column.frame.width == reading.view.bounds.width)
    }

    @Test func aCompactScreenKeepsTheWholeWidthOnItsSide() {
        let reading = ReadingColumnViewController()
        let host = HeadlessHost(device: .iPhone15, orientation: .portrait)
        host.launch(reading)
        host.rotate(to: .landscapeRight)
        #expect(reading.placements == [false, false])
        #expect(reading.column.frame.width == reading.view.bounds.width)
    }

    @Test func thePagerGoesBackToItsPageFromTheMainQueueAfterARotation() async {
        let pager = PagerViewController()
        let host = HeadlessHost(device: .iPhone15)
        host.launch(pager)
        let portraitWidth = pager.pages.frame.width
        host.drag(pager.pages, to: CGPoint(x: portraitWidth * 2, y: 0))
        #expect(pager.page == 2)

        host.rotate(to: .landscapeLeft)
        // The block sent to the main queue runs once the test lets that queue go on.
        await Task.yield()
        host.layout()
        #expect(pager.returns == 1)
        #expect(pager.pages.frame.width == host.window.bounds.width)
        #expect(pager.pages.contentOffset == CGPoint(x: pager.pages.frame.width * 2, y: 0))
        let shown = pager.pages.indexPathsForVisibleItems
        #expect(shown == [IndexPath(item: 2, section: 0)])
    }
}
