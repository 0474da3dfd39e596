import Foundation
import Trellis
import TrellisRender

/// The demos' images, drawn with Trellis itself: avatars with initials,
/// landscapes standing in for photos, chat bubbles.
@MainActor
enum Artwork {
    /// A square avatar: a coloured background and white initials.
    static func avatar(initials: String, hue: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 120), format: format).image { _ in
            palette[hue % palette.count].setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 120, height: 120)).fill()
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 48, weight: .semibold), .foregroundColor: UIColor.white]
            let size = initials.size(withAttributes: attributes)
            initials.draw(in: CGRect(x: (120 - size.width) / 2, y: (120 - size.height) / 2, width: size.width, height: size.height),
                                        withAttributes: attributes)
        }
    }

    /// A landscape of `size` points: sky, sun and hills in the hue's colours.
    static func photo(size: CGSize, hue: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let base = palette[hue % palette.count]
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            base.withAlphaComponent(0.35).setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.68, y: size.height * 0.14, width: size.height * 0.24, height: size.height * 0.24)).fill()
            for (i, alpha) in [(0, 0.6), (1, 1.0)] {
                let hill = UIBezierPath()
                let top = size.height * (0.55 + 0.12 * CGFloat(i))
                hill.move(to: CGPoint(x: 0, y: size.height))
                hill.addLine(to: CGPoint(x: 0, y: top))
                hill.addQuadCurve(to: CGPoint(x: size.width, y: top + size.height * 0.08),
                                  controlPoint: CGPoint(x: size.width * (0.3 + 0.3 * CGFloat(i)), y: top - size.height * 0.3))
                hill.addLine(to: CGPoint(x: size.width, y: size.height))
                hill.close()
                base.withAlphaComponent(alpha).setFill()
                hill.fill()
            }
        }
    }

    /// A rounded chat bubble, to be stretched between its caps (20 points on
    /// the side of its tail, 10 on the other); a template, drawn in its view's
    /// tint (so that it follows light and dark).
    static func bubble(tailOnLeft: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: 40, height: 36)
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.setFill()
            let body = CGRect(x: tailOnLeft ? 6 : 0, y: 0, width: 34, height: 36)
            UIBezierPath(roundedRect: body, cornerRadius: 16).fill()
            let tail = UIBezierPath()
            let x: CGFloat = tailOnLeft ? 0 : 40
            tail.move(to: CGPoint(x: x, y: 36))
            tail.addQuadCurve(to: CGPoint(x: tailOnLeft ? 14 : 26, y: 26), controlPoint: CGPoint(x: tailOnLeft ? 8 : 32, y: 34))
            tail.addLine(to: CGPoint(x: tailOnLeft ? 14 : 26, y: 36))
            tail.close()
            tail.fill()
        }.withRenderingMode(.alwaysTemplate)
    }

    static let palette: [UIColor] = [.systemBlue, .systemPink, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemIndigo, .systemRed]
}
