import Foundation
import LayoutWorkloads
import Testing
@testable import TrellisText

/// Text of many paragraphs is shaped a few paragraphs at a time (Pango's
/// own layout takes time quadratic in their number); the lines and the
/// directions must be those of one layout of the whole text.
@Suite struct ManyParagraphsTests {
    /// Corpus texts as paragraphs of one text, some right to left and some
    /// without a strong direction, tens of kilobytes in all.
    static func manyParagraphs() -> String {
        var paragraphs: [String] = []
        for (index, text) in TextCorpus.texts(count: 120).enumerated() {
            paragraphs.append(text)
            if index % 7 == 3 { paragraphs.append(String(repeating: "שלום עולם, ", count: 12)) }
            if index % 5 == 1 { paragraphs.append("12 345 — (678)!") }
            if index % 11 == 0 { paragraphs.append("") }
        }
        return paragraphs.joined(separator: "\n")
    }

    @Test(arguments: ["\n", "\u{2029}", "\r\n"])
    func linesAreThoseOfOnePangoLayout(separator: String) throws {
        let text = Self.manyParagraphs().replacingOccurrences(of: "\n", with: separator)
        #expect(text.utf8.count > 20_000)
        let font = UIFont.systemFont(ofSize: 15)
        let shaped = try #require(ShapedText(text, font: font))
        let reference = try #require(PangoLayoutReference([TextSpan(text, font: font)]))
        for width: CGFloat in [90, 240, 375] {
            #expect(shaped.layout(width: width).lines.map(\.range.lowerBound) == reference.lineStarts(width: width), "at \(width) pt")
        }
    }

    /// Paragraphs without a strong direction take the last strong one's
    /// direction before them (those first in the text, the first strong
    /// one's), as in Pango's layout, wherever the chunks of paragraphs end
    /// (a long paragraph fills one).
    @Test(arguments: [
        (["?!", "LONG-RTL", "?!", "abc", "?!"], [true, true, true, false, false]),
        (["?!", "LONG-LTR", "?!", "שלום", "?!"], [false, false, false, true, true]),
        (["?!", "?!", "שלום", "LONG-LTR", "?!"], [true, true, true, false, false]),
    ])
    func neutralParagraphsTakeTheDirectionBeforeThem(paragraphs: [String], rightToLeft: [Bool]) throws {
        let text = paragraphs.map {
            $0 == "LONG-RTL" ? String(repeating: "שלום עולם ", count: 300) : $0 == "LONG-LTR" ? String(repeating: "hello world ", count: 300) : $0
        }.joined(separator: "\n")
        let shaped = try #require(ShapedText(text, font: UIFont.systemFont(ofSize: 15)))
        #expect(shaped.paragraphs.count == paragraphs.count)
        for (paragraph, expected) in rightToLeft.enumerated() {
            let runs = shaped.runs.filter { Int($0.paragraph) == paragraph }
            #expect(!runs.isEmpty && runs.allSatisfy { ($0.is_rtl != 0) == expected }, "paragraph \(paragraph)")
        }
    }
}

/// What reaches Pango of soft hyphens: HarfBuzz takes time quadratic in a
/// run of invisible scalars holding them, so one that follows an invisible
/// scalar becomes a zero width space; one in a word is kept.
@Suite struct SoftHyphenEncodingTests {
    @Test(arguments: [
        ("hy\u{AD}phen", "hy\u{AD}phen"),
        ("\u{AD}\u{AD}", "\u{AD}\u{200B}"),
        ("\u{200D}\u{AD}\u{2060}\u{AD}", "\u{200D}\u{200B}\u{2060}\u{200B}"),
        ("a\u{200B}\u{AD}b", "a\u{200B}\u{200B}b"),
        ("a \u{AD}b", "a \u{AD}b"),
    ])
    func softHyphensAfterInvisibleScalarsBecomeZeroWidthSpaces(text: String, reachingPango: String) {
        let encoded = encode([TextSpan(text, font: UIFont.systemFont(ofSize: 17))]).utf8
        #expect(String(decoding: encoded, as: UTF8.self) == reachingPango)
    }
}
