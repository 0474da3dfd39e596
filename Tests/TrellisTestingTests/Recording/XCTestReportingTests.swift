import Foundation
import Trellis
import TrellisTesting
import XCTest

/// The assertions work from XCTest too.
final class XCTestReportingTests: XCTestCase {
    // XCTest on Linux runs its tests on the main thread, but cannot call main-actor test methods.
    func testASnapshotVerifiesFromXCTest() throws {
        let folder = TemporarySnapshotFolder()
        MainActor.assumeIsolated {
            let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)
            withSnapshotSettings(folder.settings()) {
                let recorded = verifySnapshot(of: CardViewController(), on: configuration)
                XCTAssertEqual(recorded?.outcome.verdict, .recorded)
                // Matches: XCTest hears nothing.
                assertSnapshot(of: CardViewController(), on: configuration)
            }
        }
        XCTAssertEqual(folder.referenceNames(), ["testASnapshotVerifiesFromXCTest.iphone-se-portrait-light-L@1x.png"])
    }
}
