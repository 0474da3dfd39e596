import Trellis

/// A screen as iOS apps write them: `init()` calling `init(nibName:bundle:)`,
/// the required coder initialiser, a table whose data source is the
/// controller, `IndexPath`, `UUID`, `NSLocalizedString`, and work deferred
/// to the main queue.
class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Option: Hashable {
        let id = UUID()
        let title: String
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let header = ProfileHeaderView()
    private(set) var options: [Option]
    private(set) var selected = Set<UUID>()
    private(set) var lifecycle: [String] = []

    init() {
        options = ["Notifications", "Privacy", "Appearance"].map { Option(title: NSLocalizedString($0, comment: "settings row")) }
        super.init(nibName: nil, bundle: nil)
        title = NSLocalizedString("Settings", comment: "screen title")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        lifecycle.append("viewDidLoad")
        view.backgroundColor = .systemGroupedBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        header.configure(name: "Ada Lovelace", bio: "Wrote the first program for a machine that did not exist yet.")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        lifecycle.append("viewIsAppearing")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if lifecycle.last != "viewDidLayoutSubviews" { lifecycle.append("viewDidLayoutSubviews") }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycle.append("viewDidAppear")
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { options.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        cell.textLabel?.text = options[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.insert(options[indexPath.row].id)
    }
}
