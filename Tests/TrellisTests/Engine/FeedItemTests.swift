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

/// The FeedItem cell with real text: both variants agree, and the wrapping
/// headline takes the lines Pango gives its text at its width.
@MainActor
@Suite struct FeedItemRealTextTests {
    @Test(arguments: [320, 375, 414] as [CGFloat])
    func bothVariantsSizeTheSameAndTheHeadlineWrapsAsPangoSays(width: CGFloat) throws {
        let anchors = FeedItemCell(text: .real), stacks = FeedItemStackCell(text: .real)
        anchors.configure(row: 7)
        stacks.configure(row: 7)
        let (sizes, diagnostics) = LayoutDiagnostics.capture { (anchors.fit(width: width), stacks.fit(width: width)) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(abs(sizes.0.height - sizes.1.height) < 1e-6)

        // The headline is width − 56 points wide; its height is that of
        // Pango's lines for its text there, at most three.
        anchors.contentView.frame = CGRect(origin: .zero, size: sizes.0)
        anchors.contentView.layoutIfNeeded()
        let headline = try #require(anchors.leaves.posterHeadlineLabel as? UILabel)
        #expect(abs(headline.frame.width - (width - 56)) < 1e-6)
        let starts = try #require(PangoLayoutReference([TextSpan(headline.text!, font: headline.font)])).lineStarts(width: width - 56)
        let layout = headline.textLayout(width: width - 56)
        #expect(layout.lines.count == min(3, starts.count))
        #expect(headline.frame.height == UILabel.roundedUp(layout.size).height)
    }

    @Test func aReusedRealTextCellMeasuresTheHeadlineOncePerFit() {
        let cell = FeedItemCell(text: .real)
        cell.configure(row: 0)
        _ = cell.fit(width: 375)
        let before = cell.leaves.posterHeadlineLabel.measureCount
        for row in 1...20 {
            cell.configure(row: row)
            _ = cell.fit(width: 375)
        }
        // A new text: its natural size and its size at its width, once each.
        #expect(cell.leaves.posterHeadlineLabel.measureCount - before == 20 * 2)
        let after = cell.leaves.posterHeadlineLabel.measureCount
        _ = cell.fit(width: 375)
        #expect(cell.leaves.posterHeadlineLabel.measureCount == after)
    }
}
