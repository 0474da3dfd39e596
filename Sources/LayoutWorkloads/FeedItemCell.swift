import Foundation
import Trellis

/// The FeedItem cell that layout frameworks compare themselves on (a
/// LinkedIn-style feed item), built with anchors exactly as the benchmark
/// specification describes: 21 views, 67 explicit constraints.
@MainActor
public final class FeedItemCell {
    /// The view the cell's content is laid out in.
    public let contentView = UIView()

    /// The five containers, top to bottom.
    public let topBar = UIView(), miniProfile = UIView(), miniContent = UIView(), socialActions = UIView(), comment = UIView()
    /// The labels and images, arranged below.
    public let leaves: FeedItemLeaves

    /// Adds `views` to `container` full width, each below the previous, the
    /// first at the top and the last at the bottom.
    private static func stack(_ views: [UIView], in container: UIView) -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        for (i, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                i == 0 ? view.topAnchor.constraint(equalTo: container.topAnchor) : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor),
            ]
        }
        if let last = views.last { constraints.append(last.bottomAnchor.constraint(equalTo: container.bottomAnchor)) }
        return constraints
    }

    /// Builds the cell: its views and 67 constraints, empty until configured,
    /// its labels measuring `text`.
    public init(text: FeedItemText) {
        leaves = FeedItemLeaves(text: text)
        let (actionLabel, optionsLabel, posterImageView) = (leaves.actionLabel, leaves.optionsLabel, leaves.posterImageView)
        let (posterNameLabel, posterHeadlineLabel, posterTimeLabel) = (leaves.posterNameLabel, leaves.posterHeadlineLabel, leaves.posterTimeLabel)
        let (posterCommentLabel, contentImageView, contentTitleLabel) = (leaves.posterCommentLabel, leaves.contentImageView, leaves.contentTitleLabel)
        let (contentDomainLabel, likeLabel, commentLabel, shareLabel) = (leaves.contentDomainLabel, leaves.likeLabel, leaves.commentLabel, leaves.shareLabel)
        let (actorImageView, actorCommentLabel) = (leaves.actorImageView, leaves.actorCommentLabel)
        var constraints = Self.stack([topBar, miniProfile, miniContent, socialActions, comment], in: contentView)

        // Top bar: the action, then "..." hugging the trailing edge.
        topBar.addSubview(actionLabel)
        topBar.addSubview(optionsLabel)
        constraints += [
            actionLabel.leadingAnchor.constraint(equalTo: topBar.leadingAnchor),
            optionsLabel.leadingAnchor.constraint(equalTo: actionLabel.trailingAnchor),
            optionsLabel.trailingAnchor.constraint(equalTo: topBar.trailingAnchor),
        ]
        for label in [actionLabel, optionsLabel] {
            constraints += [label.topAnchor.constraint(equalTo: topBar.topAnchor),
                            topBar.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor)]
        }

        // Mini profile: the poster's image, three lines of text beside it, a comment below.
        for view in [posterImageView, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel] {
            miniProfile.addSubview(view)
        }
        constraints += [
            posterImageView.leadingAnchor.constraint(equalTo: miniProfile.leadingAnchor),
            posterImageView.topAnchor.constraint(equalTo: miniProfile.topAnchor),
        ]
        for label in [posterNameLabel, posterHeadlineLabel, posterTimeLabel] {
            constraints += [label.leadingAnchor.constraint(equalTo: posterImageView.trailingAnchor, constant: 2),
                            label.trailingAnchor.constraint(equalTo: miniProfile.trailingAnchor, constant: -4)]
        }
        let commentBelowImage = posterCommentLabel.topAnchor.constraint(equalTo: posterImageView.bottomAnchor)
        commentBelowImage.priority = UILayoutPriority(749)
        constraints += [
            posterNameLabel.topAnchor.constraint(equalTo: miniProfile.topAnchor, constant: 1),
            posterHeadlineLabel.topAnchor.constraint(equalTo: posterNameLabel.bottomAnchor, constant: 1),
            posterTimeLabel.topAnchor.constraint(equalTo: posterHeadlineLabel.bottomAnchor, constant: 1),
            posterCommentLabel.leadingAnchor.constraint(equalTo: miniProfile.leadingAnchor),
            posterCommentLabel.trailingAnchor.constraint(equalTo: miniProfile.trailingAnchor),
            posterCommentLabel.topAnchor.constraint(greaterThanOrEqualTo: posterTimeLabel.bottomAnchor, constant: 3),
            posterCommentLabel.topAnchor.constraint(greaterThanOrEqualTo: posterImageView.bottomAnchor),
            commentBelowImage,
            posterCommentLabel.bottomAnchor.constraint(equalTo: miniProfile.bottomAnchor),
        ]

        // Mini content: an image, a title and a domain, edge to edge.
        constraints += Self.stack([contentImageView, contentTitleLabel, contentDomainLabel], in: miniContent)

        // Social actions: Like at the leading margin, Comment centred, Share at the trailing margin.
        for label in [likeLabel, commentLabel, shareLabel] {
            socialActions.addSubview(label)
            constraints += [label.topAnchor.constraint(equalTo: socialActions.topAnchor),
                            label.bottomAnchor.constraint(equalTo: socialActions.bottomAnchor)]
        }
        constraints += [
            NSLayoutConstraint(item: likeLabel, attribute: .leadingMargin, relatedBy: .equal, toItem: socialActions,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            commentLabel.centerXAnchor.constraint(equalTo: socialActions.centerXAnchor),
            NSLayoutConstraint(item: shareLabel, attribute: .trailingMargin, relatedBy: .equal, toItem: socialActions,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
        ]

        // Comment: the actor's image, then the actor's comment.
        comment.addSubview(actorImageView)
        comment.addSubview(actorCommentLabel)
        let imageAtBottom = actorImageView.bottomAnchor.constraint(equalTo: comment.bottomAnchor)
        imageAtBottom.priority = UILayoutPriority(749)
        constraints += [
            actorImageView.leadingAnchor.constraint(equalTo: comment.leadingAnchor),
            actorCommentLabel.leadingAnchor.constraint(equalTo: actorImageView.trailingAnchor),
            actorCommentLabel.trailingAnchor.constraint(equalTo: comment.trailingAnchor),
            imageAtBottom,
        ]
        for view in [actorImageView, actorCommentLabel] as [UIView] {
            constraints += [view.topAnchor.constraint(equalTo: comment.topAnchor),
                            comment.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor)]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// Row `i`'s texts, in the order `configure(_:)` takes them.
    public static func texts(row i: Int) -> [String] {
        [
            "action text \(i)", "poster name \(i)", "poster title \(i) with some longer stuff", "poster timestamp \(i)",
            "poster comment \(i)", "content title \(i)", "content domain \(i)", "actor comment \(i)",
        ]
    }
}
