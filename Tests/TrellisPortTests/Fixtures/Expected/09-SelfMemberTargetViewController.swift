import Trellis

final class PlaybackController {
    private(set) var isPlaying = false

    func togglePlayback() {
        isPlaying.toggle()
    }
}

final class SelfMemberTargetViewController: UIViewController {
    let playback = PlaybackController()
    let playButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.frame = CGRect(x: 100, y: 400, width: 60, height: 60)
        view.addSubview(playButton)
        playButton.addAction(UIAction { [weak playback = self.playback] _ in playback?.togglePlayback() }, for: .touchUpInside)
    }
}
