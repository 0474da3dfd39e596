import Foundation

/// The collection view's side of the list core's selection rules: its delegate's names and its cells.
extension UICollectionView: SelectableList {
    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateTarget(forTapAt indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func tellDelegate(selected: Bool, at indexPath: IndexPath) {
        if selected {
            collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
        }
    }

    func requestSelection(at indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    func requestDeselection(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }
}
