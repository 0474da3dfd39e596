import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisText

/// Whatever the text, measuring it never crashes and its lines cover it in order.
struct TextFuzzTests {
    /// Checks the invariants of a layout of `text`: lines in order, inside the
    /// text, each as high as a line can be, every paragraph started.
    func checkLayout(_ shaped: ShapedText, width: CGFloat?, wrapping: LineWrapping) {
        let layout = shaped.layout(width: width, wrapping: wrapping)
        var previousEnd = 0
        for line in layout.lines {
            #expect(line.range.lowerBound >= previousEnd && line.range.upperBound <= shaped.count)
            #expect(line.height.isFinite && line.height >= 0 && line.width.isFinite && line.width >= 0)
            previousEnd = line.range.upperBound
        }
        #expect(layout.lines.count >= shaped.paragraphs.count)
        #expect(layout.size.height.isFinite)
    }

    static func randomText(_ generator: inout SeededGenerator) -> String {
        let pools: [[Unicode.Scalar]] = [
            Array("abc xyz ,.;!?-".unicodeScalars),
            (0x00...0x1F).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x7F)!, Unicode.Scalar(0x85)!],
            [0x2028, 0x2029, 0x200B, 0x200D, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0xFEFF, 0xFFFD, 0xFE0F].compactMap(Unicode.Scalar.init),
            (0x0300...0x036F).compactMap(Unicode.Scalar.init),
            Array("مرحباשלום今日は한국🎉👍🏽👨‍👩‍👧🇫🇷".unicodeScalars),
            [0xE000, 0xF8FF, 0x10FFFD, 0x1F9FF, 0xE0001, 0x0E3F, 0x0E31].compactMap(Unicode.Scalar.init),
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...120, using: &generator) {
            let pool = pools.randomElement(using: &generator)!
            scalars.append(pool.randomElement(using: &generator)!)
        }
        return String(scalars)
    }

    @Test func randomTextsMeasureWithoutCrashingAtRandomWidths() throws {
        var generator = SeededGenerator(seed: 0x7E47)
        let fonts = [UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 0.5), UIFont.systemFont(ofSize: 300, weight: .black)]
        for _ in 0..<300 {
            let text = Self.randomText(&generator)
            let font = fonts.randomElement(using: &generator)!
            let shaped = try #require(ShapedText(text, font: font))
            #expect(shaped.count == text.unicodeScalars.count)
            for _ in 0..<4 {
                let width: CGFloat? = [nil, 0, -5, .infinity, .nan, CGFloat.random(in: 0...500, using: &generator)].randomElement(using: &generator)!
                checkLayout(shaped, width: width, wrapping: Bool.random(using: &generator) ? .word : .character)
            }
        }
    }

    @Test func invalidUTF16FromBridgingBecomesReplacementCharacters() throws {
        // A lone surrogate in UTF-16 (what an NSString may hold) decodes to U+FFFD.
        let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xDBFF]
        let text = String(decoding: units, as: UTF16.self)
        let shaped = try #require(ShapedText(text, font: .systemFont(ofSize: 17)))
        #expect(shaped.count == 5)
        checkLayout(shaped, width: 10, wrapping: .word)
    }

    @Test func tenThousandCombiningMarksStayOneCluster() throws {
        let text = "a" + String(repeating: "\u{301}", count: 10_000) + " b"
        let shaped = try #require(ShapedText(text, font: .systemFont(ofSize: 17)))
        let layout = shaped.layout(width: 5, wrapping: .character)
        // The cluster is never split: the first line holds the base and all its marks.
        #expect(layout.lines.first?.range.upperBound ?? 0 >= 10_001)
    }

    @Test func aHugeTextBreaksInLinearTime() throws {
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 8_000)  // 216,000 characters
        let shaped = try #require(ShapedText(text, font: .systemFont(ofSize: 17)))
        let layout = shaped.layout(width: 320)
        #expect(layout.lines.count > 5_000)
        #expect(layout.lines.last?.range.upperBound == shaped.count)
    }

    @Test func nulAndControlCharactersAreMeasured() throws {
        let text = "a\0b\u{1}c\u{7F}\u{85}d\u{2029}e\r\nf\rg"
        let shaped = try #require(ShapedText(text, font: .systemFont(ofSize: 17)))
        #expect(shaped.count == text.unicodeScalars.count)
        // U+2029, CR LF and CR end paragraphs, as in Pango.
        #expect(shaped.layout(width: nil).lines.count == 4)
    }

    /// Explicit bidi controls nested past `BidiNesting.limit` reach Pango as
    /// U+200C, with the pops that close them; a new paragraph starts afresh.
    @Test func bidiControlsNestedTooDeepAreReplaced() throws {
        let opens = String(repeating: "\u{2067}", count: 100), closes = String(repeating: "\u{2069}", count: 100)
        let text = opens + "a" + closes + "\n" + opens
        let encoded = String(decoding: encode([TextSpan(text, font: .systemFont(ofSize: 17))]).utf8, as: UTF8.self)
        #expect(encoded.unicodeScalars.count == text.unicodeScalars.count)
        let replaced = encoded.unicodeScalars.filter { $0 == "\u{200C}" }.count
        // 40 initiators past the limit and the 40 pops that close them; 40 more in the second paragraph.
        #expect(replaced == 120)
        let shaped = try #require(ShapedText(text, font: .systemFont(ofSize: 17)))
        #expect(shaped.layout(width: 100).lines.count == 2)
    }
}
