import Trellis

/// Signs people in with one button.
final class LoginViewController: UIViewController {
    weak var titleLabel: UILabel!
    let loginButton = UIButton(type: .system)
    private(set) var loginAttempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.setTitle("Log in", for: .normal)
        loginButton.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        view.addSubview(loginButton)
        loginButton.addAction(UIAction { [weak self] _ in self?.didTapLogin() }, for: .touchUpInside)
    }

    private func didTapLogin() {
        loginAttempts += 1
    }
}
