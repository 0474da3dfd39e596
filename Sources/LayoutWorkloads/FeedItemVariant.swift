import Foundation
import Trellis

/// A way of building the FeedItem cell (plain anchors, or stack views), so
/// that tests and benchmarks run the same workload over each.
@MainActor
public protocol FeedItemVariant {
    /// A cell whose labels measure `text`.
    init(text: FeedItemText)
    /// The view the cell's content is laid out in.
    var contentView: UIView { get }
    /// The labels and images the cell arranges.
    var leaves: FeedItemLeaves { get }
}

extension FeedItemVariant {
    /// A cell with the deterministic text metric.
    public init() { self.init(text: .metric) }

    /// Shows row `i`'s data.
    public func configure(row i: Int) {
        configure(FeedItemCell.texts(row: i))
    }

    /// Shows prepared texts (from `FeedItemCell.texts(row:)`).
    public func configure(_ texts: [String]) {
        for (label, text) in zip(leaves.rowLabels, texts) { label.show(text) }
    }

    /// The cell's size at `width`, as a table measures a self-sizing cell.
    public func fit(width: CGFloat) -> CGSize {
        contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}

extension FeedItemCell: FeedItemVariant {}
extension FeedItemStackCell: FeedItemVariant {}
