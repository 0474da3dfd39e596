import CTrellisText
import Foundation

/// A run of text and the attributes it is shaped with.
public struct TextSpan: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its font.
    public var font: UIFont
    /// Extra space after each character, in points (`.kern`).
    public var kern: CGFloat
    /// The vertical spacing of the paragraphs that start in this span.
    public var paragraphSpacing: TextParagraphSpacing

    /// A span of `text` in `font`.
    public init(_ text: String, font: UIFont, kern: CGFloat = 0, paragraphSpacing: TextParagraphSpacing = TextParagraphSpacing()) {
        self.text = text
        self.font = font
        self.kern = kern
        self.paragraphSpacing = paragraphSpacing
    }
}

/// Text shaped once, ready to be broken into lines at any width.
///
/// Shaping (Pango itemizes, HarfBuzz shapes) is the expensive part of
/// measuring text; it depends on the text and its attributes only. What line
/// breaking needs is kept: each character's advance, where lines may break
/// (Unicode line breaking, grapheme clusters), the runs with their fonts'
/// heights, and the paragraphs. ``layout(width:wrapping:maximumLines:)`` then
/// breaks lines in Swift, exactly as Pango's own layout would at that width,
/// in a small fraction of the time.
///
/// Most words of a text were shaped before, in other texts: left-to-right
/// text is shaped in pieces that end after spaces, each found among the
/// pieces the font system shaped before when it can be (its shape does not
/// depend on what is around it), with the same advances as Pango's layout.
///
/// Positions are Unicode scalar offsets (Pango's characters).
public final class ShapedText: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The number of Unicode scalars.
    public let count: Int
    let logWidths: UnsafeBufferPointer<Int32>
    /// `prefixWidths[i]`: the advances of characters `0..<i` together, so that
    /// any range's width is one subtraction.
    let prefixWidths: [Int64]
    let flags: UnsafeBufferPointer<UInt8>
    let runs: UnsafeBufferPointer<TTRun>
    let paragraphs: UnsafeBufferPointer<TTParagraph>

    /// Where each span's paragraph spacing starts (Unicode scalar offsets),
    /// when any span has some.
    let paragraphSpacings: [(start: Int, spacing: TextParagraphSpacing)]

    /// Exact widths of run pieces shaped on their own, measured where a line
    /// break is close enough to the edge for them to matter.
    private var pieceWidths: [Int64: Int32] = [:]

    /// Shapes spans of attributed text; nil without Pango.
    public convenience init?(_ spans: [TextSpan]) {
        self.init(spans, wordByWord: true)
    }

    /// Shapes spans word by word where the text allows (most words then
    /// come from the words shaped before), or always through Pango layouts:
    /// the same result, the second what the first is checked against.
    convenience init?(_ spans: [TextSpan], wordByWord: Bool) {
        let (utf8, ranges) = encode(spans)
        guard let handle = ShapedText.shape(utf8, spans, ranges, wordByWord: wordByWord) else { return nil }
        var spacings: [(start: Int, spacing: TextParagraphSpacing)] = []
        if spans.contains(where: { $0.paragraphSpacing != TextParagraphSpacing() }) {
            var start = 0
            for span in spans {
                spacings.append((start, span.paragraphSpacing))
                start += span.text.unicodeScalars.count
            }
        }
        self.init(handle: handle, paragraphSpacings: spacings)
    }

    /// Shapes `text` in one font.
    public convenience init?(_ text: String, font: UIFont, kern: CGFloat = 0) {
        self.init([TextSpan(text, font: font, kern: kern)])
    }

    private init(handle: OpaquePointer, paragraphSpacings: [(start: Int, spacing: TextParagraphSpacing)]) {
        self.handle = handle
        self.paragraphSpacings = paragraphSpacings
        count = Int(tt_shaped_char_count(handle))
        logWidths = UnsafeBufferPointer(start: tt_shaped_log_widths(handle), count: count + 1)
        var sums = [Int64](repeating: 0, count: count + 1)
        for index in 0..<count { sums[index + 1] = sums[index] + Int64(logWidths[index]) }
        prefixWidths = sums
        flags = UnsafeBufferPointer(start: tt_shaped_break_flags(handle), count: count + 1)
        runs = UnsafeBufferPointer(start: tt_shaped_runs(handle), count: Int(tt_shaped_run_count(handle)))
        paragraphs = UnsafeBufferPointer(start: tt_shaped_paragraphs(handle), count: Int(tt_shaped_paragraph_count(handle)))
    }

    deinit {
        let handle = handle
        FontSystem.shared.locked { tt_shaped_destroy(handle) }
    }

    private static func shape(_ utf8: [UInt8], _ spans: [TextSpan], _ ranges: [(Int32, Int32)], wordByWord: Bool) -> OpaquePointer? {
        withTextSpans(spans, ranges) { cSpans in
            FontSystem.shared.withSystem { system in
                utf8.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        let shape = wordByWord ? tt_shape : tt_shape_with_layouts
                        return shape(system, chars.baseAddress, Int32(chars.count), cSpans.baseAddress, Int32(cSpans.count))
                    }
                }
            } ?? nil
        }
    }

    /// How many of the text's words were found among the words shaped
    /// before rather than shaped again.
    var reusedWordCount: Int { Int(tt_shaped_reused_word_count(handle)) }

    /// The spacing of the paragraph starting at character `start`: that of
    /// the span holding it.
    func paragraphSpacing(at start: Int) -> TextParagraphSpacing {
        paragraphSpacings.last { $0.start <= start }?.spacing ?? TextParagraphSpacing()
    }

    /// The advances of characters `range` together, in Pango units.
    func advances(_ range: Range<Int>) -> Int64 {
        prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
    }

    /// The width of characters `start..<end` of run `run` shaped on their
    /// own, as a line ending at `end` holds them (cached).
    func pieceWidth(run: Int, start: Int, end: Int) -> Int32 {
        let key = Int64(start) << 32 | Int64(end)
        return FontSystem.shared.locked {
            if let width = pieceWidths[key] { return width }
            let width = tt_shaped_piece_width(handle, Int32(run), Int32(start), Int32(end))
            pieceWidths[key] = width
            return width
        }
    }
}

/// The spans' text as UTF-8 for C, with each span's byte range.
///
/// The one rule for what reaches Pango and Cairo, applied alike when text is
/// measured and when it is drawn (so what is drawn is what was measured):
/// each Unicode scalar that C, Cairo or HarfBuzz cannot take is replaced,
/// one scalar for one, so offsets stay those of the Swift string's scalars.
///
/// - NUL, which would end the text there, becomes U+FFFD.
/// - The noncharacters (U+FDD0–U+FDEF and the last two scalars of every
///   plane, U+FFFE, U+FFFF, U+1FFFE … U+10FFFF), which Cairo's PDF surface
///   refuses as invalid UTF-8, stopping the whole drawing, become U+FFFD.
/// - A soft hyphen right after another, or after any other invisible
///   scalar (one that is default-ignorable: joiners, zero width spaces,
///   word joiners, bidi controls), becomes U+200B (zero width space):
///   HarfBuzz takes time quadratic in the length of a run of invisible
///   scalars that holds soft hyphens (seconds for tens of thousands), and,
///   as Trellis never hyphenates, each is an invisible break opportunity
///   either way. A soft hyphen after a visible character (the way words
///   are hyphenated) is kept.
///
/// - An explicit bidi embedding, override or isolate (U+202A–U+202E,
///   U+2066–U+2069) nested more than `BidiNesting.limit` deep in its
///   paragraph becomes U+200C (zero width non-joiner, like them invisible,
///   bidi class BN and line break class CM), as does the pop that closes
///   it. The bidi algorithm ignores such overflowing controls anyway (its
///   deepest level is 125); FriBidi 1.0.8 crashed on some texts with them.
///
/// Everything else (other control characters, joiners, bidi controls,
/// private use, U+FFFD from repaired surrogates) passes unchanged: Pango
/// shapes it (mostly as nothing or a hex box) and every surface draws it.
func encode(_ spans: [TextSpan]) -> (utf8: [UInt8], ranges: [(Int32, Int32)]) {
    var utf8: [UInt8] = []
    var ranges: [(Int32, Int32)] = []
    var previous: Unicode.Scalar = " "
    var nesting = BidiNesting()
    for span in spans {
        let start = Int32(utf8.count)
        var needsReplacing = false
        var last = previous
        var trial = nesting
        for scalar in span.text.unicodeScalars {
            if replacement(for: scalar, after: last, nesting: &trial) != nil {
                needsReplacing = true
                break
            }
            last = scalar
        }
        if needsReplacing {
            for scalar in span.text.unicodeScalars {
                utf8 += String(replacement(for: scalar, after: previous, nesting: &nesting) ?? scalar).utf8
                previous = scalar
            }
        } else {
            utf8 += span.text.utf8
            nesting = trial
            previous = span.text.unicodeScalars.last ?? previous
        }
        ranges.append((start, Int32(utf8.count)))
    }
    return (utf8, ranges)
}

/// What `scalar`, following `previous` in the text, is replaced with before
/// it reaches C (see `encode`); nil when it is kept. `nesting` follows the
/// explicit bidi controls of the paragraph.
func replacement(for scalar: Unicode.Scalar, after previous: Unicode.Scalar, nesting: inout BidiNesting) -> Unicode.Scalar? {
    let value = scalar.value
    if value == 0 || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return "\u{FFFD}" }
    if value == 0xAD && previous.properties.isDefaultIgnorableCodePoint { return "\u{200B}" }
    return nesting.keeps(scalar) ? nil : "\u{200C}"
}

/// The explicit bidi embeddings, overrides and isolates open in a
/// paragraph, to keep their nesting within what the bidi algorithm takes.
struct BidiNesting {
    /// The deepest nesting kept: each level adds at most two to the
    /// embedding level, which the algorithm caps at 125.
    static let limit = 60

    private var open: [Bool] = []  // true: an isolate
    private var overflowingEmbeddings = 0
    private var overflowingIsolates = 0

    /// Whether `scalar` is kept (false: it opens past the limit, or closes
    /// what did); a paragraph separator closes everything.
    mutating func keeps(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
            let isolate = scalar.value >= 0x2066
            if open.count < Self.limit && overflowingIsolates == 0 && overflowingEmbeddings == 0 {
                open.append(isolate)
                return true
            }
            if isolate { overflowingIsolates += 1 } else { overflowingEmbeddings += 1 }
            return false
        case 0x202C:
            if overflowingEmbeddings > 0 {
                overflowingEmbeddings -= 1
                return false
            }
            if overflowingIsolates == 0, open.last == false { open.removeLast() }
            return true
        case 0x2069:
            if overflowingIsolates > 0 {
                overflowingIsolates -= 1
                overflowingEmbeddings = 0
                return false
            }
            overflowingEmbeddings = 0
            if let isolate = open.lastIndex(of: true) { open.removeSubrange(isolate...) }
            return true
        case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029:
            self = BidiNesting()
            return true
        default:
            return true
        }
    }
}

/// Calls `body` with C spans for `spans` over the UTF-8 byte `ranges`,
/// keeping the family and feature strings alive meanwhile.
func withTextSpans<Result>(_ spans: [TextSpan], _ ranges: [(Int32, Int32)], _ body: (UnsafeBufferPointer<TTSpan>) -> Result) -> Result {
    let families = spans.map { strdup($0.font.familyName) }
    let features = spans.map { $0.font.features.map { strdup($0) } ?? nil }
    defer {
        families.forEach { free($0) }
        features.forEach { free($0) }
    }
    var cSpans: [TTSpan] = []
    for (index, span) in spans.enumerated() {
        let font = TTFontSpec(family: families[index], size: Double(span.font.pointSize), weight: span.font.weightValue,
                              italic: span.font.isItalic ? 1 : 0, features: features[index])
        cSpans.append(TTSpan(start: ranges[index].0, end: ranges[index].1, font: font, kern: Double(span.kern)))
    }
    return cSpans.withUnsafeBufferPointer(body)
}
