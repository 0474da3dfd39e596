import Foundation

/// UIKit's block animations. The model values (frame, bounds, centre,
/// alpha, transform, background colour, and the frames a `layoutIfNeeded()`
/// in the block sets after a constraint change) change at once; what is
/// drawn follows on the host's clock (at once on the instant clock), and the
/// completion runs when the host settles after the animation's end (at once
/// when no host shows the views). See <doc:TimeAndAnimations>.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then calls `completion` (with whether it finished).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes after `delay` seconds, with the curve and repetition of `options`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, curve: options.timingCurve, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a spring of `dampingRatio`
    /// (1: no overshoot, smaller: more) leaving at `velocity` (the whole
    /// distance per second), settled by the end of `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, curve: .spring(damping: dampingRatio, velocity: velocity),
            repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse),
            animations: animations, completion: completion)
    }

    /// Animates in keyframes: `animations` adds them with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`; each
    /// moves its properties over its part of the duration, linearly.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let keyframes = KeyframeCollector()
        runAnimation(
            duration: duration, delay: delay, curve: .linear, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse),
            animations: { KeyframeCollector.$current.withValue(keyframes, operation: animations) },
            adding: { keyframes.animations }, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built: the changes
    /// `animations` makes take `frameDuration` of its time from `frameStartTime`
    /// (both fractions of it). Outside `animateKeyframes`, the changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let keyframes = KeyframeCollector.current else { return performWithoutAnimation(animations) }
        let start = CGFloat(min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1))
        let length = CGFloat(min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - Double(start)))
        for var animation in AnimationRecording.record(animations) {
            animation.window = (start, length)
            keyframes.animations.append(animation)
        }
    }

    /// Changes a view's content in a transition: `animations` runs at once
    /// and the completion follows the duration. The transition's effect
    /// (flip, curl, cross-dissolve) is not drawn: drawn part-way, the view
    /// shows its new content; with `.allowAnimatedContent` its property changes animate.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: 0, curve: options.timingCurve, repeats: false, autoreverses: false,
            keepsTime: true, animatesChanges: options.contains(.allowAnimatedContent), host: view.window?.host,
            animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in a transition: `toView` takes
    /// `fromView`'s place among its superview's subviews and `fromView` is
    /// removed (with `.showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown instead), at once; the completion follows the duration.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let host = fromView.window?.host ?? toView.window?.host
        runAnimation(
            duration: duration, delay: 0, curve: options.timingCurve, repeats: false, autoreverses: false,
            keepsTime: true, animatesChanges: false, host: host,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes show
    /// at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecording.$current.withValue(nil, operation: actionsWithoutAnimation)
    }

    /// Runs `animations` recording what they change, and hands the changes
    /// to the host showing the views (or the host in whose scope this runs)
    /// as one animation group. Without a host, the changes are simply made
    /// and `completion` runs at once. An animation that changed nothing ends
    /// at once, but for transitions (`keepsTime`), which take their duration.
    static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, repeats: Bool, autoreverses: Bool,
        keepsTime: Bool = false, animatesChanges: Bool = true, host knownHost: HeadlessHost? = nil,
        animations: () -> Void, adding extra: () -> [PropertyAnimation] = { [] }, completion: ((Bool) -> Void)?
    ) {
        let changes = AnimationRecording.record(animations) + extra()
        guard let host = knownHost ?? changes.lazy.compactMap({ $0.view.window?.host }).first ?? HeadlessHost.current else {
            completion?(true)
            return
        }
        let properties = animatesChanges ? changes.filter { $0.view.window?.host === host } : []
        let waits = !properties.isEmpty || keepsTime
        let timeline = host.timeline
        let group = AnimationGroup(
            curve: curve, duration: waits ? duration : 0, begin: timeline.now + (waits ? max(0, delay.isFinite ? delay : 0) : 0),
            repeats: repeats && waits, autoreverses: autoreverses)
        group.properties = properties
        if let completion { group.completions.append { completion($0 == .end) } }
        timeline.add(group)
    }
}

/// The keyframes added while a keyframe animation's block runs.
@preconcurrency @MainActor
final class KeyframeCollector {
    @TaskLocal static var current: KeyframeCollector?
    var animations: [PropertyAnimation] = []
}
