import Foundation
import Trellis

/// A colour: a view that fills the space it is offered, and a style that
/// fills shapes and colours text. System colours adapt to light and dark.
public struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle {
    /// The UIKit colour it resolves to (dynamic colours resolve per appearance).
    nonisolated let uiColor: UIColor

    /// A colour from a UIKit colour (`Color(.secondaryLabel)`).
    nonisolated public init(_ color: UIColor) { uiColor = color }

    /// A colour from a UIKit colour.
    nonisolated public init(uiColor color: UIColor) { uiColor = color }

    /// A colour from sRGB components.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey.
    nonisolated public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: white, alpha: opacity)
    }

    /// The colour with its opacity multiplied by `opacity` (from 0 to 1; NaN leaves it as it is).
    nonisolated public func opacity(_ opacity: Double) -> Color {
        let base = uiColor
        let opacity = opacity.isNaN ? 1 : opacity
        return Color(UIColor(dynamicProvider: { traits in
            let resolved = base.resolvedColor(with: traits)
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            resolved.getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(red: r, green: g, blue: b, alpha: a * max(0, min(1, opacity)))
        }))
    }

    nonisolated public static let red = Color(UIColor.systemRed)
    nonisolated public static let orange = Color(UIColor.systemOrange)
    nonisolated public static let yellow = Color(UIColor.systemYellow)
    nonisolated public static let green = Color(UIColor.systemGreen)
    nonisolated public static let mint = Color(UIColor.systemTeal)
    nonisolated public static let teal = Color(UIColor.systemTeal)
    nonisolated public static let blue = Color(UIColor.systemBlue)
    nonisolated public static let indigo = Color(UIColor.systemIndigo)
    nonisolated public static let purple = Color(UIColor.systemPurple)
    nonisolated public static let pink = Color(UIColor.systemPink)
    nonisolated public static let gray = Color(UIColor.systemGray)
    nonisolated public static let black = Color(UIColor.black)
    nonisolated public static let white = Color(UIColor.white)
    nonisolated public static let clear = Color(UIColor.clear)
    /// The colour of primary content (the label colour).
    nonisolated public static let primary = Color(UIColor.label)
    /// The colour of secondary content.
    nonisolated public static let secondary = Color(UIColor.secondaryLabel)
    /// The accent colour of controls.
    nonisolated public static let accentColor = Color(UIColor.systemBlue)

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        nodes.append(ShapeNode.taken(at: nodes.count, shape: Rectangle(), paint: .fill(Color(context.resolved(self))), in: context))
    }

    public func resolvedColor(in environment: EnvironmentValues) -> Color { self }
}

extension UIColor {
    /// The UIKit colour of a TrellisUI colour.
    public convenience init(_ color: Color) {
        self.init(dynamicProvider: { color.uiColor.resolvedColor(with: $0) })
    }
}

/// Something that fills a shape or colours text: a colour, or the
/// foreground style of the environment.
public protocol ShapeStyle: Sendable {
    /// The colour it paints in `environment`.
    @MainActor func resolvedColor(in environment: EnvironmentValues) -> Color
}

/// The style the environment sets with `foregroundStyle(_:)` (the label colour when none).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    public func resolvedColor(in environment: EnvironmentValues) -> Color { environment.foregroundStyle ?? .primary }
}

/// A level of the foreground style (primary, secondary, …).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func resolvedColor(in environment: EnvironmentValues) -> Color {
        switch level {
        case 0: environment.foregroundStyle ?? .primary
        case 1: environment.foregroundStyle?.opacity(0.6) ?? Color(UIColor.secondaryLabel)
        case 2: environment.foregroundStyle?.opacity(0.3) ?? Color(UIColor.tertiaryLabel)
        default: environment.foregroundStyle?.opacity(0.18) ?? Color(UIColor.quaternaryLabel)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
