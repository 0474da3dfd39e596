import Foundation
import Trellis

/// The UIStackView variant of the FeedItem cell: eight arranged views in a
/// vertical stack, rows of their own stacks, as the benchmark specification
/// describes. Its geometry differs a little from `FeedItemCell`'s; it is
/// there to compare what stacks cost against plain anchors.
@MainActor
public final class FeedItemStackCell {
    /// The view the cell's content is laid out in.
    public let contentView = UIView()

    /// The labels and images, arranged below.
    public let leaves: FeedItemLeaves

    /// Builds the cell: its stacks and their arranged views, empty until
    /// configured, its labels measuring `text`.
    public init(text: FeedItemText) {
        leaves = FeedItemLeaves(text: text)
        let l = leaves
        let topBar = UIStackView(arrangedSubviews: [l.actionLabel, l.optionsLabel])
        topBar.alignment = .leading

        let posterText = UIStackView(arrangedSubviews: [l.posterNameLabel, l.posterHeadlineLabel, l.posterTimeLabel])
        posterText.axis = .vertical
        posterText.spacing = 1
        posterText.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        posterText.isLayoutMarginsRelativeArrangement = true
        let posterCard = UIStackView(arrangedSubviews: [l.posterImageView, posterText])
        posterCard.alignment = .center

        let actions = UIStackView(arrangedSubviews: [l.likeLabel, l.commentLabel, l.shareLabel])
        actions.distribution = .equalSpacing
        let commentRow = UIStackView(arrangedSubviews: [l.actorImageView, l.actorCommentLabel])

        let stack = UIStackView(arrangedSubviews: [
            topBar, posterCard, l.posterCommentLabel, l.contentImageView, l.contentTitleLabel, l.contentDomainLabel, actions, commentRow,
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
}
