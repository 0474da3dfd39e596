import Foundation

/// Groups animation changes (Core Animation's `CATransaction`): between
/// `begin()` and `commit()`, the completion block set runs once every
/// animation started inside has ended. Trellis has no implicit layer
/// animations, so `setDisableActions` and `setAnimationDuration` are kept
/// and reported back, and change nothing else.
///
/// A transaction belongs to the host in whose scope it is begun (code the
/// host runs: `viewDidLoad`, actions, completions; or `host.perform`).
/// Outside any host's scope there is nowhere to keep it: `begin()` and
/// `commit()` do nothing, and a completion block runs as soon as it is set.
@preconcurrency @MainActor
public enum CATransaction {
    /// Opens a transaction in the current host's scope.
    public static func begin() {
        HeadlessHost.current?.timeline.transactions.append(Record())
    }

    /// Closes the innermost transaction: its completion block runs when the
    /// animations started inside it have ended (at the host's next settle if there were none).
    public static func commit() {
        guard let timeline = HeadlessHost.current?.timeline, let record = timeline.transactions.popLast() else { return }
        record.commit(on: timeline)
    }

    /// Commits every open transaction of the current host.
    public static func flush() {
        while HeadlessHost.current?.timeline.transactions.isEmpty == false { commit() }
    }

    /// Sets the block run when the innermost transaction's animations have ended.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard let record = HeadlessHost.current?.timeline.transactions.last else {
            block?()
            return
        }
        record.completion = block
    }

    /// The completion block of the innermost transaction.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        HeadlessHost.current?.timeline.transactions.last?.completion
    }

    /// Turns implicit layer animations off in the innermost transaction (kept and reported back).
    public static func setDisableActions(_ flag: Bool) {
        HeadlessHost.current?.timeline.transactions.last?.disablesActions = flag
    }

    /// Whether implicit layer animations are off in the innermost transaction.
    public static func disableActions() -> Bool {
        HeadlessHost.current?.timeline.transactions.last?.disablesActions ?? false
    }

    /// Sets the duration of implicit layer animations in the innermost transaction (kept and reported back).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        HeadlessHost.current?.timeline.transactions.last?.animationDuration = duration
    }

    /// The duration of implicit layer animations in the innermost transaction (0.25 seconds by default).
    public static func animationDuration() -> TimeInterval {
        HeadlessHost.current?.timeline.transactions.last?.animationDuration ?? 0.25
    }

    /// An open transaction: its settings and the animations started inside it.
    @MainActor
    final class Record {
        var completion: (@MainActor () -> Void)?
        var disablesActions = false
        var animationDuration: TimeInterval = 0.25
        private var groups: [AnimationGroup] = []

        /// An animation started inside the transaction.
        func include(_ group: AnimationGroup) { groups.append(group) }

        /// Arranges for the completion to run once every animation inside has ended.
        func commit(on timeline: HostTimeline) {
            guard let completion else { return }
            let pending = groups.filter { group in timeline.groups.contains { $0 === group } }
            guard !pending.isEmpty else { return timeline.schedule(completion) }
            var remaining = pending.count
            for group in pending {
                group.completions.append { _ in
                    remaining -= 1
                    if remaining == 0 { completion() }
                }
            }
        }
    }
}
