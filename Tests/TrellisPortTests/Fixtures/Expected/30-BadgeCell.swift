import Trellis

final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var layoutPasses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Layout
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        badge.frame = CGRect(x: contentView.bounds.width - 40, y: 8, width: 32, height: 20)
    }
}
