import Foundation
import Testing
import Trellis
import TrellisDemos
import TrellisRender

/// Hosts on different devices, orientations, appearances and text sizes,
/// their work interleaved in one process, each as if it ran alone: a host
/// keeps its screen, device, app and text measurer to itself.
@MainActor
@Suite struct ConcurrentHostsTests {
    /// One host's run: a demo on a device, launched in one orientation,
    /// appearance and text size, then changed to others.
    struct Scenario: Sendable, CustomStringConvertible {
        let demo: Demo
        let device: DeviceProfile
        let orientation: UIInterfaceOrientation
        let appearance: UIUserInterfaceStyle
        let category: UIContentSizeCategory
        let laterCategory: UIContentSizeCategory

        var description: String {
            "\(demo) on \(device) \(orientation.isLandscape ? "landscape" : "portrait") \(appearance == .dark ? "dark" : "light") \(category.rawValue) → \(laterCategory.rawValue)"
        }
    }

    /// What a run saw: the window's frames after each change, and the window drawn.
    struct Outcome: Sendable, Equatable {
        var frames: [String] = []
        var png = Data()
        /// The window drawn after its list was scrolled, if it has one.
        var scrolledPNG = Data()
    }

    /// Every demo on every device, in orientations, appearances and text sizes that vary with them.
    static let scenarios: [Scenario] = {
        let categories: [UIContentSizeCategory] = [.extraSmall, .large, .accessibilityLarge, .extraExtraLarge, .medium]
        var scenarios: [Scenario] = []
        for demo in Demo.allCases {
            for device in DeviceProfile.all {
                let index = scenarios.count
                scenarios.append(Scenario(
                    demo: demo, device: device, orientation: index % 2 == 0 ? .portrait : .landscapeLeft,
                    appearance: index / 2 % 2 == 0 ? .light : .dark, category: categories[index % categories.count],
                    laterCategory: categories[(index + 2) % categories.count]))
            }
        }
        return scenarios
    }()

    /// The order in which hosts took their steps (each step noted by the host's scenario index).
    @MainActor final class StepLog {
        var steps: [Int] = []
    }

    /// Runs `scenario` in a host of its own, letting other tasks run between
    /// steps (noted in `log`) when `interleaved`.
    static func run(_ scenario: Scenario, interleaved: Bool, log: StepLog? = nil, index: Int = 0) async throws -> Outcome {
        func step() async {
            log?.steps.append(index)
            if interleaved { await Task.yield() }
        }
        var outcome = Outcome()
        let host = HeadlessHost(device: scenario.device, orientation: scenario.orientation, appearance: scenario.appearance,
                                contentSizeCategory: scenario.category)
        await step()
        host.launch(scenario.demo.makeRootViewController())
        await step()
        host.layout()
        await step()
        outcome.frames.append(host.recursiveDescription())
        await step()
        host.rotate(to: scenario.orientation.isLandscape ? .portrait : .landscapeLeft)
        await step()
        outcome.frames.append(host.recursiveDescription())
        await step()
        host.setAppearance(scenario.appearance == .dark ? .light : .dark)
        await step()
        host.setContentSizeCategory(scenario.laterCategory)
        await step()
        outcome.frames.append(host.recursiveDescription())
        await step()
        outcome.png = try host.snapshot()
        await step()
        // Scrolled last: cells are reused, in the same order alone or not.
        if let scrollView = firstScrollView(in: host.window) {
            host.drag(scrollView, to: CGPoint(x: 0, y: 240))
            await step()
            outcome.frames.append(host.recursiveDescription())
            outcome.scrolledPNG = try host.snapshot()
        }
        return outcome
    }

    /// The first vertical scroll view (a demo's list), depth first.
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView, !(scrollView is UICollectionView) { return scrollView }
        for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
        return nil
    }

    @Test func interleavedHostsSeeWhatEachSeesAlone() async throws {
        // Alone: each scenario from start to end, nothing running in between.
        var alone: [Outcome] = []
        for scenario in Self.scenarios { alone.append(try await Self.run(scenario, interleaved: false)) }

        // Together: every host at once, yielding between steps.
        let log = StepLog()
        let together = try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
            for index in Self.scenarios.indices {
                // Each child runs its host on the main actor (`run` is isolated to it).
                group.addTask {
                    (index, try await ConcurrentHostsTests.run(ConcurrentHostsTests.scenarios[index], interleaved: true, log: log, index: index))
                }
            }
            var outcomes: [Int: Outcome] = [:]
            for try await (index, outcome) in group { outcomes[index] = outcome }
            return outcomes
        }

        #expect(together.count == Self.scenarios.count)
        // They did interleave: the last host began before the first was done.
        let lastBegan = try #require(log.steps.firstIndex(of: Self.scenarios.count - 1))
        let firstDone = try #require(log.steps.lastIndex(of: 0))
        #expect(lastBegan < firstDone)
        for (index, scenario) in Self.scenarios.enumerated() {
            let expected = alone[index]
            let outcome = try #require(together[index])
            for (step, (frames, framesAlone)) in zip(outcome.frames, expected.frames).enumerated() where frames != framesAlone {
                let line = zip(frames.split(separator: "\n"), framesAlone.split(separator: "\n")).first { $0 != $1 }
                Issue.record("\(scenario), step \(step): the frames differ from the host's alone, first at \(line.map { "\($0.0) ≠ \($0.1)" } ?? "the end")")
            }
            #expect(outcome.frames.count == expected.frames.count, "\(scenario)")
            let samePNG = outcome.png == expected.png && outcome.scrolledPNG == expected.scrolledPNG
            #expect(samePNG, "\(scenario): the drawing differs from the host's alone")
        }
        // The hosts really were on their devices.
        for (index, scenario) in Self.scenarios.enumerated() {
            let size = scenario.device.size(in: scenario.orientation)
            #expect(alone[index].frames[0].hasPrefix("<UIWindow; frame = (0 0; \(Int(size.width)) \(Int(size.height)))>"), "\(scenario)")
        }
    }
}
