import Trellis

final class LabelledSenderViewController: UIViewController {
    let shareButton = UIButton(type: .system)
    var sharedFrom: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.frame = CGRect(x: 40, y: 200, width: 100, height: 44)
        view.addSubview(shareButton)
        shareButton.addAction(UIAction { [weak self] action in if let sender = action.sender as? UIButton { self?.share(from: sender) } }, for: .touchUpInside)
    }

    func share(from button: UIButton) {
        sharedFrom = button
    }
}
