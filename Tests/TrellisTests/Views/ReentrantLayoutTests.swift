import Foundation
import Testing
@testable import Trellis

/// A view that does in `layoutSubviews()` what real apps do there.
@MainActor
final class ReentrantView: UIView {
    enum Habit { case layOutItself, layOutSuperview, widenChildAndReadIt, toggleConstraint }
    var habit = Habit.layOutItself
    var child: UIView?
    var childWidth: NSLayoutConstraint?
    private(set) var layouts = 0
    private(set) var childWidthsRead: [CGFloat] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        switch habit {
        case .layOutItself:
            layoutIfNeeded()
        case .layOutSuperview:
            superview?.layoutIfNeeded()
        case .widenChildAndReadIt:
            if childWidth?.constant == 10 { childWidth?.constant = 60 }
            layoutIfNeeded()
            childWidthsRead.append(child?.frame.width ?? -1)
        case .toggleConstraint:
            childWidth?.constant = childWidth?.constant == 10 ? 20 : 10
            layoutIfNeeded()
        }
    }
}

/// A root holding a `ReentrantView` pinned to its top left, with a child 10 × 10.
@MainActor
private func tree(_ habit: ReentrantView.Habit) -> (root: UIView, view: ReentrantView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = ReentrantView()
    view.habit = habit
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    let childWidth = child.widthAnchor.constraint(equalToConstant: 10)
    view.child = child
    view.childWidth = childWidth
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 100),
        child.leadingAnchor.constraint(equalTo: view.leadingAnchor), child.topAnchor.constraint(equalTo: view.topAnchor),
        childWidth, child.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, view)
}

/// Re-entrant layout is normal: a request made during a pass joins it (its
/// changes solved and the caller's subviews placed at once), never a nested
/// pass, and a pass that keeps asking for more stops at its bound, reported.
@MainActor
@Suite struct ReentrantLayoutTests {
    @Test(arguments: [ReentrantView.Habit.layOutItself, .layOutSuperview])
    func layingOutAgainFromLayoutSubviewsRunsOnce(habit: ReentrantView.Habit) throws {
        let (root, view) = tree(habit)
        try LayoutDiagnostics.strict { root.layoutIfNeeded() }
        #expect(view.layouts == 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.child?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aConstraintChangedInLayoutSubviewsIsSolvedAndReadAtOnce() throws {
        let (root, view) = tree(.widenChildAndReadIt)
        try LayoutDiagnostics.strict { root.layoutIfNeeded() }
        // The first layout widened the child and read the new width at once; the
        // further round the change asked for found nothing more to do.
        #expect(view.childWidthsRead == [60, 60])
        #expect(view.child?.frame.width == 60)
    }

    @Test func aLayoutSubviewsThatNeverSettlesIsBoundedReportedAndFinite() {
        let (root, view) = tree(.toggleConstraint)
        let (_, diagnostics) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        #expect(view.layouts == UIView.layoutPassBound)
        #expect(diagnostics.map(\.kind) == [.notConverged])
        #expect(diagnostics.first?.involves(root) == true)
        let width = try? #require(view.child?.frame.width)
        #expect(width == 10 || width == 20)
    }
}

/// A view controller that lays out again from its layout callbacks.
@MainActor
private final class ReentrantController: UIViewController {
    let box = UIView()
    var boxWidth: NSLayoutConstraint?
    private(set) var didLayouts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        boxWidth = width
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor),
            width, box.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Constraints changed before layout, from the size the view has now.
        boxWidth?.constant = view.bounds.width / 2
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayouts += 1
        view.layoutIfNeeded()
    }
}

@MainActor
@Suite struct ReentrantControllerLayoutTests {
    @Test func layoutCallbacksThatChangeConstraintsAndLayOutAgainSettle() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = ReentrantController()
        try LayoutDiagnostics.strict { host.launch(controller) }
        #expect(controller.box.frame.width == host.window.bounds.width / 2)
        #expect(controller.didLayouts >= 1 && controller.didLayouts <= UIView.layoutPassBound)
        try LayoutDiagnostics.strict { host.rotate(to: .landscapeLeft) }
        #expect(controller.box.frame.width == host.window.bounds.width / 2)
    }
}

/// A cell that asks its table to lay out from its own `layoutSubviews()`.
@MainActor
private final class TableLayingOutCell: UITableViewCell {
    private(set) var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        view?.layoutIfNeeded()
    }
}

@MainActor
private final class TableLayingOutSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Suite struct ReentrantListLayoutTests {
    @Test func aCellThatLaysOutItsTableWhileBeingLaidOutIsFine() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(TableLayingOutCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        let source = TableLayingOutSource()
        table.dataSource = source
        window.addSubview(table)
        try LayoutDiagnostics.strict {
            window.layoutIfNeeded()
            table.contentOffset.y = 300
            window.layoutIfNeeded()
        }
        #expect(!table.visibleCells.isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.frame.minY.isFinite && $0.frame.height > 0 })
    }
}
