import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

@MainActor
@Suite struct TimelineCellTests {
    @Test(arguments: [320, 375, 390, 428] as [CGFloat])
    func theCellSizesItsTextAndImagesAtPhoneWidths(width: CGFloat) throws {
        let cell = TimelineCell()
        let (size, diagnostics) = LayoutDiagnostics.capture { cell.fit(width: width) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let columnWidth = width - 32 - 48 - 10
        #expect(abs(cell.column.frame.width - columnWidth) < 1e-6)

        // The body wraps into the lines Pango gives its text at the column's width.
        let reference = try #require(PangoLayoutReference([TextSpan(cell.body.text!, font: cell.body.font)]))
        let pangoLines = reference.lineStarts(width: columnWidth)
        #expect(cell.body.textLayout(width: cell.body.frame.width).lines.count == pangoLines.count)
        #expect(cell.body.frame.height == UILabel.roundedUp(reference.size(width: columnWidth)).height)
        #expect(pangoLines.count >= 3)

        // The photo: its natural 600 points capped by the column, at 3 : 2.
        #expect(abs(cell.media.frame.width - min(600, columnWidth)) < 1e-6)
        #expect(abs(cell.media.frame.height - cell.media.frame.width * 2 / 3) < 1e-6)

        // The header: the date at the trailing edge; the user name gives way first.
        let header = try #require(cell.date.superview)
        #expect(abs(cell.date.frame.maxX - header.bounds.width) < 1e-6)
        #expect(abs(cell.date.frame.width - cell.date.intrinsicContentSize.width) < 1e-6)
        #expect(abs(cell.displayName.frame.width - cell.displayName.intrinsicContentSize.width) < 1e-6)
        #expect(cell.userName.frame.width < cell.userName.intrinsicContentSize.width)

        // The retweet icon is 1.5 × the label's point size, centred on the label.
        #expect(cell.retweetIcon.frame.width == 18)
        #expect(abs(cell.retweetIcon.frame.midY - cell.retweetLabel.frame.midY) < 1e-6)

        // The cell is as tall as its rows.
        let retweetRowHeight = max(18, cell.retweetLabel.frame.height)
        let headerHeight = max(cell.displayName.frame.height, cell.userName.frame.height, cell.date.frame.height)
        let columnHeight = headerHeight + 6 + cell.body.frame.height + 6 + cell.media.frame.height
        #expect(abs(size.height - (12 + retweetRowHeight + 8 + max(48, columnHeight) + 12)) < 1e-6)
    }
}
