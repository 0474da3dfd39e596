import Foundation
import Trellis

/// A settings row's title: body text that wraps at large text sizes.
@MainActor
func makeSettingsTitle() -> UILabel {
    let label = UILabel()
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
    let titleLabel = makeSettingsTitle()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        pin(titleLabel, inside: self)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
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

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A title with a control beside it on the trailing side; at accessibility
/// text sizes the control goes under the title, as iOS's own lists arrange
/// large text.
@MainActor
class TitledControlCell: UITableViewCell {
    let titleLabel = makeSettingsTitle()
    private let row = UIStackView()
    /// Whether the control is under the title now.
    private(set) var isStacked = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        // Side by side, the title wraps rather than squeeze the control.
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        row.addArrangedSubview(titleLabel)
        pin(row, inside: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Puts the row's control after the title.
    func place(_ control: UIView) {
        row.addArrangedSubview(control)
        arrangeForTextSize()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrangeForTextSize()
    }

    /// Side by side, or stacked for accessibility text sizes.
    func arrangeForTextSize() {
        isStacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        row.axis = isStacked ? .vertical : .horizontal
        row.alignment = isStacked ? .leading : .center
        row.spacing = isStacked ? 8 : 16
    }
}

/// A title and a borderless text field, its text on the trailing side (under
/// the title, full width, at accessibility text sizes).
@MainActor
final class TextFieldCell: TitledControlCell {
    let field = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        place(field)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func arrangeForTextSize() {
        super.arrangeForTextSize()
        field.textAlignment = isStacked ? .natural : .right
        // Stacked, the field spans the row.
        fullWidth.isActive = isStacked
    }

    private lazy var fullWidth = field.widthAnchor.constraint(equalTo: contentView.layoutMarginsGuide.widthAnchor)
}

/// A slider across the row.
@MainActor
final class SliderCell: UITableViewCell {
    let slider = UISlider()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        pin(slider, inside: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A title that shows a stepper's value, and the stepper.
@MainActor
final class StepperCell: TitledControlCell {
    let stepper = UIStepper()
    /// How the title reads for a value.
    var title: (Double) -> String = { "\(Int($0))" } {
        didSet { showValue() }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        place(stepper)
        stepper.addAction(UIAction { [unowned self] _ in showValue() }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showValue() {
        titleLabel.text = title(stepper.value)
    }
}

/// A title and a caption over a progress bar (storage used).
@MainActor
final class ProgressCell: UITableViewCell {
    let titleLabel = makeSettingsTitle()
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

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
