import Foundation

/// Measures text: what views ask when they size themselves around it.
///
/// Behind a protocol so that a toolkit can measure with another text
/// system, and tests with a deterministic one.
public protocol TextMeasuring: Sendable {
    /// `spans` broken into lines no wider than `width` (nil: unwrapped),
    /// keeping at most `maximumLines` (0: all).
    func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout

    /// The same, for spans the caller keeps: a measurer with caches works
    /// their hash out the first time (`prepareHash()`) and looks them up
    /// without hashing the text again.
    func layout(of spans: inout HashedSpans, width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout

    /// The parts of `line` (a line of `spans` laid out by this measurer)
    /// kept when it must fit `width` points with an ellipsis
    /// `ellipsisWidth` wide at `position` (see `ShapedText.truncation`);
    /// nil when the measurer cannot cut text between clusters, and lines
    /// are drawn whole.
    func truncation(
        of line: TextLine, in spans: [TextSpan], toFit width: CGFloat, ellipsisWidth: CGFloat, at position: TruncationPosition,
        always: Bool
    ) -> (before: Range<Int>, after: Range<Int>, ellipsis: Bool)?
}

extension TextMeasuring {
    /// A measurer without caches measures the spans, never hashed.
    public func layout(of spans: inout HashedSpans, width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
        layout(of: spans.spans, width: width, wrapping: wrapping, maximumLines: maximumLines)
    }

    /// A measurer without shaped text cannot cut lines: none are shortened.
    public func truncation(
        of line: TextLine, in spans: [TextSpan], toFit width: CGFloat, ellipsisWidth: CGFloat, at position: TruncationPosition,
        always: Bool
    ) -> (before: Range<Int>, after: Range<Int>, ellipsis: Bool)? {
        nil
    }
}

/// Pango's measurement with two bounded caches: text shaped once per text
/// and attributes, and recent layouts per text, attributes and width. A
/// label re-measured at a new width costs only line breaking; at a width it
/// had before, a lookup.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    /// The measurer text is measured with by default.
    public static let shared = TextMeasurer()

    /// The measurer of the work running now: `shared`, unless the work runs
    /// in a scope that names another (a host binds its own around
    /// everything it does). Measuring strings (`boundingRect`,
    /// `size(withAttributes:)`) and drawing them use it, so that text is
    /// measured one way within one piece of work, whatever runs beside it.
    @TaskLocal public static var current: any TextMeasuring = TextMeasurer.shared

    /// How many shaped texts are kept.
    public let shapedCapacity: Int
    /// How many layouts are kept.
    public let layoutCapacity: Int

    /// What the caches did: shapings, line breakings and cache hits.
    public struct Statistics: Sendable, Hashable {
        /// Texts shaped (cache misses on text and attributes).
        public var shapings = 0
        /// Layouts computed by breaking lines (misses on the width).
        public var lineBreakings = 0
        /// Layouts answered from the cache.
        public var hits = 0
    }

    private struct LayoutKey: Hashable {
        let spans: HashedSpans
        let width: CGFloat?
        let wrapping: LineWrapping
        let maximumLines: Int
    }

    private let lock = NSLock()
    private var shaped: [HashedSpans: ShapedText] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]
    private var counts = Statistics()

    /// A measurer keeping up to `shapedCapacity` shaped texts and
    /// `layoutCapacity` layouts (the oldest half of a full cache is dropped).
    public init(shapedCapacity: Int = 1_024, layoutCapacity: Int = 8_192) {
        self.shapedCapacity = max(2, shapedCapacity)
        self.layoutCapacity = max(2, layoutCapacity)
    }

    /// What the caches did so far.
    public var statistics: Statistics { lock.withLock { counts } }

    /// Empties both caches.
    public func removeAll() {
        lock.withLock {
            shaped.removeAll()
            layouts.removeAll()
        }
    }

    /// The text shaped (from the cache when it was shaped before); nil
    /// without Pango.
    public func shapedText(_ spans: [TextSpan]) -> ShapedText? {
        var key = HashedSpans(spans)
        key.prepareHash()
        return shapedText(key)
    }

    private func shapedText(_ key: HashedSpans) -> ShapedText? {
        if let text = lock.withLock({ shaped[key] }) { return text }
        guard let text = ShapedText(key.spans) else { return nil }
        lock.withLock {
            counts.shapings += 1
            if shaped.count >= shapedCapacity { shaped.removeHalf() }
            shaped[key] = text
        }
        return text
    }

    /// The layout from the cache, or the text (shaped from the cache when it
    /// can be) broken into lines and remembered.
    public func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping = .word, maximumLines: Int = 0) -> TextLayout {
        var hashed = HashedSpans(spans)
        return layout(of: &hashed, width: width, wrapping: wrapping, maximumLines: maximumLines)
    }

    /// The same, for spans the caller keeps (hashed here once).
    public func layout(of spans: inout HashedSpans, width: CGFloat?, wrapping: LineWrapping = .word, maximumLines: Int = 0) -> TextLayout {
        spans.prepareHash()
        let key = LayoutKey(spans: spans, width: width, wrapping: wrapping, maximumLines: maximumLines)
        let cached: TextLayout? = lock.withLock {
            let layout = layouts[key]
            if layout != nil { counts.hits += 1 }
            return layout
        }
        if let cached { return cached }
        let layout = shapedText(spans)?.layout(width: width, wrapping: wrapping, maximumLines: maximumLines)
            ?? .empty
        lock.withLock {
            counts.lineBreakings += 1
            if layouts.count >= layoutCapacity { layouts.removeHalf() }
            layouts[key] = layout
        }
        return layout
    }

    /// The line cut from the text as shaped (from the cache when it can be).
    public func truncation(
        of line: TextLine, in spans: [TextSpan], toFit width: CGFloat, ellipsisWidth: CGFloat, at position: TruncationPosition,
        always: Bool
    ) -> (before: Range<Int>, after: Range<Int>, ellipsis: Bool)? {
        shapedText(spans)?.truncation(of: line, toFit: width, ellipsisWidth: ellipsisWidth, at: position, always: always)
    }
}

extension Dictionary {
    /// Drops about half of the entries (a cheap bound on a cache's size).
    mutating func removeHalf() {
        var keep = false
        self = filter { _ in
            keep.toggle()
            return keep
        }
    }
}
