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

    /// Two colours of each gradient the App Store demo paints, top to bottom.
    static let gradients: [(top: (CGFloat, CGFloat, CGFloat), bottom: (CGFloat, CGFloat, CGFloat))] = [
        ((0.36, 0.55, 1.00), (0.56, 0.27, 0.94)),
        ((1.00, 0.58, 0.36), (0.96, 0.26, 0.48)),
        ((0.26, 0.85, 0.66), (0.09, 0.55, 0.78)),
        ((1.00, 0.82, 0.30), (1.00, 0.45, 0.18)),
        ((0.62, 0.42, 1.00), (0.22, 0.20, 0.62)),
        ((0.35, 0.86, 0.98), (0.20, 0.45, 0.95)),
    ]

    /// Fills `rect` with a gradient from the top colour to the bottom one, in thin bands.
    private static func fillGradient(_ rect: CGRect, hue: Int) {
        let (top, bottom) = gradients[hue % gradients.count]
        let bands = 48
        for band in 0..<bands {
            let t = CGFloat(band) / CGFloat(bands - 1)
            UIColor(red: top.0 + (bottom.0 - top.0) * t, green: top.1 + (bottom.1 - top.1) * t, blue: top.2 + (bottom.2 - top.2) * t, alpha: 1).setFill()
            let y = rect.minY + rect.height * CGFloat(band) / CGFloat(bands)
            UIBezierPath(rect: CGRect(x: rect.minX, y: y, width: rect.width, height: rect.height / CGFloat(bands) + 0.5)).fill()
        }
    }

    /// A featured story's artwork: a gradient with soft circles of light.
    static func banner(hue: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let size = CGSize(width: 360, height: 220)
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            fillGradient(CGRect(origin: .zero, size: size), hue: hue)
            for (index, circle) in [(0.78, 0.30, 0.34), (0.18, 0.82, 0.26), (0.55, 0.95, 0.18)].enumerated() {
                UIColor(white: 1, alpha: 0.16 + 0.06 * CGFloat(index)).setFill()
                let radius = size.height * circle.2
                UIBezierPath(ovalIn: CGRect(x: size.width * circle.0 - radius, y: size.height * circle.1 - radius, width: radius * 2, height: radius * 2)).fill()
            }
        }
    }

    /// An app icon: a gradient square and the app's initial in white.
    static func appIcon(letter: String, hue: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let side: CGFloat = 64
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            fillGradient(CGRect(x: 0, y: 0, width: side, height: side), hue: hue)
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 32, weight: .bold), .foregroundColor: UIColor.white]
            let size = letter.size(withAttributes: attributes)
            letter.draw(in: CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height), withAttributes: attributes)
        }
    }

    static let palette: [UIColor] = [.systemBlue, .systemPink, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemIndigo, .systemRed]
}
