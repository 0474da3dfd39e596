import Foundation
import LayoutWorkloads
import Testing
import TrellisTestSupport
import CTrellisText
@testable import TrellisText

/// A text shaped word by word (most words found among those shaped before)
/// must come out exactly as shaped through Pango's layouts: every advance,
/// break flag, run and paragraph.
struct WordShapingTests {
    /// What differs between the two shapings of `spans`, or nil.
    static func difference(_ spans: [TextSpan]) -> String? {
        guard let words = ShapedText(spans, wordByWord: true), let layouts = ShapedText(spans, wordByWord: false) else {
            return "not shaped"
        }
        if words.count != layouts.count { return "counts \(words.count) vs \(layouts.count)" }
        if let i = (0...words.count).first(where: { words.logWidths[$0] != layouts.logWidths[$0] }) {
            return "advance of character \(i): \(words.logWidths[i]) vs \(layouts.logWidths[i])"
        }
        if let i = (0...words.count).first(where: { words.flags[$0] != layouts.flags[$0] }) {
            return "flags at \(i): \(words.flags[i]) vs \(layouts.flags[i])"
        }
        func runFields(_ run: TTRun) -> [Int32] {
            [run.start, run.count, run.width, run.approximate_char_width, run.ascent, run.descent, run.paragraph,
             Int32(run.is_tab), Int32(run.is_line_separator), Int32(run.is_rtl)]
        }
        let ourRuns = words.runs.map(runFields), theirRuns = layouts.runs.map(runFields)
        if ourRuns != theirRuns { return "runs \(ourRuns) vs \(theirRuns)" }
        // A paragraph's own height is what an empty one measures (a line with text takes its runs' heights).
        func paragraphFields(_ paragraph: TTParagraph) -> [Int32] {
            [paragraph.start, paragraph.count, paragraph.delimiter, paragraph.is_rtl]
                + (paragraph.count == 0 ? [paragraph.ascent, paragraph.descent] : [])
        }
        let ourParagraphs = words.paragraphs.map(paragraphFields), theirParagraphs = layouts.paragraphs.map(paragraphFields)
        if ourParagraphs != theirParagraphs { return "paragraphs \(ourParagraphs) vs \(theirParagraphs)" }
        return nil
    }

    static let fonts = [
        UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 13, weight: .semibold), UIFont.italicSystemFont(ofSize: 15),
        UIFont.systemFont(ofSize: 28, weight: .bold), UIFont.monospacedSystemFont(ofSize: 12, weight: .regular),
    ]

    @Test func theCorpusShapesAsThroughLayouts() {
        var differences: [String] = []
        for (index, text) in TextCorpus.texts(count: 1_000).enumerated() {
            // Twice: the second time most words are found among those shaped before.
            for round in 0..<2 {
                let font = Self.fonts[(index + round) % Self.fonts.count]
                if let difference = Self.difference([TextSpan(text, font: font)]) {
                    differences.append("#\(index) in \(font.fontName) \(font.pointSize): \(difference): \(text.debugDescription)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    }

    @Test func randomTextsShapeAsThroughLayouts() {
        var generator = SeededGenerator(seed: 0x5EED_0F_30D5)
        let words = [
            "the", "a", "of", "Title", "ffi", "AV", "To", "11:30", "—", "🎉", "naïve", "e\u{301}", "مرحبا", "שלום", "今日は", "x",
            "A", "B2", "-", "–", "(", ")", "×", ":", "->", "+", "=", "•", "THE", "1", "x2", "1️⃣", "|",
        ]
        var differences: [String] = []
        // Enough texts that words come again within a text and across texts.
        for _ in 0..<3_000 {
            // Words, spaces (single, double, none) and now and then a random scalar or a new paragraph.
            var text = ""
            for _ in 0..<Int.random(in: 1...24, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: text += TextFuzzTests.randomText(&generator).prefix(3)
                case 1: text += "\n"
                case 2: text += "  "
                default: text += words.randomElement(using: &generator)! + " "
                }
            }
            // Some texts in two fonts, split at a random character.
            let font = Self.fonts.randomElement(using: &generator)!
            var spans = [TextSpan(text, font: font)]
            if Bool.random(using: &generator), text.count > 2 {
                let split = text.index(text.startIndex, offsetBy: Int.random(in: 1..<text.count, using: &generator))
                spans = [TextSpan(String(text[..<split]), font: font), TextSpan(String(text[split...]), font: Self.fonts.randomElement(using: &generator)!)]
            }
            if let difference = Self.difference(spans) {
                differences.append("\(difference): \(spans.map { "\($0.text.debugDescription) in \($0.font.fontName) \($0.font.pointSize)" })")
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    }

    /// Short words of capitals, digits, operators and brackets, which
    /// Inter's contextual alternates change by what is up to seven glyphs
    /// away, across spaces.
    @Test func shortWordsOfContextualCharactersShapeAsThroughLayouts() {
        var generator = SeededGenerator(seed: 0xA17E_7A7E)
        let characters = Array("ABXH12:-–—x()[]+=×*→<>ab.")
        var differences: [String] = []
        for _ in 0..<3_000 {
            let words = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                String((0..<Int.random(in: 1...4, using: &generator)).map { _ in characters.randomElement(using: &generator)! })
            }
            let text = words.joined(separator: Bool.random(using: &generator) ? " " : "  ")
            let font = Self.fonts.randomElement(using: &generator)!
            if let difference = Self.difference([TextSpan(text, font: font)]) {
                differences.append("\(difference): \(text.debugDescription) in \(font.fontName) \(font.pointSize)")
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ:\n\(differences.prefix(8).joined(separator: "\n"))")
    }

    /// Inter's contextual alternates change a hyphen, a colon, an
    /// operator or a bracket with the capitals or digits around it, across
    /// spaces (up to seven glyphs away): shaped alone, these pieces would
    /// come out with the wrong glyphs.
    @Test(arguments: [
        "A - B", "A – B", "( A )", "1 x 2", "12 : 30", "A -> B", "X - Y", "THE - END", "A + B", "A = B", "A • B", "2 × 3",
        "AB - CD EF", "see A - B and C - D then x - y", "ABCDEFG - HIJKLMN", "A B C D E F G - H I J K L M N", "a - b",
    ])
    func piecesThatChangeWithTheirNeighboursShapeAsThroughLayouts(_ text: String) {
        for font in Self.fonts {
            #expect(Self.difference([TextSpan(text, font: font)]) == nil, "\(font.fontName)")
        }
    }

    @Test func wordsOfOneTextAreNotShapedAgainInTheNext() throws {
        // Thirty words no other text has (a random start, so that no other test shaped them).
        let words = TextCorpus.textsOfNewWords(count: 3, firstWord: Int.random(in: 10_000_000...1_000_000_000)).joined(separator: " ")
            .split(separator: " ").map(String.init)
        #expect(words.count > 20)
        let font = UIFont.systemFont(ofSize: 17)
        let first = try #require(ShapedText([TextSpan(words.joined(separator: " "), font: font)], wordByWord: true))
        #expect(first.reusedWordCount == 0)
        // The same words the other way round: each was shaped with the space
        // after it, but the last (with none) and the first (now last).
        let second = try #require(ShapedText([TextSpan(words.reversed().joined(separator: " "), font: font)], wordByWord: true))
        #expect(second.reusedWordCount == words.count - 2)
        let throughLayouts = try #require(ShapedText([TextSpan(words.reversed().joined(separator: " "), font: font)], wordByWord: false))
        #expect(throughLayouts.reusedWordCount == 0)
    }

    /// The table of words is emptied when full (65,536 words), here in the
    /// middle of a text whose last words were shaped before: they are
    /// taken before the table is emptied.
    @Test func aTextThatFillsTheTableOfWordsShapesAsThroughLayouts() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let first = Int.random(in: 10_000_000...1_000_000_000)
        let known = TextCorpus.textsOfNewWords(count: 1, firstWord: first)[0]
        _ = ShapedText([TextSpan(known, font: font)], wordByWord: true)
        let new = TextCorpus.textsOfNewWords(count: 6_400, firstWord: first + 100).joined(separator: " ")
        let spans = [TextSpan(new + " " + known, font: font)]
        #expect(new.split(separator: " ").count > 65_536)
        #expect(Self.difference(spans) == nil)
    }

    /// Texts Pango's layout shapes in ways words alone cannot give (tab
    /// stops, line separators, an empty last paragraph's height, letter
    /// spacing) are shaped through layouts: no word is reused, though the
    /// same word comes again and again.
    @Test(arguments: [
        ("again\tand again and again and again", 0), ("again\u{2028}and again and again and again", 0),
        ("again and again and again and again\n", 0), ("again and again and again and again", 2),
    ] as [(String, CGFloat)])
    func textsTheLayoutShapesDifferentlyAreShapedThroughLayouts(_ text: String, kern: CGFloat) throws {
        let spans = [TextSpan(text, font: .systemFont(ofSize: 17), kern: kern)]
        let shaped = try #require(ShapedText(spans, wordByWord: true))
        #expect(shaped.reusedWordCount == 0)
        // Without what sends it through layouts, the same text shaped again reuses its words.
        let plain = [TextSpan(
            text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\u{2028}", with: " ").trimmingCharacters(in: .newlines),
            font: .systemFont(ofSize: 17))]
        _ = ShapedText(plain, wordByWord: true)
        #expect(try #require(ShapedText(plain, wordByWord: true)).reusedWordCount > 0)
    }
}
