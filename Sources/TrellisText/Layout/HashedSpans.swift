/// Text spans that keep their hash once it is worked out.
///
/// A text is measured at several widths (a label fitted, then laid out; a
/// SwiftUI `Text` asked about each proposal), and a measurer with caches
/// looks it up at each. Hashing its characters every time is most of a
/// lookup's cost for a long text; a view that keeps its text keeps one of
/// these and passes it `inout`, so that the measurer hashes the text once
/// (a measurer without caches never does).
public struct HashedSpans: Hashable, Sendable {
    /// The spans.
    public let spans: [TextSpan]
    /// Their hash, once worked out.
    public private(set) var knownHash: Int?

    /// The spans, not hashed yet.
    public init(_ spans: [TextSpan]) {
        self.spans = spans
    }

    /// Works the hash out, unless it is known: a measurer with caches calls
    /// it before looking the spans up.
    public mutating func prepareHash() {
        if knownHash == nil { knownHash = spans.hashValue }
    }

    public static func == (lhs: HashedSpans, rhs: HashedSpans) -> Bool {
        if let left = lhs.knownHash, let right = rhs.knownHash, left != right { return false }
        return lhs.spans == rhs.spans
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(knownHash ?? spans.hashValue)
    }
}
