import ArgumentParser
import Foundation
import LayoutWorkloads
import Trellis
import TrellisRender

/// `trellis`: lays out and draws the demo feed card.
///
///     trellis demo                    frames at four widths, and demo.png
///     trellis render -o card.svg --format svg --appearance dark --content-size accessibilityLarge
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lays out UIKit-style views headless and draws them.",
        subcommands: [Demo.self, Render.self],
        defaultSubcommand: Demo.self)
}

/// Prints the card's frames at each width and draws the cards to a PNG.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lays the feed card out at device widths, prints its frames and draws it to PNG.")

    @Option(name: .long, help: "Lay out at this width only (points).")
    var width: Double?

    @Option(name: .short, help: "Where the PNG goes.")
    var output = "demo.png"

    func run() throws {
        let widths: [CGFloat] = width.map { [CGFloat($0)] } ?? FeedCard.deviceWidths
        guard widths.allSatisfy({ $0.isFinite && $0 > 0 }) else { throw ValidationError("--width must be a positive number of points.") }
        try MainActor.assumeIsolated {
            printFrames(widths: widths)
            let canvas = FeedCard.canvas(widths: widths, traits: UITraitOverrides())
            let (data, time) = try timedRender(canvas, format: .png, scale: 2)
            try data.write(to: URL(fileURLWithPath: output))
            print("\nDrawn to \(output) (\(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points at 2×, \(data.count / 1024) KB, in \(time)).")
        }
    }
}

/// Draws the cards in a chosen appearance, text size, scale and format.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draws the feed cards to a PNG, SVG or PDF file.")

    @Option(name: .short, help: "The file to write.")
    var output: String

    @Option(help: "png, svg or pdf (default: from the file's extension, else png).")
    var format: ImageFormat?

    @Option(help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(name: .customLong("content-size"), help: "The Dynamic Type size: \(ContentSize.allCases.map(\.rawValue).joined(separator: ", ")).")
    var contentSize: ContentSize = .large

    @Option(name: .long, parsing: .upToNextOption, help: "Widths to lay the card out at (points); the first is the timeline's.")
    var width: [Double] = []

    @Option(help: "cards (the feed card at each width) or timeline (a 844-point-tall screen of timeline cells).")
    var scene: Scene = .cards

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3.") }
        guard width.allSatisfy({ $0.isFinite && $0 > 0 }) else { throw ValidationError("--width must be positive numbers of points.") }
    }

    func run() throws {
        let format = self.format ?? ImageFormat(rawValue: (output as NSString).pathExtension.lowercased()) ?? .png
        try MainActor.assumeIsolated {
            var traits = UITraitOverrides()
            traits.userInterfaceStyle = appearance == .dark ? .dark : .light
            traits.preferredContentSizeCategory = contentSize.category
            let widths = width.isEmpty ? FeedCard.deviceWidths : width.map { CGFloat($0) }
            let start = ContinuousClock.now
            let canvas: UIView
            // The screen's traits apply before it is laid out, as a window's would (kept for the drawing too).
            let host = UIView()
            host.traitOverrides = traits
            switch scene {
            case .cards:
                canvas = FeedCard.canvas(widths: widths, traits: traits)
            case .timeline:
                canvas = TimelineScreen.make(size: CGSize(width: width.first ?? 390, height: 844), in: host)
            }
            let layoutTime = ContinuousClock.now - start
            let (data, drawTime) = try withExtendedLifetime(host) { try timedRender(canvas, format: format, scale: CGFloat(scale)) }
            try data.write(to: URL(fileURLWithPath: output))
            print("\(output): \(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points, \(format.rawValue), laid out in \(layoutTime), drawn in \(drawTime)")
        }
    }
}

extension ImageFormat: ExpressibleByArgument {}

/// What `render` draws.
enum Scene: String, ExpressibleByArgument, CaseIterable {
    case cards, timeline
}

/// The appearances `--appearance` takes.
enum Appearance: String, ExpressibleByArgument, CaseIterable {
    case light, dark
}

/// The content size categories `--content-size` takes, by their short names.
enum ContentSize: String, ExpressibleByArgument, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    var category: UIContentSizeCategory { UIContentSizeCategory.allCases[Self.allCases.firstIndex(of: self)!] }
}

/// Draws `view`, timing it.
@MainActor
func timedRender(_ view: UIView, format: ImageFormat, scale: CGFloat) throws -> (Data, Duration) {
    let start = ContinuousClock.now
    let data = try Renderer.render(view, format: format, scale: scale)
    return (data, ContinuousClock.now - start)
}

/// Prints the card's frames at each width as a Markdown table.
@MainActor
func printFrames(widths: [CGFloat]) {
    func formatted(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
    func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
        guard text.count < width else { return text }
        let space = String(repeating: " ", count: width - text.count)
        return left ? text + space : space + text
    }
    let card = FeedCard()
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
                print("| \(padded(formatted(width), 5)) | \(padded(name, 7, left: true)) | \(cells[0]) | \(cells[1]) | \(cells[2]) | \(padded(cells[3], 6)) |")
            }
        }
    }
    for diagnostic in diagnostics { print("\n\(diagnostic.message)") }
}
