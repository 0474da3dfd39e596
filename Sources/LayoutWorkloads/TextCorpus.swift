/// Texts that line breaking must get right: tweets, emoji sequences (ZWJ
/// families, skin tones, flags), Chinese, Japanese and Korean, Arabic and
/// Hebrew with Latin mixed in, combining marks, long URLs, hard newlines,
/// tabs, and empty or white-space-only text. Made from a seed, so the same
/// corpus comes back every time.
public enum TextCorpus {
    /// A 170-character tweet, the text the speed figures are given for.
    public static let tweet =
        "Shipping the new layout engine today 🎉 Self-sizing cells finally measure the same on Linux CI as on device. Thanks to everyone who filed bugs! #swift #uikit @trellis"

    static let words = [
        "the", "layout", "engine", "solves", "constraints", "quickly", "and", "labels", "wrap", "at", "any", "width",
        "self-sizing", "cells", "measure", "their", "height", "from", "text", "Swift", "UIKit", "on", "Linux", "a",
        "timeline", "shows", "photos", "retweets", "likes", "replies", "today", "tomorrow", "internationalization",
        "supercalifragilisticexpialidocious", "o'clock", "well-known", "(draft)", "\"quoted\"", "42", "3.14",
        "1,000,000", "€20", "—", "…", "#hashtag", "@mention", "e-mail", "co-operate", "naïve", "café", "façade",
    ]
    static let emoji = [
        "😀", "🎉", "👍🏽", "👩🏿‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "🇫🇷", "🇯🇵", "🧑‍🤝‍🧑", "✋🏻", "🐈", "🌍", "1️⃣", "🫠",
    ]
    static let cjk = [
        "今日はいい天気ですね。", "東京で会いましょう！", "レイアウトエンジンは速い。", "我们今天发布了新版本。",
        "文字的换行必须正确。", "한국어 문장도 줄바꿈이 됩니다.", "こんにちは、世界。", "「引用」と（括弧）。",
    ]
    static let rightToLeft = [
        "مرحبا بالعالم", "هذا نص عربي طويل بعض الشيء", "العدد 123 والكلمة Swift", "שלום עולם", "טקסט בעברית עם Swift 6",
        "ניסיון של שורה ארוכה",
    ]
    static let marks = ["e\u{301}", "a\u{308}\u{304}", "Tiếng Việt có dấu", "Z\u{351}\u{34B}\u{35B}a\u{36A}l\u{36B}g\u{310}o", "ñ", "\u{915}\u{94D}\u{937}"]
    static let urls = [
        "https://example.com/a/really/long/path/that/keeps/going/and/going/until/it/must/break?query=value&other=thing",
        "http://localhost:8080/api/v1/users/123456789/posts/987654321/comments",
        "www.trellis.dev/docs/layout",
    ]
    static let specials = ["", " ", "   ", "\n", "\n\n", "\t", "a\tb", " leading", "trailing ", "a\r\nb", "x\u{2028}y", "a\u{00AD}b"]

    /// `count` texts from `seed`: the special cases first, then a mix.
    public static func texts(count: Int, seed: UInt64 = 1) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func pick(_ list: [String]) -> String { list[next(list.count)] }

        var texts = specials + [tweet]
        while texts.count < count {
            var pieces: [String] = []
            let kind = next(8)
            let length = 1 + next(40)
            for _ in 0..<length {
                switch kind {
                case 0: pieces.append(pick(words))
                case 1: pieces.append(next(3) == 0 ? pick(emoji) : pick(words))
                case 2: pieces.append(next(4) == 0 ? pick(words) : pick(cjk))
                case 3: pieces.append(next(4) == 0 ? pick(words) : pick(rightToLeft))
                case 4: pieces.append(next(2) == 0 ? pick(marks) : pick(words))
                case 5: pieces.append(next(5) == 0 ? pick(urls) : pick(words))
                case 6: pieces.append(pick(words) + (next(6) == 0 ? "\n" : ""))
                default:
                    pieces.append([pick(words), pick(emoji), pick(cjk), pick(rightToLeft), pick(marks), pick(urls)][next(6)])
                }
            }
            let separator = kind == 2 && next(2) == 0 ? "" : " "
            texts.append(pieces.joined(separator: separator))
        }
        return Array(texts.prefix(count))
    }

    /// Whether a text is written in Latin letters alone (with digits and
    /// punctuation of Latin-1), and not empty.
    public static func isLatin(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value < 0x250 }
    }

    /// `count` texts of 4 to 24 words, every word spelt from a number of
    /// its own (from `firstWord` on), so that no word comes twice: the
    /// worst case for a cache of shaped words.
    public static func textsOfNewWords(count: Int, firstWord: Int = 0) -> [String] {
        let consonants = Array("bcdfghjklmnprstvwz"), vowels = Array("aeiou")
        func word(_ number: Int) -> String {
            var letters: [Character] = []
            var rest = number
            repeat {
                letters.append(consonants[rest % consonants.count])
                rest /= consonants.count
                letters.append(vowels[rest % vowels.count])
                rest /= vowels.count
            } while rest > 0
            return String(letters)
        }
        var number = firstWord
        return (0..<count).map { index in
            (0..<(4 + index * 7 % 21)).map { _ in
                defer { number += 1 }
                return word(number)
            }.joined(separator: " ")
        }
    }
}
