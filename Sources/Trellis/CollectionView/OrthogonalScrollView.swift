import Foundation

/// The scroller a collection view gives a section that scrolls
/// orthogonally, as UIKit does: across the collection view's content, as
/// tall as the section's groups, holding the section's cells (their frames
/// in its content's coordinates). Scrolling it shows the section's other
/// cells; letting go, it comes to rest as the section's behaviour says.
@MainActor
final class OrthogonalScrollView: UIScrollView {
    private weak var owner: UICollectionView?
    private(set) var geometry: OrthogonalSection?

    init(owner: UICollectionView) {
        self.owner = owner
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        alwaysBounceHorizontal = true
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the section's new geometry, keeping its offset within the new content.
    func update(_ geometry: OrthogonalSection) {
        let isNew = self.geometry == nil
        self.geometry = geometry
        if frame != geometry.frame { frame = geometry.frame }
        let size = CGSize(width: geometry.contentWidth, height: geometry.frame.height)
        if contentSize != size { contentSize = size }
        let range = geometry.offsetRange(width: bounds.width)
        let x = isNew ? geometry.startOffset : min(max(contentOffset.x, range.lowerBound), range.upperBound)
        if contentOffset != CGPoint(x: x, y: 0) { contentOffset = CGPoint(x: x, y: 0) }
    }

    /// A new offset changes which of the section's cells show: the collection view lays out again.
    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            if let owner, !owner.isLayingOutElements { owner.setNeedsLayout() }
        }
    }

    override func restingOffset(after offset: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let geometry else { return super.restingOffset(after: offset, velocity: velocity) }
        return CGPoint(x: geometry.restingOffset(after: offset.x, velocity: velocity.x, width: bounds.width), y: 0)
    }
}
