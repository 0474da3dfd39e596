import Trellis

extension Notification.Name {
    static let keyboardFrameDidChange = Notification.Name("KeyboardFrameDidChange")
}

final class KeyboardAvoidingViewController: UIViewController {
    var keyboardHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = NotificationCenter.default.addObserver(forName: .keyboardFrameDidChange, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.keyboardFrameChanged(notification) }
        }
    }

    private func keyboardFrameChanged(_ notification: Notification) {
        keyboardHeight = notification.userInfo?["height"] as? CGFloat ?? 0
    }
}
