import Trellis

final class PrimaryActionViewController: UIViewController {
    let continueButton = UIButton(type: .system)
    var continued = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        continueButton.frame = CGRect(x: 20, y: 600, width: 350, height: 50)
        view.addSubview(continueButton)
        continueButton.addAction(UIAction { [weak self] _ in self?.continueTapped() }, for: .primaryActionTriggered)
    }

    func continueTapped() {
        continued += 1
    }
}
