import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

@MainActor
@Suite struct UITableViewTests {
    /// A fresh cell of the class, with `text`, fitted alone at `width`.
    func freshHeight(_ text: String, width: CGFloat) -> CGFloat {
        let cell = LabelCell(style: .default, reuseIdentifier: nil)
        cell.label.text = text
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        return cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    @Test(arguments: [CGFloat(320), 390, 600])
    func everyVisibleCellIsAsTallAsItsContentFittedAlone(width: CGFloat) {
        let texts = sampleTexts(60)
        let source = TextSource([texts])
        let (_, table) = makeTable(width: width, source: source)
        let cells = table.visibleCells
        #expect(!cells.isEmpty)
        var y: CGFloat = 0
        for cell in cells {
            let path = table.indexPath(for: cell)!
            #expect(cell.frame.minY == y)
            #expect(cell.frame.width == width)
            #expect(abs(cell.frame.height - freshHeight(texts[path.row], width: width) - table.separatorPixel) < 1e-9)
            // The label shows all its text: its frame is as tall as its lines.
            let label = (cell as! LabelCell).label
            #expect(label.frame.height >= label.intrinsicContentSize(forWidth: label.frame.width).height - 1e-9)
            y = cell.frame.maxY
        }
        // Only the rows in view were asked for and made.
        #expect(cells.last!.frame.minY < table.bounds.height && cells.last!.frame.maxY >= table.bounds.height - 1e-9)
        #expect(table.createdCellCount == cells.count)
    }

    @Test func cellsAreReusedAndHeightsNeverGoStale() {
        // 1,000 rows of two kinds of cells, scrolled down and back up.
        let texts = sampleTexts(1_000)
        let source = TextSource([texts]) { $0.row % 3 == 0 ? "metric" : "label" }
        let (_, table) = makeTable(source: source)
        var mostVisible = [String: Int]()
        func check() {
            for identifier in ["label", "metric"] {
                let visible = table.visibleCells.filter { $0.reuseIdentifier == identifier }.count
                mostVisible[identifier] = max(mostVisible[identifier] ?? 0, visible)
            }
            for cell in table.visibleCells {
                let path = table.indexPath(for: cell)!
                if let cell = cell as? LabelCell {
                    #expect(cell.label.text == texts[path.row])
                    #expect(abs(cell.frame.height - freshHeight(texts[path.row], width: 390) - table.separatorPixel) < 1e-9)
                } else if let cell = cell as? MetricCell {
                    #expect(cell.label.text == texts[path.row])
                    #expect(abs(cell.frame.height - MetricCell.height(characters: texts[path.row].count, width: 390) - table.separatorPixel) < 1e-9)
                }
            }
        }
        var y: CGFloat = 0
        while y < table.contentSize.height - table.bounds.height {
            y += 281
            table.scroll(to: y)
            check()
        }
        while y > 0 {
            y = max(0, y - 281)
            table.scroll(to: y)
            check()
        }
        for identifier in ["label", "metric"] {
            #expect(table.liveCellCount(withIdentifier: identifier) <= mostVisible[identifier]! + 2)
        }
        // Every row that showed has a height equal to a fresh measurement of it.
        for row in stride(from: 1, to: 1_000, by: 3) {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(abs(rect.height - freshHeight(texts[row], width: 390) - table.separatorPixel) < 1e-9)
        }
        #expect(table.contentSize.height == table.rectForRow(at: IndexPath(row: 999, section: 0)).maxY)
    }

    @Test func nsIndexPathsNameTheirSectionAndRowAsIndexPathsDo() {
        let path = NSIndexPath(row: 7, section: 2)
        #expect(path.section == 2 && path.row == 7 && path.item == 7)
        #expect(path.length == 2 && path.index(atPosition: 0) == 2)
        #expect(path as IndexPath == IndexPath(row: 7, section: 2))
        let item = NSIndexPath(item: 3, section: 0)
        #expect(item.item == 3 && item.row == 3 && item.section == 0)
        // A path of one index has a section and no row yet, as an IndexPath of one index.
        let sectionOnly = NSIndexPath(index: 4)
        #expect(sectionOnly.section == 4 && sectionOnly.row == 0)
    }

    @Test func prepareForReuseIsCalledWhenACellComesBack() {
        let source = TextSource([sampleTexts(200)])
        let (_, table) = makeTable(source: source)
        table.scroll(to: 3_000)
        let reused = table.visibleCells.compactMap { $0 as? LabelCell }.filter { $0.reuseCount > 0 }
        #expect(!reused.isEmpty)
    }


    /// A cell waiting for reuse keeps its content view where its table put
    /// it (above the separator's pixel): moving it there and back would
    /// solve the cell's constraints twice on every reuse.
    @Test func aCellWaitingForReuseKeepsItsContentView() throws {
        let source = TextSource([sampleTexts(200)])
        let (_, table) = makeTable(source: source)
        let cell = try #require(table.visibleCells.first)
        let placed = cell.contentView.frame
        #expect(abs(cell.bounds.height - placed.height - table.separatorPixel) < 1e-9)
        table.scroll(to: 3_000)
        #expect(!table.visibleCells.contains { $0 === cell })
        #expect(cell.contentView.frame == placed)
    }
    @Test func rowsAboveDoNotMoveWhatIsOnScreenWhenTheirEstimatesAreCorrected() {
        // 10,000 rows estimated at 200 points though they are 30 to 110:
        // scrolling up row by row, each row measured replaces a poor estimate
        // above the screen, yet what is on screen moves exactly with the finger.
        let texts = (0..<10_000).map { String(repeating: "x", count: 20 + ($0 * 37) % 200) }
        let source = TextSource([texts]) { _ in "metric" }
        let (_, table) = makeTable(source: source)
        table.estimatedRowHeight = 200
        table.reloadData()
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5_000, section: 0))
        #expect(abs(table.rectForRow(at: IndexPath(row: 5_000, section: 0)).minY - table.contentOffset.y) < 1e-9)
        for _ in 0..<200 {
            let tracked = table.visibleCells[0]
            let before = tracked.frame.minY - table.contentOffset.y
            table.scroll(to: table.contentOffset.y - 25)
            #expect(abs((tracked.frame.minY - table.contentOffset.y) - (before + 25)) < 1e-6)
        }
        #expect(table.indexPathsForVisibleRows!.first!.row < 4_960)
    }

    /// A row near either end asked for in the middle stops the content at
    /// that end, as in UIKit, and the layout settles there at once.
    @Test(arguments: [UITableView.ScrollPosition.middle, .bottom, .top])
    func scrollToRowStopsAtTheEndsOfTheContent(position: UITableView.ScrollPosition) {
        let texts = (0..<300).map { String(repeating: "y", count: 10 + ($0 * 13) % 150) }
        let source = TextSource([texts]) { _ in "metric" }
        let (_, table) = makeTable(source: source)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: position, animated: false)
            table.layoutIfNeeded()
            #expect(table.contentOffset.y == -table.adjustedContentInset.top)
            table.scrollToRow(at: IndexPath(row: 299, section: 0), at: position, animated: false)
            table.layoutIfNeeded()
            let bottom = table.contentSize.height - table.bounds.height + table.adjustedContentInset.bottom
            #expect(abs(table.contentOffset.y - bottom) < 1e-9)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let texts = (0..<10_000).map { String(repeating: "y", count: 10 + ($0 * 13) % 150) }
        let source = TextSource([texts]) { _ in "metric" }
        let (_, table) = makeTable(source: source)
        let path = IndexPath(row: 7_777, section: 0)
        table.scrollToRow(at: path, at: .bottom, animated: false)
        #expect(abs(table.rectForRow(at: path).maxY - (table.contentOffset.y + table.bounds.height)) < 1e-9)
        table.scrollToRow(at: path, at: .middle, animated: false)
        #expect(abs(table.rectForRow(at: path).midY - (table.contentOffset.y + table.bounds.height / 2)) < 1e-9)
        #expect(table.cellForRow(at: path) != nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: table.rectForRow(at: path).midY)) == path)
    }

    @Test func aMillionRowsLoadAndJumpWithoutTouchingEveryRow() {
        let source = MillionSource()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(MetricCell.self, forCellReuseIdentifier: "metric")
        table.estimatedRowHeight = 50
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let visibleAtTop = table.visibleCells.count
        table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first?.row == 500_000)
        // Only rows that showed were asked for; a few kilobytes hold the offsets.
        #expect(source.asked.count < 60)
        #expect(table.rowIndex.memoryFootprint < 100_000)
        #expect(table.createdCellCount <= max(visibleAtTop, table.visibleCells.count) + 2)
    }

    @Test func aWidthChangeMeasuresOnlyWhatShows() {
        let texts = (0..<10_000).map { String(repeating: "z", count: 5 + ($0 * 11) % 120) }
        let source = TextSource([texts]) { _ in "metric" }
        let (window, table) = makeTable(source: source)
        for step in 1...40 { table.scroll(to: CGFloat(step) * 300) }
        let row = table.indexPathsForVisibleRows!.first!
        let screenY = table.rectForRow(at: row).minY - table.contentOffset.y
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        table.frame = window.bounds
        window.layoutIfNeeded()
        let measured = table.rowIndex.knownHeights.filter(\.measured).count
        // Headers and footers are known; the rows measured are about the ones in view.
        #expect(measured - 2 <= table.visibleCells.count + 2)
        for cell in table.visibleCells {
            let path = table.indexPath(for: cell)!
            #expect(abs(cell.frame.height - MetricCell.height(characters: texts[path.row].count, width: 844) - table.separatorPixel) < 1e-9)
        }
        #expect(abs(table.rectForRow(at: row).minY - table.contentOffset.y - screenY) < 1e-9)
    }

    @Test func fixedRowHeightsAreNotMeasured() {
        let source = TextSource([sampleTexts(100)])
        let (_, table) = makeTable(source: source)
        table.rowHeight = 60
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.frame.height == 60 })
        #expect(table.contentSize.height == 6_000)
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).minY == 600)
    }

    @Test func delegateHeightsAndEstimatesAreUsedRowByRow() {
        let source = TextSource([sampleTexts(50)])
        let delegate = HeightDelegate()
        let (_, table) = makeTable(source: source)
        table.delegate = delegate
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 23)
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).height == 24)
        // Row 5 asks for its own height: measured from its constraints.
        #expect(abs(table.rectForRow(at: IndexPath(row: 5, section: 0)).height - freshHeight(source.sections[0][5], width: 390) - table.separatorPixel) < 1e-9)
        #expect(delegate.displayed.first == IndexPath(row: 0, section: 0))
    }

    @Test func selectionFollowsTapsAndTheDelegate() {
        let source = TextSource([sampleTexts(30)])
        let delegate = HeightDelegate()
        let (_, table) = makeTable(source: source)
        table.delegate = delegate
        table.layoutIfNeeded()
        table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        // The delegate sends taps on row 7 to row 8.
        table.simulateTap(onRowAt: IndexPath(row: 7, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 8, section: 0)])
        #expect(delegate.events.suffix(2) == ["deselect 2", "select 8"])
        table.allowsMultipleSelection = true
        table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        table.simulateTap(onRowAt: IndexPath(row: 8, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func headersStickToTheTopInPlainTables() {
        let source = TextSource([sampleTexts(30), sampleTexts(30, seed: 3)])
        source.titles = ["First", "Second"]
        let (_, table) = makeTable(source: source)
        let header = table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "First")
        #expect(header?.frame.minY == 0)
        #expect((header?.frame.height ?? 0) > 20)
        table.scroll(to: 500)
        #expect(table.headerView(forSection: 0)?.frame.minY == table.contentOffset.y)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(firstRow.minY == header!.frame.height)
        // At the second section the second header takes over.
        let second = table.rectForHeader(inSection: 1)
        table.scroll(to: second.minY + 100)
        #expect(table.headerView(forSection: 1)?.frame.minY == table.contentOffset.y)
        #expect(table.contentOffset.y > table.rectForHeader(inSection: 1).minY)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func styleCellsSizeThemselves() {
        let source = StyleSource()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.count == 4)
        for cell in cells {
            #expect(cell.frame.height >= 44)
            #expect(cell.frame.minX == 16)
            for label in [cell.textLabel, cell.detailTextLabel].compactMap({ $0 }) {
                #expect(label.frame.minY >= 0 && label.frame.maxY <= cell.contentView.bounds.height)
                #expect(label.frame.maxX <= cell.contentView.bounds.width)
            }
        }
        // The subtitle cell stacks its labels; the long title wraps.
        let subtitle = cells[1]
        #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY)
        #expect(cells[3].frame.height > 60)
        // An accessory narrows the content view.
        #expect(cells[2].contentView.frame.width == cells[2].frame.width - 38)
    }

    @Test func aNewTextSizeMeasuresTheRowsAgain() {
        let source = TextSource([sampleTexts(100)])
        let (window, table) = makeTable(source: source)
        func usesDynamicType() {
            for cell in table.visibleCells.compactMap({ $0 as? LabelCell }) {
                cell.label.font = .preferredFont(forTextStyle: .body, compatibleWith: cell.traitCollection)
                cell.label.adjustsFontForContentSizeCategory = true
            }
        }
        // Dynamic fonts from the start: a fresh reload with every cell using them.
        source.sections[0] = sampleTexts(12)
        table.reloadData()
        table.layoutIfNeeded()
        usesDynamicType()
        table.reloadData()
        table.layoutIfNeeded()
        let before = table.visibleCells.map(\.frame.height)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        let after = table.visibleCells.map(\.frame.height)
        #expect(after.first! > before.first! + 10)
        for cell in table.visibleCells.compactMap({ $0 as? LabelCell }) {
            let fresh = cell.systemLayoutSizeFitting(
                CGSize(width: cell.frame.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(fresh.height - cell.frame.height) < 1e-9)
        }
    }

    @Test func theTableHeaderAndFooterViewsFrameTheRows() {
        let source = TextSource([sampleTexts(5)])
        let (_, table) = makeTable(height: 2_000, source: source)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        let last = table.rectForRow(at: IndexPath(row: 4, section: 0))
        #expect(table.tableFooterView?.frame.minY == last.maxY)
        #expect(table.contentSize.height == last.maxY + 30)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 60)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 121)) == IndexPath(row: 0, section: 0))
    }

    /// UIKit keeps one pixel below every cell's content view for the
    /// separator: a 44-point row's content view is 43.5 points tall at 2×
    /// (43⅔ at 3×), and a self-sizing row is its content plus that pixel.
    @Test(arguments: [DeviceProfile.iPhoneSE3, .iPhone15])
    func cellsKeepAPixelBelowTheirContentForTheSeparator(device: DeviceProfile) throws {
        let host = HeadlessHost(device: device)
        let controller = UITableViewController(style: .plain)
        let source = TextSource([["One line", String(repeating: "Several lines of text that wrap. ", count: 8)]])
        controller.tableView.register(LabelCell.self, forCellReuseIdentifier: "label")
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        controller.tableView.dataSource = source
        host.launch(controller)
        let table = controller.tableView!
        let pixel = 1 / device.scale
        for row in 0..<2 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(abs(cell.frame.height - cell.contentView.frame.height - pixel) < 1e-9)
            #expect(abs(cell.frame.height - freshHeight(source.sections[0][row], width: table.bounds.width) - pixel) < 1e-9)
        }
        // A fixed row height is the row's; the content view is a pixel shorter.
        table.rowHeight = 44
        table.reloadData()
        table.layoutIfNeeded()
        let fixed = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(fixed.frame.height == 44)
        #expect(abs(fixed.contentView.frame.height - (44 - pixel)) < 1e-9)
        // Without separators, nothing is kept.
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(fixed.contentView.frame.height == 44)
        withExtendedLifetime(host) {}
    }

    @Test func contentViewsStayClearOfTheSafeAreaAndFollowTheReadableWidth() {
        let source = TextSource([sampleTexts(5)])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 400), style: .plain)
        table.register(LabelCell.self, forCellReuseIdentifier: "label")
        table.setRootSafeAreaInsets(UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 30))
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.visibleCells[0]
        #expect(cell.contentView.frame == CGRect(x: 44, y: 0, width: 1_000 - 44 - 30, height: cell.frame.height - table.separatorPixel))
        table.insetsContentViewsToSafeArea = false
        table.cellLayoutMarginsFollowReadableWidth = true
        table.reloadData()
        table.layoutIfNeeded()
        let wide = table.visibleCells[0] as! LabelCell
        #expect(wide.contentView.frame.width == 1_000)
        #expect(wide.label.frame.width == UIView.readableContentWidth)
    }

    @Test func cellMarginsFollowTheTablesWidthClass() throws {
        let source = TextSource([sampleTexts(3)])
        source.titles = ["Section"]
        let (window, table) = makeTable(source: source)
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        func titleMinX() -> CGFloat { title.convert(title.bounds, to: table).minX }
        #expect((table.visibleCells[0] as! LabelCell).label.frame.minX == 16)
        #expect(titleMinX() == 16)
        // The cells and titles on screen follow a new width class, with no reload.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { ($0 as! LabelCell).label.frame.minX == 20 })
        #expect(titleMinX() == 20)
        table.reloadData()
        window.layoutIfNeeded()
        #expect((table.visibleCells[0] as! LabelCell).label.frame.minX == 20)
        // Margins a cell chose for itself stay.
        let cell = table.visibleCells[1] as! LabelCell
        cell.contentView.layoutMargins = UIEdgeInsets(top: 11, left: 30, bottom: 11, right: 30)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.visibleCells.contains { ($0 as! LabelCell).label.frame.minX == 30 })
    }

    @Test func aSelectedRowIsDrawnSelected() {
        let source = TextSource([sampleTexts(3)])
        let (_, table) = makeTable(source: source)
        let grey = UIColor.systemGray4.rgba(for: table.traitCollection)
        func fills(_ cell: UITableViewCell) -> [RGBA] {
            DisplayList(of: cell).operations.compactMap { if case let .fill(_, color, _) = $0 { color } else { nil } }
        }
        #expect(!fills(table.visibleCells[1]).contains(grey))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(fills(table.visibleCells[1]).contains(grey))
        table.visibleCells[1].selectionStyle = .none
        #expect(!fills(table.visibleCells[1]).contains(grey))
    }

    // MARK: Bad input

    @Test func anUnregisteredIdentifierIsReportedWithTheRegisteredOnes() {
        let source = TextSource([sampleTexts(5)]) { _ in "nope" }
        let ((_, table), diagnostics) = LayoutDiagnostics.capture { makeTable(source: source) }
        let report = diagnostics.first { $0.kind == .unregisteredIdentifier }
        #expect(report?.involves(table) == true)
        #expect(report?.identifiers == ["nope", "label", "metric"])
        #expect(report?.indexPaths == [IndexPath(row: 0, section: 0)])
    }

    @Test func indexPathsOutOfRangeAreReported() {
        let (_, table) = makeTable(source: TextSource([sampleTexts(5)]))
        let (_, diagnostics) = LayoutDiagnostics.capture {
            table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
            _ = table.rectForRow(at: IndexPath(row: 0, section: 3))
            table.selectRow(at: IndexPath(row: -1, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(diagnostics.filter { $0.kind == .invalidIndexPath && $0.involves(table) }.count == 3)
        #expect(diagnostics.map(\.indexPaths) == [[IndexPath(row: 9, section: 0)], [IndexPath(row: 0, section: 3)], [IndexPath(row: -1, section: 0)]])
    }

    @Test func updatesWhoseCountsDoNotAddUpAreReportedAndReloaded() {
        let source = TextSource([sampleTexts(10)])
        let (_, table) = makeTable(source: source)
        source.sections[0].append("one more")
        let (_, diagnostics) = LayoutDiagnostics.capture {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(diagnostics.first?.kind == .invalidBatchUpdate)
        #expect(diagnostics.first?.involves(table) == true)
        #expect(diagnostics.first?.indexPaths == [IndexPath(index: 0)])
        #expect(table.numberOfRows(inSection: 0) == 11)
        #expect((table.visibleCells.first as? LabelCell)?.label.text == source.sections[0][0])
    }

    @Test func aCellReturnedTwiceIsReported() {
        let source = SameCellSource()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        let (_, diagnostics) = LayoutDiagnostics.capture { window.layoutIfNeeded() }
        #expect(diagnostics.contains { $0.kind == .invalidDataSourceAnswer && $0.involves(table) })
        #expect(table.visibleCells.count > 1)
    }

    @Test(arguments: [UILayoutPriority.required, UILayoutPriority(999)])
    func aRequiredHeightThatFightsTheRowHeightIsReportedLikeUIKit(priority: UILayoutPriority) {
        let source = QuoteSource(priority: priority)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        let (_, diagnostics) = LayoutDiagnostics.capture { window.layoutIfNeeded() }
        let conflicts = diagnostics.filter { $0.kind == .unsatisfiable }
        if priority == .required {
            #expect(!conflicts.isEmpty)
            #expect(conflicts.first?.message.contains("'UIView-Encapsulated-Layout-Height'") == true)
            #expect(conflicts.first?.message.contains("height == 64") == true)
        } else {
            #expect(conflicts.isEmpty)
            let cell = table.visibleCells.first
            #expect(cell?.frame.height == 44)
        }
    }
}

/// Heights for rows 3 and 4, automatic for the others; records display and selection.
@MainActor
final class HeightDelegate: UITableViewDelegate {
    var displayed: [IndexPath] = []
    var events: [String] = []
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 3 || indexPath.row == 4 ? CGFloat(20 + indexPath.row) : UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 7 ? IndexPath(row: 8, section: 0) : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("deselect \(indexPath.row)") }
}

/// A million rows, recording which were asked for.
@MainActor
final class MillionSource: UITableViewDataSource {
    var asked: Set<Int> = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.insert(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "metric", for: indexPath) as! MetricCell
        cell.label.text = String(repeating: "m", count: 10 + indexPath.row % 90)
        return cell
    }
}

/// One cell of each built-in style.
@MainActor
final class StyleSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 3 ? "A title long enough to wrap onto a second line in its narrow column" : "Title"
        cell.detailTextLabel?.text = "Detail"
        if indexPath.row == 2 { cell.accessoryType = .disclosureIndicator }
        return cell
    }
}

/// Gives the same cell for every row: bad input.
@MainActor
final class SameCellSource: UITableViewDataSource {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
}

/// The quotes seed's cell: a 64-point photo whose height constraint has a
/// priority, pinned top and bottom to the content view.
@MainActor
final class QuoteSource: UITableViewDataSource {
    let priority: UILayoutPriority
    init(priority: UILayoutPriority) { self.priority = priority }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let photo = UIView()
        photo.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(photo)
        let height = photo.heightAnchor.constraint(equalToConstant: 64)
        height.priority = priority
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
            photo.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
            photo.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            photo.widthAnchor.constraint(equalToConstant: 64), height,
        ])
        return cell
    }
}
