import Foundation
import Testing
@testable import Trellis

/// The configuration cycle of cells, as apps use it: an update handler or an
/// `updateConfiguration(using:)` override, background configurations that
/// follow selection, content configurations updated for the state.
@MainActor
@Suite struct ConfigurationStateTests {
    /// A content configuration that shows what state it was last updated for.
    struct StateLabelConfiguration: UIContentConfiguration {
        var text = ""
        var selected = false
        func makeContentView() -> any UIView & UIContentView { StateLabelView(configuration: self) }
        func updated(for state: any UIConfigurationState) -> Self {
            var copy = self
            copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
            return copy
        }
    }

    final class StateLabelView: UIView, UIContentView {
        let label = UILabel()
        var configuration: any UIContentConfiguration {
            didSet { show() }
        }
        init(configuration: StateLabelConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
            show()
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        func show() {
            guard let configuration = configuration as? StateLabelConfiguration else { return }
            label.text = configuration.text + (configuration.selected ? " ✓" : "")
        }
    }

    /// A cell that logs its updates, in the order UIKit makes them.
    final class LoggingCell: UICollectionViewListCell {
        var log: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            log.append("update selected=\(state.isSelected)")
        }
    }

    /// A collection view of `count` logging cells in a plain list, on an iPhone.
    @MainActor final class Grid {
        let host = HeadlessHost(device: .iPhone15)
        let collection: UICollectionView
        var cells: [IndexPath: LoggingCell] = [:]
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(count: Int = 3, appearance: UICollectionLayoutListConfiguration.Appearance = .plain, configure: @escaping (LoggingCell, Int) -> Void) {
            let controller = UIViewController()
            host.launch(controller)
            collection = UICollectionView(
                frame: controller.view.bounds,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
            collection.contentInsetAdjustmentBehavior = .never
            controller.view.addSubview(collection)
            let registration = UICollectionView.CellRegistration<LoggingCell, Int> { cell, indexPath, item in
                configure(cell, item)
            }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { [unowned self] view, indexPath, item in
                let cell = view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                cells[indexPath] = cell
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
            host.layout()
        }
    }

    @Test func theHandlerRunsAfterTheOverrideBeforeTheCellShowsAndOnEachChange() {
        var handled: [(Int, Bool)] = []
        let grid = Grid { cell, item in
            cell.configurationUpdateHandler = { cell, state in
                (cell as! LoggingCell).log.append("handler")
                handled.append((item, state.isSelected))
            }
        }
        let first = grid.cells[IndexPath(item: 0, section: 0)]!
        #expect(first.log == ["update selected=false", "handler"], "one update before the cell showed, the override first")
        grid.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        first.setNeedsUpdateConfiguration()
        first.setNeedsUpdateConfiguration()
        #expect(first.log.count == 2, "updates wait for the next layout")
        grid.host.layout()
        #expect(first.log == ["update selected=false", "handler", "update selected=true", "handler"], "requests made together make one update")
        #expect(handled.last! == (0, true))
        #expect(first.configurationState.isSelected)
    }

    @Test func stateFollowsTraitsAndTouchability() {
        let grid = Grid(count: 1) { _, _ in }
        let cell = grid.cells[IndexPath(item: 0, section: 0)]!
        cell.log.removeAll()
        grid.host.setAppearance(.dark)
        #expect(cell.log.count == 1, "a trait change updates the cell")
        #expect(cell.configurationState.traitCollection.userInterfaceStyle == .dark)
        cell.isUserInteractionEnabled = false
        #expect(cell.configurationState.isDisabled)
        var state = cell.configurationState
        let favourite = UIConfigurationStateCustomKey("favourite")
        state[favourite] = true
        #expect(state[favourite] == AnyHashable(true))
    }

    @Test func contentConfigurationsAreUpdatedForTheState() {
        let grid = Grid { cell, item in
            cell.contentConfiguration = StateLabelConfiguration(text: "Row \(item)")
        }
        let path = IndexPath(item: 1, section: 0)
        let label = { (grid.cells[path]!.contentView.subviews.first as! StateLabelView).label.text }
        #expect(label() == "Row 1")
        grid.collection.selectItem(at: path, animated: false, scrollPosition: [])
        grid.host.layout()
        #expect(label() == "Row 1 ✓")
        grid.cells[path]!.automaticallyUpdatesContentConfiguration = false
        grid.collection.deselectItem(at: path, animated: false)
        grid.host.layout()
        #expect(label() == "Row 1 ✓", "not updated automatically any more")
    }

    @Test(arguments: [
        (UIBackgroundConfiguration.Style.listPlainCell, nil as UIColor?, UIColor.systemGray4),
        (.listGroupedCell, .secondarySystemGroupedBackground, .systemGray4),
        (.listSidebarCell, nil, .secondarySystemFill),
    ])
    func systemStylesFollowTheSelection(style: UIBackgroundConfiguration.Style, normal: UIColor?, selected: UIColor) {
        let configuration = UIBackgroundConfiguration(style: style)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(configuration.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == (normal ?? .clear))
        state.isSelected = true
        #expect(configuration.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == selected)
        // A colour of your own stays, whatever the state; a transformer applies to it.
        var own = configuration
        own.backgroundColor = .systemRed
        #expect(own.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemRed)
        own.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let half = own.updated(for: state).resolvedBackgroundColor(for: .systemBlue)
        var alpha: CGFloat = 0
        half.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(alpha == 0.5)
        // A colour set to nil is the tint.
        own.backgroundColor = nil
        own.backgroundColorTransformer = nil
        #expect(own.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    }

    @Test func aListCellShowsItsListsBackgroundUntilGivenOne() throws {
        let grid = Grid(appearance: .insetGrouped) { _, _ in }
        let path = IndexPath(item: 0, section: 0)
        let cell = try #require(grid.cells[path])
        let background = { cell.subviews.first { $0 is ConfiguredBackgroundView && !$0.isHidden } }
        #expect(cell.defaultBackgroundConfiguration().style == .listGroupedCell)
        #expect(background()?.backgroundColor == .secondarySystemGroupedBackground)
        grid.collection.selectItem(at: path, animated: false, scrollPosition: [])
        grid.host.layout()
        #expect(background()?.backgroundColor == .systemGray4)

        var mine = UIBackgroundConfiguration.clear()
        mine.backgroundColor = .systemTeal
        mine.cornerRadius = 8
        mine.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 4)
        mine.strokeWidth = 1
        mine.strokeColor = .systemBlue
        cell.backgroundConfiguration = mine
        grid.host.layout()
        let shown = try #require(background())
        #expect(shown.backgroundColor == .systemTeal)
        #expect(shown.frame == CGRect(x: 10, y: 2, width: cell.bounds.width - 14, height: cell.bounds.height - 4))
        #expect(shown.layer.cornerRadius == 8 && shown.layer.borderWidth == 1)
        // A background view takes the configuration's place, as in UIKit.
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(background() == nil)
    }

    @Test func aTableCellsBackgroundConfigurationReplacesTheTablesFills() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UITableViewController(style: .insetGrouped)
        let source = OneRowSource()
        controller.tableView.dataSource = source
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        host.launch(controller)
        host.layout()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.defaultBackgroundConfiguration().style == .listGroupedCell)
        #expect(!cell.tableBackgrounds.isEmpty)
        var calls = 0
        cell.configurationUpdateHandler = { cell, state in
            calls += 1
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = state.isSelected ? .systemYellow : .systemGreen
            cell.backgroundConfiguration = background
        }
        host.layout()
        #expect(calls == 1)
        #expect(cell.tableBackgrounds.isEmpty)
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        host.layout()
        #expect(calls == 2)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)
        _ = source
    }

    final class OneRowSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }
}
