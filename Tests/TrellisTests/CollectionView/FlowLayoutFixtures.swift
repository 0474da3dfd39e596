import Foundation
@testable import Trellis

/// One flow-layout configuration and the frames it gives, worked out by
/// hand from the flow layout's rules (comments show the arithmetic): lines
/// hold as many items as fit at the minimum spacing; lines but a section's
/// last are justified; a section's last line keeps the justified spacing if
/// every item is one size, else the minimum; an item alone on a line but the
/// last of several is centred along it; items are centred across their line; headers
/// and footers span the content across.
struct FlowFixture: Sendable, CustomStringConvertible {
    var name: String
    var direction: UICollectionView.ScrollDirection = .vertical
    var bounds = CGSize(width: 320, height: 480)
    var itemSize = CGSize(width: 100, height: 50)
    /// Item sizes given by the delegate, per section (nil: every item is `itemSize`).
    var sizes: [[CGSize]]? = nil
    var counts = [7]
    var lineSpacing: CGFloat = 10
    var itemSpacing: CGFloat = 10
    var inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    var header: CGSize = .zero
    var footer: CGSize = .zero
    /// The frames of the items, section by section.
    var expected: [[CGRect]]
    var expectedHeaders: [CGRect] = []
    var expectedFooters: [CGRect] = []
    var contentSize: CGSize

    var description: String { name }
}

private func r(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat = 100, _ height: CGFloat = 50) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

private func s(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

extension FlowFixture {
    static let all: [FlowFixture] = [
        FlowFixture(
            // 300 across: two items fit (210), a third would need 320; the gap is 10 + 90.
            name: "a vertical grid of two columns, the last line with one item",
            expected: [[r(10, 10), r(210, 10), r(10, 70), r(210, 70), r(10, 130), r(210, 130), r(10, 190)]],
            contentSize: s(320, 250)),  // 190 + 50 + 10
        FlowFixture(
            // 320 across: three items fit exactly at the minimum spacing.
            name: "three columns that fit exactly",
            bounds: s(340, 480),
            expected: [[r(10, 10), r(120, 10), r(230, 10), r(10, 70), r(120, 70), r(230, 70), r(10, 130)]],
            contentSize: s(340, 190)),
        FlowFixture(
            // Last line of two uniform items keeps the full lines' gap (100): the columns line up.
            name: "a uniform last line keeps the columns",
            counts: [5],
            expected: [[r(10, 10), r(210, 10), r(10, 70), r(210, 70), r(10, 130)]],
            contentSize: s(320, 190)),
        FlowFixture(
            // Line 1: 100 + 100 (justified: 10, 210). Line 2 (last): 100 + 60 + 60 = 240 with
            // the minimum spacing, as the sizes differ: 10, 120, 190.
            name: "a last line of mixed sizes packs at the minimum spacing",
            sizes: [[s(100, 50), s(100, 50), s(100, 50), s(60, 50), s(60, 50)]],
            expected: [[r(10, 10), r(210, 10), r(10, 70), r(120, 70, 60), r(190, 70, 60)]],
            contentSize: s(320, 130)),
        FlowFixture(
            // One line 50 tall: the 30-tall item is centred in it.
            name: "items are centred across their line",
            sizes: [[s(100, 50), s(100, 30)]], inset: .zero,
            expected: [[r(0, 0), r(110, 10, 100, 30)]],
            contentSize: s(320, 50)),
        FlowFixture(
            // 300 across; 180 + 10 + 180 does not fit: the first item is alone on its line,
            // centred ((300 − 180) / 2 = 60 in); the last line starts at the leading edge.
            name: "an item alone on a line but the last is centred",
            sizes: [[s(180, 50), s(180, 50), s(60, 50)]],
            expected: [[r(70, 10, 180), r(10, 70, 180), r(200, 70, 60)]],
            contentSize: s(320, 130)),
        FlowFixture(
            // A section of one item is one line with one item: centred ((300 − 100) / 2 = 100 in).
            name: "a section of a single item is centred",
            counts: [1],
            expected: [[r(110, 10)]],
            contentSize: s(320, 70)),
        FlowFixture(
            // 200 + 10 + 200 > 300: one item a line, centred (50 in) on every line but the last.
            name: "a single column: every line's item centred but the last's",
            itemSize: s(200, 50), counts: [3],
            expected: [[r(60, 10, 200), r(60, 70, 200), r(10, 130, 200)]],
            contentSize: s(320, 190)),
        FlowFixture(
            // Columns 200 tall hold one 150-tall item each: centred (25 down) but in the last column.
            name: "horizontal: an item alone in a column but the last is centred",
            direction: .horizontal, bounds: s(300, 200), itemSize: s(80, 150), counts: [3], inset: .zero,
            expected: [[r(0, 25, 80, 150), r(90, 25, 80, 150), r(180, 0, 80, 150)]],
            contentSize: s(260, 200)),
        FlowFixture(
            // Columns 200 tall: two items (170), gap 10 + 30 = 40; columns 90 apart.
            name: "horizontal: items fill columns top to bottom",
            direction: .horizontal, bounds: s(300, 200), itemSize: s(80, 80), counts: [5], inset: .zero,
            expected: [[r(0, 0, 80, 80), r(0, 120, 80, 80), r(90, 0, 80, 80), r(90, 120, 80, 80), r(180, 0, 80, 80)]],
            contentSize: s(260, 200)),
        FlowFixture(
            // Header 40, inset 5, one line of two (210 ≤ 320, the last line: minimum spacing), inset 5, footer 20.
            name: "vertical sections with headers and footers",
            counts: [2, 2], inset: UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0), header: s(0, 40), footer: s(0, 20),
            expected: [[r(0, 45), r(110, 45)], [r(0, 165), r(110, 165)]],
            expectedHeaders: [r(0, 0, 320, 40), r(0, 120, 320, 40)],
            expectedFooters: [r(0, 100, 320, 20), r(0, 220, 320, 20)],
            contentSize: s(320, 240)),
        FlowFixture(
            // Pages: the header and each item the size of the view, no spacing.
            name: "horizontal pages after a full-size header",
            direction: .horizontal, bounds: s(375, 600), itemSize: s(375, 600), counts: [3], lineSpacing: 0, inset: .zero,
            header: s(375, 600),
            expected: [[r(375, 0, 375, 600), r(750, 0, 375, 600), r(1125, 0, 375, 600)]],
            expectedHeaders: [r(0, 0, 375, 600)],
            contentSize: s(1500, 600)),
    ]
}
