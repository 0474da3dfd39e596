import Foundation

/// How an animation's progress follows time: a cubic Bézier curve (the
/// linear and ease curves are ones) or a damped spring.
enum TimingCurve: Sendable, Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as Core Animation's timing functions.
    case bezier(CGPoint, CGPoint)
    /// A spring of `damping` ratio (1: no overshoot) leaving at `velocity`
    /// (the whole distance per second), settling within the animation's duration.
    case spring(damping: CGFloat, velocity: CGFloat)

    static let linear = TimingCurve.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    static let easeIn = TimingCurve.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    static let easeOut = TimingCurve.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    static let easeInOut = TimingCurve.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// The curve UIKit's named curve stands for.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// The progress (0 at the start, 1 at the end; a spring passes beyond
    /// 1) when `fraction` of the duration, which is `duration` seconds long, has passed.
    func progress(at fraction: CGFloat, duration: TimeInterval) -> CGFloat {
        let t = min(max(fraction, 0), 1)
        if t == 0 || t == 1 { return t }
        switch self {
        case let .bezier(p1, p2):
            // Control points on the diagonal draw the diagonal: linear, exactly.
            if p1.x == p1.y && p2.x == p2.y { return t }
            return Self.bezierY(atX: t, p1, p2)
        case let .spring(damping, velocity):
            return Self.spring(at: t * CGFloat(max(duration, 1e-3)), duration: CGFloat(max(duration, 1e-3)), damping: damping, velocity: velocity)
        }
    }

    /// The Bézier curve's y where its x is `x` (x is solved by Newton's method, bisection as a fallback).
    private static func bezierY(atX x: CGFloat, _ p1: CGPoint, _ p2: CGPoint) -> CGFloat {
        func coordinate(_ s: CGFloat, _ c1: CGFloat, _ c2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
        }
        func slope(_ s: CGFloat, _ c1: CGFloat, _ c2: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, p1.x, p2.x) - x
            if abs(error) < 1e-7 { return coordinate(s, p1.y, p2.y) }
            let d = slope(s, p1.x, p2.x)
            guard abs(d) > 1e-6 else { break }
            s -= error / d
        }
        var (low, high) = (CGFloat(0), CGFloat(1))
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, p1.x, p2.x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, p1.y, p2.y)
    }

    /// A damped harmonic oscillator from 0 towards 1, stiff enough that its
    /// motion has died down (to a thousandth) by the end of `duration`.
    private static func spring(at time: CGFloat, duration: CGFloat, damping: CGFloat, velocity: CGFloat) -> CGFloat {
        let zeta = min(max(damping, 0.01), 1)
        // The envelope e^(-ζω₀t) (critically damped: (1 + ω₀t)e^(-ω₀t)) reaches 1/1000 at the duration.
        let omega0 = zeta < 1 ? log(1000) / (zeta * duration) : 9.23 / duration
        // The displacement from the target starts at -1 and moves towards it at the initial velocity.
        if zeta < 1 {
            let omegaD = omega0 * sqrt(1 - zeta * zeta)
            let envelope = exp(-zeta * omega0 * time)
            let displacement = envelope * (-cos(omegaD * time) + ((velocity - zeta * omega0) / omegaD) * sin(omegaD * time))
            return 1 + displacement
        }
        let displacement = (-1 + (velocity - omega0) * time) * exp(-omega0 * time)
        return 1 + displacement
    }
}
