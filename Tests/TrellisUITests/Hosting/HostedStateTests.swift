import Testing
import Trellis
import TrellisUI

/// Trellis's rule for `@State` in hosted views: state lives with a view's
/// identity in its hosting view, so a new root of the same structure (a
/// reused cell) keeps it, and `.id(_:)` of the row starts each row afresh.
/// (On iOS the seed found state "sometimes" persisted across reuse.)
@MainActor
@Suite struct HostedStateTests {
    /// A row that counts taps; it hands out a binding to its count so the
    /// test can tap, as a button's action would.
    struct TapCounter: View {
        let row: Int
        let expose: (Binding<Int>) -> Void
        @State private var taps = 0

        var body: some View {
            let _ = expose($taps)
            Text("Row \(row): \(taps) taps")
        }
    }

    /// Where the latest evaluated bodies put their bindings, by row.
    @MainActor final class Taps {
        var bindings: [Int: Binding<Int>] = [:]
        func counter(_ row: Int) -> TapCounter { TapCounter(row: row) { [unowned self] in bindings[row] = $0 } }
    }

    /// The texts `view` shows.
    func texts(in view: UIView) -> [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel, let text = label.text { found.append(text) }
            view.subviews.forEach(visit)
        }
        visit(view)
        return found
    }

    @Test func aNewRootOfTheSameStructureKeepsItsState() throws {
        let taps = Taps()
        let controller = UIHostingController(rootView: taps.counter(1))
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 1: 0 taps"])
        try #require(taps.bindings[1]).wrappedValue = 3
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 1: 3 taps"])
        // Another row's view, at the same place: the count stays.
        controller.rootView = taps.counter(2)
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 2: 3 taps"])
    }

    @Test func anIDOfTheRowStartsEachRowAfresh() throws {
        let taps = Taps()
        let controller = UIHostingController(rootView: taps.counter(1).id(1))
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        controller.view.layoutIfNeeded()
        try #require(taps.bindings[1]).wrappedValue = 3
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 1: 3 taps"])
        // The same row again keeps its count; another row starts from 0.
        controller.rootView = taps.counter(1).id(1)
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 1: 3 taps"])
        controller.rootView = taps.counter(2).id(2)
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 2: 0 taps"])
        // And going back is a new view too: the first row's count is gone.
        controller.rootView = taps.counter(1).id(1)
        controller.view.layoutIfNeeded()
        #expect(texts(in: controller.view) == ["Row 1: 0 taps"])
    }

    /// A table of 200 rows configured by `make`.
    final class Counters: UITableViewController {
        let make: (UITableViewCell, Int) -> Void
        init(make: @escaping (UITableViewCell, Int) -> Void) {
            self.make = make
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "counter")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "counter", for: indexPath)
            make(cell, indexPath.row)
            return cell
        }
    }

    /// A table of counters in hosting configurations: a cell reused for
    /// another row keeps its count unless the content is given the row's id.
    @Test(arguments: [false, true])
    func reusedCellsKeepStateUnlessIdentifiedByRow(identified: Bool) throws {
        let taps = Taps()
        let controller = Counters { cell, row in
            if identified {
                cell.contentConfiguration = UIHostingConfiguration { taps.counter(row).id(row) }
            } else {
                cell.contentConfiguration = UIHostingConfiguration { taps.counter(row) }
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        host.launch(controller)
        let table = controller.tableView!
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        try #require(taps.bindings[0]).wrappedValue = 5
        host.layout()
        #expect(texts(in: first) == ["Row 0: 5 taps"])
        // Scrolled far enough for the first row's cell to show another row.
        var reusedRow: Int?
        var offset: CGFloat = 0
        while reusedRow == nil, offset < 8_000 {
            offset += 300
            host.perform { table.contentOffset = CGPoint(x: 0, y: offset) }
            host.layout()
            reusedRow = table.visibleCells.first { $0 === first }.flatMap { table.indexPath(for: $0)?.row }
        }
        let row = try #require(reusedRow)
        #expect(row > 0)
        #expect(texts(in: first) == ["Row \(row): \(identified ? 0 : 5) taps"])
    }
}
