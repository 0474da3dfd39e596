import Foundation

extension UICollectionViewCompositionalLayout {
    /// A section down the content: headers, its groups (repeated down, or
    /// side by side in a scroller of its own), footers.
    func layOutDown(
        _ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, from top: CGFloat, in container: CGSize, tally: inout Tally
    ) -> PreparedSection {
        var prepared = PreparedSection(layoutSection)
        let sectionInsets = layoutSection.contentInsets.finite
        let leading = sectionInsets.leading  // laid out left to right, mirrored afterwards for right to left
        let content = CGSize(width: max(0, container.width - sectionInsets.leading - sectionInsets.trailing), height: container.height)
        var y = top
        for boundary in layoutSection.boundarySupplementaryItems where boundary.isHeader {
            let height = placeBoundary(boundary, section: section, at: CGPoint(x: leading, y: y), in: content)
            if boundary.extendsBoundary { y += height }
        }
        y += sectionInsets.top
        let group = layoutSection.group
        let perRepetition = group.leafCount(upTo: Self.maximumItemsPerRepetition + 1)
        if count > perRepetition, perRepetition > Self.maximumItemsPerRepetition { tally.crowdedGroup = tally.crowdedGroup ?? IndexPath(index: section) }
        if layoutSection.orthogonalScrollingBehavior != .none {
            y += layOutOrthogonally(layoutSection, section: section, count: count, top: y, in: container, tally: &tally, into: &prepared)
        } else if count > 0, perRepetition > 0, !group.hasEstimatedDimension {
            // Every repetition alike: the first is placed, the others follow by arithmetic.
            var placed = PlacedItems()
            var next = 0
            let size = place(group, at: CGPoint(x: leading, y: y), in: content, section: section,
                             count: min(count, Self.maximumItemsPerRepetition), next: &next, into: &placed)
            let repeating = RepeatingGroup(
                count: count, template: placed.frames, start: y, height: size.height, spacing: layoutSection.interGroupSpacing.finiteOrZero)
            prepared.items = .repeating(repeating)
            y = repeating.end
        } else {
            let laidOut = tally.take(count, section: section)
            var placed = PlacedItems()
            var next = 0
            while next < laidOut {
                let before = next
                let size = place(group, at: CGPoint(x: leading, y: y), in: content, section: section,
                                 count: min(laidOut, before + Self.maximumItemsPerRepetition), next: &next, into: &placed)
                placed.spans.append((y, y + size.height, before))
                y += size.height
                guard next > before else { break }  // a group without items would repeat for ever
                if next < laidOut { y += layoutSection.interGroupSpacing.finiteOrZero }
            }
            prepared.items = .itemByItem(placed)
        }
        y += sectionInsets.bottom
        for boundary in layoutSection.boundarySupplementaryItems where !boundary.isHeader {
            let height = placeBoundary(boundary, section: section, at: CGPoint(x: leading, y: boundary.extendsBoundary ? y : y - (boundary.resolvedHeight(in: content))), in: content)
            if boundary.extendsBoundary { y += height }
        }
        prepared.frame = CGRect(x: 0, y: top, width: container.width, height: y - top)
        placeDecorations(of: layoutSection, into: &prepared)
        return prepared
    }

    /// A section across the content (a horizontal layout): headers above
    /// and footers below its groups, which repeat side by side.
    func layOutAcross(
        _ layoutSection: NSCollectionLayoutSection, section: Int, count: Int, from left: CGFloat, in container: CGSize, tally: inout Tally
    ) -> PreparedSection {
        var prepared = PreparedSection(layoutSection)
        prepared.groupsAlongX = true
        let sectionInsets = layoutSection.contentInsets.finite
        let headers = layoutSection.boundarySupplementaryItems.filter(\.isHeader), footers = layoutSection.boundarySupplementaryItems.filter { !$0.isHeader }
        let room = CGSize(width: container.width, height: container.height)
        let headerHeight = headers.reduce(0) { $0 + ($1.extendsBoundary ? $1.resolvedHeight(in: room) : 0) }
        let footerHeight = footers.reduce(0) { $0 + ($1.extendsBoundary ? $1.resolvedHeight(in: room) : 0) }
        let top = headerHeight + sectionInsets.top
        let content = CGSize(width: container.width, height: max(0, container.height - top - sectionInsets.bottom - footerHeight))
        let laidOut = tally.take(count, section: section)
        var placed = PlacedItems()
        var x = left + sectionInsets.leading
        var next = 0
        while next < laidOut {
            let before = next
            let size = place(layoutSection.group, at: CGPoint(x: x, y: top), in: content, section: section,
                             count: min(laidOut, before + Self.maximumItemsPerRepetition), next: &next, into: &placed)
            placed.spans.append((x, x + size.width, before))
            x += size.width
            guard next > before else { break }
            if next < laidOut { x += layoutSection.interGroupSpacing.finiteOrZero }
        }
        prepared.items = .itemByItem(placed)
        x += sectionInsets.trailing
        let width = x - left
        let span = CGSize(width: width, height: container.height)
        var y: CGFloat = 0
        for boundary in headers {
            let height = placeBoundary(boundary, section: section, at: CGPoint(x: left, y: y), in: span)
            if boundary.extendsBoundary { y += height }
        }
        y = container.height - footerHeight
        for boundary in footers {
            y += placeBoundary(boundary, section: section, at: CGPoint(x: left, y: y), in: span)
        }
        prepared.frame = CGRect(x: left, y: 0, width: width, height: container.height)
        placeDecorations(of: layoutSection, into: &prepared)
        return prepared
    }

    /// The section's decorations over its frame, less their insets.
    func placeDecorations(of layoutSection: NSCollectionLayoutSection, into prepared: inout PreparedSection) {
        prepared.decorations = layoutSection.decorationItems.map { decoration in
            let insets = decoration.contentInsets.finite
            let frame = prepared.frame
            let inset = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing), height: max(0, frame.height - insets.top - insets.bottom))
            return PlacedDecoration(kind: decoration.elementKind, frame: inset, zIndex: decoration.zIndex)
        }
    }
}
