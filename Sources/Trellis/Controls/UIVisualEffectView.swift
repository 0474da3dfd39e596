import Foundation

/// An effect a visual effect view applies to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect {
    /// An effect.
    public init() {}
}

/// A blur of what is behind a view, in one of the system's materials.
///
/// Headless, what is behind is not blurred: a blur is drawn as a flat,
/// translucent tint of its style (the material's colour over what is
/// behind), light or dark as the style and the appearance say.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The materials.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in a material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The flat tint the blur is drawn as: the material's colour and opacity
    /// (approximately the materials' look over a plain background).
    var tint: UIColor {
        let white = UIColor(white: 1, alpha: 1), black = UIColor(white: 0.11, alpha: 1)
        func material(_ opacity: CGFloat, _ appearance: UIUserInterfaceStyle?) -> UIColor {
            switch appearance {
            case .light?: white.withAlphaComponent(opacity)
            case .dark?: black.withAlphaComponent(opacity)
            default: UIColor.adaptive(white.withAlphaComponent(opacity), black.withAlphaComponent(opacity))
            }
        }
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .regular: return material(0.7, nil)
        case .prominent: return material(0.85, nil)
        case .systemUltraThinMaterial: return material(0.35, nil)
        case .systemThinMaterial: return material(0.55, nil)
        case .systemMaterial: return material(0.72, nil)
        case .systemThickMaterial: return material(0.85, nil)
        case .systemChromeMaterial: return material(0.8, nil)
        case .systemUltraThinMaterialLight: return material(0.35, .light)
        case .systemThinMaterialLight: return material(0.55, .light)
        case .systemMaterialLight: return material(0.72, .light)
        case .systemThickMaterialLight: return material(0.85, .light)
        case .systemChromeMaterialLight: return material(0.8, .light)
        case .systemUltraThinMaterialDark: return material(0.35, .dark)
        case .systemThinMaterialDark: return material(0.55, .dark)
        case .systemMaterialDark: return material(0.72, .dark)
        case .systemThickMaterialDark: return material(0.85, .dark)
        case .systemChromeMaterialDark: return material(0.8, .dark)
        }
    }
}

/// A view that applies an effect (a blur) to what is behind it, with its
/// own content in `contentView`, which fills it.
///
/// Headless, a blur is drawn as a flat translucent tint of its style (see
/// ``UIBlurEffect``); subviews go into `contentView`, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect (nil: none; the content shows alone).
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    /// The view to add content to; it fills the effect view.
    public let contentView = UIView()

    /// A view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        isOpaque = false
        addSubview(contentView)
    }

    /// An effect view from an archive (Trellis has none): no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        isOpaque = false
        addSubview(contentView)
    }

    /// A view with no effect and a frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// The content view fills the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Draws a blur's flat tint.
    open override func draw(_ rect: CGRect) {
        guard let blur = effect as? UIBlurEffect, UIGraphicsGetCurrentContext() != nil else { return }
        blur.tint.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}
