import Trellis

final class DraggableCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer { [weak self] recognizer in if let recognizer = recognizer as? UIPanGestureRecognizer { self?.drag(recognizer) } })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
    }
}
