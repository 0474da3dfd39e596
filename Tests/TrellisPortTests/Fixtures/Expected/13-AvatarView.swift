import Foundation
import Trellis

final class AvatarView: UIView {
    private(set) var lastGestureState: UIGestureRecognizer.State?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.handleGesture(recognizer) })
    }

    func handleGesture(_ gesture: UIGestureRecognizer) {
        lastGestureState = gesture.state
    }
}
