import Foundation
import Trellis

// `trellis` — the command line. Until windows and drawing land it runs one
// demo: a feed card built with views, anchors and labels of real text, sized
// like a self-sizing table cell at the widths of four devices, printed as a
// table of frames.
// `trellis demo --width 500` lays out one width.

func formatted(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
}

/// Right-aligns `text` in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// Left-aligns `text` in `width` columns.
func leftAligned(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

@MainActor
func runDemo(widths: [CGFloat]) {
    let card = FeedCard(
        body: "Trellis lays this card out with Auto Layout on Linux 🐧, measures the text at the width it gets, and sizes the card like a self-sizing cell.")
    print("A feed card sized like a self-sizing cell at \(widths.count == 1 ? "one width" : "\(widths.count) device widths") (frames in points; the body wraps into the lines shown).\n")
    print("| width | view    |     x |     y | width | height |")
    print("|------:|---------|------:|------:|------:|-------:|")
    let (_, diagnostics) = LayoutDiagnostics.capture {
        for width in widths {
            card.layout(width: width)
            let rows: [(String, CGRect)] = [
                ("avatar", card.avatar.frame), ("name", card.name.frame), ("badge", card.badge.frame),
                ("body \(card.body.textLayout(width: card.body.frame.width).lines.count)L", card.body.frame), ("card", card.view.frame),
            ]
            for (name, f) in rows {
                let cells = [f.minX, f.minY, f.width, f.height].map { padded(formatted($0), 5) }
                print("| \(padded(formatted(width), 5)) | \(leftAligned(name, 7)) | \(cells[0]) | \(cells[1]) | \(cells[2]) | \(padded(cells[3], 6)) |")
            }
        }
    }
    for diagnostic in diagnostics { print("\n\(diagnostic.message)") }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" { arguments.removeFirst() }
var widths: [CGFloat] = [320, 375, 430, 820]
if arguments.count == 2, arguments[0] == "--width", let width = Double(arguments[1]), width.isFinite, width > 0 {
    widths = [CGFloat(width)]
} else if !arguments.isEmpty {
    print("usage: trellis [demo] [--width POINTS]")
    exit(2)
}
MainActor.assumeIsolated { runDemo(widths: widths) }
