import Trellis

final class RoundedButton: UIButton {
    var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var borderWidth: CGFloat = 0
}
