import UIKit

// The row's layout, by hand: the button at the leading edge, the title filling the rest.
extension TodoCell {
    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        doneButton.frame = CGRect(x: 16, y: (bounds.height - 32) / 2, width: 32, height: 32)
        titleLabel.frame = CGRect(x: 60, y: 0, width: bounds.width - 76, height: bounds.height)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}
