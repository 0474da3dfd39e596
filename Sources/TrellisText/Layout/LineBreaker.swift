import CTrellisText

/// Breaks a paragraph of shaped text into lines the way Pango's layout does
/// (`process_line` and `process_item` of Pango 1.50), from the advances kept
/// at shaping time instead of shaping again.
///
/// Pango fills a line run by run. A run that fits is taken whole; the first
/// that does not is broken at its last break opportunity that fits (white
/// space at the break does not count), or, when the run has none, the line
/// backs up to the last run that had one. A line that has no break that fits
/// takes at least one character; in word wrapping, a word wider than the
/// line is broken between grapheme clusters. Where Pango measures a
/// candidate line by shaping its last piece again (kerning and ligatures
/// across the break go away), the sum of the advances stands in for it,
/// unless the two could lead to different breaks: then the piece is shaped
/// exactly as Pango shapes it, once, and remembered.
struct LineBreaker {
    let text: ShapedText
    /// The line width in Pango units; nil: no wrapping.
    let width: Int32?
    let wrapping: LineWrapping

    private enum Fit {
        /// The whole run went on the line.
        case all
        /// Nothing went on the line, and the line may end before the run.
        case empty
        /// The line ends after this many characters of the run.
        case some(Int)
        /// Nothing fits: back up to the last run with a break.
        case none
        /// The run is a line separator: the line ends after it.
        case lineSeparator
    }

    /// The end of the line that starts at `lineStart` in a paragraph ending
    /// at `paragraphEnd`: the start of the next line.
    func nextLineEnd(from lineStart: Int, paragraphEnd: Int) -> Int {
        var remaining = Int64(width ?? -1)
        var hasRuns = false
        var haveBreak = false
        var breakRemaining: Int64 = 0
        var breakStart = lineStart
        var position = lineStart
        var run = text.runIndex(containing: lineStart)
        while position < paragraphEnd, run < text.runs.count {
            let itemEnd = min(runEnd(run), paragraphEnd)
            let before = remaining
            let first = !hasRuns
            switch fit(run, position, itemEnd, &remaining, hasRuns: hasRuns, forceFit: !haveBreak, noBreakAtEnd: false,
                       isLast: itemEnd == paragraphEnd) {
            case .all:
                if text.runs[run].is_tab == 0 && canBreak(in: position..<itemEnd, atStart: !first) {
                    haveBreak = true
                    breakRemaining = before
                    breakStart = position
                }
                position = itemEnd
                run += 1
                hasRuns = true
            case .empty:
                return position
            case .some(let count):
                return position + count
            case .lineSeparator:
                return itemEnd
            case .none:
                // Take back the runs after the last one with a break, and break it.
                position = breakStart
                remaining = breakRemaining
                run = text.runIndex(containing: position)
                let end = min(runEnd(run), paragraphEnd)
                switch fit(run, position, end, &remaining, hasRuns: position > lineStart, forceFit: true, noBreakAtEnd: true,
                           isLast: end == paragraphEnd) {
                case .some(let count): return position + count
                case .empty: return position
                // Pango asserts this cannot happen; it can, where a line break
                // falls inside a grapheme cluster (odd control characters).
                // The line then ends after the run.
                default: return end
                }
            }
        }
        return paragraphEnd
    }

    private func runEnd(_ run: Int) -> Int { Int(text.runs[run].start) + Int(text.runs[run].count) }

    private func canBreak(at offset: Int, _ mode: LineWrapping) -> Bool {
        if offset == text.count { return true }
        return text.flags[offset] & UInt8(mode == .character ? TT_BREAK_CHAR : TT_BREAK_LINE) != 0
    }

    private func canBreak(in range: Range<Int>, atStart: Bool) -> Bool {
        var offset = atStart ? range.lowerBound : range.lowerBound + 1
        while offset < range.upperBound {
            if canBreak(at: offset, wrapping) { return true }
            offset += 1
        }
        return false
    }

    private func isWhite(_ offset: Int) -> Bool { text.flags[offset] & UInt8(TT_WHITE) != 0 }

    /// What breaking at `offset` adds to a line ending there: minus the
    /// white space the break leaves at the end of the line.
    private func breakExtraWidth(at offset: Int, itemStart: Int) -> Int64 {
        if offset > itemStart && isWhite(offset - 1) { return -Int64(text.logWidths[offset - 1]) }
        return 0
    }

    /// The width of `start..<end` of `run` shaped on its own, as a line
    /// ending at `end` holds it (kerning and ligatures across `end` gone).
    private func exactWidth(_ run: Int, _ start: Int, _ end: Int) -> Int64 {
        if start == Int(text.runs[run].start) && end == runEnd(run) { return Int64(text.runs[run].width) }
        return Int64(text.pieceWidth(run: run, start: start, end: end))
    }

    /// The width of `start..<end` of `run` as Pango would shape it, from the
    /// sum of its advances when that cannot decide differently against
    /// `limit`: the exact width when the two are close, when the piece ends
    /// inside a glyph cluster (a conjunct, a ligature: there the advances are
    /// only shares), or when it is a whole run (known exactly).
    private func shapedWidth(_ run: Int, _ start: Int, _ end: Int, sum: Int64, extra: Int64, limit: Int64) -> (width: Int64, isExact: Bool) {
        let whole = start == Int(text.runs[run].start) && end == runEnd(run)
        let splitsCluster = end < text.count && text.flags[end] & UInt8(TT_CLUSTER_START) == 0
        guard whole || splitsCluster || isClose(run, sum + extra, limit) else { return (sum, false) }
        return (exactWidth(run, start, end), true)
    }

    /// Whether two widths are so close that shaping a piece again (kerning
    /// and ligatures at its end) could order them differently.
    private func isClose(_ run: Int, _ a: Int64, _ b: Int64) -> Bool {
        abs(a - b) <= Int64(text.runs[run].approximate_char_width) / 2 + 1
    }

    /// Puts as much of `start..<end` (part of `run`) on the line as fits.
    private func fit(_ run: Int, _ start: Int, _ end: Int, _ remaining: inout Int64, hasRuns: Bool, forceFit: Bool,
                     noBreakAtEnd: Bool, isLast: Bool) -> Fit {
        let info = text.runs[run]
        let count = end - start
        let isWhole = start == Int(info.start)
        if info.is_line_separator != 0 && isWhole { return .lineSeparator }
        if remaining < 0 && !noBreakAtEnd { return .all }

        var width = isWhole ? Int64(info.width) : text.advances(start..<end)
        if info.is_tab != 0 {
            remaining = max(remaining - width, 0)
            return .all
        }

        var extra: Int64 = 0
        if !noBreakAtEnd && canBreak(at: end, wrapping) { extra = breakExtraWidth(at: end, itemStart: start) }

        if (width + extra <= remaining || (count == 1 && !hasRuns)) && !noBreakAtEnd {
            // A run continued from the line before loses, shaped on its own,
            // what its first character shared with the last one there: in
            // right-to-left text the kerning sits in the first character's
            // advance, and a split cluster is shaped anew. What it takes from
            // the line is then its shaped width.
            let startDiffers = !isWhole && (info.is_rtl != 0 || text.flags[start] & UInt8(TT_CLUSTER_START) == 0)
            width = startDiffers ? exactWidth(run, start, end) : shapedWidth(run, start, end, sum: width, extra: extra, limit: remaining).width
            if width + extra <= remaining || (count == 1 && !hasRuns) {
                remaining = max(remaining - width, 0)
                return .all
            }
        }

        let originalWidth = width, originalExtra = extra
        var breakCount = count, breakWidth = width, breakExtra = extra
        // Whether breakWidth is what Pango has (a sum of advances where Pango
        // sums them too, a shaped width where it shapes).
        var breakIsExact = true
        let safeDistance = Int64(info.approximate_char_width) * 3
        var mode = wrapping
        var retried = false
        while true {
            var sum: Int64 = 0
            let last = noBreakAtEnd ? count - 1 : count
            var chars = 0
            while chars <= last {
                let extraHere = breakExtraWidth(at: start + chars, itemStart: start)
                // Past the room left, no later break can fit: stop once one is
                // found, and in word wrapping also when none was, since then
                // the line is broken between clusters instead (a run without
                // a word break, such as thousands of U+FFFD, scanned whole for
                // every line it filled was quadratic).
                if min(sum + extraHere, sum) > remaining + safeDistance && (breakCount < count || (mode == .word && forceFit && !retried)) {
                    break
                }
                if canBreak(at: start + chars, mode) && (chars > 0 || hasRuns) {
                    if chars == 0 || sum + extraHere < remaining - safeDistance {
                        breakCount = chars
                        breakWidth = sum
                        breakExtra = extraHere
                        breakIsExact = true
                    } else {
                        var pieceExtra: Int64 = 0
                        if chars > 0 && (chars < count || !isLast) && isWhite(start + chars - 1) {
                            pieceExtra = -Int64(text.logWidths[start + chars - 1])
                        }
                        let end = start + chars
                        var (piece, pieceIsExact) = shapedWidth(run, start, end, sum: chars == count ? originalWidth : sum,
                                                                extra: pieceExtra, limit: remaining)
                        if breakCount != count && isClose(run, piece + pieceExtra, breakWidth + breakExtra) {
                            // Close to the candidate so far: compare them as Pango does, both shaped.
                            if !pieceIsExact { (piece, pieceIsExact) = (exactWidth(run, start, end), true) }
                            if !breakIsExact { (breakWidth, breakIsExact) = (exactWidth(run, start, start + breakCount), true) }
                        }
                        if breakCount == count || piece + pieceExtra <= remaining || piece + pieceExtra < breakWidth + breakExtra {
                            breakCount = chars
                            breakWidth = piece
                            breakExtra = pieceExtra
                            breakIsExact = pieceIsExact
                        }
                    }
                }
                if chars < count { sum += Int64(text.logWidths[start + chars]) }
                chars += 1
            }
            if mode == .word && forceFit && !retried && breakWidth + breakExtra > remaining {
                // Nothing fits at word boundaries: try again between grapheme clusters.
                mode = .character
                retried = true
                breakCount = count
                breakWidth = originalWidth
                breakExtra = originalExtra
                breakIsExact = true
                continue
            }
            break
        }

        guard forceFit || breakWidth + breakExtra <= remaining else { return .none }
        if remaining >= 0 { remaining = max(remaining - (breakWidth + breakExtra), 0) }
        if breakCount == count { return .all }
        if breakCount == 0 { return .empty }
        return .some(breakCount)
    }
}
