import TrellisUI

/// The hosting demo's list: 300 self-sizing rows of SwiftUI views in
/// `HostingCell`s, a `ComplicatedCellView` every sixth row and a
/// `CellView` of 1 to 20 repetitions otherwise.
@MainActor
public final class HostingTableViewController: UITableViewController {
    static let rowCount = 300
    static let complicatedIdentifier = "HostingCell<ComplicatedCellView>"
    static let plainIdentifier = "HostingCell<CellView>"

    /// The list.
    public init() {
        super.init(style: .plain)
        title = "SwiftUI cells"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(HostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: Self.complicatedIdentifier)
        tableView.register(HostingCell<CellView>.self, forCellReuseIdentifier: Self.plainIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row % 6 == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.complicatedIdentifier, for: indexPath) as! HostingCell<ComplicatedCellView>
            cell.set(rootView: ComplicatedCellView(value: indexPath.row), parentController: self)
            return cell
        } else {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.plainIdentifier, for: indexPath) as! HostingCell<CellView>
            cell.set(rootView: CellView(content: "Title Title Title ", numberOfRepetitions: indexPath.row % 20 + 1), parentController: self)
            return cell
        }
    }

    /// A new cell showing `row`, configured as a dequeued one is (to fit a row alone).
    func makeCell(forRow row: Int, parentController: UIViewController) -> UITableViewCell {
        if row % 6 == 0 {
            let cell = HostingCell<ComplicatedCellView>(style: .default, reuseIdentifier: nil)
            cell.set(rootView: ComplicatedCellView(value: row), parentController: parentController)
            return cell
        }
        let cell = HostingCell<CellView>(style: .default, reuseIdentifier: nil)
        cell.set(rootView: CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1), parentController: parentController)
        return cell
    }
}

/// The same list with `UIHostingConfiguration` (iOS 16): plain cells whose
/// content configuration hosts the views inside the cell's margins, the
/// complicated rows on a grey background.
@MainActor
public final class HostingConfigurationViewController: UITableViewController {
    static let complicatedIdentifier = "complicated"
    static let plainIdentifier = "plain"

    /// The list.
    public init() {
        super.init(style: .plain)
        title = "Hosting configurations"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.complicatedIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.plainIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        HostingTableViewController.rowCount
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = indexPath.row
        let identifier = row % 6 == 0 ? Self.complicatedIdentifier : Self.plainIdentifier
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        configure(cell, row: row)
        return cell
    }

    /// Gives `cell` the configuration of `row`.
    func configure(_ cell: UITableViewCell, row: Int) {
        if row % 6 == 0 {
            cell.contentConfiguration = UIHostingConfiguration {
                ComplicatedCellView(value: row)
            }
            .background(Color(.secondarySystemBackground))
        } else {
            cell.contentConfiguration = UIHostingConfiguration {
                CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
            }
        }
    }
}
