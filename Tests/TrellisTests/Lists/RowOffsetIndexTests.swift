import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

@Suite struct RowOffsetIndexTests {
    /// The index against a plain array of heights, through random changes.
    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithAPlainArray(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...2_000, using: &random)
        var estimate = Double.random(in: 10...80, using: &random).rounded()
        var index = RowOffsetIndex(count: count, estimate: estimate)
        var known = [Double?](repeating: nil, count: count)
        var measured = [Bool](repeating: false, count: count)
        for step in 0..<600 {
            if count > 0 {
                let i = Int.random(in: 0..<count, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0: index.forgetHeight(at: i); known[i] = nil; measured[i] = false
                case 1: estimate = Double.random(in: 10...80, using: &random).rounded(); index.estimate = estimate
                default:
                    let height = Double(Int.random(in: 0...120, using: &random))
                    let isMeasured = Bool.random(using: &random)
                    index.setHeight(height, at: i, measured: isMeasured)
                    known[i] = height; measured[i] = isMeasured
                }
            }
            guard step % 50 == 0 else { continue }
            var offset = 0.0
            for i in 0..<count {
                #expect(index.offset(of: i) == offset)
                #expect(index.height(at: i) == known[i] ?? estimate)
                #expect(index.isMeasured(i) == measured[i])
                let height = known[i] ?? estimate
                if height > 0 {
                    #expect(index.index(at: offset) == i)
                    #expect(index.index(at: offset + height / 2) == i)
                }
                offset += height
            }
            #expect(index.totalHeight == offset)
            #expect(index.knownHeights.map(\.index) == known.indices.filter { known[$0] != nil })
        }
    }

    @Test func aMillionItemsCostNextToNothingUntilTheirHeightsAreKnown() {
        var index = RowOffsetIndex(count: 1_000_000, estimate: 50)
        #expect(index.memoryFootprint < 100_000)
        #expect(index.totalHeight == 50_000_000)
        #expect(index.index(at: 25_000_010) == 500_000)
        for i in 0..<10_000 { index.setHeight(40, at: i, measured: true) }
        // Fully known rows cost 8 bytes each (plus the tree): within 16.
        #expect(index.memoryFootprint < 10_000 * 16 + 100_000)
        #expect(index.offset(of: 10_000) == 400_000)
        #expect(index.index(at: -5) == 0)
        #expect(index.index(at: 1e12) == 999_999)
    }
}
