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
// - cold shaping: shaping a text the first time, per 100 characters, against
//   a new Pango layout of it: the mixed corpus, its texts in Latin letters
//   alone, and texts whose every word is new (Trellis keeps the words it
//   shaped: the other texts find most of theirs shaped before).
// - cache hit: a width asked for again, answered by the measurer's cache.
//
// - hostile text: long runs of zero-width characters and of paragraph ends,
//   measured and drawn by a label at three lengths (see HostileText.swift).
//
//   text-compare [--rounds N]   alternate the two sides N times (default 3),
//                               keeping each side's best median
//   text-compare --hostile      only the hostile texts
//   text-compare --only-shaping N [--new-words | --latin]
//                               the corpus (1,000 texts of new words, the corpus's
//                               texts in Latin letters) shaped N times and nothing
//                               else, for a profiler (`valgrind --tool=callgrind`)

let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = option("--rounds", in: arguments) ?? 3
if arguments.contains("--hostile") {
    print(MainActor.assumeIsolated { hostileTextRows() })
    exit(0)
}
let font = UIFont.systemFont(ofSize: 17)
if let flag = arguments.firstIndex(of: "--only-shaping"), arguments.indices.contains(flag + 1), let count = Int(arguments[flag + 1]) {
    let newWords = arguments.contains("--new-words"), latinOnly = arguments.contains("--latin")
    for round in 0..<count {
        var texts = newWords ? TextCorpus.textsOfNewWords(count: 1_000, firstWord: round * 20_000) : TextCorpus.texts(count: 1_000)
        if latinOnly { texts = texts.filter(TextCorpus.isLatin) }
        for text in texts { _ = ShapedText(text, font: font) }
    }
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

/// Seconds per 100 characters of shaping `batches` (each batch once: texts
/// not shaped before) and of a new Pango layout of each text, batch by
/// batch in turn: the medians.
func coldShaping(_ batches: [[String]]) -> (trellis: Double, pango: Double) {
    func perHundred(_ batch: [String], _ body: (String) -> Void) -> Double {
        let characters = batch.reduce(0) { $0 + $1.unicodeScalars.count }
        let start = ContinuousClock.now
        for text in batch { body(text) }
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) / Double(characters) * 100
    }
    var trellis: [Double] = [], pango: [Double] = []
    for batch in batches {
        trellis.append(perHundred(batch) { _ = ShapedText($0, font: font) })
        pango.append(perHundred(batch) { _ = PangoLayoutReference([TextSpan($0, font: font)])?.size(width: 375) })
    }
    return (trellis.sorted()[batches.count / 2], pango.sorted()[batches.count / 2])
}
// The corpus and its Latin texts: shaped again in every batch (each time
// as a new text; their words were shaped before). New words: new every batch.
let latin = corpus.filter(TextCorpus.isLatin)
let mixedCold = coldShaping(Array(repeating: corpus, count: 7))
let latinCold = coldShaping(Array(repeating: latin, count: 7))
let newWordsCold = coldShaping((0..<7).map { TextCorpus.textsOfNewWords(count: 300, firstWord: 1_000_000 + $0 * 10_000) })
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
| cold shaping of the tweet | \(formatDuration(tweetShaping)) |
| cache hit (same text, attributes and width) | \(formatDuration(hit)) |

| a text shaped the first time, per 100 characters | Trellis | a new Pango layout | ratio |
|---|---|---|---|
| the corpus (\(corpus.count) texts of every kind) | \(formatDuration(mixedCold.trellis)) | \(formatDuration(mixedCold.pango)) | \(String(format: "%.2f×", mixedCold.trellis / mixedCold.pango)) |
| its texts in Latin letters (\(latin.count)) | \(formatDuration(latinCold.trellis)) | \(formatDuration(latinCold.pango)) | \(String(format: "%.2f×", latinCold.trellis / latinCold.pango)) |
| texts whose every word is new (300 a batch) | \(formatDuration(newWordsCold.trellis)) | \(formatDuration(newWordsCold.pango)) | \(String(format: "%.2f×", newWordsCold.trellis / newWordsCold.pango)) |
""")
print()
print(MainActor.assumeIsolated { hostileTextRows() })
