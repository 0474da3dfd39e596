import Foundation
import LayoutWorkloads
import Testing
@testable import TrellisText

/// Lines broken from text shaped once must be Pango's lines, for every kind
/// of text at every width.
struct LineBreakingTests {
    static let widths: [CGFloat] = [6, 12, 20, 31, 45, 58, 72, 90, 107, 128, 150, 171, 199, 233, 262, 300, 343, 375, 414, 640]
    static let fonts = [
        UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 13, weight: .semibold), UIFont.systemFont(ofSize: 28, weight: .bold),
    ]

    @Test func lineStartsAreThoseOfPangosLayoutAcrossTheCorpus() throws {
        var mismatches: [String] = []
        var compared = 0
        for (index, text) in TextCorpus.texts(count: 1_000).enumerated() {
            let font = Self.fonts[index % Self.fonts.count]
            let wrapping: LineWrapping = index % 5 == 4 ? .character : .word
            let shaped = try #require(ShapedText(text, font: font))
            let reference = try #require(PangoLayoutReference([TextSpan(text, font: font)], wrapping: wrapping))
            for width in Self.widths {
                let ours = shaped.layout(width: width, wrapping: wrapping).lines.map(\.range.lowerBound)
                let pango = reference.lineStarts(width: width)
                compared += 1
                if ours != pango {
                    mismatches.append("#\(index) \(wrapping) at \(width) pt in \(font.fontName) \(font.pointSize): \(ours) vs Pango \(pango): \(text.debugDescription)")
                }
            }
        }
        #expect(compared == 20_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ:\n\(mismatches.prefix(12).joined(separator: "\n"))")
    }
}
