import Foundation
import Trellis

/// Which text the FeedItem cell's labels measure with.
public enum FeedItemText: Sendable {
    /// The deterministic metric (`MetricLabel`): the numbers of the benchmark's reference.
    case metric
    /// Real text (`UILabel` in the system font, shaped by Pango).
    case real
}

/// A label of the FeedItem cell: the metric stand-in or a `UILabel`.
@MainActor
public protocol FeedItemLabel: UIView {
    /// Shows `text`.
    func show(_ text: String)
    /// How many times the layout measured the label at a width.
    var measureCount: Int { get }
}

extension MetricLabel: FeedItemLabel {
    /// Shows `text`.
    public func show(_ text: String) { self.text = text }
}

extension UILabel: FeedItemLabel {
    /// Shows `text`.
    public func show(_ text: String) { self.text = text }
}

/// The fifteen leaf views of the FeedItem cell (eleven labels, four images),
/// with the priorities the specification gives them; every variant of the
/// cell arranges these.
@MainActor
public final class FeedItemLeaves {
    /// The top bar: what happened, then "...".
    public let actionLabel: any FeedItemLabel, optionsLabel: any FeedItemLabel
    /// The poster's picture, 50 × 50.
    public let posterImageView = FixedSizeView(width: 50, height: 50)
    /// The poster's name, and a headline of up to three lines.
    public let posterNameLabel: any FeedItemLabel, posterHeadlineLabel: any FeedItemLabel
    /// When it was posted, and the poster's comment.
    public let posterTimeLabel: any FeedItemLabel, posterCommentLabel: any FeedItemLabel
    /// The shared content's picture, 350 × 200.
    public let contentImageView = FixedSizeView(width: 350, height: 200)
    /// The shared content's title and domain.
    public let contentTitleLabel: any FeedItemLabel, contentDomainLabel: any FeedItemLabel
    /// The three actions.
    public let likeLabel: any FeedItemLabel, commentLabel: any FeedItemLabel, shareLabel: any FeedItemLabel
    /// The picture of the person who acted, 50 × 50.
    public let actorImageView = FixedSizeView(width: 50, height: 50)
    /// Their comment.
    public let actorCommentLabel: any FeedItemLabel

    /// The labels that show a row's texts, in the order of `FeedItemCell.texts(row:)`.
    public let rowLabels: [any FeedItemLabel]

    /// Makes the views with the specification's priorities, their labels
    /// measuring `text`.
    public init(text: FeedItemText = .metric) {
        func label(_ string: String = "", lines: Int = 1) -> any FeedItemLabel {
            switch text {
            case .metric:
                return MetricLabel(string, numberOfLines: lines)
            case .real:
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.numberOfLines = lines
                if !string.isEmpty { label.text = string }
                return label
            }
        }
        actionLabel = label()
        optionsLabel = label("...")
        posterNameLabel = label()
        posterHeadlineLabel = label(lines: 3)
        posterTimeLabel = label()
        posterCommentLabel = label()
        contentTitleLabel = label()
        contentDomainLabel = label()
        likeLabel = label("Like")
        commentLabel = label("Comment")
        shareLabel = label("Share")
        actorCommentLabel = label()
        rowLabels = [actionLabel, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel,
                     contentTitleLabel, contentDomainLabel, actorCommentLabel]
        // "..." and the two images neither grow nor shrink sideways.
        for view in [optionsLabel, posterImageView, actorImageView] as [UIView] {
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
    }

}
