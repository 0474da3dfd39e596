import Trellis

final class OptionalSenderViewController: UIViewController {
    let button = UIButton(type: .custom)
    var tappedControl: UIControl?

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 0, y: 100, width: 200, height: 50)
        view.addSubview(button)
        button.addAction(UIAction { [weak self] action in self?.controlTapped(action.sender as? UIControl) }, for: .touchUpInside)
    }

    func controlTapped(_ control: UIControl?) {
        tappedControl = control
    }
}
