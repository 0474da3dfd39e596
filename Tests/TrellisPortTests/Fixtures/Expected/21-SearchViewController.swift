import Trellis

final class SearchViewController: UIViewController {
    var searches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let searchItem = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, primaryAction: UIAction { [weak self] _ in self?.startSearch() })
        navigationItem.rightBarButtonItem = searchItem
    }

    func startSearch() {
        searches += 1
    }
}
