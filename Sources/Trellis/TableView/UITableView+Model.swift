import Foundation

/// The table's model: its sections and rows as one flat list of items (a
/// header, the rows and a footer per section), and each item's height in a
/// `RowOffsetIndex` (the table's placement: items stacked top to bottom).
extension UITableView {
    /// What an item of the flat list is.
    enum Item: Equatable {
        case header(Int), row(IndexPath), footer(Int)
    }

    /// The flat index of a row, if it exists.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, rowCounts.indices.contains(indexPath.section),
            indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section]
        else { return nil }
        return sectionStarts[indexPath.section] + 1 + indexPath.row
    }

    /// What the item at a flat index is.
    func item(at flat: Int) -> Item {
        // The last section starting at or before `flat`.
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        let offset = flat - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if offset == rowCounts[low] + 1 { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// Asks the data source for the sections and rows, and makes the offset index.
    func loadModel() {
        needsReload = false
        counts = loadCountsForUpdate()
        sectionStarts = Self.sectionStarts(of: counts)
        makeHeights(itemCount: (sectionStarts.last ?? 0) + (rowCounts.last.map { $0 + 2 } ?? 0))
    }

    /// Asks the data source for its counts now.
    func loadCountsForUpdate() -> ListCounts {
        guard let source = dataSource else { return ListCounts() }
        return ListCounts.load(
            for: self, noun: "rows", sections: { source.numberOfSections(in: self) },
            items: { source.tableView(self, numberOfRowsInSection: $0) })
    }

    /// Where each section's items start in the flat list (a header, the rows, a footer each).
    static func sectionStarts(of counts: ListCounts) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.sectionCount)
        var start = 0
        for rows in counts.itemsPerSection {
            starts.append(start)
            start += rows + 2
        }
        return starts
    }

    /// The rows' common estimate: the fixed row height, the estimated one,
    /// or the average of the rows measured so far.
    var commonEstimate: Double {
        if !rowsSelfSize && rowHeight >= 0 { return Double(rowHeight) }
        if estimatedRowHeight > 0 { return Double(estimatedRowHeight) }
        return measuredRows.count > 0 ? measuredRows.total / Double(measuredRows.count) : 44
    }

    /// Makes the offset index afresh: headers and footers, the rows' common
    /// estimate, and what the delegate says row by row if it says anything.
    func makeHeights(itemCount: Int) {
        measuredWidth = bounds.width
        let delegate = tableDelegate
        let firstRow = rowCounts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
        delegateRowHeights = firstRow.flatMap { delegate?.tableView(self, heightForRowAt: $0) }.isImplemented
        delegateRowAnswersKnown = firstRow != nil
        rowsSelfSize = delegateRowHeights || rowHeight == Self.automaticDimension
        rowIndex = RowOffsetIndex(count: itemCount, estimate: commonEstimate)
        delegateHeaderHeights = !rowCounts.isEmpty && delegate?.tableView(self, heightForHeaderInSection: 0).isImplemented == true
        delegateFooterHeights = !rowCounts.isEmpty && delegate?.tableView(self, heightForFooterInSection: 0).isImplemented == true
        for section in rowCounts.indices {
            setSupplementaryHeight(section: section, header: true)
            setSupplementaryHeight(section: section, header: false)
        }
        delegateRowEstimates = firstRow.flatMap { delegate?.tableView(self, estimatedHeightForRowAt: $0) }.isImplemented
        guard rowsSelfSize, delegateRowHeights || delegateRowEstimates || estimatedRowHeight == 0 else { return }
        // Heights or estimates row by row: UIKit asks (or measures) every
        // row. Here at most `maximumRowsAskedOneByOne` rows are asked and
        // `maximumRowsMeasuredUpFront` measured with cells; later rows keep
        // the common estimate until they come on screen (then they are asked, or measured).
        var (asked, measured) = (0, 0)
        var notAsked: (first: IndexPath, count: Int)?
        for (section, rows) in rowCounts.enumerated() {
            var row = 0
            while row < rows, asked < Self.maximumRowsAskedOneByOne, measured < Self.maximumRowsMeasuredUpFront {
                if setInitialHeight(ofRow: IndexPath(row: row, section: section), at: sectionStarts[section] + 1 + row) { measured += 1 }
                asked += 1
                row += 1
            }
            if row < rows { notAsked = (notAsked?.first ?? IndexPath(row: row, section: section), (notAsked?.count ?? 0) + rows - row) }
        }
        if let notAsked {
            LayoutDiagnostics.report(
                .invalidConfiguration,
                "\(shortDescription): a table asks at most \(Self.maximumRowsAskedOneByOne) rows for their heights, and measures at most \(Self.maximumRowsMeasuredUpFront) with cells, up front; \(notAsked.count) row(s) past that, from row \(notAsked.first.row) of section \(notAsked.first.section), are estimated until shown. Give the rows an estimatedRowHeight.",
                views: [self], indexPaths: [notAsked.first])
        }
    }

    /// The most rows a table asks its delegate for heights or estimates
    /// when it loads: asking 10^8 rows one by one would hang, as UIKit does.
    nonisolated static let maximumRowsAskedOneByOne = 1_000_000

    /// The most rows a self-sizing table without estimates measures with
    /// cells when it loads (a cell costs far more than a question).
    nonisolated static let maximumRowsMeasuredUpFront = 10_000

    /// A row coming on screen without a known height: the delegate's height
    /// for it, if the delegate gives heights (a row the load did not ask).
    func askDelegateHeightIfUnknown(ofRow indexPath: IndexPath, at flat: Int) {
        guard delegateRowHeights, !rowIndex.isMeasured(flat),
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath), height >= 0
        else { return }
        rowIndex.setHeight(Double(height), at: flat, measured: true)
    }

    /// Asks the delegate, with `indexPath` (a row that exists), whether it
    /// gives rows heights and estimates, if no row existed to ask it before
    /// (rows inserted into a table that had none).
    func learnDelegateRowAnswers(asking indexPath: IndexPath) {
        guard !delegateRowAnswersKnown else { return }
        delegateRowAnswersKnown = true
        let delegate = tableDelegate
        delegateRowHeights = delegate.map { $0.tableView(self, heightForRowAt: indexPath) }.isImplemented
        delegateRowEstimates = delegate.map { $0.tableView(self, estimatedHeightForRowAt: indexPath) }.isImplemented
        rowsSelfSize = delegateRowHeights || rowHeight == Self.automaticDimension
    }

    /// What the delegate says of a new row's height, or its measurement when
    /// estimates are off. Returns whether a cell was measured.
    @discardableResult
    func setInitialHeight(ofRow indexPath: IndexPath, at flat: Int) -> Bool {
        learnDelegateRowAnswers(asking: indexPath)
        let delegate = tableDelegate
        if delegateRowHeights, let height = delegate?.tableView(self, heightForRowAt: indexPath), height >= 0 {
            rowIndex.setHeight(Double(height), at: flat, measured: true)
        } else if delegateRowEstimates, let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath), estimate > 0 {
            rowIndex.setHeight(Double(estimate), at: flat, measured: false)
        } else if estimatedRowHeight == 0 && rowsSelfSize {
            measureOffscreen(flat, indexPath)
            return true
        }
        return false
    }

    /// A header's or footer's height as the settings give it: fixed (from the
    /// delegate or the table), none, or an estimate to measure when it shows.
    func setSupplementaryHeight(section: Int, header: Bool) {
        let flat = header ? sectionStarts[section] : sectionStarts[section] + rowCounts[section] + 1
        let delegate = tableDelegate
        var fixed: CGFloat = header ? sectionHeaderHeight : sectionFooterHeight
        if header, delegateHeaderHeights, let height = delegate?.tableView(self, heightForHeaderInSection: section) { fixed = height }
        if !header, delegateFooterHeights, let height = delegate?.tableView(self, heightForFooterInSection: section) { fixed = height }
        if fixed >= 0 {
            rowIndex.setHeight(Double(fixed), at: flat, measured: true)
            return
        }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section) : dataSource?.tableView(self, titleForFooterInSection: section)
        let delegateEstimate = delegate.map {
            header ? $0.tableView(self, estimatedHeightForHeaderInSection: section) : $0.tableView(self, estimatedHeightForFooterInSection: section)
        }
        // Without a title, a plain table's header is measured only if the
        // delegate makes a view for it (estimated 0 until then, unless the
        // delegate estimates it); a grouped table keeps the space between sections.
        let estimate: CGFloat
        if let delegateEstimate, delegateEstimate >= 0 {
            estimate = delegateEstimate
        } else if title != nil {
            estimate = (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight) >= 0
                ? (header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight) : 28
        } else {
            estimate = style == .plain ? 0 : 18
        }
        rowIndex.setHeight(Double(estimate), at: flat, measured: false)
    }
}
