import Testing
import Trellis
import TrellisDemos
import TrellisTesting

/// Each seed app's first screen on a phone held upright in light and turned
/// in dark, at 1× to keep the references small; lints on every snapshot.
@MainActor
@Suite struct SeedAppSnapshotTests {
    static let matrix =
        SnapshotConfiguration.matrix(devices: [.iPhoneSE3], appearances: [.light], scales: [1])
        + SnapshotConfiguration.matrix(devices: [.iPhone15], orientations: [.landscapeLeft], appearances: [.dark], scales: [1])

    @Test(arguments: [Demo.timeline, .quotes, .breeds])
    func seedApp(_ demo: Demo) {
        assertSnapshots(of: { demo.makeRootViewController() }, on: Self.matrix, named: demo.rawValue, lints: LayoutLinter())
    }

    /// The chat's own bubbles are white on `.systemBlue` (4.0:1), under WCAG AA: its snapshots skip the contrast lint.
    @Test func chat() {
        var lints = LayoutLinter()
        lints.kinds.remove(.lowContrast)
        assertSnapshots(of: { Demo.chat.makeRootViewController() }, on: Self.matrix, lints: lints)
    }
}
