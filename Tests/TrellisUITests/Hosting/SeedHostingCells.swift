import Testing
import Trellis
import TrellisDemos
@testable import TrellisUI

// The seed's three hosting cells, as an iOS app writes them (its views,
// `CellView` and `ComplicatedCellView`, are the hosting demo's).

/// The seed's first cell: sized by `sizeThatFits`, the hosting view given that size by hand.
@MainActor
final class SizeThatFitsHostingCell<Content: View>: UITableViewCell {
    let hostingController = UIHostingController<Content?>(rootView: nil)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingController.view.backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        hostingController.sizeThatFits(in: size)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        hostingController.view.frame.size = sizeThatFits(bounds.size)
    }

    func set(rootView: Content) {
        hostingController.rootView = rootView
        if !contentView.subviews.contains(hostingController.view) {
            contentView.addSubview(hostingController.view)
        }
    }
}

/// The seed's second cell: the hosting view pinned to the content view with
/// constraints. Unlike the seed's, it never calls
/// `invalidateIntrinsicContentSize()`: UIKit's hosting view kept its old
/// intrinsic size after a new root view (reused rows had stale heights);
/// Trellis's invalidates it itself.
@MainActor
final class ConstraintsHostingCell<Content: View>: UITableViewCell {
    let hostingController = UIHostingController<Content?>(rootView: nil)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingController.view.backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func set(rootView: Content) {
        hostingController.rootView = rootView
        if !contentView.subviews.contains(hostingController.view) {
            contentView.addSubview(hostingController.view)
            hostingController.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                hostingController.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                hostingController.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                hostingController.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                hostingController.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }
}

/// The seed's final cell: constraints and view controller containment;
/// `invalidateIntrinsicContentSize()` is called only when `invalidates`
/// (Trellis needs it in neither case).
@MainActor
final class ContainedHostingCell<Content: View>: UITableViewCell {
    let hostingController = UIHostingController<Content?>(rootView: nil)
    var invalidates = true

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingController.view.backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func set(rootView: Content, parentController: UIViewController) {
        hostingController.rootView = rootView
        if invalidates { hostingController.view.invalidateIntrinsicContentSize() }
        let requiresControllerMove = hostingController.parent != parentController
        if requiresControllerMove { parentController.addChild(hostingController) }
        if !contentView.subviews.contains(hostingController.view) {
            contentView.addSubview(hostingController.view)
            hostingController.view.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                hostingController.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                hostingController.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                hostingController.view.topAnchor.constraint(equalTo: contentView.topAnchor),
                hostingController.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
        if requiresControllerMove { hostingController.didMove(toParent: parentController) }
    }
}

/// The seed's list with one of its cells: a `ComplicatedCellView` every
/// sixth row, a `CellView` of 1 to 20 repetitions otherwise.
@MainActor
final class SeedListController: UITableViewController {
    enum Cells { case constraints, contained, containedWithoutInvalidating }

    let cells: Cells
    let rows: Int
    /// Every cell the table made (dequeued for the first time).
    private(set) var madeCells: [ObjectIdentifier: Int] = [:]

    init(_ cells: Cells, rows: Int) {
        self.cells = cells
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch cells {
        case .constraints:
            tableView.register(ConstraintsHostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "complicated")
            tableView.register(ConstraintsHostingCell<CellView>.self, forCellReuseIdentifier: "plain")
        case .contained, .containedWithoutInvalidating:
            tableView.register(ContainedHostingCell<ComplicatedCellView>.self, forCellReuseIdentifier: "complicated")
            tableView.register(ContainedHostingCell<CellView>.self, forCellReuseIdentifier: "plain")
        }
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = indexPath.row
        let cell = tableView.dequeueReusableCell(withIdentifier: row % 6 == 0 ? "complicated" : "plain", for: indexPath)
        madeCells[ObjectIdentifier(cell), default: 0] += 1
        configure(cell, row: row)
        return cell
    }

    /// Shows `row` in `cell`, as `cellForRowAt` does.
    func configure(_ cell: UITableViewCell, row: Int) {
        let invalidates = cells == .contained
        switch cell {
        case let cell as ConstraintsHostingCell<ComplicatedCellView>: cell.set(rootView: ComplicatedCellView(value: row))
        case let cell as ConstraintsHostingCell<CellView>: cell.set(rootView: Self.cellView(row))
        case let cell as ContainedHostingCell<ComplicatedCellView>:
            cell.invalidates = invalidates
            cell.set(rootView: ComplicatedCellView(value: row), parentController: self)
        case let cell as ContainedHostingCell<CellView>:
            cell.invalidates = invalidates
            cell.set(rootView: Self.cellView(row), parentController: self)
        default: Issue.record("an unexpected cell: \(cell)")
        }
    }

    /// A new cell of `row`'s kind showing it (its controller, if any, a child of `parent`).
    func freshCell(row: Int, parent: UIViewController) -> UITableViewCell {
        let complicated = row % 6 == 0
        switch cells {
        case .constraints:
            if complicated {
                let cell = ConstraintsHostingCell<ComplicatedCellView>(style: .default, reuseIdentifier: nil)
                cell.set(rootView: ComplicatedCellView(value: row))
                return cell
            }
            let cell = ConstraintsHostingCell<CellView>(style: .default, reuseIdentifier: nil)
            cell.set(rootView: Self.cellView(row))
            return cell
        case .contained, .containedWithoutInvalidating:
            if complicated {
                let cell = ContainedHostingCell<ComplicatedCellView>(style: .default, reuseIdentifier: nil)
                cell.set(rootView: ComplicatedCellView(value: row), parentController: parent)
                return cell
            }
            let cell = ContainedHostingCell<CellView>(style: .default, reuseIdentifier: nil)
            cell.set(rootView: Self.cellView(row), parentController: parent)
            return cell
        }
    }

    static func cellView(_ row: Int) -> CellView {
        CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
    }
}
