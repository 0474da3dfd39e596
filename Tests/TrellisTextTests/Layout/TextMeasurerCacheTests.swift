import Foundation
import Testing
@testable import TrellisText

/// The measurer's caches, reached with plain spans or with spans hashed once.
struct TextMeasurerCacheTests {
    static let font = UIFont.systemFont(ofSize: 17)
    static let base = [TextSpan("Trellis lays out text", font: font)]

    /// Spans that differ from `base` in one attribute each.
    static let spaced: TextParagraphSpacing = {
        var spacing = TextParagraphSpacing()
        spacing.lineSpacing = 2
        return spacing
    }()

    static let variants: [[TextSpan]] = [
        [TextSpan("Trellis lays out text.", font: font)],
        [TextSpan("Trellis lays out text", font: .systemFont(ofSize: 18))],
        [TextSpan("Trellis lays out text", font: font, kern: 1)],
        [TextSpan("Trellis lays out text", font: font, paragraphSpacing: spaced)],
        [TextSpan("Trellis lays out", font: font), TextSpan(" text", font: font)],
        [],
    ]

    /// Equal spans are equal and hash alike, whether or not their hash was worked out.
    @Test(arguments: [false, true], [false, true])
    func hashedSpansAreEqualWhenTheirSpansAre(prepareOne: Bool, prepareOther: Bool) {
        var one = HashedSpans([TextSpan(String("Trellis lays out text".reversed().reversed()), font: Self.font)])
        var other = HashedSpans(Self.base)
        if prepareOne { one.prepareHash() }
        if prepareOther { other.prepareHash() }
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect((one.knownHash != nil) == prepareOne)
    }

    @Test(arguments: variants)
    func hashedSpansDifferWhenTheirSpansDo(spans: [TextSpan]) {
        var one = HashedSpans(spans), other = HashedSpans(Self.base)
        #expect(one != other)
        one.prepareHash()
        other.prepareHash()
        #expect(one != other)
        #expect(one.spans == spans)
    }

    @Test func hashedAndPlainSpansShareOneCache() throws {
        let measurer = TextMeasurer()
        let plain = measurer.layout(of: Self.base, width: 120)
        var kept = HashedSpans(Self.base)
        let hashed = measurer.layout(of: &kept, width: 120)
        #expect(hashed == plain)
        #expect(kept.knownHash != nil)
        #expect(measurer.statistics == TextMeasurer.Statistics(shapings: 1, lineBreakings: 1, hits: 1))

        // A new width breaks lines again from the text already shaped.
        let narrower = measurer.layout(of: &kept, width: 60)
        #expect(narrower.lines.count > plain.lines.count)
        #expect(measurer.statistics == TextMeasurer.Statistics(shapings: 1, lineBreakings: 2, hits: 1))

        // Other spans are other entries.
        var other = HashedSpans(Self.variants[0])
        _ = measurer.layout(of: &other, width: 120)
        #expect(measurer.statistics == TextMeasurer.Statistics(shapings: 2, lineBreakings: 3, hits: 1))
    }

    /// A measurer without caches is given the spans and never hashes them.
    @Test func aMeasurerWithoutCachesLeavesTheHashUnknown() {
        struct Counting: TextMeasuring {
            func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
                TextLayout(lines: [], isTruncated: spans.count != 1)
            }
        }
        var kept = HashedSpans(Self.base)
        #expect(Counting().layout(of: &kept, width: 50, wrapping: .word, maximumLines: 0).isTruncated == false)
        #expect(kept.knownHash == nil)
    }
}
