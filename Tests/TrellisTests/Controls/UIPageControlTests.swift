import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIPageControlTests {
    @Test(arguments: [0, 1, 3, 10])
    func theSizeGrowsByADotAndAGapAPage(pages: Int) {
        let control = UIPageControl()
        control.numberOfPages = pages
        let size = control.size(forNumberOfPages: pages)
        #expect(control.intrinsicContentSize == size && size.height == 26)
        if pages > 1 {
            #expect(size.width - control.size(forNumberOfPages: pages - 1).width == 16)
        }
    }

    @Test func theCurrentPageIsPinnedAndReported() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 2
        let (_, diagnostics) = LayoutDiagnostics.capture {
            control.currentPage = 9
            control.numberOfPages = -2
        }
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidConfiguration])
        #expect(diagnostics.allSatisfy { $0.involves(control) })
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test func tapsBesideTheCurrentDotTurnThePage() {
        let control = UIPageControl()
        control.numberOfPages = 3
        var pages: [Int] = []
        control.addAction(UIAction { action in pages.append((action.sender as! UIPageControl).currentPage) }, for: .primaryActionTriggered)
        let host = launchCentred(control)
        let width = control.bounds.width
        host.tap(control, at: CGPoint(x: width - 2, y: 13))
        host.tap(control, at: CGPoint(x: width - 2, y: 13))
        host.tap(control, at: CGPoint(x: width - 2, y: 13))  // the last page: nothing
        host.tap(control, at: CGPoint(x: 2, y: 13))
        #expect(pages == [1, 2, 1])
    }

    @Test func theDotsAreCentredInAWiderControl() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 2
        let dots = control.dotFrames()
        #expect(dots.map(\.size) == [CGSize(width: 7, height: 7), CGSize(width: 7, height: 7)])
        #expect(dots[1].minX - dots[0].maxX == 9)
        #expect(abs((dots[0].minX + dots[1].maxX) / 2 - 100) < 1e-9)
    }
}
