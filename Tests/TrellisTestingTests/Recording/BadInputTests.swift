import Foundation
import Testing
import Trellis
import TrellisTesting

/// Missing, corrupt or unwritable files fail the snapshot with a reason; nothing traps.
@MainActor
@Suite struct BadInputTests {
    let configuration = SnapshotConfiguration(device: .iPhoneSE3, scale: 1)

    @Test func aMissingReferenceFailsWhenRecordingIsOff() throws {
        let folder = TemporarySnapshotFolder()
        let check = try #require(withSnapshotSettings(folder.settings(record: .never)) { verifySnapshot(of: squareView(at: .zero), on: configuration) })
        #expect(check.outcome.verdict == .failed)
        #expect(check.outcome.failure == .missingReference)
        #expect(folder.referenceNames().isEmpty)
    }

    @Test(arguments: [Data(), Data("not a png".utf8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])])
    func aCorruptReferenceFailsAndIsRecordedOverOnlyWhenAsked(corrupt: Data) throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            let recorded = try #require(verifySnapshot(of: squareView(at: .zero), on: configuration))
            try corrupt.write(to: recorded.outcome.location.referenceURL)
            let check = try #require(verifySnapshot(of: squareView(at: .zero), on: configuration))
            #expect(check.outcome.failure == .unreadableReference)
            let rerecorded = try #require(verifySnapshot(of: squareView(at: .zero), on: configuration, record: .failed))
            #expect(rerecorded.outcome.verdict == .recorded)
            #expect(try Data(contentsOf: recorded.outcome.location.referenceURL) == recorded.outcome.pngData)
        }
    }

    @Test func anImageOfAnotherSizeFails() throws {
        let folder = TemporarySnapshotFolder()
        try withSnapshotSettings(folder.settings()) {
            _ = try #require(verifySnapshot(of: squareView(at: .zero), on: configuration))
            let check = try #require(verifySnapshot(of: squareView(at: .zero, size: CGSize(width: 100, height: 80)), on: configuration))
            #expect(check.outcome.failure == .changed)
            #expect(check.outcome.difference?.sizesMatch == false)
        }
    }

    @Test func anUnwritableReferenceFolderFails() throws {
        let folder = TemporarySnapshotFolder()
        // A regular file where the folder should be: nothing can be written under it.
        let blocker = folder.url.appendingPathComponent("blocker")
        try Data("file".utf8).write(to: blocker)
        let settings = SnapshotSettings(snapshotDirectory: blocker.appendingPathComponent("references"), reportDirectory: folder.report)
        let check = try #require(withSnapshotSettings(settings) { verifySnapshot(of: squareView(at: .zero), on: configuration) })
        #expect(check.outcome.verdict == .failed)
        #expect(check.outcome.failure == .unwritable)
    }

    @Test func anUnwritableReportFolderFails() throws {
        let folder = TemporarySnapshotFolder()
        let blocker = folder.url.appendingPathComponent("blocker")
        try Data("file".utf8).write(to: blocker)
        let settings = folder.settings(report: blocker.appendingPathComponent("report"))
        let check = try #require(withSnapshotSettings(settings) { verifySnapshot(of: squareView(at: .zero), on: configuration) })
        #expect(check.outcome.verdict == .failed)
        #expect(check.outcome.failure == .unwritable)
    }
}
