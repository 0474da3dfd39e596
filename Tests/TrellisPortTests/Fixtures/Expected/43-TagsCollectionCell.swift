import Trellis

final class TagsCollectionCell: UICollectionViewCell {
    let removeButton = UIButton(type: .close)
    var onRemove: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(removeButton)
        removeButton.addAction(UIAction { [weak self] _ in self?.removeTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func removeTapped() {
        onRemove?()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        removeButton.frame = CGRect(x: bounds.width - 24, y: 0, width: 24, height: 24)
    }
}
