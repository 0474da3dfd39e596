import Foundation
import Testing
@testable import LayoutWorkloads
import Trellis
import TrellisTestSupport

/// The benchmark label counts characters as `String.count` does, however it counts them.
@MainActor
struct MetricLabelTests {
    @Test(arguments: [
        "", "a", "poster title 17 with some longer stuff", "two\r\nlines", "\r\n\r\n", "\r\r\n\n", "\n\r",
        "café", "e\u{301}", "🇫🇷🇩🇪", "👩‍👩‍👧", "ASCII then ünïcode", "\r\n\u{301}", "tab\tand\u{0}nul",
    ])
    func countsCharactersAsStringCountDoes(text: String) {
        #expect(MetricLabel.characterCount(of: text) == text.count)
        let label = MetricLabel(text)
        #expect(label.intrinsicContentSize.width == CGFloat(7 * text.count))
    }

    @Test func randomASCIIIsCountedAsStringCountDoes() {
        var generator = SeededGenerator(seed: 20261128)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            // Mostly carriage returns and line feeds, which pair into one character.
            let bytes = (0..<length).map { _ in [0x0D, 0x0A, UInt8.random(in: 0..<0x80, using: &generator)].randomElement(using: &generator)! }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(MetricLabel.characterCount(of: text) == text.count, "\(Array(text.utf8))")
        }
    }
}
