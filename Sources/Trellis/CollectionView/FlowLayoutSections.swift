import Foundation

/// One section of a flow layout as `prepare()` leaves it: its header and
/// footer, its extent along the scrolling axis, and its items' lines.
struct FlowSection {
    var header: CGRect?
    var footer: CGRect?
    /// The whole section along the scrolling axis, header and footer included.
    var start: CGFloat = 0, end: CGFloat = 0
    var lines: FlowLines = .varied(VariedFlowLines())
}

/// A section's items in lines: worked out by arithmetic when every item has
/// the same size (nothing is stored per item, whatever the count), else
/// item by item.
enum FlowLines {
    case uniform(UniformFlowLines)
    case varied(VariedFlowLines)

    /// How many items the lines hold.
    var itemCount: Int {
        switch self {
        case let .uniform(lines): lines.count
        case let .varied(lines): lines.items.count
        }
    }

    /// How many item frames are stored (none for uniform lines).
    var storedFrameCount: Int {
        switch self {
        case .uniform: 0
        case let .varied(lines): lines.items.count
        }
    }

    /// Where the lines end along the scrolling axis.
    var end: CGFloat? {
        switch self {
        case let .uniform(lines): lines.count > 0 ? lines.lineStart(lines.lineCount - 1) + lines.thickness : nil
        case let .varied(lines): lines.lines.last?.end
        }
    }

    /// An item's frame, laid out left to right.
    func frame(ofItem item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        switch self {
        case let .uniform(lines): return lines.frame(ofItem: item)
        case let .varied(lines): return lines.items[item]
        }
    }

    /// Calls `body` with each item (and its frame) of the lines that reach
    /// from `low` to `high` along the scrolling axis, in order.
    func forEachItem(inLinesFrom low: CGFloat, to high: CGFloat, _ body: (Int, CGRect) -> Void) {
        switch self {
        case let .uniform(lines):
            for line in lines.lines(from: low, to: high) {
                for item in line * lines.perLine..<min(lines.count, (line + 1) * lines.perLine) { body(item, lines.frame(ofItem: item)) }
            }
        case let .varied(lines):
            var line = lines.lines.partitioningIndex { $0.end >= low }
            while line < lines.lines.count, lines.lines[line].start <= high {
                let end = line + 1 < lines.lines.count ? lines.lines[line + 1].firstItem : lines.items.count
                for item in lines.lines[line].firstItem..<end { body(item, lines.items[item]) }
                line += 1
            }
        }
    }
}

/// The lines of a section whose items all have one size: full lines of
/// `perLine` items justified alike, the last line with what is left. An
/// item's frame is a product of its line and its place in the line.
struct UniformFlowLines {
    let axes: FlowAxes
    /// How many items.
    let count: Int
    /// Every item's size.
    let size: CGSize
    /// Where the first line starts along the scrolling axis, and where lines start across it.
    let firstLineStart: CGFloat, acrossStart: CGFloat
    /// The space between lines.
    let lineSpacing: CGFloat
    /// How many items a line holds (at least one).
    let perLine: Int
    /// The space between the items of full lines (justified), and of the last line.
    let fullLineGap: CGFloat, lastLineGap: CGFloat
    /// How far an item alone in a line is moved in to be centred along it, as
    /// UIKit centres it (but in the last line of several).
    let loneItemInset: CGFloat

    var lineCount: Int { (count + perLine - 1) / perLine }
    var thickness: CGFloat { axes.along(size) }
    /// The distance from one line's start to the next one's (positive, or the lines would not be in order).
    var pitch: CGFloat { thickness + lineSpacing }

    func lineStart(_ line: Int) -> CGFloat { firstLineStart + CGFloat(line) * pitch }

    func frame(ofItem item: Int) -> CGRect {
        let line = item / perLine
        let isLast = line == lineCount - 1
        let gap = isLast ? lastLineGap : fullLineGap
        var across = acrossStart + CGFloat(item - line * perLine) * (axes.across(size) + gap)
        if perLine == 1, !isLast || lineCount == 1 { across += loneItemInset }
        return axes.rect(along: lineStart(line), across: across, alongLength: thickness, acrossLength: axes.across(size))
    }

    /// The lines that reach from `low` to `high` (a line's end at `low` or its start at `high` counts).
    func lines(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard count > 0, low.isFinite, high.isFinite else { return 0..<0 }
        // (Lines follow one another, `pitch` > 0, whenever there are two or more.)
        guard lineCount > 1 else { return lineStart(0) + thickness >= low && lineStart(0) <= high ? 0..<1 : 0..<0 }
        // Estimated by division, then settled by the same comparisons a search over stored lines makes.
        func line(at position: CGFloat) -> Int { Int(min(max((position / pitch).rounded(.down), 0), CGFloat(lineCount))) }
        var first = line(at: low - firstLineStart - thickness)
        while first > 0, lineStart(first - 1) + thickness >= low { first -= 1 }
        while first < lineCount, lineStart(first) + thickness < low { first += 1 }
        var end = max(line(at: high - firstLineStart), first)
        while end > first, lineStart(end - 1) > high { end -= 1 }
        while end < lineCount, lineStart(end) <= high { end += 1 }
        return first..<end
    }
}

/// The lines of a section whose items differ in size, each item's frame stored.
struct VariedFlowLines {
    var items: [CGRect] = []
    /// Each line's extent along the scrolling axis and its first item.
    var lines: [(start: CGFloat, end: CGFloat, firstItem: Int)] = []
    /// The spacing of the first justified line, if any (a uniform last line takes it).
    var fullLineGap: CGFloat?
}

/// The two axes of a flow layout: lines advance along the scrolling axis;
/// items follow one another across it.
struct FlowAxes {
    let isVertical: Bool
    init(vertical: Bool) { isVertical = vertical }

    func along(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func alongMin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
    func alongMax(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
    func alongStart(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
    func alongEnd(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
    func acrossStart(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
    func acrossEnd(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func rect(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: across, y: along, width: acrossLength, height: alongLength)
            : CGRect(x: along, y: across, width: alongLength, height: acrossLength)
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondPart`, for an
    /// array in which every element that does comes after every one that does not.
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
