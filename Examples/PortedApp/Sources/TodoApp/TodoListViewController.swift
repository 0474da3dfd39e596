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
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTodo(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearDone))
        NotificationCenter.default.addObserver(self, selector: #selector(todosChanged(_:)), name: .todosDidChange, object: nil)
        updateTitle()
    }

    @objc private func addTodo(_ sender: UIBarButtonItem) {
        todos.append(Todo(title: "New todo \(todos.count + 1)"))
        tableView.reloadData()
        updateTitle()
    }

    @objc private func clearDone() {
        todos.removeAll { $0.isDone }
        tableView.reloadData()
        updateTitle()
    }

    @objc private func todosChanged(_ notification: Notification) {
        guard let titles = notification.userInfo?["titles"] as? [String] else { return }
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
        cell.doneButton.addTarget(self, action: #selector(toggleTodo(_:)), for: .touchUpInside)
        return cell
    }
}
