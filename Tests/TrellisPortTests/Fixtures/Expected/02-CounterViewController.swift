import Trellis

final class CounterViewController: UIViewController {
    let incrementButton = UIButton(type: .system)
    var count = 0
    var lastSender: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        incrementButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        view.addSubview(incrementButton)
        incrementButton.addAction(
            UIAction { [weak self] action in if let sender = action.sender as? UIButton { self?.increment(sender) } },
            for: .touchUpInside
        )
    }

    func increment(_ sender: UIButton) {
        count += 1
        lastSender = sender
    }
}
