import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

/// The UIStackView variant of the FeedItem cell, worked out by hand.
@MainActor
@Suite struct FeedItemStackTests {
    // Top bar 20; poster card: margins 1 + 3, name 20, headline, time 20,
    // spacing 1 twice = 46 + the headline (beside a 50-point image, so at
    // least 50); comment 20; content 200 + 20 + 20; actions 20; comment row 50.
    // The headline (38 characters) has width − 56 points: one line at 375,
    // two at 200 (20 a line), three at 120 (9 a line, capped at 3).
    @Test(arguments: [(CGFloat(375), CGFloat(416)), (200, 436), (120, 456)])
    func heightAsTheCellNarrows(width: CGFloat, height: CGFloat) {
        let cell = FeedItemStackCell()
        cell.configure(row: 0)
        let (size, diagnostics) = LayoutDiagnostics.capture { cell.fit(width: width) }
        #expect(size == CGSize(width: width, height: height))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func aReusedCellGivesTheSameHeightsAsAFreshOne() {
        let reused = FeedItemStackCell()
        for row in [0, 7, 123, 9_999] {
            reused.configure(row: row)
            let fresh = FeedItemStackCell()
            fresh.configure(row: row)
            #expect(reused.fit(width: 200) == fresh.fit(width: 200))
        }
    }
}
