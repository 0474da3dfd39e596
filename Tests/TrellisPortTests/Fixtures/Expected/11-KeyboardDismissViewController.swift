import Trellis

final class KeyboardDismissViewController: UIViewController {
    var dismissals = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() })
    }

    func dismissKeyboard() {
        dismissals += 1
    }
}
