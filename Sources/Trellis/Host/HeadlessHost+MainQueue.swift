import Foundation

extension HeadlessHost {
    /// How many rounds the host's settling may take: a round lets the main
    /// run loop run once (on the main thread), runs the work due and lays
    /// out what that changed.
    public static let settleRounds = 100

    /// Runs what the app left to run — the completions of the animations
    /// that ended, and, on the main thread, the main run loop's work (see
    /// `runUntilIdle(atMost:)`) — laying out what each round changed, until
    /// a round finds nothing to run. Work that keeps sending more is stopped
    /// at the bound and reported (`.notConverged`).
    func settle(atMost rounds: Int = HeadlessHost.settleRounds) {
        repeatUntilSettled(atMost: rounds, in: window, "work sent to run later (animation completions, the main queue)") {
            // On the main thread the run loop may have run the app's blocks: they may have changed something.
            let pumped = Thread.isMainThread && RunLoop.main.run(mode: .default, before: .distantPast)
            let ran = timeline.runDueWork()
            if ran || pumped { layOutWhatChanged() }
            return !ran
        }
    }

    /// Lays the window out if something in it asks to be; whether it did
    /// (a pass over a tree that asks nothing would run its layout callbacks again).
    @discardableResult
    private func layOutWhatChanged() -> Bool {
        guard window.subtreeNeedsLayout || window.layoutEngine?.hasUnsolvedChanges == true else { return false }
        window.layoutIfNeeded()
        return true
    }

    /// Runs what the app sent to run later until nothing is left: animation
    /// completions and what they start (on the instant clock), then lays out.
    /// On the main thread (an app's `main`, a command-line tool) each round
    /// also runs the main run loop once, which runs the blocks sent to
    /// `DispatchQueue.main`, `RunLoop.main.perform`, `OperationQueue.main`,
    /// `Task { @MainActor in … }` and due timers. Under Swift Testing on
    /// Linux the test runs on the main queue but not on the main thread: use
    /// the `async` form, which lets the main queue run. At most `rounds`
    /// rounds; past them the rest is left and a `.notConverged` diagnostic
    /// names the window.
    public func runUntilIdle(atMost rounds: Int = HeadlessHost.settleRounds) {
        perform { settle(atMost: rounds) }
    }

    /// Runs what the app sent to run later, the main queue's work included
    /// wherever the caller runs: settles, then gives the main queue a turn —
    /// it runs everything sent to it before the turn (and whatever that sends
    /// while the turn lasts) — and settles again, until a turn leaves
    /// nothing to lay out and no host work to run, at most `rounds` turns
    /// (past them a `.notConverged` diagnostic names the window).
    ///
    /// On Linux a turn lasts until the main queue is empty: a block that
    /// keeps sending itself there holds the queue, and the caller, until it
    /// stops, as it would hold a device's main thread.
    public func runUntilIdle(atMost rounds: Int = HeadlessHost.settleRounds) async {
        for _ in 0..<max(1, rounds) {
            perform { settle(atMost: rounds) }
            await Self.mainQueueTurn()
            let quiet = perform { () -> Bool in
                let laidOut = layOutWhatChanged()
                return !timeline.runDueWork() && !laidOut
            }
            if quiet { return }
        }
        LayoutDiagnostics.report(
            .notConverged, "\(window.shortDescription): work sent to the main queue did not settle in \(rounds) turns; it is left running.",
            views: [window])
    }

    /// Waits until the main queue has run everything sent to it before now.
    private static func mainQueueTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }
}
