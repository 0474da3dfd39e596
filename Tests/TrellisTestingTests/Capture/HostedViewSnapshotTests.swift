import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisTesting
import TrellisUI

/// A badge: a title and a count in a capsule, as a SwiftUI cell might show.
private struct Badge: TrellisUI.View {
    let title: String
    let count: Int

    var body: some TrellisUI.View {
        HStack {
            Text(title)
            Spacer()
            Text("\(count)")
                .font(.caption)
                .padding(.horizontal, 8)
                .background(Capsule().fill(Color.blue))
        }
        .padding()
    }
}

/// SwiftUI-style views in snapshots: hosted, as wide as the screen, as tall as their content.
@MainActor
@Suite struct HostedViewSnapshotTests {
    let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)

    @Test func aHostedViewIsAsWideAsTheScreenAndAsTallAsItsContent() {
        let snapshot = Snapshot(of: Badge(title: "Inbox", count: 3), on: configuration)
        #expect(snapshot.image.bitmap.width == 375)
        // Padding 16 above and below a line of body text (at least 20 points tall).
        #expect(snapshot.image.bitmap.height >= 52 && snapshot.image.bitmap.height < 80)
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func aHostedViewRecordsThenMatchesThenFailsWhenItChanges() throws {
        let folder = TemporarySnapshotFolder().references.path
        let strategy = Snapshotting<Badge, UIImage>.image(on: configuration)
        #expect(verifySnapshot(of: Badge(title: "Inbox", count: 3), as: strategy, named: "badge", snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: Badge(title: "Inbox", count: 3), as: strategy, named: "badge", snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: Badge(title: "Inbox", count: 42), as: strategy, named: "badge", snapshotDirectory: folder) != nil)
    }

    @Test func aMatrixOfAppearancesDrawsEachDifferently() throws {
        let folder = TemporarySnapshotFolder()
        let checks = withSnapshotSettings(folder.settings(record: .all)) {
            [UIUserInterfaceStyle.light, .dark].compactMap { appearance in
                TrellisTesting.verifySnapshot(
                    of: Badge(title: "Inbox", count: 3), on: SnapshotConfiguration(device: .iPhoneSE3, appearance: appearance, scale: 1),
                    named: "badge", testName: "matrix")
            }
        }
        #expect(checks.count == 2)
        let images = checks.map(\.outcome.image.bitmap)
        #expect(images[0] != images[1], "light and dark differ")
    }
}
