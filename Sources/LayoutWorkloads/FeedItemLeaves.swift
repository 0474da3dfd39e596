import Foundation
import Trellis

/// The fifteen leaf views of the FeedItem cell (eleven labels, four images),
/// with the priorities the specification gives them; every variant of the
/// cell arranges these.
@MainActor
public final class FeedItemLeaves {
    /// The top bar: what happened, then "...".
    public let actionLabel = MetricLabel(), optionsLabel = MetricLabel("...")
    /// The poster's picture, 50 × 50.
    public let posterImageView = FixedSizeView(width: 50, height: 50)
    /// The poster's name, and a headline of up to three lines.
    public let posterNameLabel = MetricLabel(), posterHeadlineLabel = MetricLabel(numberOfLines: 3)
    /// When it was posted, and the poster's comment.
    public let posterTimeLabel = MetricLabel(), posterCommentLabel = MetricLabel()
    /// The shared content's picture, 350 × 200.
    public let contentImageView = FixedSizeView(width: 350, height: 200)
    /// The shared content's title and domain.
    public let contentTitleLabel = MetricLabel(), contentDomainLabel = MetricLabel()
    /// The three actions.
    public let likeLabel = MetricLabel("Like"), commentLabel = MetricLabel("Comment"), shareLabel = MetricLabel("Share")
    /// The picture of the person who acted, 50 × 50.
    public let actorImageView = FixedSizeView(width: 50, height: 50)
    /// Their comment.
    public let actorCommentLabel = MetricLabel()

    /// The labels that show a row's texts, in the order of `FeedItemCell.texts(row:)`.
    public let rowLabels: [MetricLabel]

    /// Makes the views with the specification's priorities.
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
