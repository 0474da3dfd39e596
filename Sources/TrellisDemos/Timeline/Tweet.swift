import Foundation
import Trellis

/// A tweet of the timeline demo: always an author and a date, and text,
/// a photo or both; sometimes retweeted by someone.
struct Tweet: Hashable, Sendable {
    struct User: Hashable, Sendable {
        let displayName: String
        let username: String
        let hue: Int
        var initials: String { String(displayName.split(separator: " ").compactMap(\.first).prefix(2)) }
    }

    /// A photo's natural size in points (its artwork is drawn at that size).
    struct Media: Hashable, Sendable {
        let width: CGFloat, height: CGFloat
        let hue: Int
    }

    let id: Int
    let author: User
    let date: String
    let text: String?
    let media: Media?
    let retweetedBy: User?

    static let people = [
        User(displayName: "Margaret Hamilton", username: "@lunar_software", hue: 0),
        User(displayName: "Alan Kay", username: "@dynabook", hue: 1),
        User(displayName: "Radia Perlman", username: "@spanning_tree_poet", hue: 2),
        User(displayName: "Edsger Dijkstra", username: "@shortest_path_first", hue: 3),
        User(displayName: "Frances Allen", username: "@optimizing_compilers", hue: 4),
        User(displayName: "Ken Thompson", username: "@unix_since_1969", hue: 5),
    ]

    static let texts = [
        "Shipped the landing software today. The priority scheduler dropped the low-priority jobs exactly as designed 🚀",
        "The best way to predict the future is to build it, then lay it out at every width.",
        "Short one.",
        "Self-sizing cells are only as good as their text measurement: this tweet wraps onto several lines on a phone, fewer on a tablet, and never clips a word.",
        "A rule of thumb: hugging keeps things small, compression resistance keeps them whole, and priorities decide who gives way first.",
        "Emoji, accents and CJK all measure the same way: 東京 café 🍜 naïve façade.",
        nil,
    ]

    /// The demo's timeline: 60 tweets with every combination of text, photo and retweet.
    static let samples: [Tweet] = (0..<60).map { i in
        let text = texts[i % texts.count]
        let hasMedia = text == nil || i % 3 == 0
        let sizes: [(CGFloat, CGFloat)] = [(640, 400), (300, 300), (200, 280), (960, 540)]
        let size = sizes[i % sizes.count]
        return Tweet(
            id: i, author: people[i % people.count], date: ["2m", "14m", "1h", "3h", "Yesterday", "Mar 3"][i % 6], text: text,
            media: hasMedia ? Media(width: size.0, height: size.1, hue: i) : nil,
            retweetedBy: i % 4 == 1 ? people[(i + 2) % people.count] : nil)
    }
}
