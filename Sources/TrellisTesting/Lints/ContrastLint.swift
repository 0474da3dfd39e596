import Foundation
import Trellis

extension LintPass {
    /// A label whose text contrasts with the colour most drawn behind it
    /// (read from the image) less than WCAG AA allows: 4.5:1, or 3:1 for
    /// large text (18 points, or 14 points bold).
    func lowContrast(_ label: UILabel, image: UIImage) -> [LintFinding] {
        guard let text = label.text, !text.isEmpty, let color = label.textColor else { return [] }
        if !linter.checksSystemColors, ContrastLint.systemColors.contains(where: { $0 == color }) { return [] }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: label.traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let opacity = effectiveAlpha(of: label) * alpha
        // The glyphs are left out of the count: in a tight frame they can outnumber the background's pixels.
        let glyph = RGBA(red: red, green: green, blue: blue, alpha: opacity)
        guard let background = ContrastLint.dominantColor(in: frameInRoot(label), of: image, scale: scale, excluding: glyph) else { return [] }
        let drawn = RGBA(
            red: red * opacity + background.red * (1 - opacity), green: green * opacity + background.green * (1 - opacity),
            blue: blue * opacity + background.blue * (1 - opacity), alpha: 1)
        let ratio = ContrastLint.contrastRatio(drawn, background)
        let font = label.font ?? .systemFont(ofSize: 17)
        let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight.rawValue >= UIFont.Weight.bold.rawValue)
        let required = isLarge ? 3.0 : 4.5
        guard ratio < required else { return [] }
        return [finding(.lowContrast, label, detail: String(format: "its text contrasts %.2f:1 with its background; WCAG AA asks %.1f:1", ratio, required))]
    }

    /// The opacity `view` is drawn with: its alpha times its ancestors'.
    private func effectiveAlpha(of view: UIView) -> CGFloat {
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let step = current {
            alpha *= step.alpha
            if step === root { break }
            current = step.superview
        }
        return alpha
    }
}

enum ContrastLint {
    /// The system's label and tint colours, which are not checked unless asked (see ``LayoutLinter/checksSystemColors``).
    static let systemColors: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .placeholderText, .systemBlue]

    /// The colour most pixels of `rect` (points) have in `image`, in 1/32
    /// steps per channel, leaving out pixels of about the colour `excluded`
    /// (its alpha as given) is drawn in; nil when no other pixel is there.
    static func dominantColor(in rect: CGRect, of image: UIImage, scale: CGFloat, excluding excluded: RGBA) -> RGBA? {
        let bitmap = image.bitmap
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(bitmap.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(bitmap.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        var counts: [Int: (count: Int, r: Int, g: Int, b: Int)] = [:]
        // A pixel within 8 levels a channel of the glyph colour (as it is drawn over that pixel's own background) is a glyph's.
        func opaqueExcluded(_ r: Int, _ g: Int, _ b: Int) -> Bool {
            guard excluded.alpha > 0.99 else { return false }
            return abs(r - Int(excluded.red * 255)) <= 8 && abs(g - Int(excluded.green * 255)) <= 8 && abs(b - Int(excluded.blue * 255)) <= 8
        }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * bitmap.width + x) * 4
                let a = Int(bitmap.rgba[i + 3])
                // Over white, as a window with no background shows.
                let r = (Int(bitmap.rgba[i]) * a + 255 * (255 - a)) / 255
                let g = (Int(bitmap.rgba[i + 1]) * a + 255 * (255 - a)) / 255
                let b = (Int(bitmap.rgba[i + 2]) * a + 255 * (255 - a)) / 255
                if opaqueExcluded(r, g, b) { continue }
                let key = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
                let old = counts[key] ?? (0, 0, 0, 0)
                counts[key] = (old.count + 1, old.r + r, old.g + g, old.b + b)
            }
        }
        guard let top = counts.values.max(by: { $0.count < $1.count }) else { return nil }
        let n = CGFloat(top.count) * 255
        return RGBA(red: CGFloat(top.r) / n, green: CGFloat(top.g) / n, blue: CGFloat(top.b) / n, alpha: 1)
    }

    /// WCAG's contrast ratio of two opaque colours (1 … 21).
    static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        func luminance(_ c: RGBA) -> Double {
            func channel(_ v: CGFloat) -> Double {
                let v = Double(v)
                return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
