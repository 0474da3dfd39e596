import Trellis

final class EditProfileViewController: UIViewController {
    var didSave = false
    var didCancel = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, primaryAction: UIAction { [weak self] _ in self?.cancel() })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save",
            style: .done,
            primaryAction: UIAction { [weak self] _ in self?.save() }
        )
    }

    func cancel() { didCancel = true }
    func save() { didSave = true }
}
