import Foundation

/// The animations started together (one `UIView.animate` call, one
/// property animator, one keyframe animation): the properties they move,
/// their shared timing, and what runs when they end.
@preconcurrency @MainActor
final class AnimationGroup {
    /// The properties moving.
    var properties: [PropertyAnimation] = []
    /// How progress follows time.
    let curve: TimingCurve
    /// How long the animation takes, in seconds.
    let duration: TimeInterval
    /// When (host time) it starts moving, its delay included.
    var begin: TimeInterval
    /// The fraction of its time it is held at while paused (a paused or scrubbed animator); nil while it runs.
    var pausedFraction: CGFloat?
    /// Whether it starts again at the end (`.repeat`), going back and forth (`.autoreverse`).
    let repeats: Bool, autoreverses: Bool
    /// Run when it ends or is finished, with where it ended.
    var completions: [(UIViewAnimatingPosition) -> Void] = []

    init(curve: TimingCurve, duration: TimeInterval, begin: TimeInterval, repeats: Bool = false, autoreverses: Bool = false) {
        self.curve = curve
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.begin = begin.isFinite ? begin : 0
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// When it ends by itself (nil: paused, or repeating forever).
    var end: TimeInterval? {
        pausedFraction == nil && !repeats ? begin + duration : nil
    }

    /// The fraction of its time that has passed at `now` (0 before it begins).
    func timeFraction(at now: TimeInterval) -> CGFloat {
        if let pausedFraction { return pausedFraction }
        guard now >= begin else { return 0 }
        guard duration > 0 else { return 1 }
        let cycles = (now - begin) / duration
        guard repeats else { return CGFloat(min(cycles, 1)) }
        let phase = CGFloat(cycles - floor(cycles))
        return autoreverses && Int(floor(cycles)) % 2 == 1 ? 1 - phase : phase
    }

    /// The value `animation` shows when `fraction` of the time has passed (nil before its part starts).
    func value(of animation: PropertyAnimation, atFraction fraction: CGFloat) -> AnimatableValue? {
        guard let local = animation.localFraction(fraction) else { return nil }
        let progress = curve.progress(at: local, duration: duration * TimeInterval(animation.window.length))
        return animation.from.interpolated(to: animation.to, progress)
    }
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end
    /// Back at its start values.
    case start
    /// Where it was when stopped.
    case current
}

/// The state of an animator (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations have not been applied or are done.
    case inactive
    /// Started or paused: its animations are applied.
    case active
    /// Stopped, awaiting `finishAnimation(at:)`.
    case stopped
}
