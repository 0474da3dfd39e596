import Trellis

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("SessionDidExpire")
}

final class SessionViewController: UIViewController {
    var expired = false

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = NotificationCenter.default.addObserver(
            forName: .sessionDidExpire,
            object: nil, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.sessionExpired() } }
    }

    func sessionExpired() {
        expired = true
    }
}
