import CompareTiming
import Foundation
import LayoutWorkloads
import TrellisText

// Times text measurement in Trellis and, in the same run, Pango's own
// re-layout of the same text at the same widths, and prints a Markdown table.
//
// - new width: a text measured again at a width it was not measured at
//   before. Trellis breaks lines from the text shaped once; Pango lays the
//   paragraph out again (`pango_layout_set_width` + `pango_layout_get_size`).
// - cold shaping: shaping a text the first time, per 100 characters.
// - cache hit: a width asked for again, answered by the measurer's cache.
//
// - hostile text: long runs of zero-width characters and of paragraph ends,
//   measured and drawn by a label at three lengths (see HostileText.swift).
//
//   text-compare [--rounds N]   alternate the two sides N times (default 3),
//                               keeping each side's best median
//   text-compare --hostile      only the hostile texts
//   text-compare --only-shaping N
//                               the corpus shaped N times and nothing else, for a
//                               profiler (`valgrind --tool=callgrind`)

let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = option("--rounds", in: arguments) ?? 3
if arguments.contains("--hostile") {
    print(MainActor.assumeIsolated { hostileTextRows() })
    exit(0)
}
let font = UIFont.systemFont(ofSize: 17)
if let flag = arguments.firstIndex(of: "--only-shaping"), arguments.indices.contains(flag + 1), let count = Int(arguments[flag + 1]) {
    let texts = TextCorpus.texts(count: 1_000)
    for _ in 0..<count { for text in texts { _ = ShapedText(text, font: font) } }
    exit(0)
}
let widths: [CGFloat] = (0..<20).map { 120 + CGFloat($0) * 13.7 }
let tweet = TextCorpus.tweet
let corpus = TextCorpus.texts(count: 1_000)
guard let shapedTweet = ShapedText(tweet, font: font), let pangoTweet = PangoLayoutReference([TextSpan(tweet, font: font)]) else {
    fatalError("Pango is not available")
}
let shapedCorpus = corpus.compactMap { ShapedText($0, font: font) }
let pangoCorpus = corpus.compactMap { PangoLayoutReference([TextSpan($0, font: font)]) }

// Both sides must agree before they are timed.
for width in widths where shapedTweet.layout(width: width).lines.map(\.range.lowerBound) != pangoTweet.lineStarts(width: width) {
    fatalError("Trellis and Pango break the tweet differently at \(width) pt")
}

nonisolated(unsafe) var best: [String: Double] = [:]
func keep(_ name: String, _ value: Double) { best[name] = min(best[name] ?? .infinity, value) }

// Every batch measures at widths not seen before (a shaped text remembers
// the few pieces it shaped exactly near the edge of earlier widths).
nonisolated(unsafe) var batch: CGFloat = 0
func freshWidths() -> [CGFloat] {
    batch += 1
    return widths.map { $0 + batch / 1024 }
}

for _ in 0..<rounds {
    keep("tweet trellis", medianSeconds(ops: widths.count, budget: 0.5, minimumSamples: 5) { for w in freshWidths() { _ = shapedTweet.layout(width: w).size } })
    keep("tweet pango", medianSeconds(ops: widths.count, budget: 0.5, minimumSamples: 5) { for w in freshWidths() { _ = pangoTweet.size(width: w) } })
    // Five of the widths per batch: Pango takes about a second for those.
    keep("corpus trellis", medianSeconds(ops: 5 * shapedCorpus.count, budget: 0.3, minimumSamples: 3) {
        let fresh = freshWidths().prefix(5)
        for text in shapedCorpus { for w in fresh { _ = text.layout(width: w).size } }
    })
    keep("corpus pango", medianSeconds(ops: 5 * pangoCorpus.count, budget: 0.3, minimumSamples: 3) {
        let fresh = freshWidths().prefix(5)
        for text in pangoCorpus { for w in fresh { _ = text.size(width: w) } }
    })
}

let characters = corpus.reduce(0) { $0 + $1.unicodeScalars.count }
let shaping = medianSeconds(ops: 1, budget: 0.3) { for text in corpus { _ = ShapedText(text, font: font) } } / Double(characters) * 100
let pangoCold = medianSeconds(ops: 1, budget: 0.3) {
    for text in corpus { _ = PangoLayoutReference([TextSpan(text, font: font)])?.size(width: 375) }
} / Double(characters) * 100
let tweetShaping = medianSeconds(ops: 1, budget: 0.5, minimumSamples: 5) { _ = ShapedText(tweet, font: font) }
let measurer = TextMeasurer()
let spans = [TextSpan(tweet, font: font)]
_ = measurer.layout(of: spans, width: 300)
let hit = medianSeconds(ops: 1_000, budget: 0.5, minimumSamples: 5) { for _ in 0..<1_000 { _ = measurer.layout(of: spans, width: 300) } }

print("""
| measurement | Trellis | Pango | ratio |
|---|---|---|---|
| tweet (\(tweet.unicodeScalars.count) characters) at a new width | \(formatDuration(best["tweet trellis"]!)) | \(formatDuration(best["tweet pango"]!)) | \(String(format: "%.0f×", best["tweet pango"]! / best["tweet trellis"]!)) faster |
| corpus (\(corpus.count) texts, \(characters / corpus.count) characters on average) at a new width | \(formatDuration(best["corpus trellis"]!)) | \(formatDuration(best["corpus pango"]!)) | \(String(format: "%.0f×", best["corpus pango"]! / best["corpus trellis"]!)) faster |

| cost | Trellis |
|---|---|
| cold shaping, per 100 characters (corpus) | \(formatDuration(shaping)) |
| for scale: a new Pango layout of the same texts, per 100 characters | \(formatDuration(pangoCold)) |
| cold shaping of the tweet | \(formatDuration(tweetShaping)) |
| cache hit (same text, attributes and width) | \(formatDuration(hit)) |
""")
print()
print(MainActor.assumeIsolated { hostileTextRows() })
