import Foundation
import Trellis

/// A row of text in the benchmarks' deterministic metric (7 × 20 pt a
/// character), wrapping inside 10-point insets: a cell whose measuring costs
/// little, so that benchmarks of the table show the table's own work.
@MainActor
public final class MetricListCell: UITableViewCell {
    /// The row's text.
    public let label = MetricLabel(numberOfLines: 0)
    /// How many times the cell was taken from the reuse pool.
    public private(set) var reuseCount = 0

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    public override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    /// The height the cell takes at `width` for `characters` characters.
    public static func height(characters: Int, width: CGFloat) -> CGFloat {
        let perLine = max(1, Int((width - 20) / 7))
        return CGFloat(20 * ((characters + perLine - 1) / perLine) + 10)
    }
}

/// A self-sizing table of any number of metric rows (10 to 99 characters
/// each, by row), that is its own data source.
@MainActor
public final class MetricListTable: UITableView, UITableViewDataSource {
    /// How many rows it shows.
    public let rowCount: Int

    /// A plain table of `rowCount` rows.
    public init(frame: CGRect, rowCount: Int) {
        self.rowCount = rowCount
        super.init(frame: frame, style: .plain)
        register(MetricListCell.self, forCellReuseIdentifier: "metric")
        dataSource = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "metric", for: indexPath)
        (cell as? MetricListCell)?.label.text = String(repeating: "m", count: 10 + indexPath.row % 90)
        return cell
    }
}
