import Foundation

/// A view property that animates: set inside an animation block, its model
/// value changes at once and its drawn (presentation) value follows over time.
enum AnimatedProperty: Hashable, Sendable {
    case frame, alpha, backgroundColor, transform

    /// The property's model value on `view`.
    @MainActor
    func value(of view: UIView) -> AnimatableValue {
        switch self {
        case .frame: .rect(view.frame)
        case .alpha: .number(view.alpha)
        case .backgroundColor: .color(view.backgroundColor)
        case .transform: .transform(view.transform)
        }
    }

    /// Sets the model value on `view`, outside any animation.
    @MainActor
    func set(_ value: AnimatableValue, on view: UIView) {
        AnimationRecording.$current.withValue(nil) {
            switch (self, value) {
            case let (.frame, .rect(rect)): view.frame = rect
            case let (.alpha, .number(number)): view.alpha = number
            case let (.backgroundColor, .color(color)): view.backgroundColor = color
            case let (.transform, .transform(transform)): view.transform = transform
            default: break
            }
        }
    }
}

/// A value of an animated property, or one between two of them.
enum AnimatableValue: Equatable {
    case rect(CGRect)
    case number(CGFloat)
    /// A colour, or a mix of two (`fraction` of the way from the first to the
    /// second), resolved when drawn, for the traits of the view drawn.
    case color(UIColor?)
    case colorMix(UIColor?, UIColor?, CGFloat)
    case transform(CGAffineTransform)

    /// The value `progress` of the way to `end` (beyond 1 for a spring's overshoot).
    func interpolated(to end: AnimatableValue, _ progress: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        switch (self, end) {
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.number(a), .number(b)):
            return .number(mix(a, b))
        case let (.transform(a), .transform(b)):
            // As Core Animation does: the rotation, scales, shear and move
            // each interpolated (a turn keeps its size half-way), the rotation the short way round.
            let (start, end) = (TransformParts(a), TransformParts(b))
            var turn = end.angle - start.angle
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            return .transform(TransformParts(
                angle: start.angle + turn * progress, scaleX: mix(start.scaleX, end.scaleX), scaleY: mix(start.scaleY, end.scaleY),
                shear: mix(start.shear, end.shear), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)).transform)
        case let (.color(a), .color(b)):
            return .colorMix(a, b, progress)
        case let (.colorMix(a0, a1, f), .color(b)):
            // Starting from a mix (an animation taken over mid-way): from the mix's end colour, close enough.
            return .colorMix(f < 0.5 ? a0 : a1, b, progress)
        default:
            return progress < 1 ? self : end
        }
    }

    /// The colour as drawn for `traits`: a mix is mixed component by
    /// component (nil counts as transparent of the other colour's hue).
    @MainActor
    func rgba(for traits: UITraitCollection) -> RGBA? {
        switch self {
        case let .color(color):
            return color?.rgba(for: traits)
        case let .colorMix(from, to, f):
            guard from != nil || to != nil else { return nil }
            let end = to?.rgba(for: traits) ?? from!.rgba(for: traits).transparent
            let start = from?.rgba(for: traits) ?? end.transparent
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { min(max(a + (b - a) * f, 0), 1) }
            return RGBA(red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue), alpha: mix(start.alpha, end.alpha))
        default:
            return nil
        }
    }
}

/// An affine transform taken apart: a rotation of an upper-triangular
/// matrix of scales and shear, then a move.
private struct TransformParts {
    var angle: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, tx: CGFloat, ty: CGFloat

    init(angle: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.angle, self.scaleX, self.scaleY, self.shear, self.tx, self.ty) = (angle, scaleX, scaleY, shear, tx, ty)
    }

    init(_ t: CGAffineTransform) {
        scaleX = hypot(t.a, t.b)
        angle = scaleX == 0 ? 0 : atan2(t.b, t.a)
        let (cosine, sine) = (cos(angle), sin(angle))
        shear = t.c * cosine + t.d * sine
        scaleY = t.d * cosine - t.c * sine
        (tx, ty) = (t.tx, t.ty)
    }

    var transform: CGAffineTransform {
        let (cosine, sine) = (cos(angle), sin(angle))
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine, tx: tx, ty: ty)
    }
}

extension RGBA {
    /// The same hue, fully transparent.
    fileprivate var transparent: RGBA { RGBA(red: red, green: green, blue: blue, alpha: 0) }
}

extension UIView {
    /// The transform applied to the view when drawn, about its centre: a
    /// scale, rotation or translation (animatable). As in UIKit it leaves
    /// layout alone; unlike UIKit, `frame` stays the untransformed frame.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard newValue != layer.affineTransform() else { return }
            AnimationRecording.willChange(self, .transform)
            layer.setAffineTransform(newValue)
        }
    }
}
