import Trellis

final class AutosaveViewController: UIViewController {
    var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = Timer.scheduledTimer(withTimeInterval: 30, repeats: false) { [weak self] timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { self?.autosave(timer) }
        }
    }

    func autosave(_ timer: Timer) {
        saves += 1
    }
}
