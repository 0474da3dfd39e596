import Foundation

/// A host's time: its clock, the animations in flight on its views, the
/// work it runs when it settles (animation completions, transaction
/// completions), and its open `CATransaction`s. Each host has its own; nothing here is
/// shared between hosts.
@preconcurrency @MainActor
final class HostTimeline {
    /// Whether animations finish at once or take their time on the host's virtual clock.
    var clock: HeadlessHost.Clock = .instant
    /// The virtual time, in seconds since the host was made.
    var now: TimeInterval = 0
    /// The animations in flight, in the order they started.
    private(set) var groups: [AnimationGroup] = []
    /// Work waiting to run when the host next settles, in the order sent.
    private var scheduled: [() -> Void] = []
    /// The open `CATransaction`s, innermost last.
    var transactions: [CATransaction.Record] = []

    // MARK: Animations

    /// Starts tracking `group`; it joins the open transactions.
    func add(_ group: AnimationGroup) {
        groups.append(group)
        for transaction in transactions { transaction.include(group) }
    }

    /// Stops tracking `group` (stopped without finishing, or finished by hand).
    func remove(_ group: AnimationGroup) {
        groups.removeAll { $0 === group }
    }

    /// The fraction of `group`'s time passed: on the instant clock a running animation is already over.
    func timeFraction(of group: AnimationGroup) -> CGFloat {
        if clock == .instant && group.pausedFraction == nil { return 1 }
        return group.timeFraction(at: now)
    }

    /// What `property` of `view` shows now, if an animation moves it.
    func presentationValue(of property: AnimatedProperty, of view: UIView) -> AnimatableValue? {
        guard !groups.isEmpty else { return nil }
        return presentation(only: view)[ObjectIdentifier(view)]?[property]
    }

    /// What the animated properties of the views in flight (or of `view`
    /// alone) show now, by view: the last animation of a property that has
    /// started decides; before any has, the first one's start value shows.
    /// A property set since without animation (its model value is no longer
    /// where its last animation goes) shows its model value, as in UIKit.
    func presentation(only view: UIView? = nil) -> [ObjectIdentifier: [AnimatedProperty: AnimatableValue]] {
        var started: [ObjectIdentifier: [AnimatedProperty: AnimatableValue]] = [:]
        var waiting: [ObjectIdentifier: [AnimatedProperty: AnimatableValue]] = [:]
        var last: [ObjectIdentifier: [AnimatedProperty: PropertyAnimation]] = [:]
        for group in groups {
            let fraction = timeFraction(of: group)
            for animation in group.properties where view == nil || animation.view === view {
                let id = ObjectIdentifier(animation.view)
                last[id, default: [:]][animation.property] = animation
                if let value = group.value(of: animation, atFraction: fraction) {
                    started[id, default: [:]][animation.property] = value
                } else if waiting[id]?[animation.property] == nil {
                    waiting[id, default: [:]][animation.property] = animation.from
                }
            }
        }
        var shown = waiting
        for (id, values) in started { shown[id, default: [:]].merge(values) { _, started in started } }
        for (id, animations) in last {
            for (property, animation) in animations where property.value(of: animation.view) != animation.to {
                shown[id]?[property] = nil
            }
        }
        return shown
    }

    /// What drawing needs: the presentation, or nil when every view shows its model values.
    var drawnPresentation: [ObjectIdentifier: [AnimatedProperty: AnimatableValue]]? {
        guard groups.contains(where: { clock == .virtual || $0.pausedFraction != nil }) else { return nil }
        return presentation()
    }

    // MARK: Work run when the host settles

    /// Sends `work` to run when the host next settles.
    func schedule(_ work: @escaping () -> Void) {
        scheduled.append(work)
    }

    /// Ends the animations that are due (on the instant clock, every one
    /// that runs) and runs the work sent, as they were when called (what
    /// they start waits for the next round); whether anything ran.
    func runDueWork() -> Bool {
        let ending = groups.filter { group in group.end.map { clock == .instant || $0 <= now } ?? false }
        groups.removeAll { group in ending.contains { $0 === group } }
        let due = scheduled
        scheduled = []
        for group in ending {
            for completion in group.completions { completion(.end) }
        }
        for work in due { work() }
        return !ending.isEmpty || !due.isEmpty
    }

    /// The next time after now an animation ends.
    var nextEventTime: TimeInterval? {
        groups.compactMap(\.end).filter { $0 > now }.min()
    }
}
