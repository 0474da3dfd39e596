import Trellis

final class AvatarView: UIView {
    private(set) var lastGestureState: UIGestureRecognizer.State?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.handleGesture(recognizer) })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handleGesture(_ gesture: UIGestureRecognizer) {
        lastGestureState = gesture.state
    }
}
