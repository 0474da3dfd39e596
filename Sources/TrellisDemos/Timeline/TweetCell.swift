import Foundation
import Trellis

/// The tweet cell of the timeline demo: the avatar on the leading side; in a
/// vertical stack beside it, a row of name, username and date, then the
/// optional text, photo and "retweeted by" row, added and removed as each
/// tweet needs them.
@MainActor
final class TweetCell: UITableViewCell {
    static let identifier = "tweet"

    private let avatarView = UIImageView()
    private let displayNameLabel = UILabel()
    private let usernameLabel = UILabel()
    private let dateLabel = UILabel()
    private let contentStack = UIStackView()
    private(set) var textView: UILabel?
    private(set) var mediaView: UIImageView?
    private(set) var retweetedByView: RetweetedByView?
    private var mediaConstraints: [NSLayoutConstraint] = []
    private var media: Tweet.Media?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.layer.cornerRadius = 8
        avatarView.layer.masksToBounds = true
        avatarView.contentMode = .scaleAspectFill
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        contentView.addSubview(avatarView)

        contentStack.axis = .vertical
        contentStack.alignment = .leading
        contentStack.spacing = 8
        contentStack.setContentHuggingPriority(.defaultLow, for: .horizontal)
        contentStack.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contentStack)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalToConstant: 48),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            contentStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 10),
            contentStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            contentStack.topAnchor.constraint(equalTo: margins.topAnchor),
            contentStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])

        // Name, username (gives way first) and date (at the trailing edge).
        let header = UIStackView(arrangedSubviews: [displayNameLabel, usernameLabel, dateLabel])
        header.spacing = 4
        header.alignment = .firstBaseline
        contentStack.addArrangedSubview(header)
        header.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
        displayNameLabel.font = .preferredFont(forTextStyle: .headline)
        displayNameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        usernameLabel.font = .preferredFont(forTextStyle: .subheadline)
        usernameLabel.textColor = .secondaryLabel
        usernameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        usernameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        dateLabel.textColor = .secondaryLabel
        dateLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        for label in [displayNameLabel, usernameLabel, dateLabel] { label.adjustsFontForContentSizeCategory = true }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Shows a tweet: the texts, then the optional parts added or removed.
    func update(with tweet: Tweet, avatars: @MainActor (Tweet.User) -> UIImage, photos: @MainActor (Tweet.Media) -> UIImage) {
        avatarView.image = avatars(tweet.author)
        displayNameLabel.text = tweet.author.displayName
        usernameLabel.text = tweet.author.username
        dateLabel.text = tweet.date
        if let text = tweet.text { addText(text) } else { removeText() }
        media = tweet.media
        if let media = tweet.media { addMedia(media, image: photos(media)) } else { removeMedia() }
        if let user = tweet.retweetedBy { addRetweetedBy(user, avatar: avatars(user)) } else { removeRetweetedBy() }
    }

    private func addText(_ text: String) {
        if textView == nil {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            contentStack.insertArrangedSubview(label, at: 1)
            label.widthAnchor.constraint(equalTo: contentStack.widthAnchor).isActive = true
            textView = label
        }
        textView?.text = text
    }

    private func removeText() {
        textView?.removeFromSuperview()
        textView = nil
    }

    private func addMedia(_ media: Tweet.Media, image: UIImage) {
        if mediaView == nil {
            let view = UIImageView()
            view.layer.cornerRadius = 8
            view.layer.masksToBounds = true
            view.contentMode = .scaleAspectFill
            contentStack.insertArrangedSubview(view, at: textView == nil ? 1 : 2)
            mediaView = view
        }
        mediaView?.image = image
        updateMediaConstraints()
    }

    private func removeMedia() {
        mediaView?.removeFromSuperview()
        mediaView = nil
        mediaConstraints = []
    }

    /// The photo at its natural width (given way to at 750) and its aspect
    /// ratio, no wider than the column, or 70 % of it in regular width.
    private func updateMediaConstraints() {
        guard let media, let view = mediaView else { return }
        NSLayoutConstraint.deactivate(mediaConstraints)
        let natural = view.widthAnchor.constraint(equalToConstant: media.width)
        natural.priority = .defaultHigh
        let regular = traitCollection.horizontalSizeClass == .regular
        mediaConstraints = [
            natural,
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: media.height / media.width),
            view.widthAnchor.constraint(lessThanOrEqualTo: contentStack.widthAnchor, multiplier: regular ? 0.7 : 1),
        ]
        NSLayoutConstraint.activate(mediaConstraints)
    }

    /// How wide the photo may be, as a share of the column (for tests).
    var mediaWidthLimit: CGFloat? { mediaConstraints.last?.multiplier }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { updateMediaConstraints() }
    }

    private func addRetweetedBy(_ user: Tweet.User, avatar: UIImage) {
        if retweetedByView == nil {
            let view = RetweetedByView()
            contentStack.addArrangedSubview(view)
            retweetedByView = view
        }
        retweetedByView?.update(name: user.displayName, avatar: avatar)
    }

    private func removeRetweetedBy() {
        retweetedByView?.removeFromSuperview()
        retweetedByView = nil
    }
}

/// "Retweeted by": an icon, a small round avatar sized from the label's font, and the name.
@MainActor
final class RetweetedByView: UIStackView {
    private let iconView = UIImageView(image: UIImage(systemName: "arrow.2.squarepath"))
    private let avatarView = UIImageView()
    let nameLabel = UILabel()

    init() {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        spacing = 4
        iconView.tintColor = .secondaryLabel
        iconView.contentMode = .scaleAspectFit
        iconView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        addArrangedSubview(iconView)
        avatarView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        avatarView.layer.masksToBounds = true
        avatarView.contentMode = .scaleAspectFill
        addArrangedSubview(avatarView)
        nameLabel.font = .preferredFont(forTextStyle: .caption1)
        nameLabel.textColor = .secondaryLabel
        nameLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        addArrangedSubview(nameLabel)
        let side = nameLabel.font.pointSize * 1.5
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: side),
            avatarView.heightAnchor.constraint(equalToConstant: side),
        ])
    }

    required init(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.width / 2
    }

    func update(name: String, avatar: UIImage) {
        avatarView.image = avatar
        nameLabel.text = "Retweeted by \(name)"
    }
}
