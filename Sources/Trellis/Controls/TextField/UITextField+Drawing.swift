import Foundation

/// How a text field draws its border and clear button.
extension UITextField {
    /// The border of the style: a thin rectangle, one with a darker top
    /// edge, or the system's rounded, filled field.
    func drawBorder(in border: CGRect) {
        switch borderStyle {
        case .none: break
        case .line:
            UIColor.secondaryLabel.setStroke()
            strokeInside(border, width: 1, radius: 0)
        case .bezel:
            UIColor.systemGray3.setStroke()
            strokeInside(border, width: 1, radius: 0)
            UIColor.systemGray.setFill()
            UIBezierPath(rect: CGRect(x: border.minX, y: border.minY, width: border.width, height: 1)).fill()
        case .roundedRect:
            UIColor.tertiarySystemBackground.setFill()
            UIBezierPath(roundedRect: border, cornerRadius: 5).fill()
            UIColor.systemGray4.setStroke()
            strokeInside(border, width: 0.5, radius: 5)
        }
    }

    private func strokeInside(_ rect: CGRect, width: CGFloat, radius: CGFloat) {
        let path = UIBezierPath(roundedRect: rect.insetBy(dx: width / 2, dy: width / 2), cornerRadius: radius)
        path.lineWidth = width
        path.stroke()
    }

    /// The clear button: a grey disc with a cross cut out of it.
    func drawClearButton(in rect: CGRect) {
        let disc = CGRect(x: rect.midX - 8, y: rect.midY - 8, width: 16, height: 16)
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(ovalIn: disc).fill()
        let cross = UIBezierPath()
        let arm: CGFloat = 3.5
        cross.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        cross.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        (backgroundColor ?? .systemBackground).setStroke()
        cross.stroke()
    }
}
