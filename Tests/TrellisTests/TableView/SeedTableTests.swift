import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

/// The seed timeline cell of the workloads (the benchmarks' table) in a
/// table. (The seed apps themselves, quotes and chat included, are tested
/// with the demos.)
@MainActor
@Suite struct SeedTableTests {
    /// Every label of a cell shows all its text: as tall as its lines at its
    /// width, and (one line) as wide as its text, unless it is allowed to truncate.
    func expectLabelsShowAllTheirText(in cell: UIView, truncating: Set<ObjectIdentifier> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        func visit(_ view: UIView) {
            if let label = view as? UILabel, !label.isHidden, label.window != nil || true, !truncating.contains(ObjectIdentifier(label)) {
                let needed = label.intrinsicContentSize(forWidth: label.frame.width)
                #expect(label.frame.height >= needed.height - 1e-6, "\(label.text ?? "") is cut off", sourceLocation: sourceLocation)
                if label.numberOfLines == 1 {
                    #expect(label.frame.width >= label.intrinsicContentSize.width - 1e-6, "\(label.text ?? "") is cut off", sourceLocation: sourceLocation)
                }
            }
            view.subviews.forEach(visit)
        }
        visit(cell)
    }

    /// The height a cell fitted alone takes at `width`.
    func fittedAlone(_ cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        return cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    @Test(arguments: [CGFloat(320), 390, 430, 744])
    func theTimelineRunsInATable(width: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 900))
        let table = TimelineTable(frame: window.bounds, rowCount: 200)
        window.addSubview(table)
        window.layoutIfNeeded()
        table.scroll(to: 2_000)
        #expect(table.visibleCells.count >= 2)
        for cell in table.visibleCells {
            let row = table.indexPath(for: cell)!.row
            let alone = TimelineTableCell(style: .default, reuseIdentifier: nil)
            alone.content.configure(row: row)
            window.addSubview(alone)  // the same traits
            #expect(abs(cell.frame.height - fittedAlone(alone, width: width) - table.separatorPixel) < 1e-9)
            alone.removeFromSuperview()
            let content = (cell as! TimelineTableCell).content!
            expectLabelsShowAllTheirText(in: cell, truncating: [ObjectIdentifier(content.userName)])
            // The photo is inside the cell and keeps its 3 : 2 shape.
            if !content.media.isHidden {
                let photo = content.media.convert(content.media.bounds, to: cell)
                #expect(photo.maxY <= cell.bounds.height && photo.maxX <= cell.bounds.width)
                #expect(abs(photo.height * 3 - photo.width * 2) < 1e-6)
            }
        }
    }
}
