import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

/// The FeedItem benchmark cell lays out as its specification works out by hand.
@MainActor
@Suite struct FeedItemTests {
    // At 375: top bar 20; mini profile 86 (name 1…21, headline 22…42, time 43…63,
    // comment 66…86); content 200 + 20 + 20; actions 20; comment 50.
    @Test func heightAtPhoneWidth() {
        let cell = FeedItemCell()
        cell.configure(row: 0)
        let (size, diagnostics) = LayoutDiagnostics.capture { cell.fit(width: 375) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(size == CGSize(width: 375, height: 416))
    }

    @Test(arguments: [(CGFloat(375), CGFloat(416)), (200, 436), (120, 456)])
    func theHeadlineWrapsAsTheCellNarrows(width: CGFloat, height: CGFloat) {
        // The headline (38 characters) has width − 56 points: one line at 375,
        // two at 200 (20 a line), three at 120 (9 a line, capped at 3).
        let cell = FeedItemCell()
        cell.configure(row: 0)
        let size = LayoutDiagnostics.capture { cell.fit(width: width) }.result
        #expect(size == CGSize(width: width, height: height))
    }

    @Test func reusedCellMeasuresEachLabelOnceAndLaysOutTheFrames() {
        let cell = FeedItemCell()
        cell.configure(row: 0)
        _ = cell.fit(width: 375)
        let before = cell.leaves.posterHeadlineLabel.measureCount
        for row in 1...50 {
            cell.configure(row: row)
            #expect(cell.fit(width: 375).height == 416)
        }
        // One measurement of the one wrapping label per fit (its text changes every row).
        #expect(cell.leaves.posterHeadlineLabel.measureCount - before == 50)
        _ = cell.fit(width: 375)
        #expect(cell.leaves.posterHeadlineLabel.measureCount - before == 50)  // nothing changed: not measured
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 375, height: 416)
        cell.contentView.layoutIfNeeded()
        #expect(cell.miniProfile.frame == CGRect(x: 0, y: 20, width: 375, height: 86))
        #expect(cell.leaves.posterCommentLabel.frame == CGRect(x: 0, y: 66, width: 375, height: 20))
        #expect(cell.leaves.commentLabel.frame.midX == 187.5)
        #expect(cell.leaves.shareLabel.frame.maxX == 375)
    }
}
