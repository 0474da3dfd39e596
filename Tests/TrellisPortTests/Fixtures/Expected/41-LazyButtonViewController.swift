import Trellis

final class LazyButtonViewController: UIViewController {
    var follows = 0

    private lazy var followButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        followButton.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
        view.addSubview(followButton)
    }

    private func follow() {
        follows += 1
    }
}
