import Trellis

final class ReminderCell: UITableViewCell {
    let checkButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(checkButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ReminderListViewController: UITableViewController {
    var reminders = ["Dentist", "Passport", "Groceries"]
    private(set) var checked: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ReminderCell.self, forCellReuseIdentifier: "reminder")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        reminders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "reminder", for: indexPath) as! ReminderCell
        cell.textLabel?.text = reminders[indexPath.row]
        cell.checkButton.tag = indexPath.row
        // Cells are reused: UIKit adds this pair once, however many times it runs.
        cell.checkButton.addAction(UIAction(identifier: UIAction.Identifier("check(_:)")) { [weak self] action in if let sender = action.sender as? UIButton { self?.check(sender) } }, for: .touchUpInside)
        return cell
    }

    func check(_ sender: UIButton) {
        checked.append(sender.tag)
    }
}
