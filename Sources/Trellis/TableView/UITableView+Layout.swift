import Foundation

/// Showing the rows in view: measuring them, keeping what shows in place
/// while heights change, placing cells, headers and footers, recycling what
/// left the screen.
extension UITableView {
    /// Shows the items in view: measures those not measured yet, keeps the
    /// first item that was on screen where it was (or the row asked for by
    /// `scrollToRow` where it was asked), recycles what left the screen and
    /// places everything.
    func layoutRows() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        if needsReload {
            endDisplayingAll()
            loadModel()
        }
        let anchor = carriedAnchor ?? currentAnchor()
        carriedAnchor = nil
        if measuredWidth != bounds.width {
            // New width or text size: every measured height is forgotten (estimates
            // come back as the average measured so far); what is on screen stays.
            endDisplayingAll()
            makeHeights(itemCount: rowIndex.count)
        }
        if let anchor, abs(offset(keeping: anchor) - contentOffset.y) > 1e-9 {
            // Heights forgotten or carried over: the anchor goes back where it was before anything is shown.
            setContentOffsetDuringLayout(offset(keeping: anchor))
        }
        if let pending = pendingAnchor {
            // Put the row where asked by its estimate, show what is around it,
            // then again with its measured height (for the middle or bottom).
            pendingAnchor = nil
            repeatUntilSettled(atMost: 4, in: self, "placing the row scrolled to") {
                setContentOffsetDuringLayout(offset(placing: pending.flat, at: pending.position))
                settle(keeping: ScrollAnchor(element: pending.flat, distance: rect(ofFlat: pending.flat).minY - contentOffset.y))
                return abs(offset(placing: pending.flat, at: pending.position) - contentOffset.y) < 1e-9
            }
        } else {
            // The anchor itself may have lost its height (reloaded): measured first, so that
            // what follows it lands where it was.
            if let anchor, !rowIndex.isMeasured(anchor.element) { show(anchor.element) }
            settle(keeping: anchor)
        }
        updateAutomaticEstimate()
        updateContentSize()
        placeDisplayedViews()
    }

    /// With automatic estimates, the rows not measured yet take the average
    /// of those measured; it changes between layout passes only (so what a
    /// pass shows is decided on fixed ground), keeping what shows in place.
    func updateAutomaticEstimate() {
        guard rowsSelfSize, estimatedRowHeight == Self.automaticDimension, measuredRows.count > 0 else { return }
        let average = measuredRows.total / Double(measuredRows.count)
        guard average != rowIndex.estimate else { return }
        let keep = currentAnchor()
        rowIndex.estimate = average
        if let keep { setContentOffsetDuringLayout(offset(keeping: keep)) }
    }

    /// The content offset that puts `anchor` where it was on screen (never
    /// above the top of the content: there the content may move instead).
    func offset(keeping anchor: ScrollAnchor<Int>) -> CGFloat {
        anchor.offset(forElementStartingAt: rect(ofFlat: anchor.element).minY, minimum: -adjustedContentInset.top)
    }

    /// Shows what is in view: recycles what left it, shows and measures what
    /// came into it, and moves the content so that `anchor` stays where it
    /// is on screen; again until nothing moves.
    func settle(keeping anchor: ScrollAnchor<Int>?) {
        repeatUntilSettled(atMost: 8, in: self, "measuring the rows in view") {
            let range = visibleRange()
            for flat in displayedCells.elements(where: { !(range?.contains($0) ?? false) }) { recycleCell(at: flat) }
            for flat in displayedSupplementary.elements(where: { !(range?.contains($0) ?? false) && !isStickyHeader($0) }) {
                recycleSupplementary(at: flat)
            }
            guard let range else { return true }
            showItems(range)
            var moved = false
            if let anchor {
                // The anchor's top moved by what was measured above it: follow it.
                let target = offset(keeping: anchor)
                if abs(target - contentOffset.y) > 1e-9 {
                    setContentOffsetDuringLayout(target)
                    moved = true
                }
            }
            return !moved && visibleRange() == range
        }
    }

    /// The first item on screen now and how far below the top of the bounds
    /// it starts, to keep it there; nil before anything is shown.
    func currentAnchor() -> ScrollAnchor<Int>? {
        guard !displayedCells.isEmpty || !displayedSupplementary.isEmpty else { return nil }
        let top = contentOffset.y, bottom = top + bounds.height
        var best: Int?
        for flat in displayedCells.elements {
            let rect = rect(ofFlat: flat)
            if rect.maxY > top, rect.minY < bottom, flat < (best ?? .max) { best = flat }
        }
        if best == nil {
            // Nothing shown is in view any more (a jump): the item at the top.
            let y = Double(top - headerViewHeight)
            best = rowIndex.index(at: y)
        }
        guard let flat = best else { return nil }
        return ScrollAnchor(element: flat, distance: rect(ofFlat: flat).minY - top)
    }

    /// Moves the content during layout (the delegate hears of it, as in UIKit).
    func setContentOffsetDuringLayout(_ y: CGFloat) {
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// The flat items that meet the bounds.
    func visibleRange() -> ClosedRange<Int>? {
        guard rowIndex.count > 0, bounds.height > 0 else { return nil }
        let top = Double(contentOffset.y - headerViewHeight)
        let bottom = top + Double(bounds.height)
        guard bottom > 0, top < rowIndex.totalHeight, var first = rowIndex.index(at: top), let last = rowIndex.index(at: bottom) else { return nil }
        // An item that ends exactly at the top edge is not in view; nor one
        // that starts exactly at the bottom edge. (Judged by `offset(of:)`,
        // which scrolling to an item uses: the search adds heights in
        // another order, and fractional heights can differ in the last bit.)
        if first < last, rowIndex.offset(of: first + 1) <= top { first += 1 }
        let end = last > first && rowIndex.offset(of: last) >= bottom ? last - 1 : last
        return first...end
    }

    /// Whether the item is a plain table's header that sticks to the top
    /// (its section is in view though the header's own place is not).
    func isStickyHeader(_ flat: Int) -> Bool {
        guard style == .plain, case let .header(section) = item(at: flat), let range = visibleRange() else { return false }
        let footer = sectionStarts[section] + rowCounts[section] + 1
        return flat < range.lowerBound && footer >= range.lowerBound
    }

    /// Makes sure every item of `range` is on screen and measured, and that the
    /// header of the section at the top sticks (plain tables).
    func showItems(_ range: ClosedRange<Int>) {
        if style == .plain, case let .row(path) = item(at: range.lowerBound) {
            show(sectionStarts[path.section])
        } else if style == .plain, case let .footer(section) = item(at: range.lowerBound) {
            show(sectionStarts[section])
        }
        // One at a time, so that items pushed out of view by the ones
        // measured before them are not shown (nor made) for nothing.
        let bottom = contentOffset.y + bounds.height
        var flat = range.lowerBound
        while flat < rowIndex.count, flat == range.lowerBound || rect(ofFlat: flat).minY < bottom {
            show(flat)
            flat += 1
        }
    }

    func show(_ flat: Int) {
        switch item(at: flat) {
        case let .row(indexPath):
            let cell = displayedCells[flat] ?? display(makeCell(for: indexPath), at: flat, for: indexPath)
            learnDelegateRowAnswers(asking: indexPath)
            askDelegateHeightIfUnknown(ofRow: indexPath, at: flat)
            if rowsSelfSize && !rowIndex.isMeasured(flat) { measure(cell, at: flat) }
        case let .header(section), let .footer(section):
            let isHeader = flat == sectionStarts[section]
            if displayedSupplementary[flat] == nil, let view = makeSupplementaryView(section: section, header: isHeader) {
                displayedSupplementary.show(view, as: flat)
                if view.superview !== self { addSubview(view) }
                view.isHidden = false
            }
            if !rowIndex.isMeasured(flat) {
                if let view = displayedSupplementary[flat] {
                    rowIndex.setHeight(Double(fittedHeight(of: view, width: bounds.width)), at: flat, measured: true)
                } else {
                    // Nothing to show: the header or footer takes no room (a grouped table keeps its gap).
                    rowIndex.setHeight(rowIndex.height(at: flat), at: flat, measured: true)
                }
            }
        }
    }

    /// Puts a cell on screen for a row: the table's, a subview, selected as
    /// the row is; the delegate hears `willDisplay`.
    @discardableResult
    func display(_ cell: UITableViewCell, at flat: Int, for indexPath: IndexPath) -> UITableViewCell {
        displayedCells.show(cell, as: flat)
        prepare(cell)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The data source's cell for a row (reported and replaced if it is already showing another row).
    func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let source = dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = source.tableView(self, cellForRowAt: indexPath)
        if displayedCells.contains(cell) {
            ListDiagnostics.cellAlreadyShown(in: self, at: indexPath)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let other = cell.tableView, other !== self, other.displayedCells.contains(cell) {
            ListDiagnostics.cellOfAnotherList(in: self, at: indexPath, shownBy: other)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// Makes a cell the table's: its margins follow the readable width when asked.
    func prepare(_ cell: UITableViewCell) {
        cell.tableView = self
        // The content's side margins follow the table's: 16 points in compact
        // width, 20 in regular, or wider to keep text at a readable width when
        // asked. Margins a cell set for itself are left alone.
        let side = cellLayoutMarginsFollowReadableWidth ? max(16, (cellWidth - UIView.readableContentWidth) / 2) : widthClassMargin
        let margins = cell.contentView.layoutMargins
        guard side != cell.tableSideMargin, margins.left == cell.tableSideMargin, margins.right == cell.tableSideMargin else { return }
        cell.contentView.layoutMargins.left = side
        cell.contentView.layoutMargins.right = side
        cell.tableSideMargin = side
    }

    /// A section's header or footer view: the delegate's, or the standard one with the title.
    func makeSupplementaryView(section: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section) : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = headerFooterPool.dequeue(Self.standardHeaderFooter) ?? {
            let made = UITableViewHeaderFooterView(reuseIdentifier: Self.standardHeaderFooter)
            if style != .plain || !header {
                made.textLabel?.font = .preferredFont(forTextStyle: .footnote)
                made.textLabel?.textColor = .secondaryLabel
            }
            return made
        }()
        view.contentView.layoutMargins = UIEdgeInsets(
            top: style == .plain ? 6 : header ? 16 : 6, left: titleSideMargin, bottom: style == .plain ? 6 : header ? 6 : 16, right: titleSideMargin)
        view.textLabel?.text = title
        return view
    }

    /// Measures a row with its cell: the cell's width fixed at the table's,
    /// its height fitted to its constraints.
    func measure(_ cell: UITableViewCell, at flat: Int) {
        let height = fittedHeight(of: cell, width: cellWidth)
        rowIndex.setHeight(Double(height), at: flat, measured: true)
        measuredRows.count += 1
        measuredRows.total += Double(height)
    }

    /// A row that is not on screen measured with a cell from the data source,
    /// which goes back to its pool.
    func measureOffscreen(_ flat: Int, _ indexPath: IndexPath) {
        let cell = makeCell(for: indexPath)
        prepare(cell)
        measure(cell, at: flat)
        cellPool.recycle(cell, as: cell.reuseIdentifier)
    }

    /// The height a cell's or a header's constraints give it at `width`.
    func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
        if view.frame.width != width { view.frame = CGRect(x: view.frame.minX, y: view.frame.minY, width: width, height: view.frame.height) }
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard size.height > 0, size.height.isFinite else {
            if view is UITableViewCell {
                LayoutDiagnostics.report(
                    size.height.isFinite ? .invalidDataSourceAnswer : .nonFiniteValue,
                    "\(shortDescription): the constraints of \(view.shortDescription) give it a height of \(size.height); the standard 44 is used. Constrain its content to the content view's top and bottom.",
                    views: [self, view])
                return 44
            }
            return 0
        }
        return size.height
    }

    /// The height of the content as the rows' heights are known now.
    var contentHeight: CGFloat {
        headerViewHeight + CGFloat(rowIndex.totalHeight) + (tableFooterView?.frame.height ?? 0)
    }

    /// The content is the rows plus the table's header and footer views.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: contentHeight)
        if size != contentSize { contentSize = size }
    }

    /// Gives everything on screen its frame (sticky headers at the top of
    /// their section's visible part).
    func placeDisplayedViews() {
        let width = bounds.width
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: headerViewHeight + CGFloat(rowIndex.totalHeight), width: width, height: footer.frame.height)
        }
        for (flat, cell) in displayedCells.all {
            let frame = rect(ofFlat: flat)
            if frame != cell.frame { cell.frame = frame }
            if case let .row(path) = item(at: flat) {
                cell.isFirstInSection = path.row == 0
                cell.isLastInSection = path.row == rowCounts[path.section] - 1
            }
        }
        let top = contentOffset.y + adjustedContentInset.top
        for (flat, view) in displayedSupplementary.all {
            var frame = rect(ofFlat: flat)
            if style == .plain, case let .header(section) = item(at: flat) {
                let sectionEnd = rect(ofFlat: sectionStarts[section] + rowCounts[section] + 1).maxY
                frame.origin.y = max(frame.minY, min(top, sectionEnd - frame.height))
                bringSubviewToFront(view)
            }
            if frame != view.frame { view.frame = frame }
        }
    }

    /// A cell leaves the screen: the delegate hears of it and it goes back to its pool.
    func recycleCell(at flat: Int) {
        guard let cell = displayedCells.remove(flat) else { return }
        endDisplaying(cell, at: flat)
    }

    /// A cell no longer in the shown set (it showed `flat`) leaves the screen.
    func endDisplaying(_ cell: UITableViewCell, at flat: Int) {
        cell.isHidden = true
        if case let .row(path) = item(at: flat) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        cell.setSelected(false, animated: false)
        cell.tableView = nil
        cellPool.recycle(cell, as: cell.reuseIdentifier)
    }

    func recycleSupplementary(at flat: Int) {
        guard let view = displayedSupplementary.remove(flat) else { return }
        if let reusable = view as? UITableViewHeaderFooterView {
            headerFooterPool.recycle(reusable, as: reusable.reuseIdentifier)
        } else {
            view.isHidden = true
            view.removeFromSuperview()
        }
    }
}
