import Foundation

extension UICollectionView {
    /// Which changes inside a cell that sizes itself make the collection view measure it again.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// None: a cell keeps its size until the layout is invalidated.
        case disabled
        /// `invalidateIntrinsicContentSize()` called on the cell or its content view.
        case enabled
        /// That, and any change of an intrinsic size or a constraint inside the cell.
        case enabledIncludingConstraints
    }

    /// A cell showing here reported a change of size: its item is measured
    /// again at the next layout pass (what is above it stays where it is).
    func cellSizeInvalidated(_ view: UICollectionReusableView, byContent: Bool) {
        guard !isLayingOutElements, selfSizingInvalidation.accepts(byContent: byContent),
            let cell = view as? UICollectionViewCell, let indexPath = indexPath(for: cell),
            collectionViewLayout.sizesCellsFromContent, measuredItems.remove(indexPath) != nil else { return }
        setNeedsLayout()
    }
}

extension UITableView {
    /// Which changes inside a cell that sizes itself make the table measure its row again.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// None: a row keeps its height until the table reloads it.
        case disabled
        /// `invalidateIntrinsicContentSize()` called on the cell or its content view.
        case enabled
        /// That, and any change of an intrinsic size or a constraint inside the cell.
        case enabledIncludingConstraints
    }

    /// A cell showing here reported a change of size: its row is measured
    /// again at the next layout pass (what is above it stays where it is).
    func cellSizeInvalidated(_ cell: UITableViewCell, byContent: Bool) {
        guard !isLayingOutRows, rowsSelfSize, selfSizingInvalidation.accepts(byContent: byContent),
            let flat = displayedCells.element(of: cell), rowIndex.isMeasured(flat) else { return }
        measuredRows.count -= 1
        measuredRows.total -= rowIndex.height(at: flat)
        rowIndex.forgetHeight(at: flat)
        setNeedsLayout()
    }
}

/// The modes tables and collection views share (disabled 0, enabled 1, including constraints 2).
protocol SelfSizingInvalidationMode: RawRepresentable where RawValue == Int {}

extension SelfSizingInvalidationMode {
    /// Whether a change is taken: one asked for outright from `enabled` on,
    /// a change of content only from `enabledIncludingConstraints`.
    func accepts(byContent: Bool) -> Bool { rawValue >= (byContent ? 2 : 1) }
}

extension UICollectionView.SelfSizingInvalidation: SelfSizingInvalidationMode {}
extension UITableView.SelfSizingInvalidation: SelfSizingInvalidationMode {}

extension UIView {
    /// The view's size or constraints changed: the list cell holding it (if
    /// any) is told, so its list can measure it again. The cell itself or its
    /// content view invalidating its intrinsic size asks outright; anything
    /// deeper, or a constraint, counts as a change of content. A view outside
    /// any cell knows so from what it inherits, without walking up (every
    /// label's new text asks).
    func tellListCellOfSizeChange(constraint: Bool) {
        guard let holder = enclosingListCell else { return }
        if let cell = holder as? UITableViewCell {
            let outright = !constraint && (self === cell || self === cell.contentView)
            cell.tableView?.cellSizeInvalidated(cell, byContent: !outright)
        } else if let reusable = holder as? UICollectionReusableView {
            let outright = !constraint && (self === reusable || self === (reusable as? UICollectionViewCell)?.contentView)
            reusable.collectionView?.cellSizeInvalidated(reusable, byContent: !outright)
        }
    }
}
