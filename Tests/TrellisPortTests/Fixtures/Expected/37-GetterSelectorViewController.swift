import Trellis

final class GetterSelectorViewController: UIViewController {
    let reloadButton = UIButton(type: .system)
    var reloads = 0

    /// Reading it reloads (a property an older screen exposed as an action).
    var reload: Int {
        reloads += 1
        return reloads
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        reloadButton.frame = CGRect(x: 20, y: 500, width: 100, height: 44)
        view.addSubview(reloadButton)
        reloadButton.addAction(UIAction { [weak self] _ in _ = self?.reload }, for: .touchUpInside)
    }
}
