import Foundation

/// A way of building the FeedItem cell (plain anchors, or stack views), so
/// that tests and benchmarks run the same workload over each.
@MainActor
public protocol FeedItemVariant {
    init()
    /// Shows prepared texts (from `FeedItemCell.texts(row:)`).
    func configure(_ texts: [String])
    /// The cell's size at `width`, as a table measures a self-sizing cell.
    func fit(width: CGFloat) -> CGSize
}

extension FeedItemCell: FeedItemVariant {}
extension FeedItemStackCell: FeedItemVariant {}
