import UIKit

/// A todo's row: a button that marks it done, and its title.
final class TodoCell: UITableViewCell {
    static let reuseIdentifier = "todo"

    @IBOutlet private(set) var titleLabel: UILabel!
    @IBOutlet private(set) var doneButton: UIButton!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel = UILabel()
        doneButton = UIButton(type: .system)
        contentView.addSubview(doneButton)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(with todo: Todo, row: Int) {
        titleLabel.text = todo.title
        doneButton.tag = row
        doneButton.setTitle(todo.isDone ? "✓" : "○", for: .normal)
    }
}
