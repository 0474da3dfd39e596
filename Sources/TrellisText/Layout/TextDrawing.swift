import CTrellisText
import Foundation

/// Where an ellipsis replaces text that does not fit a line.
public enum TruncationPosition: Sendable {
    /// The end of the line goes.
    case tail
    /// The start of the line goes.
    case head
    /// The middle of the line goes.
    case middle
}

extension ShapedText {
    /// The parts of a line kept when it must fit `width` points with an
    /// ellipsis (`ellipsisWidth` wide) at `position`: the text before the
    /// ellipsis and the text after it (either may be empty), cut between
    /// grapheme clusters, white space next to the ellipsis dropped. A line
    /// that fits is kept whole, without an ellipsis, unless `always` asks
    /// for one (lines were left out after it).
    public func truncation(of line: TextLine, toFit width: CGFloat, ellipsisWidth: CGFloat, at position: TruncationPosition,
                           always: Bool) -> (before: Range<Int>, after: Range<Int>, ellipsis: Bool) {
        let range = line.range
        guard line.width + (always ? ellipsisWidth : 0) > width + 0.001 else { return (range, range.upperBound..<range.upperBound, always) }
        let room = Int64(max(0, width - ellipsisWidth) * pangoScale)
        func isBoundary(_ index: Int) -> Bool { index == count || flags[index] & UInt8(TT_BREAK_CHAR) != 0 }
        func isWhite(_ index: Int) -> Bool { flags[index] & UInt8(TT_WHITE) != 0 }
        // The longest start of the line within `budget`, and the longest end.
        func longestStart(within budget: Int64) -> Int {
            var end = range.lowerBound
            var index = range.lowerBound + 1
            while index <= range.upperBound {
                if isBoundary(index) {
                    if advances(range.lowerBound..<index) > budget { break }
                    end = index
                }
                index += 1
            }
            while end > range.lowerBound && isWhite(end - 1) { end -= 1 }
            return end
        }
        func longestEnd(within budget: Int64) -> Int {
            var start = range.upperBound
            var index = range.upperBound - 1
            while index >= range.lowerBound {
                if index == range.lowerBound || isBoundary(index) {
                    if advances(index..<range.upperBound) > budget { break }
                    start = index
                }
                index -= 1
            }
            while start < range.upperBound && isWhite(start) { start += 1 }
            return start
        }
        switch position {
        case .tail:
            return (range.lowerBound..<longestStart(within: room), range.upperBound..<range.upperBound, true)
        case .head:
            return (range.lowerBound..<range.lowerBound, longestEnd(within: room)..<range.upperBound, true)
        case .middle:
            let end = longestStart(within: room / 2)
            let start = max(end, longestEnd(within: room - advances(range.lowerBound..<end)))
            return (range.lowerBound..<end, start..<range.upperBound, true)
        }
    }
}

/// Draws text with Pango on Cairo: the drawing side of the same shaping
/// that measured it.
public enum TextRenderer {
    /// Draws `spans` as one line (a laid-out line's text), its baseline
    /// starting at `origin`, on a Cairo context (`cairo_t *`). The text
    /// reaches Cairo as it reached Pango when it was measured (see
    /// `encode`). Glyphs over 4,096 device pixels per em are filled as
    /// outlines (colour emoji, which have none, are left out); over 60,000
    /// (FreeType's limit is 65,535) the whole line is left out. False when
    /// anything was left out.
    @discardableResult
    public static func drawLine(_ spans: [TextSpan], at origin: CGPoint, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat,
                                in cairo: OpaquePointer) -> Bool {
        guard !spans.isEmpty else { return true }
        guard origin.x.isFinite, origin.y.isFinite else { return false }
        let (utf8, ranges) = encode(spans)
        return withTextSpans(spans, ranges) { cSpans in
            FontSystem.shared.withSystem { system in
                utf8.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        tt_draw_line(system, UnsafeMutableRawPointer(cairo), chars.baseAddress, Int32(chars.count), cSpans.baseAddress,
                                     Int32(cSpans.count), Double(origin.x), Double(origin.y), Double(red), Double(green), Double(blue),
                                     Double(alpha))
                    }
                }
            } == 1
        }
    }
}

extension Array where Element == TextSpan {
    /// The spans cut to the Unicode scalars `range` of their text together.
    /// (To cut the same spans many times, as a label does for its lines,
    /// make one ``TextSpanSlicer`` and slice with it.)
    public func slice(_ range: Range<Int>) -> [TextSpan] {
        TextSpanSlicer(self).slice(range)
    }
}

/// Cuts the same spans at many scalar ranges (a label's lines).
///
/// Finding a line's scalars from the start of a long string each time made
/// drawing quadratic (a minute for 100,000 characters); a slicer indexes
/// each span's scalars once (see `ScalarIndexes`), so each slice costs
/// about its own length.
public struct TextSpanSlicer: Sendable {
    private let spans: [TextSpan]
    private let indexes: [ScalarIndexes]

    /// A slicer of `spans`.
    public init(_ spans: [TextSpan]) {
        self.spans = spans
        indexes = spans.map { ScalarIndexes.of($0.text) }
    }

    /// The spans cut to the Unicode scalars `range` of their text together.
    public func slice(_ range: Range<Int>) -> [TextSpan] {
        var result: [TextSpan] = []
        var start = 0
        for (span, indexes) in zip(spans, indexes) {
            guard start < range.upperBound else { break }
            let end = start + indexes.count
            let low = Swift.max(range.lowerBound, start), high = Swift.min(range.upperBound, end)
            if low < high {
                var piece = span
                let from = indexes.index(at: low - start), to = indexes.index(at: high - start)
                piece.text = String(span.text.unicodeScalars[from..<to])
                result.append(piece)
            }
            start = end
        }
        return result
    }
}

/// The scalar count of a text and, for a long one, the index of every
/// 256th scalar: positions by scalar offset in (about) constant time.
struct ScalarIndexes: @unchecked Sendable {
    let text: String
    let count: Int
    private let checkpoints: [String.Index]
    private static let spacing = 256

    private init(_ text: String) {
        self.text = text
        let scalars = text.unicodeScalars
        var checkpoints: [String.Index] = []
        var count = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if count % Self.spacing == 0 { checkpoints.append(index) }
            scalars.formIndex(after: &index)
            count += 1
        }
        self.count = count
        self.checkpoints = checkpoints
    }

    /// The index of scalar `offset` (`0...count`).
    func index(at offset: Int) -> String.Index {
        let scalars = text.unicodeScalars
        guard offset < count else { return scalars.endIndex }
        guard !checkpoints.isEmpty else { return scalars.index(scalars.startIndex, offsetBy: offset) }
        return scalars.index(checkpoints[offset / Self.spacing], offsetBy: offset % Self.spacing)
    }

    /// The indexes of `text`: short texts are counted directly; long ones get checkpoints.
    static func of(_ text: String) -> ScalarIndexes {
        text.utf8.count > 4_096 ? ScalarIndexes(text) : ScalarIndexes(short: text)
    }

    private init(short text: String) {
        self.text = text
        count = text.unicodeScalars.count
        checkpoints = []
    }
}
