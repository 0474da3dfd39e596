import Foundation

extension UICollectionView: BatchUpdatingList {
    /// Shows the data after an update: what continues keeps its selection
    /// and the size its cell preferred; reloaded and reconfigured items are
    /// measured again; the first item in view stays where it is on screen.
    func apply(_ update: ListUpdate) {
        takeCounts(update.newCounts)
        carriedAnchor = nil
        if let anchor = currentAnchor(), let new = update.newIndexPath(of: anchor.element) { carriedAnchor = anchor.moved(to: new) }
        carrySelection(through: update)
        collectionViewLayout.itemsMoved { old in update.isRemeasured(old) ? nil : update.newIndexPath(of: old) }
        needsRedisplay = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
        layoutIfNeeded()
    }
}
