import Trellis

final class PassThroughTapViewController: UIViewController {
    let button = UIButton(type: .system)
    var backgroundTaps = 0
    var buttonTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        view.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.buttonTapped() }, for: .touchUpInside)

        let tap = UITapGestureRecognizer { [weak self] _ in self?.backgroundTapped() }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func buttonTapped() { buttonTaps += 1 }
    func backgroundTapped() { backgroundTaps += 1 }
}
