import Testing
import Trellis
import TrellisDemos
@testable import TrellisUI

/// The seed's three ways of hosting SwiftUI views in self-sizing table
/// cells, run as the seed runs them.
@MainActor
@Suite struct HostingCellTests {
    /// The seed's fix for the first cell: both views at their ideal height.
    struct FixedCellView: View {
        let row: Int
        var body: some View {
            CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1).fixedSize(horizontal: false, vertical: true)
        }
    }

    struct FixedComplicatedCellView: View {
        let value: Int
        var body: some View { ComplicatedCellView(value: value).fixedSize(horizontal: false, vertical: true) }
    }

    // MARK: sizeThatFits and layoutSubviews

    @Test func sizeThatFitsGivesTheComplicatedCellNoHeight() throws {
        let cell = SizeThatFitsHostingCell<ComplicatedCellView>(style: .default, reuseIdentifier: nil)
        cell.set(rootView: ComplicatedCellView(value: 7))
        // Its outer frame takes any height from 0 up, so a proposal of 0 gets 0.
        #expect(cell.hostingController.sizeThatFits(in: CGSize(width: 375, height: 0)).height == 0)
        #expect(cell.sizeThatFits(CGSize(width: 375, height: 0)).height == 0)
        // Its ideal height is not 0: nothing asks for it.
        #expect(cell.hostingController.view.intrinsicContentSize(forWidth: 375).height > 100)
        // Fixed at its ideal height vertically, it sizes.
        let fixed = SizeThatFitsHostingCell<FixedComplicatedCellView>(style: .default, reuseIdentifier: nil)
        fixed.set(rootView: FixedComplicatedCellView(value: 7))
        let size = fixed.sizeThatFits(CGSize(width: 375, height: 0))
        #expect(size.height == fixed.hostingController.view.intrinsicContentSize(forWidth: 375).height)
        #expect(size.height > 100)
        // Laid out at that size, its text wraps: every line shows.
        fixed.frame = CGRect(origin: .zero, size: size)
        fixed.layoutIfNeeded()
        let value = try #require(labels(in: fixed).first { $0.text?.hasPrefix("Value") == true })
        #expect(value.numberOfLines > 1)
        value.numberOfLines = 0
        #expect(value.intrinsicContentSize(forWidth: value.frame.width).height <= value.frame.height + 1e-6)
    }

    @Test func sizeThatFitsLeavesTheLabelsOnOneLine() throws {
        let cell = SizeThatFitsHostingCell<CellView>(style: .default, reuseIdentifier: nil)
        cell.set(rootView: CellView(content: "Title Title Title ", numberOfRepetitions: 12))
        // A proposal of no height: every text takes one line, the least it can.
        let size = cell.sizeThatFits(CGSize(width: 375, height: 0))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        let caption = try #require(labels(in: cell).last)
        #expect(labels(in: cell).allSatisfy { $0.numberOfLines == 1 })
        #expect(caption.frame.height < caption.font.lineHeight * 2)
        #expect(size.height < cell.hostingController.view.intrinsicContentSize(forWidth: 375).height)
        // Fixed at their ideal height, the texts wrap and the cell grows.
        let fixed = SizeThatFitsHostingCell<FixedCellView>(style: .default, reuseIdentifier: nil)
        fixed.set(rootView: FixedCellView(row: 11))
        let fixedSize = fixed.sizeThatFits(CGSize(width: 375, height: 0))
        fixed.frame = CGRect(origin: .zero, size: fixedSize)
        fixed.layoutIfNeeded()
        let wrapped = try #require(labels(in: fixed).last)
        #expect(wrapped.numberOfLines > 2)
        #expect(fixedSize.height == fixed.hostingController.view.intrinsicContentSize(forWidth: 375).height)
        #expect(fixedSize.height > size.height + wrapped.font.lineHeight)
    }

    // MARK: Constraints, with and without containment

    /// The seed's second cell, without `invalidateIntrinsicContentSize()`:
    /// on iOS reused rows kept an earlier row's height; here every row, new
    /// or reused, is as tall as its content.
    @Test func constrainedCellsFitEveryRowWithoutInvalidating() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = SeedListController(.constraints, rows: 300)
        host.launch(controller)
        var fitter = FreshFitter(controller: controller, host: host)
        var shown: [ObjectIdentifier: Set<CGFloat>] = [:]
        scrollThrough(controller.tableView, in: host, down: true, upTo: 5_000) { table in
            fitter.expectVisibleRowsFit(table)
            for cell in table.visibleCells { shown[ObjectIdentifier(cell), default: []].insert(cell.frame.height) }
        }
        // Cells were reused, for rows of other heights.
        #expect(controller.madeCells.count < 40)
        #expect(controller.madeCells.values.contains { $0 > 3 })
        #expect(shown.values.contains { $0.count > 1 })
    }

    /// The seed's final cell (and the same without invalidating): 1,000 rows
    /// scrolled to the end and back, every row as tall as its content fitted alone.
    @Test(arguments: [SeedListController.Cells.contained, .containedWithoutInvalidating])
    func containedCellsFitAThousandRowsDownAndBack(cells: SeedListController.Cells) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = SeedListController(cells, rows: 1_000)
        host.launch(controller)
        var fitter = FreshFitter(controller: controller, host: host)
        var steps = 0
        scrollThrough(controller.tableView, in: host, down: true) { table in
            fitter.expectVisibleRowsFit(table)
            steps += 1
        }
        let table = controller.tableView!
        #expect(table.indexPathsForVisibleRows?.last?.row == 999)
        scrollThrough(table, in: host, down: false) { table in
            fitter.expectVisibleRowsFit(table)
            steps += 1
        }
        #expect(table.indexPathsForVisibleRows?.first?.row == 0)
        #expect(steps > 100)
        // Each cell's hosting controller joined the table's controller once, and stays.
        #expect(controller.children.count == controller.madeCells.count)
        #expect(controller.children.allSatisfy { $0.parent === controller })
    }

    /// Lines of text: as many as its state says, and `extra` more.
    struct Lines: View {
        let extra: Int
        let expose: (Binding<Int>) -> Void
        @State private var lines = 1
        var body: some View {
            let _ = expose($lines)
            VStack(alignment: .leading) {
                ForEach(0..<(lines + extra), id: \.self) { Text("Line \($0)") }
            }
        }
    }

    /// The seed's final cell invalidates after setting a root view, which
    /// the hosting view has done already: that second invalidation measures
    /// nothing again, and every change after it (a state the body reads, a
    /// new root view) is measured, with or without invalidating.
    @Test func anInvalidationWithNothingChangedLeavesLaterChangesMeasured() throws {
        let list = UIViewController()
        let cell = HostingCell<Lines>(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        func fittedHeight() -> CGFloat { tableFittedHeight(of: cell, width: 375) }
        var lines: Binding<Int>?
        cell.set(rootView: Lines(extra: 0) { lines = $0 }, parentController: list)
        let one = fittedHeight()
        cell.hostedView.invalidateIntrinsicContentSize()
        #expect(fittedHeight() == one)
        try #require(lines).wrappedValue = 3
        let three = fittedHeight()
        #expect(three > one)
        cell.hostedView.invalidateIntrinsicContentSize()
        cell.hostedView.invalidateIntrinsicContentSize()
        #expect(fittedHeight() == three)
        try #require(lines).wrappedValue = 2
        let two = fittedHeight()
        #expect(two > one && two < three)
        // A new root view of the same structure keeps the state: two lines and two more.
        cell.set(rootView: Lines(extra: 2) { lines = $0 }, parentController: list)
        #expect(fittedHeight() > three)
    }

    /// Turned on a phone with a sensor housing, the rows' content keeps clear of the safe area at the sides.
    @Test func rotatedContentKeepsClearOfTheSafeArea() throws {
        let host = HeadlessHost(device: .iPhone15, orientation: .portrait)
        let controller = SeedListController(.contained, rows: 300)
        host.launch(controller)
        let table = controller.tableView!
        host.rotate(to: .landscapeLeft)
        let safe = host.window.safeAreaInsets
        #expect(safe.left > 0 && safe.right > 0)
        let width = host.window.bounds.width
        var fitter = FreshFitter(controller: controller, host: host)
        for offset in [CGFloat(0), 400, 1_200] {
            host.perform { table.contentOffset = CGPoint(x: 0, y: offset - table.adjustedContentInset.top) }
            host.layout()
            fitter.expectVisibleRowsFit(table)
            for cell in table.visibleCells {
                let hosted = try #require(cell.contentView.subviews.first)
                #expect(!hosted.subviews.isEmpty)
                for view in hosted.subviews {
                    let frame = view.convert(view.bounds, to: host.window)
                    #expect(frame.minX >= safe.left - 1e-6 && frame.maxX <= width - safe.right + 1e-6, "\(type(of: view)) at \(frame)")
                }
            }
        }
        // Back upright, the content spans the width again.
        host.rotate(to: .portrait)
        let upright = try #require(table.visibleCells.first?.contentView.subviews.first)
        #expect(upright.convert(upright.bounds, to: host.window).width == host.window.bounds.width)
    }

    // MARK: Helpers

    /// The labels a hosting view draws its text with, top to bottom.
    func labels(in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel { found.append(label) }
            view.subviews.forEach(visit)
        }
        visit(view)
        return found.sorted { $0.convert($0.bounds, to: view).minY < $1.convert($1.bounds, to: view).minY }
    }
}

/// Fits each row's content alone, in a new cell of its kind in the host's
/// window (its traits and text measurer), at the width of the table's
/// content views, and checks that the table shows it exactly as tall.
@MainActor
struct FreshFitter {
    let controller: SeedListController
    let host: HeadlessHost
    private var heights: [Int: CGFloat] = [:]
    private var width: CGFloat = 0

    init(controller: SeedListController, host: HeadlessHost) {
        self.controller = controller
        self.host = host
    }

    mutating func height(of row: Int, like cell: UITableViewCell) -> CGFloat {
        let width = cell.contentView.frame.width
        if width != self.width { (heights, self.width) = ([:], width) }
        if let height = heights[row] { return height }
        let fresh = controller.freshCell(row: row, parent: UIViewController())
        let safe = host.window.safeAreaInsets
        host.window.addSubview(fresh)
        fresh.contentView.layoutMargins = cell.contentView.layoutMargins
        fresh.frame = CGRect(x: safe.left, y: safe.top, width: width, height: 44)
        let height = tableFittedHeight(of: fresh, width: width)
        fresh.removeFromSuperview()
        heights[row] = height
        return height
    }

    /// Every visible row is as tall as its content fitted alone, and the rows follow one another.
    mutating func expectVisibleRowsFit(_ table: UITableView) {
        let cells = table.visibleCells
        #expect(!cells.isEmpty)
        for (index, cell) in cells.enumerated() {
            guard let row = table.indexPath(for: cell)?.row else {
                Issue.record("a visible cell with no row")
                continue
            }
            // (Within the rounding of the table's offsets, a millionth of a pixel.)
            let fitted = height(of: row, like: cell)
            // (The row is its content plus the separator's pixel, as in UIKit.)
            #expect(abs(cell.contentView.frame.height - fitted) < 1e-9, "row \(row): \(cell.contentView.frame.height) ≠ \(fitted)")
            if index > 0 { #expect(abs(cells[index - 1].frame.maxY - cell.frame.minY) < 1e-6, "row \(row)") }
        }
    }
}

/// Scrolls `table` a screen at a time to its end (or back to its start),
/// calling `step` after each layout; stops after `limit` points, if given.
@MainActor
func scrollThrough(_ table: UITableView, in host: HeadlessHost, down: Bool, upTo limit: CGFloat = .infinity, _ step: (UITableView) -> Void) {
    let top = -table.adjustedContentInset.top
    var travelled: CGFloat = 0
    step(table)
    while travelled < limit {
        let bottom = max(top, table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        let y = table.contentOffset.y
        let next = down ? min(bottom, y + table.bounds.height * 0.7) : max(top, y - table.bounds.height * 0.7)
        guard next != y else { return }
        host.perform { table.contentOffset = CGPoint(x: 0, y: next) }
        host.layout()
        travelled += abs(next - y)
        step(table)
    }
}
