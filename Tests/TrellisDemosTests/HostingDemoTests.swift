import Foundation
import Testing
import Trellis
@testable import TrellisDemos
import TrellisRender

/// The hosting demos: the seed's SwiftUI views in self-sizing table cells,
/// hosted by controllers pinned with constraints, or by hosting configurations.
@MainActor
@Suite struct HostingDemoTests {
    /// The views a hosting view made for its content, in a cell.
    func hostedViews(in cell: UITableViewCell) throws -> [UIView] {
        let hosting = try #require(cell.contentView.subviews.first)
        var views: [UIView] = []
        var pending = hosting.subviews.reversed() as [UIView]
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews.reversed()
        }
        return views
    }

    /// The hosted views whose type's name begins with `prefix` (the leaves are internal to TrellisUI).
    func named(_ prefix: String, in views: [UIView]) -> [UIView] {
        views.filter { String(describing: type(of: $0)).hasPrefix(prefix) }
    }

    @Test func theListShowsTheSeedsRowsInContainedHostingControllers() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = HostingTableViewController()
        host.launch(controller)
        let table = controller.tableView!
        let cells = table.visibleCells
        #expect(cells.count >= 6)
        for cell in cells {
            let row = try #require(table.indexPath(for: cell)).row
            #expect((cell is HostingCell<ComplicatedCellView>) == (row % 6 == 0), "row \(row)")
            // The hosting view fills the content view.
            let hosting = try #require(cell.contentView.subviews.first)
            #expect(abs(hosting.frame.height - cell.contentView.bounds.height) < 1e-9 && hosting.frame.width == cell.contentView.bounds.width)
            let views = try hostedViews(in: cell)
            if row % 6 == 0 {
                // Squares, the blue rectangle, the button (a control) with its blue title, two borders.
                #expect(views.contains { $0 is UIControl }, "row \(row)")
                let colors = named("ColorLeafView", in: views)
                let squares = colors.filter { abs($0.frame.width - 50) < 1e-9 && abs($0.frame.height - 50) < 1e-9 }
                #expect(squares.count == 3, "row \(row)")
                #expect(colors.contains { $0.frame.width > 100 && $0.frame.height >= 100 }, "row \(row)")
                let button = try #require(views.compactMap { $0 as? UILabel }.first { $0.text == "Tap me!" })
                #expect(button.textColor == .systemBlue)
                let borders = named("ShapeLeafView", in: views)
                #expect(borders.map(\.frame) == [hosting.bounds.insetBy(dx: 16, dy: 16), hosting.bounds])
            } else {
                // A grey bar down the whole row, then the title over the caption.
                let bar = try #require(named("ColorLeafView", in: views).first)
                #expect(bar.frame.origin == CGPoint(x: 10, y: 0) && bar.frame.width == 2 && abs(bar.frame.height - cell.contentView.bounds.height) < 1e-9)
                let texts = views.compactMap { $0 as? UILabel }
                #expect(texts.map(\.text) == ["Title Title Title ", String(repeating: "Title Title Title  ", count: row % 20 + 1)])
                #expect(texts.allSatisfy { $0.frame.minX == 22 })
            }
        }
        // Every cell's controller is a child of the list's, once.
        #expect(controller.children.count == Set(cells.map(ObjectIdentifier.init)).count)
    }

    @Test func scrolledToTheEndAndTurnedEveryRowFitsAndKeepsClearOfTheHousing() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = HostingTableViewController()
        host.launch(controller)
        let table = controller.tableView!
        func expectRowsFit() throws {
            for cell in table.visibleCells {
                let row = try #require(table.indexPath(for: cell)).row
                let fresh = controller.makeCell(forRow: row, parentController: UIViewController())
                let safe = host.window.safeAreaInsets
                host.window.addSubview(fresh)
                let width = cell.contentView.frame.width
                fresh.frame = CGRect(x: safe.left, y: safe.top, width: width, height: 44)
                let fitted = fresh.systemLayoutSizeFitting(
                    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                fresh.removeFromSuperview()
                #expect(abs(fitted.height - cell.contentView.frame.height) < 1e-9, "row \(row)")
            }
        }
        // To the end (which moves as the rows' estimates give way to their heights).
        for _ in 0..<10 where table.indexPathsForVisibleRows?.last?.row != 299 {
            host.drag(table, to: CGPoint(x: 0, y: table.contentSize.height))
        }
        #expect(table.indexPathsForVisibleRows?.last?.row == 299)
        try expectRowsFit()
        host.rotate(to: .landscapeLeft)
        try expectRowsFit()
        let safe = host.window.safeAreaInsets
        #expect(safe.left > 0)
        for cell in table.visibleCells {
            for view in try hostedViews(in: cell) {
                let frame = view.convert(view.bounds, to: host.window)
                #expect(frame.minX >= safe.left && frame.maxX <= host.window.bounds.width - safe.right)
            }
        }
    }

    @Test func hostingConfigurationsPutTheRowsInsideTheMargins() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = HostingConfigurationViewController()
        host.launch(controller)
        let table = controller.tableView!
        for cell in table.visibleCells {
            let row = try #require(table.indexPath(for: cell)).row
            // The configuration's view: the background's hosting view, then the content's.
            let configured = try #require(cell.contentView.subviews.first)
            #expect(configured.frame == cell.contentView.bounds)
            let (background, content) = (configured.subviews[0], configured.subviews[1])
            let inset = cell.contentView.bounds.inset(by: cell.contentView.layoutMargins)
            #expect(abs(content.frame.height - inset.height) < 1e-9 && content.frame.origin == inset.origin, "row \(row)")
            #expect(background.frame == cell.contentView.bounds)
            // Only the busier rows have a background to draw.
            #expect(background.subviews.count == (row % 6 == 0 ? 1 : 0), "row \(row)")
            #expect(!content.subviews.isEmpty)
        }
    }
}
