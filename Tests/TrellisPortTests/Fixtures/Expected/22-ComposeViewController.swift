import Trellis

final class ComposeViewController: UIViewController {
    var lastItem: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] action in if let sender = action.sender as? UIBarButtonItem { self?.barItemTapped(sender) } }),
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] action in if let sender = action.sender as? UIBarButtonItem { self?.barItemTapped(sender) } }),
        ]
    }

    func barItemTapped(_ sender: UIBarButtonItem) {
        lastItem = sender
    }
}
