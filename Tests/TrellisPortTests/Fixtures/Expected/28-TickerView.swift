import Trellis

final class TickerView: UIView {
    private var timer: Timer?
    private(set) var offset: CGFloat = 0

    func start() {
        let timer = Timer(timeInterval: 1.0 / 30, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.step() } }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func step() {
        offset += 1
    }
}
