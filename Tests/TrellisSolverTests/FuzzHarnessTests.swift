import Testing
import TrellisTestSupport

/// The fuzzing harness every fuzzer uses: reproducible, and a failure shrinks to a minimal case.
@Suite struct FuzzHarnessTests {
    @Test func aPlantedFailureIsFoundAndShrunkToItsCore() throws {
        // Fails when the array holds both a 3 and a 7.
        let failure = try #require(
            Fuzz.check(
                seed: 42, cases: 500,
                generate: { generator in (0..<30).map { _ in Int.random(in: 0..<10, using: &generator) } },
                shrink: Fuzz.shrinkArray,
                property: { $0.contains(3) && $0.contains(7) ? "holds 3 and 7" : nil }))
        #expect(failure.minimal.sorted() == [3, 7])
        #expect(failure.original.count == 30)
        // The seed replays the case.
        var generator = SeededGenerator(seed: failure.seed)
        #expect((0..<30).map { _ in Int.random(in: 0..<10, using: &generator) } == failure.original)
    }

    @Test func aPropertyThatHoldsFindsNothing() {
        #expect(Fuzz.check(seed: 1, cases: 100, generate: { Int.random(in: 0..<10, using: &$0) }, property: { $0 < 10 ? nil : "too big" }) == nil)
    }

    @Test func stringsShrinkToTheCharacterThatFails() {
        let (minimal, _) = Fuzz.shrunk("abc\u{202E}def👩‍👩‍👧", "has a bidi override", shrink: Fuzz.shrinkString) { string in
            string.unicodeScalars.contains("\u{202E}") ? "has a bidi override" : nil
        }
        #expect(minimal == "\u{202E}")
    }
}
