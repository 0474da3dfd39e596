import Foundation

/// One section's items as a compositional layout's `prepare()` leaves
/// them: a group of fixed and fractional sizes repeats identically, so one
/// repetition is kept and the others found by arithmetic; a group with
/// estimated sizes differs from one repetition to the next, so each item's
/// frame is kept.
enum CompositionalItems {
    case repeating(RepeatingGroup)
    case itemByItem(PlacedItems)

    static let none = CompositionalItems.itemByItem(PlacedItems())

    /// How many item frames are stored.
    var storedFrameCount: Int {
        switch self {
        case let .repeating(group): group.template.count
        case let .itemByItem(items): items.frames.count
        }
    }

    func frame(ofItem item: Int) -> CGRect? {
        switch self {
        case let .repeating(group): return item >= 0 && item < group.count ? group.frame(ofItem: item) : nil
        case let .itemByItem(items): return items.frames.indices.contains(item) ? items.frames[item] : nil
        }
    }

    /// Which dimensions of an item its cell sizes itself along (width, height).
    func estimatedAxes(ofItem item: Int) -> (Bool, Bool)? {
        guard case let .itemByItem(items) = self, items.estimated.indices.contains(item) else { return nil }
        return items.estimated[item]
    }

    /// Calls `body` with each item (and its frame) of the repetitions of the
    /// group that reach from `low` to `high` down the section.
    func forEachItem(inGroupsFrom low: CGFloat, to high: CGFloat, _ body: (Int, CGRect) -> Void) {
        switch self {
        case let .repeating(group):
            for repetition in group.repetitions(from: low, to: high) {
                let first = repetition * group.template.count
                for item in first..<min(group.count, first + group.template.count) { body(item, group.frame(ofItem: item)) }
            }
        case let .itemByItem(items):
            var group = items.spans.partitioningIndex { $0.end >= low }
            while group < items.spans.count, items.spans[group].start <= high {
                let end = group + 1 < items.spans.count ? items.spans[group + 1].firstItem : items.frames.count
                for item in items.spans[group].firstItem..<end { body(item, items.frames[item]) }
                group += 1
            }
        }
    }

    /// The same items mirrored across a container `width` wide (right to left).
    func mirrored(across width: CGFloat) -> CompositionalItems {
        func mirror(_ frame: CGRect) -> CGRect { CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) }
        switch self {
        case var .repeating(group):
            group.template = group.template.map(mirror)
            return .repeating(group)
        case var .itemByItem(items):
            items.frames = items.frames.map(mirror)
            return .itemByItem(items)
        }
    }
}

/// A section's group repeated down the section, every repetition alike:
/// repetition `r` holds items `r * template.count ..<` and lies
/// `r * (height + spacing)` below the first.
struct RepeatingGroup {
    /// How many items the section has.
    let count: Int
    /// The first repetition's item frames.
    var template: [CGRect]
    /// Where the first repetition starts, its height, and the space between repetitions.
    let start: CGFloat, height: CGFloat, spacing: CGFloat

    var repetitionCount: Int { template.isEmpty ? 0 : (count + template.count - 1) / template.count }

    /// Where the last repetition ends.
    var end: CGFloat { repetitionCount == 0 ? start : start + CGFloat(repetitionCount - 1) * (height + spacing) + height }

    func frame(ofItem item: Int) -> CGRect {
        let repetition = item / template.count
        return template[item - repetition * template.count].offsetBy(dx: 0, dy: CGFloat(repetition) * (height + spacing))
    }

    /// The repetitions that reach from `low` to `high` (one ending at `low` or starting at `high` counts).
    func repetitions(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        let total = repetitionCount
        guard total > 0, low.isFinite, high.isFinite else { return 0..<0 }
        let pitch = height + spacing
        func top(_ repetition: Int) -> CGFloat { start + CGFloat(repetition) * pitch }
        guard pitch > 0 else { return top(0) + height >= low && top(0) <= high ? 0..<total : 0..<0 }
        func repetition(at position: CGFloat) -> Int { Int(min(max((position / pitch).rounded(.down), 0), CGFloat(total))) }
        // Estimated by division, then settled by the comparisons a search over stored repetitions makes.
        var first = repetition(at: low - start - height)
        while first > 0, top(first - 1) + height >= low { first -= 1 }
        while first < total, top(first) + height < low { first += 1 }
        var end = max(repetition(at: high - start), first)
        while end > first, top(end - 1) > high { end -= 1 }
        while end < total, top(end) <= high { end += 1 }
        return first..<end
    }
}

/// Items placed one by one: their frames, the repetitions of the group
/// (where each starts and ends down the section, and its first item), and
/// which dimensions of each item are estimated.
struct PlacedItems {
    var frames: [CGRect] = []
    var spans: [(start: CGFloat, end: CGFloat, firstItem: Int)] = []
    var estimated: [(Bool, Bool)] = []
}

extension NSCollectionLayoutItem {
    /// Whether the item, or anything in it, has an estimated dimension.
    var hasEstimatedDimension: Bool {
        if layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated { return true }
        guard let group = self as? NSCollectionLayoutGroup else { return false }
        return group.subitems.contains { $0.hasEstimatedDimension }
    }

    /// How many items one placement of it holds (at most `limit`).
    func leafCount(upTo limit: Int) -> Int {
        guard let group = self as? NSCollectionLayoutGroup else { return 1 }
        if let repeats = group.repeatCount {
            let each = group.subitems.first?.leafCount(upTo: limit) ?? 0
            return each == 0 ? 0 : min(limit, repeats.multipliedReportingOverflow(by: each).overflow ? limit : repeats * each)
        }
        var total = 0
        for subitem in group.subitems where total < limit { total = min(limit, total + subitem.leafCount(upTo: limit)) }
        return total
    }
}

/// One section as a compositional layout's `prepare()` leaves it: its
/// items, the frame it covers (headers, insets and footers included), its
/// decorations and, scrolling orthogonally, its scroller's geometry.
@MainActor
struct PreparedSection {
    var items = CompositionalItems.none
    /// Whether its groups go across (x) rather than down (y): a horizontal
    /// layout's sections and sections that scroll orthogonally.
    var groupsAlongX = false
    var frame = CGRect.zero
    var orthogonal: OrthogonalSection?
    var decorations: [PlacedDecoration] = []
    /// Right to left, for groups that go across: the width the items are
    /// mirrored across when asked for (they are kept left to right, in
    /// order, for the search over them).
    var mirrorWidth: CGFloat?
    var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    init() {}

    init(_ section: NSCollectionLayoutSection) {
        visibleItemsHandler = section.visibleItemsInvalidationHandler
    }

    func frame(ofItem item: Int) -> CGRect? {
        items.frame(ofItem: item).map(mirrored)
    }

    /// Calls `body` with each item (and its frame) of the groups that reach
    /// from `low` to `high` along the way they go.
    func forEachItem(inGroupsFrom low: CGFloat, to high: CGFloat, _ body: (Int, CGRect) -> Void) {
        guard let mirrorWidth else { return items.forEachItem(inGroupsFrom: low, to: high, body) }
        items.forEachItem(inGroupsFrom: mirrorWidth - high, to: mirrorWidth - low) { body($0, mirrored($1)) }
    }

    private func mirrored(_ frame: CGRect) -> CGRect {
        guard let mirrorWidth else { return frame }
        return CGRect(x: mirrorWidth - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

/// A header or footer where `prepare()` placed it, and whether it pins.
struct PlacedBoundary {
    var frame: CGRect
    let pinned: Bool
    let isHeader: Bool
    let zIndex: Int
    /// Its section (nil: the whole layout's).
    let section: Int?
}

/// A decoration view where `prepare()` placed it.
struct PlacedDecoration {
    let kind: String
    var frame: CGRect
    let zIndex: Int
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// Whether it goes before the section's groups (top aligned) rather than after.
    var isHeader: Bool { [.top, .topLeading, .topTrailing, .leading, .none].contains(alignment) }

    /// Its height in `content` (an estimate until its view says).
    func resolvedHeight(in content: CGSize) -> CGFloat { layoutSize.heightDimension.resolved(in: content) }
}

extension NSDirectionalEdgeInsets {
    /// The insets with anything not finite taken as 0.
    var finite: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top.finiteOrZero, leading: leading.finiteOrZero, bottom: bottom.finiteOrZero, trailing: trailing.finiteOrZero)
    }
}

extension CGFloat {
    /// The value, or 0 if it is not finite.
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}

extension NSCollectionLayoutDimension {
    /// Whether a layout can use it: finite, not negative, and an estimate above 0.
    var isUsable: Bool { dimension.isFinite && dimension >= 0 && (kind != .estimated || dimension > 0) }
}

extension NSCollectionLayoutItem {
    /// Whether its dimensions, and all its subitems', are usable.
    var hasUsableDimensions: Bool {
        guard layoutSize.widthDimension.isUsable, layoutSize.heightDimension.isUsable else { return false }
        guard let group = self as? NSCollectionLayoutGroup else { return true }
        return group.subitems.allSatisfy(\.hasUsableDimensions)
    }
}
