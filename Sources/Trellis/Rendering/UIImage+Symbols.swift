import Foundation

/// A system symbol drawn from vector shapes: filled and stroked paths in
/// points, from the image's top-left corner.
struct SymbolShape: Sendable {
    enum Part: Sendable {
        case fill([PathElement])
        case stroke([PathElement], width: CGFloat)
    }

    let name: String
    let size: CGSize
    let parts: [Part]

    /// The commands that draw the symbol into `rect` in `color`.
    func commands(in rect: CGRect, color: RGBA) -> [DrawingCommand] {
        guard size.width > 0, size.height > 0 else { return [] }
        var commands: [DrawingCommand] = [
            .saveState, .translate(x: rect.minX, y: rect.minY), .scale(x: rect.width / size.width, y: rect.height / size.height),
            .setFillColor(color), .setStrokeColor(color), .setLineCap(.round), .setLineJoin(.round),
        ]
        for part in parts {
            switch part {
            case let .fill(elements):
                commands += [.addPath(elements), .fillPath(.winding, keepingPath: false)]
            case let .stroke(elements, width):
                commands += [.setLineWidth(width), .addPath(elements), .strokePath]
            }
        }
        return commands + [.restoreState]
    }
}

extension UIImage {
    /// How heavy a symbol's strokes are.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name.
        var fontWeight: UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// How large a symbol is beside text of its point size.
    public enum SymbolScale: Int, Sendable {
        case `default`, unspecified, small, medium, large
    }

    /// A symbol's point size (or text style, or font), weight and scale.
    public final class SymbolConfiguration: Sendable {
        let pointSize: CGFloat?
        let textStyle: UIFont.TextStyle?
        let weight: SymbolWeight
        let scale: SymbolScale

        private init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// A symbol beside text of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .default) }
        /// A symbol beside text of `pointSize`, at a weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .default) }
        /// A symbol beside text of `pointSize`, at a weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        /// A symbol beside text of a text style (at the default content size).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .default) }
        /// A symbol beside text of a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        /// A symbol beside text in `font`.
        public convenience init(font: UIFont) { self.init(font: font, scale: .default) }
        /// A symbol beside text in `font`, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            let weight = SymbolWeight.allCases.dropFirst().first { $0.fontWeight == font.weight } ?? .regular
            self.init(pointSize: font.pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        /// Only a weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .default) }
        /// Only a scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }

        /// This configuration with what `other` specifies taking precedence.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let size = other.pointSize ?? (other.textStyle == nil ? pointSize : nil)
            return SymbolConfiguration(
                pointSize: size, textStyle: other.textStyle ?? (other.pointSize == nil ? textStyle : nil),
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .default || other.scale == .unspecified ? scale : other.scale)
        }

        /// The text point size the symbol stands beside (body text's by default).
        var resolvedPointSize: CGFloat { pointSize ?? (textStyle ?? .body).pointSize(for: .large) }
    }

    /// A system symbol as a template image (drawn in the tint colour), or nil
    /// for a name the built-in set does not have, as UIKit returns nil for an
    /// unknown name.
    ///
    /// The set holds the symbols of the seed apps (`arrow.2.squarepath`,
    /// `heart`, `bubble.left`, `square.and.arrow.up`, `chevron.right`,
    /// `checkmark`, `person.crop.circle`, `photo`) and common ones (the four
    /// chevrons, `xmark`, `plus`, `circle`, `heart.fill`, `circle.fill`,
    /// `star`, `star.fill`, `ellipsis`, `magnifyingglass`), drawn here as
    /// simple vector shapes. Sizes approximate SF Symbols': as tall as about
    /// 0.95 × the point size at the medium scale (0.78 × and 1.29 × at small
    /// and large), widths from each symbol's proportions; strokes grow with
    /// the weight.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        guard let design = SymbolCatalog.designs[name] else { return nil }
        let configuration = configuration ?? SymbolConfiguration(textStyle: .body)
        let factor: CGFloat = switch configuration.scale {
        case .small: 0.78
        case .large: 1.29
        default: 1
        }
        let height = (configuration.resolvedPointSize * 0.95 * factor * 3).rounded() / 3
        let stroke = max(0.03, 0.085 + 0.06 * configuration.weight.fontWeight.rawValue) * height
        self.init(bitmap: Bitmap(width: 0, height: 0, rgba: []), scale: 3, renderingMode: .alwaysTemplate,
                  symbol: design.shape(name: name, height: height, stroke: stroke))
    }

    /// The same symbol drawn at `configuration`'s size and weight (nil for
    /// an image that is not a symbol).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return UIImage(systemName: symbol.name, withConfiguration: configuration)
    }

    /// A system symbol at the body text size (see `init(systemName:withConfiguration:)`).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        self.init(systemName: name, withConfiguration: SymbolConfiguration(pointSize: UIFont.TextStyle.body.pointSize(for: category)))
    }
}

/// The built-in symbols, designed in a box one unit tall.
enum SymbolCatalog {
    struct Design: Sendable {
        /// Width over height.
        let aspect: CGFloat
        /// Parts built in unit coordinates (x from 0 to `aspect`, y from 0 to 1); `true` marks strokes.
        let build: @Sendable () -> [(CGMutablePath, Bool)]

        func shape(name: String, height: CGFloat, stroke: CGFloat) -> SymbolShape {
            let parts = build().map { path, stroked -> SymbolShape.Part in
                let elements = path.elements.map { $0.mapped { CGPoint(x: $0.x * height, y: $0.y * height) } }
                return stroked ? .stroke(elements, width: stroke) : .fill(elements)
            }
            return SymbolShape(name: name, size: CGSize(width: (aspect * height * 3).rounded() / 3, height: height), parts: parts)
        }
    }

    private static func path(_ build: (CGMutablePath) -> Void) -> CGMutablePath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    private static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> CGMutablePath {
        path {
            $0.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
            if closed { $0.closeSubpath() }
        }
    }

    private static func heart() -> CGMutablePath {
        path {
            $0.move(to: CGPoint(x: 0.56, y: 0.95))
            $0.addCurve(to: CGPoint(x: 0.05, y: 0.32), control1: CGPoint(x: 0.25, y: 0.72), control2: CGPoint(x: 0.05, y: 0.55))
            $0.addCurve(to: CGPoint(x: 0.56, y: 0.2), control1: CGPoint(x: 0.05, y: 0.02), control2: CGPoint(x: 0.45, y: 0.0))
            $0.addCurve(to: CGPoint(x: 1.07, y: 0.32), control1: CGPoint(x: 0.67, y: 0.0), control2: CGPoint(x: 1.07, y: 0.02))
            $0.addCurve(to: CGPoint(x: 0.56, y: 0.95), control1: CGPoint(x: 1.07, y: 0.55), control2: CGPoint(x: 0.87, y: 0.72))
            $0.closeSubpath()
        }
    }

    private static func star() -> CGMutablePath {
        var points: [(CGFloat, CGFloat)] = []
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let radius: CGFloat = i % 2 == 0 ? 0.5 : 0.21
            points.append((0.525 + radius * 1.05 * cos(angle), 0.53 + radius * sin(angle)))
        }
        return polyline(points, closed: true)
    }

    static let designs: [String: Design] = [
        "chevron.right": Design(aspect: 0.6) { [(polyline([(0.15, 0.08), (0.45, 0.5), (0.15, 0.92)]), true)] },
        "chevron.left": Design(aspect: 0.6) { [(polyline([(0.45, 0.08), (0.15, 0.5), (0.45, 0.92)]), true)] },
        "chevron.down": Design(aspect: 1.6) { [(polyline([(0.15, 0.3), (0.8, 0.72), (1.45, 0.3)]), true)] },
        "chevron.up": Design(aspect: 1.6) { [(polyline([(0.15, 0.72), (0.8, 0.3), (1.45, 0.72)]), true)] },
        "checkmark": Design(aspect: 1.1) { [(polyline([(0.1, 0.55), (0.4, 0.88), (1.0, 0.1)]), true)] },
        "xmark": Design(aspect: 1) {
            [(polyline([(0.12, 0.12), (0.88, 0.88)]), true), (polyline([(0.88, 0.12), (0.12, 0.88)]), true)]
        },
        "plus": Design(aspect: 1) {
            [(polyline([(0.5, 0.08), (0.5, 0.92)]), true), (polyline([(0.08, 0.5), (0.92, 0.5)]), true)]
        },
        "circle": Design(aspect: 1) { [(path { $0.addEllipse(in: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88)) }, true)] },
        "info.circle": Design(aspect: 1) {
            [(path { $0.addEllipse(in: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88)) }, true),
             (path { $0.addEllipse(in: CGRect(x: 0.445, y: 0.235, width: 0.11, height: 0.11)) }, false),
             (polyline([(0.5, 0.44), (0.5, 0.74)]), true)]
        },
        "circle.fill": Design(aspect: 1) { [(path { $0.addEllipse(in: CGRect(x: 0.02, y: 0.02, width: 0.96, height: 0.96)) }, false)] },
        "heart": Design(aspect: 1.12) { [(heart(), true)] },
        "heart.fill": Design(aspect: 1.12) { [(heart(), false)] },
        "star": Design(aspect: 1.05) { [(star(), true)] },
        "star.fill": Design(aspect: 1.05) { [(star(), false)] },
        "ellipsis": Design(aspect: 2.2) {
            [0.35, 1.1, 1.85].map { x in (path { $0.addEllipse(in: CGRect(x: x - 0.16, y: 0.34, width: 0.32, height: 0.32)) }, false) }
        },
        "magnifyingglass": Design(aspect: 1) {
            [(path { $0.addEllipse(in: CGRect(x: 0.08, y: 0.08, width: 0.6, height: 0.6)) }, true),
             (polyline([(0.6, 0.6), (0.92, 0.92)]), true)]
        },
        "bubble.left": Design(aspect: 1.1) {
            [(path {
                $0.addRoundedRect(in: CGRect(x: 0.06, y: 0.08, width: 0.98, height: 0.68), cornerWidth: 0.3, cornerHeight: 0.3)
                $0.move(to: CGPoint(x: 0.22, y: 0.74))
                $0.addLine(to: CGPoint(x: 0.12, y: 0.95))
                $0.addLine(to: CGPoint(x: 0.42, y: 0.76))
            }, true)]
        },
        "square.and.arrow.up": Design(aspect: 0.85) {
            [(polyline([(0.28, 0.4), (0.08, 0.4), (0.08, 0.95), (0.77, 0.95), (0.77, 0.4), (0.57, 0.4)]), true),
             (polyline([(0.425, 0.62), (0.425, 0.05)]), true),
             (polyline([(0.22, 0.24), (0.425, 0.05), (0.63, 0.24)]), true)]
        },
        "arrow.2.squarepath": Design(aspect: 1.1) {
            [(polyline([(0.08, 0.5), (0.08, 0.2), (0.9, 0.2)]), true), (polyline([(0.75, 0.06), (0.92, 0.2), (0.75, 0.34)]), true),
             (polyline([(1.02, 0.5), (1.02, 0.8), (0.2, 0.8)]), true), (polyline([(0.35, 0.66), (0.18, 0.8), (0.35, 0.94)]), true)]
        },
        "person.crop.circle": Design(aspect: 1) {
            [(path { $0.addEllipse(in: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9)) }, true),
             (path { $0.addEllipse(in: CGRect(x: 0.35, y: 0.22, width: 0.3, height: 0.3)) }, false),
             (path {
                $0.move(to: CGPoint(x: 0.22, y: 0.8))
                $0.addCurve(to: CGPoint(x: 0.78, y: 0.8), control1: CGPoint(x: 0.3, y: 0.55), control2: CGPoint(x: 0.7, y: 0.55))
                $0.closeSubpath()
            }, false)]
        },
        "photo": Design(aspect: 1.3) {
            [(path { $0.addRoundedRect(in: CGRect(x: 0.06, y: 0.1, width: 1.18, height: 0.8), cornerWidth: 0.12, cornerHeight: 0.12) }, true),
             (polyline([(0.18, 0.8), (0.5, 0.45), (0.72, 0.68), (0.88, 0.52), (1.12, 0.8)], closed: true), false),
             (path { $0.addEllipse(in: CGRect(x: 0.82, y: 0.22, width: 0.18, height: 0.18)) }, false)]
        },
    ]
}
