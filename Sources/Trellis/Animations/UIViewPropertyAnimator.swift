import Foundation

/// An animation that can be started, paused, scrubbed, stopped and finished
/// (UIKit's `UIViewPropertyAnimator`). Its animation blocks run when it
/// starts (or is first paused or scrubbed): the model values change then,
/// and what is drawn follows `fractionComplete` — time on the host's clock
/// while it runs, the value set while it is paused.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// How long the animation takes, in seconds.
    public let duration: TimeInterval
    /// The delay before it started moving (`startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// Whether it can be paused and stopped part-way (always so here; informational).
    open var isInterruptible = true
    /// Inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive

    private let curve: TimingCurve
    private var animations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animation applied, while active.
    private var group: AnimationGroup?
    /// The host it runs on, while active (nil: no host shows the views; it ends at once).
    private weak var host: HeadlessHost?
    /// What was animating when it was stopped, for `finishAnimation(at:)`.
    private var stopped: [PropertyAnimation] = []
    /// The fraction held while paused without a host.
    private var fractionWithoutHost: CGFloat = 0

    /// An animator of `duration` seconds along a named curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = TimingCurve(curve)
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator of `duration` seconds along a cubic Bézier curve through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = .bezier(point1, point2)
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator of `duration` seconds along a spring of `ratio` (1: no overshoot).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = .spring(damping: ratio, velocity: 0)
        if let animations { self.animations.append((animations, 0)) }
    }

    /// An animator started at once (after `delay`), with UIKit's block-animation options.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
        animator.customCurve = options.timingCurve
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
    private var customCurve: TimingCurve?

    // MARK: State

    /// Whether it is moving (started and not paused, stopped or done).
    public var isRunning: Bool { state == .active && group?.pausedFraction == nil && host != nil }

    /// How far through its time it is, 0 … 1. Setting it pauses an inactive
    /// animator there; on a paused one it moves what is drawn there; on a
    /// running one it is ignored.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active else { return 0 }
            guard let group, let host else { return fractionWithoutHost }
            return group.timeFraction(at: host.timeline.now)
        }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.report(.nonFiniteValue, "UIViewPropertyAnimator.fractionComplete cannot be \(newValue); it keeps its value.")
                return
            }
            let fraction = min(max(newValue, 0), 1)
            if state == .inactive { activate(paused: true, delay: 0) }
            guard state == .active else { return }
            if let group {
                if group.pausedFraction != nil { group.pausedFraction = fraction }
            } else {
                fractionWithoutHost = fraction
            }
        }
    }

    // MARK: Building

    /// Adds an animation block: run with the others when the animator starts,
    /// or at once (from what is shown, over the time left) if it is active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts `delayFactor` (0 … 1) of the way through the time left.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
        guard state == .active, let group, let host else {
            animations.append((animation, factor))
            return
        }
        let now = group.timeFraction(at: host.timeline.now)
        let start = now + (1 - now) * factor
        for var change in AnimationRecording.record(animation) where change.view.window?.host === host {
            change.window = (start, 1 - start)
            group.properties.append(change)
        }
    }

    /// Adds a block run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animation.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animation after `delay` seconds of the host's clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let delay = max(0, delay.isFinite ? delay : 0)
        switch state {
        case .inactive:
            self.delay = delay
            activate(paused: false, delay: delay)
        case .active:
            guard let group, let fraction = group.pausedFraction, let host else {
                if group == nil { finish(.end) }
                return
            }
            group.begin = host.timeline.now + delay - TimeInterval(fraction) * group.duration
            group.pausedFraction = nil
        case .stopped:
            LayoutDiagnostics.report(.invalidConfiguration, "A stopped UIViewPropertyAnimator cannot start again: finish it with finishAnimation(at:) first.")
        }
    }

    /// Pauses the animation where it is (starting it paused, at 0, if it is inactive).
    open func pauseAnimation() {
        switch state {
        case .inactive: activate(paused: true, delay: 0)
        case .active:
            if let group, let host, group.pausedFraction == nil { group.pausedFraction = group.timeFraction(at: host.timeline.now) }
        case .stopped: break
        }
    }

    /// Stops the animation: the views keep what they show now as their
    /// values. Without finishing, the animator is done (no completion runs);
    /// otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let group, let host {
            let shown = group.properties.map { ($0, host.timeline.presentationValue(of: $0.property, of: $0.view)) }
            host.timeline.remove(group)
            for (animation, value) in shown {
                if let value { animation.property.set(value.resolved(for: animation.view), on: animation.view) }
            }
            stopped = group.properties
        }
        group = nil
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { stopped = [] }
    }

    /// Finishes a stopped animation: the views take its end values, its
    /// start values, or keep where they are; then the completions run.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            LayoutDiagnostics.report(.invalidConfiguration, "UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator (stop it with stopAnimation(false) first).")
            return
        }
        for animation in stopped {
            switch finalPosition {
            case .end: animation.property.set(animation.to, on: animation.view)
            case .start: animation.property.set(animation.from.resolved(for: animation.view), on: animation.view)
            case .current: break
            }
        }
        stopped = []
        finish(finalPosition)
    }

    /// Runs the animation blocks recorded and hands them to the host as a group.
    private func activate(paused: Bool, delay: TimeInterval) {
        var changes: [PropertyAnimation] = []
        for (block, factor) in animations {
            for var change in AnimationRecording.record(block) {
                change.window = (factor, 1 - factor)
                changes.append(change)
            }
        }
        animations = []
        state = .active
        guard let host = changes.lazy.compactMap({ $0.view.window?.host }).first ?? HeadlessHost.current else {
            fractionWithoutHost = 0
            if !paused { finish(.end) }
            return
        }
        let group = AnimationGroup(curve: customCurve ?? curve, duration: duration, begin: host.timeline.now + delay)
        group.properties = changes.filter { $0.view.window?.host === host }
        group.pausedFraction = paused ? 0 : nil
        // Held by its group while active, as the system holds a running animator.
        group.completions.append { position in self.finish(position) }
        self.group = group
        self.host = host
        host.timeline.add(group)
    }

    /// Ends: inactive, completions run.
    private func finish(_ position: UIViewAnimatingPosition) {
        group = nil
        host = nil
        state = .inactive
        let done = completions
        completions = []
        for completion in done { completion(position) }
    }
}

extension AnimatableValue {
    /// The value as a model value (a colour mix as the colour it shows in the view's traits).
    @MainActor
    func resolved(for view: UIView) -> AnimatableValue {
        guard case .colorMix = self else { return self }
        return .color(rgba(for: view.traitCollection).map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) })
    }
}
