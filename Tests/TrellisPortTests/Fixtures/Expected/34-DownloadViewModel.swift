import Trellis

final class DownloadViewModel: NSObject {
    var progress: Double = 0
    private(set) var isFinished = false

    func advance(by amount: Double) {
        progress = min(1, progress + amount)
        isFinished = progress >= 1
    }
}
