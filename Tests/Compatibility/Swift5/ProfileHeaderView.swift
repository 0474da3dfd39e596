import Trellis

/// A header as iOS apps write them: frame and coder initialisers, a setup
/// method, constraints with `CGFloat` arithmetic, and Foundation's names
/// (`ceil`, `NSCoder`) without importing Foundation.
final class ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    static let avatarSize: CGFloat = 56

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupViews()
    }

    private func setupViews() {
        backgroundColor = .systemBackground
        [avatarView, nameLabel, bioLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        avatarView.layer.cornerRadius = ceil(ProfileHeaderView.avatarSize / 2)
        avatarView.clipsToBounds = true
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        bioLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        bioLabel.numberOfLines = 0
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: ProfileHeaderView.avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor),
            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bioLabel.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}
