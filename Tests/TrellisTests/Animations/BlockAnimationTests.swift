import Foundation
import Testing
import Trellis

/// `UIView.animate` as apps call it: constraint changes laid out in the
/// block, fades, springs, delays, chained completions.
@MainActor
@Suite struct BlockAnimationTests {
    @Test func aConstraintChangeLaidOutInTheBlockMovesAtOnceAndCompletesWhenTheHostSettles() {
        let (host, controller) = launchedBox(clock: .instant)
        var finished: [Bool] = []
        controller.slide(to: 200) { finished.append($0) }
        // The model value is the new one at once; the completion waits for the host, as UIKit's waits for the main queue.
        #expect(controller.box.frame.minX == 200)
        #expect(finished.isEmpty)
        host.layout()
        #expect(finished == [true])
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 200)
        #expect(!host.hasAnimationsInFlight)
    }

    @Test func withoutAHostTheCompletionRunsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        #expect(view.alpha == 0.2 && finished == true)
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveLinear, 0.25...0.25),
        (.curveEaseIn, 0.0...0.2),
        (.curveEaseOut, 0.3...0.6),
        (.curveEaseInOut, 0.05...0.2),
    ])
    func aMoveIsDrawnPartWayAlongItsCurve(options: UIView.AnimationOptions, expected: ClosedRange<Double>) {
        let (host, controller) = launchedBox()
        controller.slide(to: 220, duration: 1, options: options)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 20)
        host.advanceTime(by: 0.25)
        let x = DrawnBox.of(controller.box, in: host)!.frame.minX
        let progress = Double((x - 20) / 200)
        #expect(expected.contains(progress), "drawn \(progress) of the way at a quarter of the time")
        host.advanceTime(by: 0.75)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 220)
        #expect(!host.hasAnimationsInFlight)
    }

    @Test func aFadeIsDrawnHalfTransparentHalfWayAndNotAtAllAtTheEnd() {
        let (host, controller) = launchedBox()
        var done = false
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { controller.box.alpha = 0 }, completion: { _ in done = true })
        #expect(controller.box.alpha == 0)
        host.advanceTime(by: 0.2)
        #expect(abs(DrawnBox.of(controller.box, in: host)!.opacity - 0.5) < 1e-9)
        #expect(!done)
        host.advanceTime(by: 0.2)
        #expect(DrawnBox.of(controller.box, in: host) == nil)
        #expect(done)
    }

    @Test(arguments: [(0.3, true), (1.0, false)])
    func aSpringOvershootsOnlyWhenUnderdamped(damping: CGFloat, overshoots: Bool) {
        let (host, controller) = launchedBox()
        controller.leading.constant = 220
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                       animations: { controller.view.layoutIfNeeded() })
        var farthest: CGFloat = 0
        for _ in 0..<50 {
            host.advanceTime(by: 0.02)
            farthest = max(farthest, DrawnBox.of(controller.box, in: host)!.frame.minX)
        }
        #expect((farthest > 221) == overshoots, "farthest \(farthest)")
        host.advanceTime(by: 0.1)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 220)
    }

    @Test func duringItsDelayAViewIsDrawnWhereItWas() {
        let (host, controller) = launchedBox()
        controller.leading.constant = 120
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { controller.view.layoutIfNeeded() })
        host.advanceTime(by: 0.4)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 20)
        host.advanceTime(by: 0.35)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.minX == 70)
    }

    @Test func aCompletionThatStartsAnotherAnimationChainsThem() {
        let (host, controller) = launchedBox()
        var log: [String] = []
        controller.slide(to: 120, duration: 0.5) { _ in
            log.append("across")
            controller.top.constant = 300
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { controller.view.layoutIfNeeded() }) { _ in
                log.append("down")
            }
        }
        host.advanceTime(by: 0.75)
        // The first ended at 0.5; the second, started then, is half-way down.
        #expect(log == ["across"])
        let drawn = DrawnBox.of(controller.box, in: host)!.frame
        #expect(drawn.minX == 120 && drawn.minY == 200)
        host.advanceTime(by: 0.25)
        #expect(log == ["across", "down"])
    }

    @Test func onTheInstantClockAChainRunsWhollyWhenTheHostSettles() {
        let (host, controller) = launchedBox(clock: .instant)
        var log: [Int] = []
        func step(_ n: Int) {
            UIView.animate(withDuration: 0.2, animations: { controller.box.alpha = CGFloat(n) / 10 }) { _ in
                log.append(n)
                if n < 3 { step(n + 1) }
            }
        }
        step(1)
        host.layout()
        #expect(log == [1, 2, 3] && controller.box.alpha == 0.3)
    }

    @Test func anAnimationThatRestartsItselfForeverIsStoppedAndReported() {
        let (host, controller) = launchedBox(clock: .instant)
        func pulse() {
            UIView.animate(withDuration: 1, animations: { controller.box.alpha = controller.box.alpha == 1 ? 0.5 : 1 }) { _ in pulse() }
        }
        pulse()
        let (_, diagnostics) = LayoutDiagnostics.capture { host.layout() }
        #expect(diagnostics.map(\.kind) == [.notConverged])
        #expect(diagnostics.first?.involves(host.window) == true)
    }

    @Test func keyframesMoveEachInTheirPartOfTheTime() {
        let (host, controller) = launchedBox()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { controller.box.center.x += 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { controller.box.center.y += 100 }
        })
        #expect(controller.box.frame.origin == CGPoint(x: 120, y: 200))
        host.advanceTime(by: 0.25)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.origin == CGPoint(x: 70, y: 100))
        host.advanceTime(by: 0.5)
        #expect(DrawnBox.of(controller.box, in: host)?.frame.origin == CGPoint(x: 120, y: 150))
    }

    @Test func aBackgroundColourIsMixedAndATransformInterpolated() {
        let (host, controller) = launchedBox()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            controller.box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            controller.box.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        host.advanceTime(by: 0.5)
        let drawn = DrawnBox.of(controller.box, in: host)!
        #expect(drawn.color == RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        // Scaled twice about the box's centre.
        let center = CGPoint(x: drawn.frame.midX, y: drawn.frame.midY)
        let t = drawn.transform!
        #expect(t.a == 2 && t.d == 2)
        #expect(center.applying(t) == center)
    }

    @Test func halfWayThroughAQuarterTurnAViewIsTurnedAnEighthAtItsFullSize() {
        let (host, controller) = launchedBox()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            controller.box.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        host.advanceTime(by: 0.5)
        let t = DrawnBox.of(controller.box, in: host)!.transform!
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(t.a - eighth.a) < 1e-9 && abs(t.b - eighth.b) < 1e-9 && abs(t.c - eighth.c) < 1e-9 && abs(t.d - eighth.d) < 1e-9)
    }

    @Test func aPropertySetWithoutAnimationWhileItAnimatesShowsAtOnce() {
        let (host, controller) = launchedBox()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            controller.box.alpha = 0
            controller.box.center.x += 100
        })
        host.advanceTime(by: 0.5)
        controller.box.alpha = 1
        let drawn = DrawnBox.of(controller.box, in: host)!
        // The alpha jumps to its new value; the move goes on.
        #expect(drawn.opacity == 1 && drawn.frame.minX == 70)
    }

    @Test func changesMadeWithoutAnimationInsideABlockShowAtOnce() {
        let (host, controller) = launchedBox()
        UIView.animate(withDuration: 1, animations: {
            controller.box.alpha = 0.5
            UIView.performWithoutAnimation { controller.box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        })
        let drawn = DrawnBox.of(controller.box, in: host)!
        #expect(drawn.color == RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(drawn.opacity == 1)
    }

    @Test func aTransitionSwapsTheViewsAtOnceAndCompletesAfterItsDuration() {
        let (host, controller) = launchedBox()
        let replacement = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        var finished = false
        UIView.transition(from: controller.box, to: replacement, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(controller.box.superview == nil && replacement.superview === controller.view)
        host.advanceTime(by: 0.2)
        #expect(!finished)
        host.advanceTime(by: 0.1)
        #expect(finished)

        var flipped = false
        UIView.transition(with: replacement, duration: 0.3, options: .transitionFlipFromLeft, animations: { replacement.alpha = 0.5 }) { _ in flipped = true }
        #expect(replacement.alpha == 0.5)
        host.advanceTime(by: 0.3)
        #expect(flipped)
    }

    @Test func twoHostsAnimatingAtOnceKeepTheirTimeToThemselves() {
        let (first, one) = launchedBox()
        let (second, other) = launchedBox()
        var ended: [String] = []
        one.slide(to: 220, duration: 1) { _ in ended.append("first") }
        other.slide(to: 120, duration: 1) { _ in ended.append("second") }
        second.advanceTime(by: 0.5)
        #expect(DrawnBox.of(one.box, in: first)?.frame.minX == 20)
        #expect(DrawnBox.of(other.box, in: second)?.frame.minX == 70)
        first.advanceTime(by: 0.25)
        #expect(DrawnBox.of(one.box, in: first)?.frame.minX == 70)
        second.advanceTime(by: 0.5)
        #expect(ended == ["second"])
        #expect(first.currentTime == 0.25 && second.currentTime == 1)
        first.advanceTime(by: 0.75)
        #expect(ended == ["second", "first"])
    }
}
