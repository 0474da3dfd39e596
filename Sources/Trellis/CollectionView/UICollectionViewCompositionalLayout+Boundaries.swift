import Foundation

extension UICollectionViewCompositionalLayout {
    /// The headers and footers of `section`, in the order they were placed.
    func boundaries(of section: Int) -> [(CollectionElement, PlacedBoundary)] {
        (boundaryElements[section] ?? []).compactMap { element in boundaries[element].map { (element, $0) } }
    }

    /// A header's or footer's attributes where it shows now: where it was
    /// placed, or, pinned, kept at the visible bounds' edge for as long as
    /// its section (the whole content, for the layout's own) shows.
    func boundaryAttributes(_ element: CollectionElement, _ boundary: PlacedBoundary) -> UICollectionViewLayoutAttributes? {
        guard case let .supplementary(kind, indexPath) = element else { return nil }
        let attributes = UICollectionViewLayoutAttributes.supplementary(kind, indexPath, frame: boundary.frame)
        attributes.zIndex = boundary.zIndex
        guard boundary.pinned, let collectionView else { return attributes }
        let extent = boundary.section.map { sections.indices.contains($0) ? sections[$0].frame : .zero }
            ?? CGRect(origin: .zero, size: collectionViewContentSize)
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds.inset(by: inset)
        var frame = boundary.frame
        if configuration.scrollDirection == .horizontal {
            frame.origin.x = pinned(frame.minX, length: frame.width, header: boundary.isHeader, visible: (visible.minX, visible.maxX), extent: (extent.minX, extent.maxX))
        } else {
            frame.origin.y = pinned(frame.minY, length: frame.height, header: boundary.isHeader, visible: (visible.minY, visible.maxY), extent: (extent.minY, extent.maxY))
        }
        attributes.frame = frame
        return attributes
    }

    /// Where a pinned item `length` long starts along one axis: a header no
    /// higher than the visible start and no lower than it must be to stay in
    /// its extent; a footer likewise against the visible end.
    private func pinned(
        _ start: CGFloat, length: CGFloat, header: Bool, visible: (min: CGFloat, max: CGFloat), extent: (min: CGFloat, max: CGFloat)
    ) -> CGFloat {
        if header { return max(start, min(visible.min, extent.max - length)) }
        return min(start, max(visible.max - length, extent.min))
    }
}
