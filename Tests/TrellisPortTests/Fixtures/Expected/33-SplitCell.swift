import Trellis

/// A cell whose layout lives in another file.
final class SplitCell: UITableViewCell {
    let title = UILabel()
    private(set) var resets = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        title.text = nil
    }
}
