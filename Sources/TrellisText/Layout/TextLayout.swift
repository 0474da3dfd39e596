import CTrellisText
import Foundation

/// How text wraps when a line is full.
public enum LineWrapping: Sendable, Hashable {
    /// At word boundaries (Unicode line breaking); a word longer than the
    /// line is broken between grapheme clusters.
    case word
    /// Between any two grapheme clusters.
    case character
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The characters (Unicode scalar offsets) the line holds, without the
    /// paragraph's newline.
    public var range: Range<Int>
    /// Its width in points, trailing white space excluded.
    public var width: CGFloat
    /// The distance from the line's top to its baseline.
    public var ascent: CGFloat
    /// The distance from its baseline to its bottom.
    public var descent: CGFloat
    /// The top of the line, from the top of the text.
    public var y: CGFloat
    /// The paragraph style's line spacing after the line (none after a
    /// paragraph's last line).
    public var spacingAfter: CGFloat = 0
    /// The characters drawn: the range without its trailing white space
    /// (which a wrapped line does not show, at either end).
    public var visibleRange: Range<Int> = 0..<0
    /// Whether the line's paragraph runs right to left (its first strong
    /// character is Arabic, Hebrew…): natural alignment puts it on the right.
    public var isRightToLeft = false

    /// The line's height.
    public var height: CGFloat { ascent + descent }
    /// The baseline, from the top of the text.
    public var baseline: CGFloat { y + ascent }
}

extension TextLine {
    /// A line of the characters `range` (drawn: `visibleRange`, all of them
    /// by default), `width` wide, its top `y` below the text's: what a
    /// measurer of its own (`TextMeasuring`) answers with.
    public init(
        range: Range<Int>, drawing visibleRange: Range<Int>? = nil, width: CGFloat, ascent: CGFloat, descent: CGFloat, y: CGFloat,
        spacingAfter: CGFloat = 0, isRightToLeft: Bool = false
    ) {
        self.init(range: range, width: width, ascent: ascent, descent: descent, y: y, spacingAfter: spacingAfter,
                  visibleRange: visibleRange ?? range, isRightToLeft: isRightToLeft)
    }
}

/// Text broken into lines at a width.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Whether lines were left out for `maximumLines`.
    public var isTruncated: Bool

    /// The layout of `lines`, `isTruncated` when lines were left out.
    public init(lines: [TextLine], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// No lines: the layout of no text.
    public static let empty = TextLayout(lines: [], isTruncated: false)
    /// The size of the lines: the widest line's width and their total height.
    public var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: height)
    }
    /// The total height of the lines (found without the widest line's width).
    public var height: CGFloat { lines.last.map { $0.y + $0.height } ?? 0 }
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top.
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
}

/// Pango units (1/1024 pt) in a point.
let pangoScale: CGFloat = 1024

extension ShapedText {
    /// The text broken into lines no wider than `width` points (nil: no
    /// wrapping; lines end only at newlines), keeping at most `maximumLines`
    /// (0: all). Lines break where Pango's layout breaks them at that width.
    public func layout(width: CGFloat?, wrapping: LineWrapping = .word, maximumLines: Int = 0) -> TextLayout {
        // NaN: no width to wrap at. Negative: nothing fits (a character a line).
        let limit: Int32? = width.flatMap { $0.isNaN ? nil : Int32(max(0, min($0, 2_000_000)) * pangoScale) }
        let breaker = LineBreaker(text: self, width: limit, wrapping: wrapping)
        var lines: [TextLine] = []
        var y: CGFloat = 0
        var truncated = false
        paragraphs: for (index, paragraph) in paragraphs.enumerated() {
            let start = Int(paragraph.start), end = start + Int(paragraph.count)
            let spacing = paragraphSpacings.isEmpty ? nil : paragraphSpacing(at: start)
            if let spacing, index > 0 { y += spacing.paragraphSpacingBefore }
            var lineStart = start
            repeat {
                if maximumLines > 0 && lines.count == maximumLines {
                    truncated = true
                    break paragraphs
                }
                // Every line but an empty paragraph's takes at least one character.
                let lineEnd = end == start ? end : max(breaker.nextLineEnd(from: lineStart, paragraphEnd: end), lineStart + 1)
                var line = measuredLine(lineStart..<lineEnd, paragraph)
                if let spacing {
                    // A taller line keeps its descent at the bottom: the extra goes above the text.
                    let height = spacing.lineHeight(natural: line.height)
                    line.ascent += height - line.height
                    if lineEnd < end { line.spacingAfter = spacing.lineSpacing }
                }
                line.y = y
                y += line.height + line.spacingAfter
                lines.append(line)
                lineStart = lineEnd
            } while lineStart < end
            if let spacing, index < paragraphs.count - 1 { y += spacing.paragraphSpacing }
        }
        return TextLayout(lines: lines, isTruncated: truncated)
    }

    /// A line's width (without trailing white space) and height (the
    /// tallest run's, or the paragraph's when it is empty).
    private func measuredLine(_ range: Range<Int>, _ paragraph: TTParagraph) -> TextLine {
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound && flags[visibleEnd - 1] & UInt8(TT_WHITE) != 0 { visibleEnd -= 1 }
        let width = advances(range.lowerBound..<visibleEnd)
        var ascent: Int32 = 0, descent: Int32 = 0
        if range.isEmpty {
            ascent = paragraph.ascent
            descent = paragraph.descent
        } else {
            var run = runIndex(containing: range.lowerBound)
            while run < runs.count && Int(runs[run].start) < range.upperBound {
                ascent = max(ascent, runs[run].ascent)
                descent = max(descent, runs[run].descent)
                run += 1
            }
        }
        return TextLine(range: range, width: CGFloat(width) / pangoScale, ascent: CGFloat(ascent) / pangoScale,
                        descent: CGFloat(descent) / pangoScale, y: 0, visibleRange: range.lowerBound..<visibleEnd,
                        isRightToLeft: paragraph.is_rtl != 0)
    }

    /// The run holding character `index` (runs cover every character but
    /// the paragraphs' newlines).
    func runIndex(containing index: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if Int(runs[middle].start) + Int(runs[middle].count) <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
