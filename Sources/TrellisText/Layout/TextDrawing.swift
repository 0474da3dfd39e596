import CTrellisText
import Foundation

extension ShapedText {
    /// Where a line ends when it must fit `width` points with an ellipsis
    /// after it: its longest start (ending between grapheme clusters,
    /// trailing white space dropped) that leaves room for `ellipsisWidth`.
    /// A line that fits whole is kept whole unless `always` asks for the
    /// ellipsis anyway (lines were left out after it).
    public func truncatedEnd(of line: TextLine, toFit width: CGFloat, ellipsisWidth: CGFloat, always: Bool) -> (end: Int, ellipsis: Bool) {
        let needed = line.width + (always ? ellipsisWidth : 0)
        guard needed > width + 0.001 else { return (line.range.upperBound, always) }
        let room = Int64(max(0, width - ellipsisWidth) * pangoScale)
        var end = line.range.lowerBound
        var index = line.range.lowerBound
        while index < line.range.upperBound {
            index += 1
            guard index == count || flags[index] & UInt8(TT_BREAK_CHAR) != 0 else { continue }
            if advances(line.range.lowerBound..<index) > room { break }
            end = index
        }
        while end > line.range.lowerBound && flags[end - 1] & UInt8(TT_WHITE) != 0 { end -= 1 }
        return (end, true)
    }
}

/// Draws text with Pango on Cairo: the drawing side of the same shaping
/// that measured it.
public enum TextRenderer {
    /// Draws `spans` as one line (a laid-out line's text), its baseline
    /// starting at `origin`, on a Cairo context (`cairo_t *`).
    public static func drawLine(_ spans: [TextSpan], at origin: CGPoint, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat,
                                in cairo: OpaquePointer) {
        guard !spans.isEmpty else { return }
        let (utf8, ranges) = encode(spans)
        withTextSpans(spans, ranges) { cSpans in
            _ = FontSystem.shared.withSystem { system in
                utf8.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        tt_draw_line(system, UnsafeMutableRawPointer(cairo), chars.baseAddress, Int32(chars.count), cSpans.baseAddress,
                                     Int32(cSpans.count), Double(origin.x), Double(origin.y), Double(red), Double(green), Double(blue),
                                     Double(alpha))
                    }
                }
            }
        }
    }
}

extension Array where Element == TextSpan {
    /// The spans cut to the Unicode scalars `range` of their text together.
    public func slice(_ range: Range<Int>) -> [TextSpan] {
        var result: [TextSpan] = []
        var start = 0
        for span in self {
            let scalars = span.text.unicodeScalars
            let end = start + scalars.count
            let low = Swift.max(range.lowerBound, start), high = Swift.min(range.upperBound, end)
            if low < high {
                var piece = span
                let from = scalars.index(scalars.startIndex, offsetBy: low - start)
                let to = scalars.index(from, offsetBy: high - low)
                piece.text = String(scalars[from..<to])
                result.append(piece)
            }
            start = end
        }
        return result
    }
}
