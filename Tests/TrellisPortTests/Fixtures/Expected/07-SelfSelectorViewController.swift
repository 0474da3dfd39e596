import Trellis

final class SelfSelectorViewController: UIViewController {
    let closeButton = UIButton(type: .close)
    var closed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.frame = CGRect(x: 300, y: 60, width: 44, height: 44)
        view.addSubview(closeButton)
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
    }

    func close() {
        closed = true
    }
}
