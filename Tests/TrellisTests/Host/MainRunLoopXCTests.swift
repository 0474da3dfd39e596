import Foundation
import XCTest
@testable import Trellis

/// On the main thread (XCTest on Linux runs its tests there, as an app runs
/// on iOS), the host's settling runs the main run loop: timers and blocks
/// given to `RunLoop.main` run when the host settles, as on a device.
final class MainRunLoopXCTests: XCTestCase {
    /// What ran, in order (main-actor state, so the run loop's blocks may reach it).
    @MainActor final class Ran {
        var names: [String] = []
    }

    func testTimersAndRunLoopBlocksRunWhenTheHostSettles() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Thread.isMainThread)
            let host = HeadlessHost(device: .iPhone15)
            let controller = UIViewController()
            host.launch(controller)
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            controller.view.addSubview(badge)
            let ran = Ran()
            RunLoop.main.perform {
                MainActor.assumeIsolated {
                    ran.names.append("perform")
                    badge.frame.size.width = 40
                }
            }
            Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
                MainActor.assumeIsolated {
                    ran.names.append("timer")
                    badge.frame.size.height = 30
                }
            }
            XCTAssertEqual(ran.names, [], "nothing runs until the host settles")
            host.runUntilIdle()
            XCTAssertEqual(Set(ran.names), ["perform", "timer"])
            XCTAssertEqual(badge.frame.size, CGSize(width: 40, height: 30))
        }
    }
}
