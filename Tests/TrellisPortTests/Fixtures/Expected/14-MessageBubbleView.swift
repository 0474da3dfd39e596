import Trellis

/// A message; held down, it offers to copy.
final class MessageBubbleView: UIView {
    var menuShown = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let longPress = UILongPressGestureRecognizer { [weak self] recognizer in if let recognizer = recognizer as? UILongPressGestureRecognizer { self?.showMenu(recognizer) } }
        longPress.minimumPressDuration = 0.3
        addGestureRecognizer(longPress)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func showMenu(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        menuShown = true
    }
}
