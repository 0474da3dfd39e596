import UIKit

/// The list of todos: a row each, a button to add one, a count in the title.
final class TodoListViewController: UITableViewController {
    private(set) var todos = [
        Todo(title: "Buy milk"),
        Todo(title: "Call the plumber"),
        Todo(title: "Water the plants"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addTodo() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", primaryAction: UIAction { [weak self] _ in self?.clearDone() })
        observer = NotificationCenter.default.addObserver(forName: .todosDidChange, object: nil, queue: nil) { [weak self] notification in
            let titles = notification.userInfo?["titles"] as? [String]
            MainActor.assumeIsolated { self?.replaceTodos(with: titles) }
        }
        updateTitle()
    }

    private var observer: NSObjectProtocol?

    @objc private func addTodo() {
        todos.append(Todo(title: "New todo \(todos.count + 1)"))
        tableView.reloadData()
        updateTitle()
    }

    @objc private func clearDone() {
        todos.removeAll { $0.isDone }
        tableView.reloadData()
        updateTitle()
    }

    private func replaceTodos(with titles: [String]?) {
        guard let titles else { return }
        todos = titles.map { Todo(title: $0) }
        tableView.reloadData()
        updateTitle()
    }

    @objc func toggleTodo(_ sender: UIButton) {
        todos[sender.tag].isDone.toggle()
        tableView.reloadData()
        updateTitle()
    }

    private func updateTitle() {
        title = "To do (\(todos.filter { !$0.isDone }.count))"
    }
}

// MARK: - UITableViewDataSource

extension TodoListViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath) as! TodoCell
        cell.configure(with: todos[indexPath.row], row: indexPath.row)
        cell.doneButton.addAction(UIAction(identifier: UIAction.Identifier("toggleTodo")) { [weak self] action in
            if let button = action.sender as? UIButton { self?.toggleTodo(button) }
        }, for: .touchUpInside)
        return cell
    }
}
