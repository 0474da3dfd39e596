import Testing
import Trellis
import TrellisDemos
@testable import TrellisUI

/// `UIHostingConfiguration` in table and collection cells: rows sized from
/// the content at the cell's width, inside the cell's margins or the ones
/// given, at least as large as asked, a background filling the cell.
@MainActor
@Suite struct HostingConfigurationTests {
    /// A table whose rows show what `configure` makes for them.
    final class ConfiguredList: UITableViewController {
        let rows: Int
        let configure: (UITableViewCell, Int) -> Void

        init(rows: Int, configure: @escaping (UITableViewCell, Int) -> Void) {
            self.rows = rows
            self.configure = configure
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            configure(cell, indexPath.row)
            return cell
        }
    }

    static func cellView(_ row: Int) -> CellView {
        CellView(content: "Title Title Title ", numberOfRepetitions: row % 20 + 1)
    }

    /// The content's height at `width`, measured alone in `host`'s window.
    func idealHeight<V: View>(of view: V, width: CGFloat, in host: HeadlessHost) -> CGFloat {
        let controller = UIHostingController(rootView: view)
        host.window.addSubview(controller.view)
        defer { controller.view.removeFromSuperview() }
        return controller.view.intrinsicContentSize(forWidth: width).height
    }

    /// Whether two frames are the same but for rounding (a millionth of a pixel).
    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// The content view a hosting configuration made in `cell`.
    func hostingContent<C: View, B: View>(_ cell: UITableViewCell, _ type: UIHostingConfiguration<C, B>.Type) throws -> UIHostingContentView<C, B> {
        try #require(cell.contentView.subviews.first as? UIHostingContentView<C, B>)
    }

    @Test func rowsTakeTheirContentsHeightInsideTheCellsMargins() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = ConfiguredList(rows: 200) { cell, row in
            cell.contentConfiguration = UIHostingConfiguration { Self.cellView(row) }
        }
        host.launch(controller)
        let table = controller.tableView!
        var reused = false
        for offset in [CGFloat(0), 900, 2_500, 400] {
            host.perform { table.contentOffset = CGPoint(x: 0, y: offset - table.adjustedContentInset.top) }
            host.layout()
            for cell in table.visibleCells {
                let row = try #require(table.indexPath(for: cell)).row
                let margins = cell.contentView.layoutMargins
                #expect(margins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
                let width = cell.contentView.bounds.width - margins.left - margins.right
                let expected = max(44, idealHeight(of: Self.cellView(row), width: width, in: host) + margins.top + margins.bottom)
                #expect(abs(cell.contentView.frame.height - expected) < 1e-9, "row \(row)")
                let content = try hostingContent(cell, UIHostingConfiguration<CellView, EmptyView>.self)
                #expect(close(content.frame, cell.contentView.bounds))
                #expect(close(content.contentHost.frame, cell.contentView.bounds.inset(by: margins)), "row \(row)")
                reused = reused || offset == 400
            }
        }
        #expect(reused)
    }

    @Test func marginsGivenReplaceTheCellsOnTheirEdges() throws {
        let host = HeadlessHost(device: .iPhone15)
        let given = EdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 20)
        let controller = ConfiguredList(rows: 3) { cell, row in
            switch row {
            case 0: cell.contentConfiguration = UIHostingConfiguration { Self.cellView(5) }.margins(.all, given)
            case 1: cell.contentConfiguration = UIHostingConfiguration { Self.cellView(5) }.margins(.horizontal, 0)
            default: cell.contentConfiguration = UIHostingConfiguration { Self.cellView(5) }.margins(.top, 30)
            }
        }
        host.launch(controller)
        let table = controller.tableView!
        let cells = try (0..<3).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
        let expectedInsets = [
            UIEdgeInsets(top: 4, left: 8, bottom: 12, right: 20),
            UIEdgeInsets(top: 11, left: 0, bottom: 11, right: 0),
            UIEdgeInsets(top: 30, left: 16, bottom: 11, right: 16),
        ]
        for (cell, insets) in zip(cells, expectedInsets) {
            let content = try hostingContent(cell, UIHostingConfiguration<CellView, EmptyView>.self)
            #expect(close(content.contentHost.frame, cell.contentView.bounds.inset(by: insets)))
            let width = cell.contentView.bounds.width - insets.left - insets.right
            let expected = idealHeight(of: Self.cellView(5), width: width, in: host) + insets.top + insets.bottom
            #expect(abs(cell.contentView.frame.height - expected) < 1e-9)
        }
        // Leading and trailing follow the layout direction.
        let rtl = UITableViewCell(style: .default, reuseIdentifier: nil)
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.contentView.semanticContentAttribute = .forceRightToLeft
        rtl.contentConfiguration = UIHostingConfiguration { Text("Hi") }.margins(.all, given)
        rtl.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        rtl.layoutIfNeeded()
        let content = try #require(rtl.contentView.subviews.first as? UIHostingContentView<Text, EmptyView>)
        #expect(content.contentHost.frame == CGRect(x: 20, y: 4, width: 272, height: 64))
    }

    @Test func rowsAreAtLeastAStandardRowUnlessTold() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = ConfiguredList(rows: 4) { cell, row in
            switch row {
            case 0: cell.contentConfiguration = UIHostingConfiguration { Text("A") }
            case 1: cell.contentConfiguration = UIHostingConfiguration { Text("A") }.minSize(height: 0)
            case 2: cell.contentConfiguration = UIHostingConfiguration { Text("A") }.minSize(width: 0, height: 120)
            default: cell.contentConfiguration = UIHostingConfiguration { Text("A") }.margins(.vertical, 0).minSize(width: 0, height: 0)
            }
        }
        host.launch(controller)
        let table = controller.tableView!
        let text = idealHeight(of: Text("A"), width: 300, in: host)
        #expect(text > 0 && text + 22 < 44)
        // A self-sizing row is its content view's height plus the separator's
        // pixel, as in UIKit.
        let pixel = 1 / host.window.traitCollection.displayScale
        let heights = (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(abs(heights[0] - 44 - pixel) < 1e-9)
        #expect(abs(heights[1] - (text + 22) - pixel) < 1e-9)
        #expect(abs(heights[2] - 120 - pixel) < 1e-9)
        #expect(abs(heights[3] - text - pixel) < 1e-9)
        // Taller than its content, the content is centred in the margins.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let content = try hostingContent(cell, UIHostingConfiguration<Text, EmptyView>.self)
        #expect(close(content.contentHost.frame, CGRect(x: 16, y: 11, width: cell.contentView.bounds.width - 32, height: cell.contentView.bounds.height - 22)))
        let label = try #require(content.contentHost.subviews.first)
        #expect(abs(label.frame.midY - (cell.contentView.bounds.height - 22) / 2) < 0.5)
    }

    @Test func theBackgroundFillsTheCellBehindTheMargins() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = ConfiguredList(rows: 2) { cell, row in
            if row == 0 {
                cell.contentConfiguration = UIHostingConfiguration { Self.cellView(3) }.background(Color.red)
            } else {
                cell.contentConfiguration = UIHostingConfiguration { Self.cellView(3) }.background { Color.green.padding(4) }
            }
        }
        host.launch(controller)
        let table = controller.tableView!
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let filled = try hostingContent(first, UIHostingConfiguration<CellView, _UIHostingConfigurationBackgroundView<Color>>.self)
        #expect(filled.backgroundHost.frame == first.contentView.bounds)
        #expect(filled.subviews.first === filled.backgroundHost)
        #expect(filled.backgroundHost.subviews.count == 1)
        #expect(close(filled.backgroundHost.subviews[0].frame, first.contentView.bounds))
        // The background takes no part in the row's height.
        let margins = first.contentView.layoutMargins
        let width = first.contentView.bounds.width - margins.left - margins.right
        #expect(abs(first.contentView.frame.height - idealHeight(of: Self.cellView(3), width: width, in: host) - 22) < 1e-9)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let padded = try #require(second.contentView.subviews.first?.subviews.first)
        #expect(padded.subviews.count == 1)
        #expect(close(padded.subviews[0].frame, second.contentView.bounds.insetBy(dx: 4, dy: 4)))
    }

    @Test func aNewConfigurationOfTheSameKindUpdatesTheViewInPlace() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = UIHostingConfiguration { Self.cellView(1) }
        let view = try #require(cell.contentView.subviews.first)
        cell.contentConfiguration = UIHostingConfiguration { Self.cellView(9) }.margins(.all, 2)
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first === view)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        cell.layoutIfNeeded()
        #expect((view as? UIHostingContentView<CellView, EmptyView>)?.contentHost.frame == CGRect(x: 2, y: 2, width: 316, height: 96))
        // Another kind of content: another view.
        cell.contentConfiguration = UIHostingConfiguration { Text("Other") }
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first !== view)
        // A hosting view refuses a configuration of another kind, and says so.
        let (_, diagnostics) = LayoutDiagnostics.capture {
            (view as? UIHostingContentView<CellView, EmptyView>)?.configuration = UIListContentConfiguration.cell()
        }
        #expect(diagnostics.map(\.kind) == [.invalidConfiguration])
    }

    // MARK: Collection views

    final class ConfiguredItems: NSObject, UICollectionViewDataSource {
        let items: Int
        init(items: Int) { self.items = items }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            let row = indexPath.item
            if row % 2 == 0 {
                cell.contentConfiguration = UIHostingConfiguration { HostingConfigurationTests.cellView(row) }
            } else {
                cell.contentConfiguration = UIHostingConfiguration { HostingConfigurationTests.cellView(row) }.margins(.all, 0)
            }
            return cell
        }
    }

    @Test func collectionCellsTakeTheirContentsHeight() throws {
        let host = HeadlessHost(device: .iPhone15)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let controller = UIViewController()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = ConfiguredItems(items: 60)
        collection.dataSource = source
        collection.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(collection)
        NSLayoutConstraint.activate([
            collection.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            collection.topAnchor.constraint(equalTo: controller.view.topAnchor),
            collection.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        host.launch(controller)
        for offset in [CGFloat(0), 1_500, 300] {
            host.perform { collection.contentOffset = CGPoint(x: 0, y: offset) }
            host.layout()
            #expect(!collection.visibleCells.isEmpty)
            for cell in collection.visibleCells {
                let item = try #require(collection.indexPath(for: cell)).item
                // A collection cell's margins are a view's: 8 a side.
                let inset: CGFloat = item % 2 == 0 ? 8 : 0
                let content = try #require(cell.contentView.subviews.first as? UIHostingContentView<CellView, EmptyView>)
                #expect(close(content.contentHost.frame, cell.contentView.bounds.insetBy(dx: inset, dy: inset)), "item \(item)")
                let expected = idealHeight(of: Self.cellView(item), width: cell.bounds.width - 2 * inset, in: host) + 2 * inset
                #expect(abs(cell.contentView.frame.height - expected) < 1e-9, "item \(item)")
                #expect(cell.frame.width == collection.bounds.width)
            }
        }
    }
}
