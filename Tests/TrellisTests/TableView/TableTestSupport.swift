import Foundation
import LayoutWorkloads
@testable import Trellis

/// A cell with one wrapping label pinned to its content view's margins.
@MainActor
final class LabelCell: UITableViewCell {
    let label = UILabel()
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// The workloads' metric cell (every character 7 × 20 pt): heights that are
/// quick to compute and easy to check.
typealias MetricCell = MetricListCell

/// Rows of text (in sections), shown with `LabelCell`s or `MetricCell`s.
@MainActor
final class TextSource: UITableViewDataSource {
    var sections: [[String]]
    var identifier: (IndexPath) -> String
    var titles: [String?] = []
    private(set) var cellRequests = 0

    init(_ sections: [[String]], identifier: @escaping (IndexPath) -> String = { _ in "label" }) {
        self.sections = sections
        self.identifier = identifier
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath), for: indexPath)
        let text = sections[indexPath.section][indexPath.row]
        if let cell = cell as? LabelCell { cell.label.text = text }
        if let cell = cell as? MetricCell { cell.label.text = text }
        return cell
    }
}

/// Texts of varied lengths (1 to 9 repeats of a phrase), the same for a seed.
func sampleTexts(_ count: Int, seed: Int = 0) -> [String] {
    (0..<count).map { i in String(repeating: "Row \(i) has words ", count: 1 + (i * 7 + seed) % 9) }
}

/// A table in a window, with both cell classes registered.
@MainActor
func makeTable(width: CGFloat = 390, height: CGFloat = 844, style: UITableView.Style = .plain, source: TextSource) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = UITableView(frame: window.bounds, style: style)
    table.register(LabelCell.self, forCellReuseIdentifier: "label")
    table.register(MetricCell.self, forCellReuseIdentifier: "metric")
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

extension UITableView {
    /// Scrolls to `y` and lays out, as a frame of scrolling would.
    func scroll(to y: CGFloat) {
        contentOffset = CGPoint(x: 0, y: y)
        layoutIfNeeded()
    }
}

extension UITableView {
    /// What UIKit keeps below each cell's content view when separators are
    /// drawn: one pixel of the table's screen (a third of a point at 3×).
    var separatorPixel: CGFloat {
        guard separatorStyle != .none else { return 0 }
        let scale = traitCollection.displayScale
        return 1 / (scale > 0 ? scale : UIScreen.main.scale)
    }
}
