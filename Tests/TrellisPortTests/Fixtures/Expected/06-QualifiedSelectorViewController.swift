import Trellis

final class QualifiedSelectorViewController: UIViewController {
    let nextButton = UIButton(type: .system)
    var pagesTurned = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nextButton.frame = CGRect(x: 20, y: 300, width: 80, height: 44)
        view.addSubview(nextButton)
        nextButton.addAction(UIAction { [weak self] action in if let sender = action.sender as? UIButton { self?.turnPage(sender) } }, for: .touchUpInside)
    }

    func turnPage(_ sender: UIButton) {
        pagesTurned += 1
    }
}
