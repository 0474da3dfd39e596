import Foundation

/// What a table draws for its cells beyond their views: separators and the
/// backgrounds of grouped and selected rows.
extension UITableViewCell {
    /// Where the separator runs, in the cell's coordinates; nil when the
    /// table draws none.
    var separatorFrame: CGRect? {
        guard let tableView, tableView.separatorStyle != .none else { return nil }
        // A grouped section's last row has its section's edge instead.
        if tableView.style != .plain, isLastInSection { return nil }
        let inset = separatorInset
        let thickness = separatorHeight
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? inset.right : inset.left, right = rtl ? inset.left : inset.right
        return CGRect(x: left, y: bounds.height - thickness, width: max(0, bounds.width - left - right), height: thickness)
    }

    /// What UIKit keeps below the content view of every cell of a table that
    /// draws separators: one pixel (half a point at 2×, a third at 3×). So a
    /// 44-point row's content view is 43.5 points tall at 2×, and a
    /// self-sizing row is its content's height plus that pixel.
    var separatorHeight: CGFloat {
        guard let tableView, tableView.separatorStyle != .none else { return 0 }
        let scale = tableView.traitCollection.displayScale
        return 1 / (scale > 0 ? scale : UIScreen.main.scale)
    }

    /// What the table draws behind the cell's content beyond the cell's own
    /// background: in grouped tables, the grouped background when the cell has
    /// none (its section's outer corners rounded in an inset-grouped table, as
    /// UIKit's default background does); the grey of a selected or highlighted
    /// row unless it has a `selectedBackgroundView` or no selection style.
    var tableBackgrounds: [(color: UIColor, corners: Corners)] {
        guard let tableView, backgroundConfiguration == nil else { return [] }
        var corners = Corners.square
        if tableView.style == .insetGrouped, isFirstInSection || isLastInSection {
            var mask: CACornerMask = []
            if isFirstInSection { mask.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLastInSection { mask.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            corners = Corners(radius: 10, mask: mask)
        }
        var fills: [(UIColor, Corners)] = []
        if backgroundColor == nil, backgroundView == nil, tableView.style != .plain { fills.append((.secondarySystemGroupedBackground, corners)) }
        if isSelected || isHighlighted, selectionStyle != .none, selectedBackgroundView == nil { fills.append((.systemGray4, corners)) }
        return fills
    }
}
