import Foundation
import Trellis

/// The fifteen leaf views of the FeedItem cell (eleven labels, four images),
/// with the priorities the specification gives them; every variant of the
/// cell arranges these.
@MainActor
public final class FeedItemLeaves {
    public let actionLabel = MetricLabel(), optionsLabel = MetricLabel("...")
    public let posterImageView = FixedSizeView(width: 50, height: 50)
    public let posterNameLabel = MetricLabel(), posterHeadlineLabel = MetricLabel(numberOfLines: 3)
    public let posterTimeLabel = MetricLabel(), posterCommentLabel = MetricLabel()
    public let contentImageView = FixedSizeView(width: 350, height: 200)
    public let contentTitleLabel = MetricLabel(), contentDomainLabel = MetricLabel()
    public let likeLabel = MetricLabel("Like"), commentLabel = MetricLabel("Comment"), shareLabel = MetricLabel("Share")
    public let actorImageView = FixedSizeView(width: 50, height: 50)
    public let actorCommentLabel = MetricLabel()

    /// The labels that show a row's texts, in the order of `FeedItemCell.texts(row:)`.
    public let rowLabels: [MetricLabel]

    public init() {
        rowLabels = [actionLabel, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel,
                     contentTitleLabel, contentDomainLabel, actorCommentLabel]
        // "..." and the two images neither grow nor shrink sideways.
        for view in [optionsLabel, posterImageView, actorImageView] as [UIView] {
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
    }

}
