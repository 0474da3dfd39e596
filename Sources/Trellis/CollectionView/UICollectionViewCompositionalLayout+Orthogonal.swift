import Foundation

extension UICollectionViewCompositionalLayout {
    /// Lays out a section's groups side by side from its leading inset (a
    /// group centred in the container first, when paging centred), each
    /// sized in the section's content; returns the section's height there,
    /// its tallest group's.
    func layOutOrthogonally(
        _ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, top: CGFloat, in container: CGSize, tally: inout Tally,
        into prepared: inout PreparedSection
    ) -> CGFloat {
        let insets = layoutSection.contentInsets.finite
        let content = CGSize(width: max(0, container.width - insets.leading - insets.trailing), height: container.height)
        let spacing = layoutSection.interGroupSpacing.finiteOrZero
        let laidOut = tally.take(count, section: section)
        var placed = PlacedItems()
        var x = insets.leading, tallest: CGFloat = 0
        var next = 0
        while next < laidOut {
            let before = next
            let size = place(layoutSection.group, at: CGPoint(x: x, y: top), in: content, section: section,
                             count: min(laidOut, before + Self.maximumItemsPerRepetition), next: &next, into: &placed)
            placed.spans.append((x, x + size.width, before))
            tallest = max(tallest, size.height)
            x += size.width
            guard next > before else { break }  // a group without items would repeat for ever
            if next < laidOut { x += spacing }
        }
        var trailing = insets.trailing
        if layoutSection.orthogonalScrollingBehavior == .groupPagingCentered, let first = placed.spans.first, let last = placed.spans.last {
            // The first group rests centred at offset 0, the last centred at the end.
            let shift = (container.width - (first.end - first.start)) / 2 - first.start
            placed.frames = placed.frames.map { $0.offsetBy(dx: shift, dy: 0) }
            placed.spans = placed.spans.map { ($0.start + shift, $0.end + shift, $0.firstItem) }
            x += shift
            trailing = max(0, (container.width - (last.end - last.start)) / 2)
        }
        prepared.items = .itemByItem(placed)
        prepared.groupsAlongX = true
        prepared.orthogonal = OrthogonalSection(
            behavior: layoutSection.orthogonalScrollingBehavior, frame: CGRect(x: 0, y: top, width: container.width, height: tallest),
            contentWidth: max(x + trailing, container.width), groups: placed.spans.map { ($0.start, $0.end) }, leadingInset: insets.leading)
        return tallest
    }

    /// Where the orthogonally scrolling section `section`'s scroller is scrolled to (x).
    func orthogonalOffset(of section: Int) -> CGFloat {
        guard let orthogonal = sections[section].orthogonal else { return 0 }
        return collectionView?.orthogonalScrollers[section]?.contentOffset.x ?? orthogonal.startOffset
    }
}
