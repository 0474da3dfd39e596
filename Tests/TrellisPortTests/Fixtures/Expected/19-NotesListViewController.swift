import Trellis

final class NotesListViewController: UIViewController {
    var notes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addNote() })
    }

    private func addNote() {
        notes.append("Note \(notes.count + 1)")
    }
}
