import Foundation
import Testing
import Trellis

/// `UIViewPropertyAnimator` as interactive code drives it: scrubbed,
/// paused, resumed, stopped and finished.
@MainActor
@Suite struct PropertyAnimatorTests {
    @Test func aScrubbedAnimatorDrawsItsFractionAndEndsWhenStarted() {
        let (host, controller) = launchedBox(clock: .instant)
        controller.leading.constant = 220
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { controller.view.layoutIfNeeded() }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        host.layout()
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 120)
        animator.fractionComplete = 0.25
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 70 && animator.fractionComplete == 0.25)
        animator.startAnimation()
        #expect(animator.isRunning && ended.isEmpty)
        host.layout()
        #expect(ended == [.end] && animator.state == .inactive)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 220)
    }

    @Test func aResumedAnimatorTakesTheTimeLeft() {
        let (host, controller) = launchedBox()
        controller.leading.constant = 220
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { controller.view.layoutIfNeeded() }
        animator.startAnimation()
        host.advanceTime(by: 0.4)
        animator.pauseAnimation()
        host.advanceTime(by: 5)
        #expect(animator.state == .active && abs(animator.fractionComplete - 0.4) < 1e-9)
        animator.startAnimation()
        host.advanceTime(by: 0.3)
        #expect(abs(DrawnBox.of(controller.box, in: host)!.frame.minX - 160) < 1e-6)
        host.advanceTime(by: 0.3)
        #expect(animator.state == .inactive)
    }

    @Test(arguments: [(UIViewAnimatingPosition.current, 70.0), (.end, 220), (.start, 20)])
    func aStoppedAnimatorFinishesWhereAsked(position: UIViewAnimatingPosition, x: CGFloat) {
        let (host, controller) = launchedBox()
        controller.leading.constant = 220
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { controller.view.layoutIfNeeded() }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        host.advanceTime(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && ended.isEmpty)
        // Stopped, the box keeps where it was drawn as its frame.
        #expect(controller.box.frame.minX == 70)
        animator.finishAnimation(at: position)
        #expect(ended == [position] && animator.state == .inactive)
        #expect(controller.box.frame.minX == x && DrawnBox.of(controller.box, in: host)?.frame.minX == x)
    }

    @Test func anAnimatorStoppedWithoutFinishingNeverCompletes() {
        let (host, controller) = launchedBox()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { controller.box.alpha = 0 }
        var ended = false
        animator.addCompletion { _ in ended = true }
        animator.startAnimation()
        host.advanceTime(by: 0.5)
        animator.stopAnimation(true)
        host.advanceTime(by: 1)
        #expect(!ended && animator.state == .inactive && !host.hasAnimationsInFlight)
    }

    @Test func anAnimatorNobodyKeepsStillRunsToItsEndAfterItsDelay() {
        let (host, controller) = launchedBox()
        var ended: UIViewAnimatingPosition?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { controller.box.alpha = 0.5 }
            animator.addCompletion { ended = $0 }
            animator.startAnimation(afterDelay: 0.5)
        }
        host.advanceTime(by: 0.4)
        #expect(DrawnBox.of(controller.box, in: host)?.opacity == 1)
        host.advanceTime(by: 0.6)
        #expect(ended == .end)
    }

    @Test func aTransactionsCompletionWaitsForItsAnimations() {
        let (host, controller) = launchedBox()
        var log: [String] = []
        host.perform {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("transaction") }
            CATransaction.setDisableActions(true)
            #expect(CATransaction.disableActions())
            UIView.animate(withDuration: 0.5, animations: { controller.box.alpha = 0.5 }) { _ in log.append("fade") }
            UIView.animate(withDuration: 1, animations: { controller.box.center.x += 10 })
            CATransaction.commit()
        }
        host.advanceTime(by: 0.5)
        #expect(log == ["fade"])
        host.advanceTime(by: 0.5)
        #expect(log == ["fade", "transaction"])
    }
}
