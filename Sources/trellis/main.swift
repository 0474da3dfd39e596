import Foundation
import TrellisSolver

// `trellis` — the command line. Until the view layer lands it runs one demo:
// a feed card solved at the widths of four devices, printed as a table of
// frames. `trellis demo --width 500` solves one width.

func formatted(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Right-aligns `text` in `width` columns.
func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// Left-aligns `text` in `width` columns.
func leftAligned(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func runDemo(widths: [Double]) throws(SolverError) {
    let card = try CardLayout(
        bodyText: "Trellis lays this card out with a constraint solver, measures the text at the width it is given, and solves again.")
    print("A feed card solved at \(widths.count == 1 ? "one width" : "\(widths.count) device widths") (frames in points).\n")
    print("| width | view   |     x |     y | width | height |")
    print("|------:|--------|------:|------:|------:|-------:|")
    for width in widths {
        let passes = try card.layout(width: width)
        for box in [card.avatar, card.name, card.badge, card.body] {
            let f = card.frame(of: box)
            let cells = [f.x, f.y, f.width, f.height].map { padded(formatted($0), 5) }
            print("| \(padded(formatted(width), 5)) | \(leftAligned(box.name, 6)) | \(cells[0]) | \(cells[1]) | \(cells[2]) | \(padded(cells[3], 6)) |")
        }
        print("| \(padded(formatted(width), 5)) | card   |     0 |     0 | \(padded(formatted(width), 5)) | \(padded(formatted(card.solver.value(of: card.cardHeight)), 6)) |   ← \(passes) solve pass\(passes == 1 ? "" : "es")")
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "demo" { arguments.removeFirst() }
var widths: [Double] = [320, 375, 430, 820]
if arguments.count == 2, arguments[0] == "--width", let width = Double(arguments[1]), width.isFinite, width > 0 {
    widths = [width]
} else if !arguments.isEmpty {
    print("usage: trellis [demo] [--width POINTS]")
    exit(2)
}
do {
    try runDemo(widths: widths)
} catch {
    print("error: \(error)")
    exit(1)
}
