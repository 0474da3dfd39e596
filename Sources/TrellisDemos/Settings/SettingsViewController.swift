import Foundation
import Trellis

/// The settings demo: an inset-grouped table in a navigation controller,
/// like iOS's Settings, whose rows host the common controls — switches as
/// accessory views, a segmented control, a text field, a slider, a stepper
/// showing its value, and a progress bar.
@MainActor
final class SettingsViewController: UITableViewController {
    /// A row: what it shows.
    enum Row {
        case toggle(String, isOn: Bool)
        case segments([String], selected: Int)
        case textField(String, placeholder: String)
        case slider(value: Float)
        case stepper(value: Double, title: @MainActor (Double) -> String)
        case progress(String, caption: String, progress: Float)
    }

    /// The sections: a header and rows.
    let sections: [(header: String?, footer: String?, rows: [Row])] = [
        (nil, nil, [.toggle("Airplane Mode", isOn: false), .toggle("Wi-Fi", isOn: true), .toggle("Bluetooth", isOn: true)]),
        ("Appearance", "Automatic follows the time of day.", [.segments(["Light", "Dark", "Automatic"], selected: 0)]),
        ("Brightness", nil, [.slider(value: 0.6), .toggle("True Tone", isOn: true)]),
        ("Account", nil, [.textField("Name", placeholder: "Required"), .textField("Email", placeholder: "name@example.com")]),
        ("Downloads", nil, [
            .stepper(value: 3, title: { "Downloads at once: \(Int($0))" }),
            .progress("Storage", caption: "42.3 GB of 128 GB used", progress: 0.33),
        ]),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
        navigationItem.searchController = UISearchController(searchResultsController: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        makeCell(at: indexPath)
    }

    /// A row's cell, configured (each row is one of a kind, so cells are made, not reused).
    func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case .toggle(let title, let isOn):
            let cell = SwitchCell(style: .default, reuseIdentifier: nil)
            cell.titleLabel.text = title
            cell.toggle.isOn = isOn
            return cell
        case .segments(let items, let selected):
            let cell = SegmentedCell(items: items, reuseIdentifier: nil)
            cell.control.selectedSegmentIndex = selected
            return cell
        case .textField(let title, let placeholder):
            let cell = TextFieldCell(style: .default, reuseIdentifier: nil)
            cell.titleLabel.text = title
            cell.field.placeholder = placeholder
            return cell
        case .slider(let value):
            let cell = SliderCell(style: .default, reuseIdentifier: nil)
            cell.slider.value = value
            return cell
        case .stepper(let value, let title):
            let cell = StepperCell(style: .default, reuseIdentifier: nil)
            cell.stepper.maximumValue = 10
            cell.stepper.minimumValue = 1
            cell.stepper.value = value
            cell.title = title
            return cell
        case .progress(let title, let caption, let progress):
            let cell = ProgressCell(style: .default, reuseIdentifier: nil)
            cell.titleLabel.text = title
            cell.captionLabel.text = caption
            cell.bar.progress = progress
            return cell
        }
    }
}
