import Foundation
import Trellis

/// A settings row's title: body text that wraps at large text sizes.
@MainActor
func makeSettingsTitle(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    return label
}

/// Pins `content` to the cell's content view's layout margins.
@MainActor
func pin(_ content: UIView, inside cell: UITableViewCell) {
    content.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(content)
    let margins = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
}

/// A title with a switch as the cell's accessory view, as Settings shows an on/off option.
@MainActor
final class SwitchCell: UITableViewCell {
    let titleLabel = makeSettingsTitle("")
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        pin(titleLabel, inside: self)
        accessoryView = toggle
    }
}

/// A segmented control across the row.
@MainActor
final class SegmentedCell: UITableViewCell {
    let control: UISegmentedControl

    init(items: [String], reuseIdentifier: String?) {
        control = UISegmentedControl(items: items)
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        pin(control, inside: self)
    }

    override convenience init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.init(items: [], reuseIdentifier: reuseIdentifier)
    }
}

/// A title and a borderless text field beside it, its text on the trailing
/// side; at accessibility text sizes the field goes under the title.
@MainActor
final class TextFieldCell: UITableViewCell {
    let titleLabel = makeSettingsTitle("")
    let field = UITextField()
    private let row: UIStackView

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        row = UIStackView(arrangedSubviews: [titleLabel, field])
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        row.spacing = 16
        pin(row, inside: self)
        arrangeForTextSize()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrangeForTextSize()
    }

    private func arrangeForTextSize() {
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        row.axis = stacked ? .vertical : .horizontal
        row.alignment = stacked ? .fill : .center
        row.spacing = stacked ? 4 : 16
        field.textAlignment = stacked ? .natural : .right
    }
}

/// A slider across the row between two symbols.
@MainActor
final class SliderCell: UITableViewCell {
    let slider = UISlider()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        pin(slider, inside: self)
    }
}

/// A title that shows a stepper's value, and the stepper on the trailing side.
@MainActor
final class StepperCell: UITableViewCell {
    let titleLabel = makeSettingsTitle("")
    let stepper = UIStepper()
    /// How the title reads for a value.
    var title: (Double) -> String = { "\(Int($0))" } {
        didSet { showValue() }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        let row = UIStackView(arrangedSubviews: [titleLabel, stepper])
        row.spacing = 16
        row.alignment = .center
        pin(row, inside: self)
        stepper.addAction(UIAction { [unowned self] _ in showValue() }, for: .valueChanged)
    }

    func showValue() {
        titleLabel.text = title(stepper.value)
    }
}

/// A title and a caption over a progress bar (storage used).
@MainActor
final class ProgressCell: UITableViewCell {
    let titleLabel = makeSettingsTitle("")
    let captionLabel = UILabel()
    let bar = UIProgressView(progressViewStyle: .default)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0
        let column = UIStackView(arrangedSubviews: [titleLabel, bar, captionLabel])
        column.axis = .vertical
        column.spacing = 8
        pin(column, inside: self)
    }
}
