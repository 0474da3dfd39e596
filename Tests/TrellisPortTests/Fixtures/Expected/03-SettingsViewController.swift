import Trellis

final class SettingsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    var saved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.frame = CGRect(x: 20, y: 120, width: 100, height: 44)
        view.addSubview(saveButton)
        saveButton.addAction(UIAction { [weak self] action in if let sender = action.sender { self?.save(sender) } }, for: .touchUpInside)
    }

    // Connected in the storyboard as well.
    private func save(_ sender: Any) {
        saved = sender is UIButton
    }
}
