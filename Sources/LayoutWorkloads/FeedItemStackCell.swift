import Foundation
import Trellis

/// The UIStackView variant of the FeedItem cell: eight arranged views in a
/// vertical stack, rows of their own stacks, as the benchmark specification
/// describes. Its geometry differs a little from `FeedItemCell`'s; it is
/// there to compare what stacks cost against plain anchors.
@MainActor
public final class FeedItemStackCell {
    public let contentView = UIView()

    public let actionLabel = MetricLabel(), optionsLabel = MetricLabel("...")
    public let posterImageView = FixedSizeView(width: 50, height: 50)
    public let posterNameLabel = MetricLabel(), posterHeadlineLabel = MetricLabel(numberOfLines: 3)
    public let posterTimeLabel = MetricLabel(), posterCommentLabel = MetricLabel()
    public let contentImageView = FixedSizeView(width: 350, height: 200)
    public let contentTitleLabel = MetricLabel(), contentDomainLabel = MetricLabel()
    public let likeLabel = MetricLabel("Like"), commentLabel = MetricLabel("Comment"), shareLabel = MetricLabel("Share")
    public let actorImageView = FixedSizeView(width: 50, height: 50)
    public let actorCommentLabel = MetricLabel()

    public init() {
        for view in [optionsLabel, posterImageView, actorImageView] as [UIView] {
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
        let topBar = UIStackView(arrangedSubviews: [actionLabel, optionsLabel])
        topBar.alignment = .leading

        let posterText = UIStackView(arrangedSubviews: [posterNameLabel, posterHeadlineLabel, posterTimeLabel])
        posterText.axis = .vertical
        posterText.spacing = 1
        posterText.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        posterText.isLayoutMarginsRelativeArrangement = true
        let posterCard = UIStackView(arrangedSubviews: [posterImageView, posterText])
        posterCard.alignment = .center

        let actions = UIStackView(arrangedSubviews: [likeLabel, commentLabel, shareLabel])
        actions.distribution = .equalSpacing
        let commentRow = UIStackView(arrangedSubviews: [actorImageView, actorCommentLabel])

        let stack = UIStackView(arrangedSubviews: [
            topBar, posterCard, posterCommentLabel, contentImageView, contentTitleLabel, contentDomainLabel, actions, commentRow,
        ])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// The labels that show a row's texts, in the order of `FeedItemCell.texts(row:)`.
    public var rowLabels: [MetricLabel] {
        [actionLabel, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel,
         contentTitleLabel, contentDomainLabel, actorCommentLabel]
    }
}
