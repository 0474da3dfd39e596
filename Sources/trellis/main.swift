import Foundation
import Trellis
import TrellisRender

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
func runDemo(widths: [CGFloat], output: String) {
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

    // The card at each width, side by side on one canvas, drawn to PNG at 2×.
    let canvas = UIView()
    canvas.backgroundColor = .systemGroupedBackground
    var x: CGFloat = 16, height: CGFloat = 0
    for width in widths {
        let card = FeedCard(
            body: "Trellis lays this card out with Auto Layout on Linux 🐧, measures the text at the width it gets, and sizes the card like a self-sizing cell.")
        card.layout(width: width)
        card.view.frame.origin = CGPoint(x: x, y: 16)
        card.view.layer.cornerRadius = 12
        card.view.layer.shadowOpacity = 0.12
        card.view.layer.shadowRadius = 8
        card.view.layer.shadowOffset = CGSize(width: 0, height: 3)
        canvas.addSubview(card.view)
        x += width + 16
        height = max(height, card.view.frame.height)
    }
    canvas.frame = CGRect(x: 0, y: 0, width: x, height: height + 32)
    do {
        let start = ContinuousClock.now
        let png = try Renderer.render(canvas, format: .png, scale: 2)
        try png.write(to: URL(fileURLWithPath: output))
        print("\nDrawn to \(output) (\(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points at 2×, \(png.count / 1024) KB, in \(ContinuousClock.now - start)).")
    } catch {
        print("\nCould not draw the demo: \(error)")
        exit(1)
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" { arguments.removeFirst() }
var widths: [CGFloat] = [320, 375, 430, 820]
var output = "demo.png"
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    guard let value = arguments.first else {
        print("usage: trellis [demo] [--width POINTS] [-o FILE.png]")
        exit(2)
    }
    arguments.removeFirst()
    if option == "--width", let width = Double(value), width.isFinite, width > 0 {
        widths = [CGFloat(width)]
    } else if option == "-o" {
        output = value
    } else {
        print("usage: trellis [demo] [--width POINTS] [-o FILE.png]")
        exit(2)
    }
}
MainActor.assumeIsolated { runDemo(widths: widths, output: output) }
