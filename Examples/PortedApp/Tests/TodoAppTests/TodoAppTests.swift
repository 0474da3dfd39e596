import Foundation
import Testing
import Trellis
import TrellisRender

/// The todo app's list screen, ported from its iOS sources at build time,
/// launched on an iPhone and used as a person would: tapping the bar
/// buttons and a row's button. Serialized: the app observes the
/// default notification centre, which the whole process shares.
@Suite(.serialized) @MainActor struct TodoAppTests {
    /// The list in a navigation controller on an iPhone 15, laid out.
    private func launch() -> (HeadlessHost, TodoListViewController) {
        let host = HeadlessHost(device: .iPhone15)
        let list = TodoListViewController(style: .plain)
        host.launch(UINavigationController(rootViewController: list))
        host.layout()
        return (host, list)
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func cell(_ row: Int, of list: TodoListViewController) throws -> TodoCell {
        try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TodoCell)
    }

    /// The navigation bar's button showing `title`, or its image when `title` is nil.
    private func barButton(titled title: String?, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, view.superview is UINavigationBar,
           title.map({ button.title(for: .normal) == $0 }) ?? (button.image(for: .normal) != nil) { return button }
        for subview in view.subviews { if let found = barButton(titled: title, in: subview) { return found } }
        return nil
    }

    @Test func theListShowsEveryTodoLaidOutByTheMovedOverride() throws {
        let (_, list) = launch()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(list.title == "To do (3)")
        let first = try cell(0, of: list)
        #expect(first.titleLabel.text == "Buy milk")
        #expect(first.doneButton.frame.minX == 16)
        #expect(first.titleLabel.frame.minX == 60)
    }

    @Test func theAddButtonAddsATodo() throws {
        let (host, list) = launch()
        host.tap(at: centre(of: try #require(barButton(titled: nil, in: host.window))))
        host.layout()
        #expect(list.todos.count == 4)
        #expect(list.title == "To do (4)")
        #expect(try cell(3, of: list).titleLabel.text == "New todo 4")
    }

    @Test func aRowsButtonMarksItDoneAndClearRemovesIt() throws {
        let (host, list) = launch()
        host.tap(at: centre(of: try cell(1, of: list).doneButton))
        host.layout()
        #expect(list.todos.map(\.isDone) == [false, true, false])
        #expect(list.title == "To do (2)")
        #expect(try cell(1, of: list).doneButton.title(for: .normal) == "✓")

        host.tap(at: centre(of: try #require(barButton(titled: "Clear", in: host.window))))
        host.layout()
        #expect(list.todos.map(\.title) == ["Buy milk", "Water the plants"])
    }

    @Test func aNotificationReplacesTheTodos() throws {
        let (host, list) = launch()
        NotificationCenter.default.post(name: .todosDidChange, object: nil, userInfo: ["titles": ["Synced"]])
        host.layout()
        #expect(list.todos == [Todo(title: "Synced")])
        #expect(try cell(0, of: list).titleLabel.text == "Synced")
    }

    @Test func theScreenDraws() throws {
        let (host, list) = launch()
        host.tap(at: centre(of: try cell(0, of: list).doneButton))
        let png = try host.snapshot()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if let directory = ProcessInfo.processInfo.environment["PORTED_APP_SNAPSHOT_DIR"] {
            try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("todo-list.png"))
        }
    }
}
