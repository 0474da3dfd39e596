import Foundation

extension UICollectionView {
    // MARK: Layout

    /// Prepares the layout if it is out of date, shows what meets the bounds
    /// (measuring cells that size themselves, and preparing again until
    /// nothing on screen changes size) and recycles the rest. The first item
    /// in view stays where it is on screen while sizes before it change.
    func layoutElements() {
        guard !isLayingOutElements else { return }
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        backgroundView?.frame = bounds
        let layout = collectionViewLayout
        let wasShowing = !shown.isEmpty
        if let preparedSize, preparedSize != bounds.size, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            measuredItems.removeAll()
            measuredSupplementaryViews.removeAll()
            layout.invalidateLayout()
        }
        // Which item to keep in place matters only if the layout is prepared
        // again in this pass (it was invalidated, or cells size themselves):
        // a plain scroll step through fixed sizes does not look for one.
        let mayMove = carriedAnchor != nil || !layout.isPrepared || layout.sizesCellsFromContent
        var anchor = carriedAnchor ?? (needsRedisplay || !mayMove ? nil : currentAnchor())
        carriedAnchor = nil
        if needsRedisplay {
            needsRedisplay = false
            for element in shown.elements(where: { _ in true }) { recycle(element) }
            measuredItems.removeAll()
            measuredSupplementaryViews.removeAll()
        }
        repeatUntilSettled(atMost: 8, in: self, "measuring the cells in view") {
            prepareLayoutIfNeeded(keeping: anchor)
            let wanted = layout.layoutAttributesForElements(in: bounds) ?? []
            // What left goes back to its pool first, so that what comes reuses it.
            var elements = Set<CollectionElement>(minimumCapacity: wanted.count)
            for attributes in wanted { elements.insert(attributes.element) }
            for element in shown.elements(where: { !elements.contains($0) }) { recycle(element) }
            if anchor == nil, wasShowing, mayMove {
                // A jump: the first item of the new place stays put while it and its neighbours are measured.
                anchor = firstItem(of: wanted)
            }
            var resized = false
            for attributes in wanted {
                let element = attributes.element
                guard let view = shown[element] ?? display(element, attributes) else { continue }
                place(view, attributes)
                if case let .cell(indexPath) = element, layout.sizesCellsFromContent, measuredItems.insert(indexPath).inserted {
                    let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                        layout.adopt(preferred: preferred, original: attributes)
                        resized = true
                    }
                } else if case .supplementary = element, layout.sizesSupplementaryViewsFromContent,
                    measuredSupplementaryViews.insert(element).inserted
                {
                    let preferred = view.preferredLayoutAttributesFitting(attributes.copy())
                    if layout.adoptSupplementary(preferred: preferred, original: attributes) { resized = true }
                }
            }
            guard resized else { return true }
            layout.preferredAttributesAdopted()
            return false
        }
    }

    /// Prepares the layout if it was invalidated, takes its content size,
    /// and moves the content so that `anchor` stays where it is on screen.
    func prepareLayoutIfNeeded(keeping anchor: ScrollAnchor<IndexPath>? = nil) {
        let layout = collectionViewLayout
        guard !layout.isPrepared else { return }
        layout.isPrepared = true
        layout.prepare()
        preparedSize = bounds.size
        updateOrthogonalScrollers()
        let size = layout.collectionViewContentSize
        let widthChange = size.width - contentSize.width
        if contentSize != size { contentSize = size }
        var offset = contentOffset
        if anchor == nil, layout.mirrorsHorizontally, widthChange != 0 {
            // Mirrored content starts at its right end: the offset keeps its
            // distance from that end (a first layout opens on the first items).
            offset.x += widthChange
        }
        if let anchor, let frame = layout.layoutAttributesForItem(at: anchor.element)?.frame {
            let inset = adjustedContentInset
            if layout.scrollsVertically {
                offset.y = anchor.offset(forElementStartingAt: frame.minY, minimum: -inset.top)
            } else {
                offset.x = anchor.offset(forElementStartingAt: frame.minX, minimum: -inset.left)
            }
        }
        // Content that shrank leaves the offset inside it.
        if !isDragging { offset = clamped(offset) }
        if offset != contentOffset { contentOffset = offset }
    }

    /// The first item on screen and where it shows, to keep it there; nil when no cell shows.
    func currentAnchor() -> ScrollAnchor<IndexPath>? {
        // (Sections and items compared as numbers: `IndexPath`'s own ordering is far slower, and this runs every pass.)
        var first: (section: Int, item: Int, indexPath: IndexPath, frame: CGRect)?
        let bounds = bounds
        for element in shown.elements {
            guard case let .cell(indexPath) = element, let view = shown[element], view.superview === self, view.frame.intersects(bounds) else { continue }
            let section = indexPath.section, item = indexPath.item
            if let current = first, current.section < section || (current.section == section && current.item <= item) { continue }
            first = (section, item, indexPath, view.frame)
        }
        guard let first else { return nil }
        return anchor(for: first.indexPath, at: first.frame)
    }

    /// The first item among `attributes`, to keep where it shows.
    private func firstItem(of attributes: [UICollectionViewLayoutAttributes]) -> ScrollAnchor<IndexPath>? {
        let cells = attributes.filter { $0.representedElementCategory == .cell && orthogonalScrollers[$0.indexPath.section] == nil && $0.frame.intersects(bounds) }
        return cells.min { $0.indexPath < $1.indexPath }.map { anchor(for: $0.indexPath, at: $0.frame) }
    }

    private func anchor(for indexPath: IndexPath, at frame: CGRect) -> ScrollAnchor<IndexPath> {
        let distance = collectionViewLayout.scrollsVertically ? frame.minY - bounds.minY : frame.minX - bounds.minX
        return ScrollAnchor(element: indexPath, distance: distance)
    }

    /// Puts a new element on screen: the data source's cell or view, a subview, told of.
    private func display(_ element: CollectionElement, _ attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        switch element {
        case let .cell(indexPath):
            guard hasItem(at: indexPath) else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            guard !shown.contains(cell) else {
                ListDiagnostics.cellAlreadyShown(in: self, at: indexPath)
                return show(UICollectionViewCell(frame: .zero), as: element)
            }
            if let other = cell.collectionView, other !== self, other.shown.contains(cell) {
                ListDiagnostics.cellOfAnotherList(in: self, at: indexPath, shownBy: other)
                return show(UICollectionViewCell(frame: .zero), as: element)
            }
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            view = show(cell, as: element)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        case let .supplementary(kind, indexPath):
            guard indexPath.section < numberOfSections else { return nil }
            let given = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            if let dequeuedKind = given.dequeuedKind, dequeuedKind != kind {
                // It would go back to the other kind's pool, and show where that kind is asked for.
                LayoutDiagnostics.report(
                    .invalidDataSourceAnswer,
                    "\(shortDescription): asked for a '\(kind)' view in section \(indexPath.section), the data source returned one dequeued as '\(dequeuedKind)'. An empty view is shown instead.",
                    views: [self, given], indexPaths: [indexPath], identifiers: [kind, dequeuedKind])
                view = show(UICollectionReusableView(frame: .zero), as: element)
            } else if let other = given.collectionView, other !== self, other.shown.contains(given) {
                ListDiagnostics.cellOfAnotherList(in: self, at: indexPath, shownBy: other)
                view = show(UICollectionReusableView(frame: .zero), as: element)
            } else {
                view = show(given, as: element)
            }
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        case let .decoration(kind, indexPath):
            let decoration = dequeueDecorationView(ofKind: kind, at: indexPath)
            decorationViews.insert(ObjectIdentifier(decoration))
            view = show(decoration, as: element)
        }
        return view
    }

    /// The layout asked for a supplementary view the data source cannot give
    /// (UIKit stops the app): reported, and an empty view takes its place.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath, from source: Any) -> UICollectionReusableView {
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "\(shortDescription): the layout places a '\(kind)' view in section \(indexPath.section), but \(type(of: source)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:). An empty view is shown.",
            views: [self], indexPaths: [indexPath], identifiers: [kind])
        return UICollectionReusableView(frame: .zero)
    }

    /// Makes `view` the collection view's for `element`: decorations at
    /// the back, cells above them (in their section's scroller, if it scrolls
    /// orthogonally), supplementary views on top.
    private func show(_ view: UICollectionReusableView, as element: CollectionElement) -> UICollectionReusableView {
        shown.show(view, as: element)
        view.collectionView = self
        putInItsContainer(view, element)
        view.isHidden = false
        return view
    }

    /// Moves `view` into the view that holds `element`'s views, if it is not there.
    private func putInItsContainer(_ view: UICollectionReusableView, _ element: CollectionElement) {
        switch element {
        case let .cell(indexPath):
            if let scroller = orthogonalScrollers[indexPath.section] {
                if view.superview !== scroller { scroller.insertSubview(view, at: 0) }
            } else if view.superview !== self {
                insertAboveDecorations(view)
            }
        case .supplementary:
            if view.superview !== self { addSubview(view) }
        case .decoration:
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
        }
    }

    /// Inserts `view` just above the decoration views (and the background view).
    func insertAboveDecorations(_ view: UIView) {
        if let last = subviews.last(where: { decorationViews.contains(ObjectIdentifier($0)) }) {
            insertSubview(view, aboveSubview: last)
        } else {
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
    }

    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        if case let .cell(indexPath) = attributes.element {
            // A section may have come to scroll across, or stopped: the cell follows.
            putInItsContainer(view, attributes.element)
            // In its section's scroller, in the scroller's content coordinates.
            if let scroller = orthogonalScrollers[indexPath.section] { frame = frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY) }
        }
        if view.frame != frame { view.frame = frame }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.transform = attributes.transform
        view.apply(attributes)
    }

    /// Gives each section that scrolls orthogonally a scroller (its offset
    /// kept, within its content), and takes away those of sections that no
    /// longer do, their cells going back to their pool.
    func updateOrthogonalScrollers() {
        let wanted = collectionViewLayout.orthogonalSections
        for (section, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) where wanted[section] == nil {
            for element in shown.elements(where: { if case let .cell(indexPath) = $0 { indexPath.section == section } else { false } }) { recycle(element) }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, geometry) in wanted.sorted(by: { $0.key < $1.key }) {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[section] {
                scroller = existing
            } else {
                scroller = OrthogonalScrollView(owner: self)
                orthogonalScrollers[section] = scroller
                insertAboveDecorations(scroller)
            }
            scroller.update(geometry)
        }
    }

    // MARK: Scrolling

    /// The offset that shows `frame` at `position`.
    func offset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        /// One axis: the start, middle or end of the frame where asked, else as little a move as shows it.
        func axis(
            current: CGFloat, frame: (min: CGFloat, mid: CGFloat, max: CGFloat), visible: (min: CGFloat, length: CGFloat), inset: CGFloat,
            asked: (start: Bool, center: Bool, end: Bool)
        ) -> CGFloat {
            if asked.start { return frame.min - inset }
            if asked.center { return frame.mid - inset - visible.length / 2 }
            if asked.end { return frame.max - inset - visible.length }
            if frame.max > visible.min + visible.length { return current + frame.max - visible.min - visible.length }
            if frame.min < visible.min { return current - (visible.min - frame.min) }
            return current
        }
        return CGPoint(
            x: axis(current: contentOffset.x, frame: (frame.minX, frame.midX, frame.maxX), visible: (visible.minX, visible.width), inset: inset.left,
                    asked: (position.contains(.left), position.contains(.centeredHorizontally), position.contains(.right))),
            y: axis(current: contentOffset.y, frame: (frame.minY, frame.midY, frame.maxY), visible: (visible.minY, visible.height), inset: inset.top,
                    asked: (position.contains(.top), position.contains(.centeredVertically), position.contains(.bottom))))
    }
}
