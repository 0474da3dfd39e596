import Foundation
import Trellis

final class DraggableCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer { [weak self] recognizer in if let recognizer = recognizer as? UIPanGestureRecognizer { self?.drag(recognizer) } })
    }

    func drag(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
    }
}
