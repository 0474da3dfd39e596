import CTrellisText
import Foundation

/// Pango's own layout of a text, unchanged: what ``ShapedText`` is checked
/// against, and the peer its speed is measured against. Each call lays the
/// text out again at the width it is given, as a `PangoLayout` does when its
/// width changes.
public final class PangoLayoutReference: @unchecked Sendable {
    private let handle: OpaquePointer

    /// A Pango layout of spans of text, wrapping as `wrapping` says.
    public init?(_ spans: [TextSpan], wrapping: LineWrapping = .word) {
        let (utf8, ranges) = encode(spans)
        let made = withTextSpans(spans, ranges) { cSpans in
            FontSystem.shared.withSystem { system in
                utf8.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        tt_reference_create(system, chars.baseAddress, Int32(chars.count), cSpans.baseAddress,
                                            Int32(cSpans.count), wrapping == .character ? 1 : 0)
                    }
                }
            } ?? nil
        }
        guard let made else { return nil }
        handle = made
    }

    deinit {
        let handle = handle
        FontSystem.shared.locked { tt_reference_destroy(handle) }
    }

    /// The first character (Unicode scalar offset) of each line at `width`
    /// points (nil: no wrapping).
    public func lineStarts(width: CGFloat?) -> [Int] {
        let limit = width.map { Int32($0 * pangoScale) } ?? -1
        return FontSystem.shared.locked {
            var starts = [Int32](repeating: 0, count: 64)
            var count = Int(tt_reference_line_starts(handle, limit, &starts, Int32(starts.count)))
            if count > starts.count {
                starts = [Int32](repeating: 0, count: count)
                count = Int(tt_reference_line_starts(handle, limit, &starts, Int32(count)))
            }
            return starts.prefix(count).map(Int.init)
        }
    }

    /// Pango's logical size of the text at `width` points (nil: no wrapping).
    public func size(width: CGFloat?) -> CGSize {
        let limit = width.map { Int32($0 * pangoScale) } ?? -1
        var w: Int32 = 0, h: Int32 = 0
        FontSystem.shared.locked { tt_reference_measure(handle, limit, &w, &h) }
        return CGSize(width: CGFloat(w) / pangoScale, height: CGFloat(h) / pangoScale)
    }
}
