import Trellis

final class ProfileCell: UITableViewCell {
    weak var nameLabel: UILabel!
    private weak var avatarView: UIImageView!
    var detailStack: UIStackView!
    var badgeLabels: [UILabel]!

    func configure(name: String) {
        nameLabel.text = name
    }
}
