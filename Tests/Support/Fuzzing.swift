import Foundation

/// A fuzzer's failing case: the seed that made it, and the smallest value
/// shrinking found that still fails, with what the property said of it.
public struct FuzzFailure<Value>: CustomStringConvertible {
    /// The seed of the case (replay it with `Fuzz.replay(seed:)`).
    public let seed: UInt64
    /// The value first found to fail.
    public let original: Value
    /// The smallest value found that still fails.
    public let minimal: Value
    /// What the property said of `minimal`.
    public let problem: String

    public var description: String {
        "seed \(seed): \(problem)\n  minimal case: \(minimal)\n  found as: \(original)"
    }
}

/// Seeded, reproducible fuzzing with shrinking, shared by every fuzzer in the tests.
///
/// Each case has a seed of its own, derived from the fuzzer's seed and the
/// case's index, so one failing case replays alone. A failing value is
/// shrunk: the candidates `shrink` offers (each simpler than the value) are
/// tried, and the first that still fails replaces it, until none does.
///
/// `make test` runs each fuzzer briefly. `TRELLIS_FUZZ_SCALE=N` runs N times
/// as many cases (`TRELLIS_FUZZ_SCALE=200 swift test --filter Fuzz` is the long run).
public enum Fuzz {
    /// How many times the usual number of cases to run (the `TRELLIS_FUZZ_SCALE` environment variable; 1 if unset).
    public static var scale: Int {
        ProcessInfo.processInfo.environment["TRELLIS_FUZZ_SCALE"].flatMap(Int.init).map { max(1, $0) } ?? 1
    }

    /// The seed of case `index` of a fuzzer seeded with `seed`.
    public static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }

    /// Runs `property` on `cases` (times ``scale``) values made by `generate`;
    /// the first failure (a non-nil problem), shrunk, or nil if every case held.
    public static func check<Value>(
        seed: UInt64, cases: Int, generate: (inout SeededGenerator) -> Value,
        shrink: (Value) -> [Value] = { _ in [] }, property: (Value) -> String?
    ) -> FuzzFailure<Value>? {
        for index in 0..<(cases * scale) {
            let caseSeed = caseSeed(seed, index)
            var generator = SeededGenerator(seed: caseSeed)
            let value = generate(&generator)
            guard let problem = property(value) else { continue }
            let (minimal, minimalProblem) = shrunk(value, problem, shrink: shrink, property: property)
            return FuzzFailure(seed: caseSeed, original: value, minimal: minimal, problem: minimalProblem)
        }
        return nil
    }

    /// The smallest failing value reachable from `value` through `shrink` (at most 1,000 steps).
    public static func shrunk<Value>(
        _ value: Value, _ problem: String, shrink: (Value) -> [Value], property: (Value) -> String?
    ) -> (Value, String) {
        var current = (value, problem)
        var steps = 0
        search: while steps < 1_000 {
            for candidate in shrink(current.0) {
                steps += 1
                if let problem = property(candidate) {
                    current = (candidate, problem)
                    continue search
                }
            }
            break
        }
        return current
    }

    // MARK: Shrinking the usual shapes

    /// Smaller arrays: the first and second halves, then each element left out (for short arrays).
    public static func shrinkArray<Element>(_ array: [Element]) -> [[Element]] {
        guard !array.isEmpty else { return [] }
        var candidates: [[Element]] = [[]]
        if array.count > 1 {
            candidates.append(Array(array[..<(array.count / 2)]))
            candidates.append(Array(array[(array.count / 2)...]))
        }
        if array.count <= 64 {
            for index in array.indices {
                var fewer = array
                fewer.remove(at: index)
                candidates.append(fewer)
            }
        }
        return candidates
    }

    /// Shorter strings, by their characters (as arrays are shrunk) and by their UTF-16 units.
    public static func shrinkString(_ string: String) -> [String] {
        let byCharacters = shrinkArray(Array(string)).map { String($0) }
        let units = Array(string.utf16)
        let byUnits = units.count <= 64 ? shrinkArray(units).map { String(decoding: $0, as: UTF16.self) } : []
        return byCharacters + byUnits
    }

    /// Smaller byte sequences.
    public static func shrinkBytes(_ bytes: [UInt8]) -> [[UInt8]] {
        shrinkArray(bytes)
    }
}
