import Foundation

extension UICollectionViewFlowLayout {
    /// The most items a flow layout lays out one by one (their sizes from
    /// the delegate's `collectionView(_:layout:sizeForItemAt:)`, or cells
    /// that size themselves), over all its sections. Each such item is asked
    /// for and its frame kept; items past this many are not laid out (nor
    /// shown), reported. Items that all take the layout's `itemSize` are
    /// laid out by arithmetic, however many there are.
    nonisolated static let maximumItemsSizedOneByOne = 1_000_000

    /// A section's sizes and spacings, from the delegate or the layout, each
    /// finite and within ±`LayoutEngine.largestMagnitude`.
    struct SectionMetrics {
        var header: CGSize, footer: CGSize
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat, itemSpacing: CGFloat
    }

    /// What the delegate (or else the layout) says of a section. A
    /// non-finite answer is reported and the layout's own value used.
    func sectionMetrics(
        _ section: Int, of collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?, problems: inout FlowProblems
    ) -> SectionMetrics {
        func answer<Value: DelegateAnswer>(_ asked: Value?, or own: Value, _ question: String, _ values: (Value) -> [CGFloat]) -> Value {
            guard let asked, asked.isImplemented else { return own }
            guard values(asked).allSatisfy(\.isFinite) else {
                problems.nonFiniteAnswers.append((question, section))
                return own
            }
            return asked
        }
        func bounded(_ value: CGFloat) -> CGFloat { CGFloat(LayoutEngine.clamped(value)) }
        func bounded(_ size: CGSize) -> CGSize { CGSize(width: bounded(size.width), height: bounded(size.height)) }
        let sizeValues: (CGSize) -> [CGFloat] = { [$0.width, $0.height] }
        let header = answer(
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section), or: headerReferenceSize,
            "referenceSizeForHeaderInSection", sizeValues)
        let footer = answer(
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section), or: footerReferenceSize,
            "referenceSizeForFooterInSection", sizeValues)
        let inset = answer(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section), or: sectionInset, "insetForSectionAt") {
            [$0.top, $0.left, $0.bottom, $0.right]
        }
        let lineSpacing = answer(
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section), or: minimumLineSpacing,
            "minimumLineSpacingForSectionAt") { [$0] }
        let itemSpacing = answer(
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section), or: minimumInteritemSpacing,
            "minimumInteritemSpacingForSectionAt") { [$0] }
        return SectionMetrics(
            header: bounded(header), footer: bounded(footer),
            inset: UIEdgeInsets(top: bounded(inset.top), left: bounded(inset.left), bottom: bounded(inset.bottom), right: bounded(inset.right)),
            lineSpacing: bounded(lineSpacing), itemSpacing: bounded(itemSpacing))
    }

    /// Where a section's lines go across the scrolling axis, and how far apart.
    struct LinePlacement {
        let axes: FlowAxes
        /// Where lines start across the scrolling axis, and the room they have.
        let lineStart: CGFloat, available: CGFloat
        let lineSpacing: CGFloat, itemSpacing: CGFloat
    }

    /// Lays out a section's items from `start` along the scrolling axis: by
    /// arithmetic when they all take the layout's size, else one by one
    /// (keeping the lines of `kept` before the one holding its item).
    func layOutItems(
        of section: Int, in collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?, from start: CGFloat,
        place: LinePlacement, keeping kept: (lines: VariedFlowLines, item: Int)?, problems: inout FlowProblems
    ) -> FlowLines {
        let count = collectionView.numberOfItems(inSection: section)
        let fallback = sizesCellsFromContent && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        func asked(_ item: Int) -> CGSize? {
            delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
        }
        let delegateSizes = count > 0 && asked(0).isImplemented
        let preferred = preferredSizes[section] ?? [:]
        if !delegateSizes, preferred.isEmpty, let lines = uniformLines(count, of: fallback, in: section, from: start, place: place, problems: &problems) {
            return .uniform(lines)
        }
        let laidOut = min(count, max(0, problems.itemBudget))
        if laidOut < count { problems.leftOut(IndexPath(item: laidOut, section: section), count: count - laidOut) }
        problems.itemBudget -= laidOut
        var sizes = [CGSize](repeating: fallback, count: laidOut)
        for item in 0..<laidOut {
            if let size = preferred[item] {
                sizes[item] = size
            } else if delegateSizes, let size = asked(item) {
                sizes[item] = size
            }
            sizes[item] = problems.usable(sizes[item], IndexPath(item: item, section: section), count: 1)
            if place.axes.across(sizes[item]) > place.available + 0.001 {
                problems.oversized(IndexPath(item: item, section: section), room: place.available, count: 1)
            }
        }
        var lines = VariedFlowLines()
        var along = start
        if let kept {
            // Lines before the one holding the first resized item stay; the rest are placed again.
            let line = max(0, kept.lines.lines.partitioningIndex { $0.firstItem > kept.item } - 1)
            if line > 0 {
                lines.items = Array(kept.lines.items[..<kept.lines.lines[line].firstItem])
                lines.lines = Array(kept.lines.lines[..<line])
                lines.fullLineGap = kept.lines.fullLineGap
                along = kept.lines.lines[line].start
            }
        }
        placeLines(of: sizes, in: &lines, from: along, place: place)
        return .varied(lines)
    }

    /// The lines of `count` items of one size, worked out once for all;
    /// nil when lines of that size would not follow one another (items or
    /// lines of no extent, or spacings that make them go back), which are
    /// laid out one by one.
    private func uniformLines(
        _ count: Int, of size: CGSize, in section: Int, from start: CGFloat, place: LinePlacement, problems: inout FlowProblems
    ) -> UniformFlowLines? {
        let axes = place.axes
        let size = problems.usable(size, IndexPath(item: 0, section: section), count: count)
        let (across, gap) = (axes.across(size), place.itemSpacing)
        guard count <= 1 || (across + gap > 0 && axes.along(size) + place.lineSpacing > 0) else { return nil }
        if count > 0, across > place.available + 0.001 { problems.oversized(IndexPath(item: 0, section: section), room: place.available, count: count) }
        // As many as fit at the minimum spacing (at least one): first by division, then settled by the same comparison as item by item.
        func used(_ items: Int) -> CGFloat { CGFloat(items) * across + CGFloat(items - 1) * gap }
        var perLine = 1
        if count > 1 {
            let estimate = ((place.available + 0.001 - across) / (across + gap)).rounded(.down) + 1
            perLine = Int(min(max(estimate, 1), CGFloat(count)))
            while perLine < count, used(perLine + 1) <= place.available + 0.001 { perLine += 1 }
            while perLine > 1, used(perLine) > place.available + 0.001 { perLine -= 1 }
        }
        // Full lines are justified (a lone item centred); the last line takes their spacing, as all items are one size.
        let justified = count > perLine && perLine > 1 ? gap + (place.available - used(perLine)) / CGFloat(perLine - 1) : nil
        return UniformFlowLines(
            axes: axes, count: count, size: size, firstLineStart: start, acrossStart: place.lineStart, lineSpacing: place.lineSpacing,
            perLine: perLine, fullLineGap: justified ?? gap, lastLineGap: justified ?? gap, loneItemInset: max(0, place.available - across) / 2)
    }

    /// Breaks a section's items into lines and places them after those `lines` holds.
    private func placeLines(of sizes: [CGSize], in lines: inout VariedFlowLines, from start: CGFloat, place: LinePlacement) {
        let axes = place.axes
        var along = start
        var uniform = true
        for size in sizes where size != sizes[0] {
            uniform = false
            break
        }
        var first = lines.items.count  // lines already placed stay; `start` is where the next begins
        lines.items.reserveCapacity(sizes.count)
        while first < sizes.count {
            // As many items as fit at the minimum spacing (always at least one).
            var end = first + 1
            var used = axes.across(sizes[first])
            while end < sizes.count, used + place.itemSpacing + axes.across(sizes[end]) <= place.available + 0.001 {
                used += place.itemSpacing + axes.across(sizes[end])
                end += 1
            }
            let line = sizes[first..<end]
            var thickness: CGFloat = 0
            for size in line { thickness = max(thickness, axes.along(size)) }
            let gap: CGFloat
            var across = place.lineStart
            if end < sizes.count, line.count > 1 {
                gap = place.itemSpacing + (place.available - used) / CGFloat(line.count - 1)  // justified
                lines.fullLineGap = lines.fullLineGap ?? gap
            } else {
                gap = uniform ? lines.fullLineGap ?? place.itemSpacing : place.itemSpacing
                // Alone in a line: centred along it, as UIKit places it, unless the
                // line is the last of several (which starts at the leading edge).
                if line.count == 1, end < sizes.count || first == 0 { across += max(0, place.available - used) / 2 }
            }
            for size in line {
                lines.items.append(axes.rect(
                    along: along + (thickness - axes.along(size)) / 2, across: across, alongLength: axes.along(size), acrossLength: axes.across(size)))
                across += axes.across(size) + gap
            }
            lines.lines.append((along, along + thickness, first))
            along += thickness
            first = end
            if first < sizes.count { along += place.lineSpacing }
        }
    }
}

/// What one preparation of a flow layout could not honour, reported once at its end.
@preconcurrency @MainActor
struct FlowProblems {
    /// Item sizes that cannot be laid out (negative or not finite): the first, and how many.
    var unusableSizes: (first: (IndexPath, CGSize), count: Int)?
    /// Items too large across for their line: the first, the room there was, and how many.
    var oversizedItems: (first: IndexPath, room: CGFloat, count: Int)?
    /// Items past ``UICollectionViewFlowLayout/maximumItemsSizedOneByOne``: the first, and how many.
    var notLaidOut: (first: IndexPath, count: Int)?
    /// How many more items may be laid out one by one.
    var itemBudget = UICollectionViewFlowLayout.maximumItemsSizedOneByOne
    /// Delegate methods that answered a number that is not finite, and the section asked about.
    var nonFiniteAnswers: [(question: String, section: Int)] = []

    /// `size` if it can be laid out, else noted (for `count` items) and taken as empty along its unusable dimensions.
    mutating func usable(_ size: CGSize, _ indexPath: IndexPath, count: Int) -> CGSize {
        guard !(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite) else {
            return CGSize(width: CGFloat(LayoutEngine.clamped(size.width)), height: CGFloat(LayoutEngine.clamped(size.height)))
        }
        unusableSizes = (unusableSizes?.first ?? (indexPath, size), (unusableSizes?.count ?? 0) + count)
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    mutating func leftOut(_ indexPath: IndexPath, count: Int) {
        notLaidOut = (notLaidOut?.first ?? indexPath, (notLaidOut?.count ?? 0) + count)
    }

    mutating func oversized(_ indexPath: IndexPath, room: CGFloat, count: Int) {
        oversizedItems = (oversizedItems?.first ?? indexPath, oversizedItems?.room ?? room, (oversizedItems?.count ?? 0) + count)
    }

    func report(for collectionView: UICollectionView, axes: FlowAxes) {
        let name = collectionView.shortDescription
        for (question, section) in nonFiniteAnswers {
            LayoutDiagnostics.report(
                .nonFiniteValue, "\(name): the delegate's collectionView(_:layout:\(question):) for section \(section) is not finite; the layout's own value is used.",
                views: [collectionView], indexPaths: [IndexPath(index: section)], identifiers: [question])
        }
        if let unusableSizes {
            let (indexPath, size) = unusableSizes.first
            LayoutDiagnostics.report(
                size.width.isFinite && size.height.isFinite ? .invalidDataSourceAnswer : .nonFiniteValue,
                "\(name): a flow layout's item sizes must be finite and not negative; \(unusableSizes.count) item(s) are not, the first being item \(indexPath.item) of section \(indexPath.section) (\(size)). Each is laid out as empty.",
                views: [collectionView], indexPaths: [indexPath])
        }
        if let oversizedItems {
            let dimension = axes.isVertical ? "width" : "height"
            let first = oversizedItems.first
            LayoutDiagnostics.report(
                .invalidDataSourceAnswer,
                "\(name): a flow layout's items must fit across the collection view less its content and section insets (a \(dimension) of \(oversizedItems.room) in section \(first.section)); \(oversizedItems.count) item(s) do not, the first being item \(first.item) of section \(first.section). Each is placed on a line of its own.",
                views: [collectionView], indexPaths: [first])
        }
        if let notLaidOut {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(name): a flow layout lays out at most \(UICollectionViewFlowLayout.maximumItemsSizedOneByOne) items sized one by one (by the delegate, or by their cells); \(notLaidOut.count) item(s) past that are not shown, the first being item \(notLaidOut.first.item) of section \(notLaidOut.first.section).",
                views: [collectionView], indexPaths: [notLaidOut.first])
        }
    }
}
