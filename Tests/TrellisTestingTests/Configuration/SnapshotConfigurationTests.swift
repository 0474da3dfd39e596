import Foundation
import Testing
import Trellis
import TrellisTesting

@Suite struct SnapshotConfigurationTests {
    @Test func aNameSaysEverySetting() {
        let plain = SnapshotConfiguration(device: .iPhone15, scale: 2)
        #expect(plain.name == "iphone-15-portrait-light-L@2x")
        let every = SnapshotConfiguration(
            device: .iPad10, orientation: .landscapeRight, appearance: .dark, contentSizeCategory: .accessibilityExtraLarge,
            layoutDirection: .rightToLeft, scale: 1, drawsStatusBar: true)
        #expect(every.name == "ipad-landscape-dark-AccessibilityXL-rtl-status-bar@1x")
        #expect(SnapshotConfiguration(device: .iPhoneSE3, scale: nil).name == "iphone-se-portrait-light-L@2x")
    }

    @Test func aMatrixHasOneNamedConfigurationPerCombination() {
        let matrix = SnapshotConfiguration.matrix(
            devices: [.iPhone15, .iPad10], orientations: [.portrait, .landscapeLeft], appearances: [.light, .dark],
            contentSizeCategories: [.small, .large, .accessibilityMedium])
        #expect(matrix.count == 24)
        #expect(Set(matrix.map(\.name)).count == 24)
        #expect(matrix.first?.name == "iphone-15-portrait-light-S@2x")
        #expect(matrix.last?.name == "ipad-landscape-dark-AccessibilityM@2x")
    }

    @Test func settingsThatNameTheSameScreenCountOnce() {
        let matrix = SnapshotConfiguration.matrix(orientations: [.portrait, .portraitUpsideDown, .unknown])
        #expect(matrix.map(\.name) == ["iphone-15-portrait-light-L@2x"])
    }

    @Test(arguments: [("0/2", true), ("1/2", true), ("2/2", false), ("-1/3", false), ("1", false), ("a/b", false), ("0/0", false)])
    func shardsAreReadFromText(text: String, valid: Bool) {
        #expect((SnapshotShard(text) != nil) == valid)
    }

    @Test func everySnapshotBelongsToExactlyOneShard() throws {
        let shards = try (0..<3).map { try #require(SnapshotShard(index: $0, count: 3)) }
        for index in 0..<200 {
            let name = "Tests/test\(index).iphone-15-portrait-light-L@2x"
            #expect(shards.filter { $0.includes(name) }.count == 1)
        }
        let counts = shards.map { shard in (0..<300).filter { shard.includes("t\($0)") }.count }
        #expect(counts.allSatisfy { $0 > 60 }, "the shards are about even: \(counts)")
    }
}
