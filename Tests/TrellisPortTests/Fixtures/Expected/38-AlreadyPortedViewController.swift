import Trellis

/// Written with actions from the start: nothing to port.
final class AlreadyPortedViewController: UIViewController {
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}
