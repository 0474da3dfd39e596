import Foundation

extension HeadlessHost {
    /// How time passes for a host's animations.
    public enum Clock: Sendable {
        /// Animations are over as soon as they start: views show their new
        /// values, and completions run when the host next settles (the default,
        /// what snapshot tests want).
        case instant
        /// Animations take their time on a virtual clock that moves only when
        /// the test calls ``HeadlessHost/advanceTime(by:)``: drawn in between,
        /// views show the values part-way, along the animation's curve.
        case virtual
    }

    /// How time passes for the host's animations (``Clock/instant`` by default).
    /// Switching to `.instant` ends the animations in flight at the next settle.
    public var clock: Clock {
        get { timeline.clock }
        set { timeline.clock = newValue }
    }

    /// The host's virtual time, in seconds since it was made (it moves only by ``advanceTime(by:)``).
    public var currentTime: TimeInterval { timeline.now }

    /// Whether an animation is in flight on the host's views (running or paused).
    public var hasAnimationsInFlight: Bool { !timeline.groups.isEmpty }

    /// Moves the virtual clock on by `seconds`: each animation that ends on
    /// the way ends at its time (its completion runs then, and what it starts
    /// begins then), and the host settles at each such time and at the end.
    /// Negative or non-finite durations are reported and ignored.
    public func advanceTime(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            LayoutDiagnostics.report(.nonFiniteValue, "advanceTime(by:) cannot move the clock by \(seconds) seconds; it stays at \(timeline.now).")
            return
        }
        perform {
            let target = timeline.now + seconds
            while let next = timeline.nextEventTime, next <= target {
                timeline.now = next
                settle()
            }
            timeline.now = target
            settle()
        }
    }
}
