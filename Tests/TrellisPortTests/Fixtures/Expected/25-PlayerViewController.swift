import Trellis

/// Posts when its item ends.
final class MediaItem {
    static let didFinish = Notification.Name("MediaItemDidFinish")
}

final class PlayerViewController: UIViewController {
    let item = MediaItem()
    let center = NotificationCenter()
    var finishedItems = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = center.addObserver(forName: MediaItem.didFinish, object: item, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.itemFinished(notification) }
        }
    }

    func itemFinished(_ note: Notification) {
        finishedItems += 1
    }
}
