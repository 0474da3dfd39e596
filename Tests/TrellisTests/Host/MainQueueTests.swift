import Foundation
import Testing
import Trellis

/// A screen that finishes setting itself up on the main queue, as apps do.
@MainActor
private final class DeferringController: UIViewController {
    let label = UILabel()
    var steps: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
        DispatchQueue.main.async {
            self.steps.append("dispatch")
            self.label.text = "Loaded"
        }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { self.steps.append("operation") } }
        Task { @MainActor in self.steps.append("task") }
    }
}

/// A screen that blinks for ever: each fade's completion sends the next
/// one to the main queue.
@MainActor
private final class BlinkingController: UIViewController {
    let cursor = UIView(frame: CGRect(x: 20, y: 100, width: 2, height: 20))
    var blinks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cursor)
        blink()
    }

    func blink() {
        blinks += 1
        UIView.animate(withDuration: 0.5, animations: { self.cursor.alpha = self.cursor.alpha == 1 ? 0 : 1 }) { _ in
            DispatchQueue.main.async { self.blink() }
        }
    }
}

@MainActor
@Suite struct MainQueueTests {
    @Test func workSentToTheMainQueueFromViewDidLoadRunsWhenTheHostIsLeftToRunIt() async {
        let host = HeadlessHost(device: .iPhone15)
        let controller = DeferringController()
        host.launch(controller)
        if !Thread.isMainThread {
            // Under Swift Testing on Linux the test holds the main queue: nothing sent there has run yet.
            #expect(controller.steps.isEmpty && controller.label.text == nil)
        }
        await host.runUntilIdle()
        #expect(Set(controller.steps) == ["dispatch", "operation", "task"])
        // Laid out after it ran: the label has the size of its new text.
        #expect(controller.label.text == "Loaded" && controller.label.frame.width > 0)
    }

    @Test func workThatKeepsSendingItselfIsLeftAtTheBoundAndReported() async {
        let host = HeadlessHost(device: .iPhone15)
        let controller = BlinkingController()
        host.launch(controller)
        let (_, diagnostics) = await LayoutDiagnostics.capture { await host.runUntilIdle(atMost: 5) }
        #expect(diagnostics.map(\.kind) == [.notConverged])
        #expect(diagnostics.first?.involves(host.window) == true)
        // One blink a turn, a turn at a time: stopped, not spinning.
        #expect(controller.blinks == 6)
    }

    @Test func animationCompletionsRunWhenTheHostIsLeftToRun() async {
        let (host, controller) = launchedBox(clock: .instant)
        var finished = false
        controller.slide(to: 100) { finished = $0 }
        await host.runUntilIdle()
        #expect(finished)
    }
}
