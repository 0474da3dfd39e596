import Trellis

final class DocumentedActionsViewController: UIViewController {
    let refreshButton = UIButton(type: .system)
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.frame = CGRect(x: 20, y: 80, width: 100, height: 44)
        view.addSubview(refreshButton)
        refreshButton.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .touchUpInside) // pull to refresh, for now
    }

    /// Reloads the feed.
    ///
    /// Called from the refresh button.
    func refresh() {
        refreshes += 1
    }
}
