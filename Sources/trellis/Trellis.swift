import ArgumentParser
import Foundation
import LayoutWorkloads
import Trellis
import TrellisDemos
import TrellisRender

/// `trellis`: runs the demo apps headless and draws them; lays out and draws the feed card.
///
///     trellis demo                    every demo on an iPhone and an iPad, to out/
///     trellis demo chat --device ipad-pro-11 --orientation landscape --appearance dark
///     trellis card                    the feed card's frames at four widths, and card.png
///     trellis render -o card.svg --format svg --appearance dark --content-size accessibilityLarge
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lays out UIKit-style apps and views headless and draws them.",
        subcommands: [DemoCommand.self, Card.self, Render.self],
        defaultSubcommand: DemoCommand.self)
}

/// Runs a demo app on a device and draws its window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Runs the seed apps (timeline, quotes, chat) on a device and draws them; with no name, every demo on two devices to out/.")

    @Argument(help: "The demo: \(TrellisDemos.Demo.allCases.map(\.rawValue).joined(separator: ", ")) (default: all of them).")
    var name: TrellisDemos.Demo?

    @Option(help: "The device: \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation = .portrait

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(name: .customLong("content-size"), help: "The Dynamic Type size: \(ContentSize.allCases.map(\.rawValue).joined(separator: ", ")).")
    var contentSize: ContentSize = .large

    @Option(help: "Pixels per point for PNG: 1, 2 or 3 (default: the device's).")
    var scale: Double?

    @Option(help: "png, svg or pdf (default: from the file's extension, else png).")
    var format: ImageFormat?

    @Option(name: .short, help: "The file to write (default: out/<demo>-<device>-<orientation>.<format>).")
    var output: String?

    @Option(help: "Scroll first: to an offset in points (1200) or to a row (row:25).")
    var scroll: String?

    @Flag(help: "Launch in the other orientation and rotate live before drawing.")
    var rotate = false

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3.") }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("Unknown device '\(device)'; one of: \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")).")
        }
        if let scroll, ScrollTarget(scroll) == nil { throw ValidationError("--scroll takes points (1200) or a row (row:25).") }
        if name == nil, output != nil { throw ValidationError("-o needs a demo name (all the demos go to out/).") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            // One demo as asked, or every demo on a phone held upright and a large iPad turned.
            let runs: [(TrellisDemos.Demo, DeviceProfile, Orientation)] = if let name {
                [(name, device.flatMap(DeviceProfile.named) ?? .iPhone15, orientation)]
            } else {
                TrellisDemos.Demo.allCases.flatMap { demo in
                    [(demo, device.flatMap(DeviceProfile.named) ?? .iPhone15, orientation), (demo, DeviceProfile.iPadPro12_9, .landscape)]
                }
            }
            for (demo, profile, orientation) in runs { try render(demo, on: profile, orientation) }
        }
    }

    @MainActor
    private func render(_ demo: TrellisDemos.Demo, on profile: DeviceProfile, _ orientation: Orientation) throws {
        let format = self.format ?? output.flatMap { ImageFormat(rawValue: ($0 as NSString).pathExtension.lowercased()) } ?? .png
        let path = output ?? "out/\(demo.rawValue)-\(profile.identifier)-\(orientation.rawValue)\(appearance == .dark ? "-dark" : "").\(format.rawValue)"
        try DemoRun(demo: demo, device: profile, orientation: orientation, appearance: appearance, contentSize: contentSize,
                    scroll: scroll.flatMap(ScrollTarget.init), rotate: rotate)
            .draw(to: path, format: format, scale: scale.map { CGFloat($0) })
    }
}

/// A demo launched in a headless host and drawn: what `demo` and `render` do.
struct DemoRun {
    let demo: TrellisDemos.Demo
    let device: DeviceProfile
    let orientation: Orientation
    let appearance: Appearance
    let contentSize: ContentSize
    var scroll: ScrollTarget?
    var rotate = false

    /// Launches the demo (in the other orientation first when rotating live),
    /// scrolls, draws the window to `path` and says what it did; diagnostics follow.
    @MainActor
    func draw(to path: String, format: ImageFormat, scale: CGFloat?) throws {
        let start = ContinuousClock.now
        let (_, diagnostics) = try LayoutDiagnostics.capture {
            let host = HeadlessHost(device: device, orientation: (rotate ? orientation.other : orientation).interface,
                                    appearance: appearance == .dark ? .dark : .light, contentSizeCategory: contentSize.category)
            host.launch(demo.makeRootViewController())
            if rotate { host.rotate(to: orientation.interface) }
            if let scroll, let table = firstTable(in: host.window) {
                switch scroll {
                case let .offset(y): table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                case let .row(row):
                    table.scrollToRow(at: IndexPath(row: min(row, max(0, table.numberOfRows(inSection: 0) - 1)), section: 0), at: .top, animated: false)
                }
            }
            host.layout()
            let layoutTime = ContinuousClock.now - start
            let drawStart = ContinuousClock.now
            let data = try host.snapshot(format: format, scale: scale)
            let drawTime = ContinuousClock.now - drawStart
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            let size = host.window.bounds.size
            print("\(path): \(demo.rawValue) on \(device.name), \(orientation.rawValue), \(Int(size.width)) × \(Int(size.height)) points, laid out in \(layoutTime), drawn in \(drawTime)")
        }
        for diagnostic in diagnostics { print("  \(diagnostic.message)") }
    }

    /// The first table in the window (the demo's list).
    @MainActor
    private func firstTable(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews { if let table = firstTable(in: subview) { return table } }
        return nil
    }
}

/// Where `--scroll` goes.
enum ScrollTarget {
    case offset(CGFloat), row(Int)

    init?(_ text: String) {
        if text.hasPrefix("row:"), let row = Int(text.dropFirst(4)), row >= 0 {
            self = .row(row)
        } else if let y = Double(text), y.isFinite {
            self = .offset(CGFloat(y))
        } else {
            return nil
        }
    }
}

/// The orientations `--orientation` takes.
enum Orientation: String, ExpressibleByArgument, CaseIterable {
    case portrait, landscape

    var interface: UIInterfaceOrientation { self == .portrait ? .portrait : .landscapeLeft }
    var other: Orientation { self == .portrait ? .landscape : .portrait }
}

extension TrellisDemos.Demo: ExpressibleByArgument {}

/// Prints the card's frames at each width and draws the cards to a PNG.
struct Card: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lays the feed card out at device widths, prints its frames and draws it to PNG.")

    @Option(name: .long, help: "Lay out at this width only (points).")
    var width: Double?

    @Option(name: .short, help: "Where the PNG goes.")
    var output = "card.png"

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

/// Draws the cards, or a demo app on a device, in a chosen appearance, text size, scale and format.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draws the feed cards, or a demo app on a device, to a PNG, SVG or PDF file.")

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

    @Option(name: .long, parsing: .upToNextOption, help: "Widths to lay the cards out at (points).")
    var width: [Double] = []

    @Option(help: "cards (the feed card at each width), or a demo app: \(TrellisDemos.Demo.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: Scene = .cards

    @Option(help: "The device a demo runs on: \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")).")
    var device = "iphone-15"

    @Option(help: "portrait or landscape (demos).")
    var orientation: Orientation = .portrait

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3.") }
        guard width.allSatisfy({ $0.isFinite && $0 > 0 }) else { throw ValidationError("--width must be positive numbers of points.") }
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError("Unknown device '\(device)'; one of: \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")).")
        }
    }

    func run() throws {
        let format = self.format ?? ImageFormat(rawValue: (output as NSString).pathExtension.lowercased()) ?? .png
        try MainActor.assumeIsolated {
            if scene != .cards {
                let demo = TrellisDemos.Demo(rawValue: scene.rawValue)!
                try DemoRun(demo: demo, device: DeviceProfile.named(device)!, orientation: orientation, appearance: appearance,
                            contentSize: contentSize).draw(to: output, format: format, scale: CGFloat(scale))
                return
            }
            var traits = UITraitOverrides()
            traits.userInterfaceStyle = appearance == .dark ? .dark : .light
            traits.preferredContentSizeCategory = contentSize.category
            let start = ContinuousClock.now
            let canvas = FeedCard.canvas(widths: width.isEmpty ? FeedCard.deviceWidths : width.map { CGFloat($0) }, traits: traits)
            let layoutTime = ContinuousClock.now - start
            let (data, drawTime) = try timedRender(canvas, format: format, scale: CGFloat(scale))
            try data.write(to: URL(fileURLWithPath: output))
            print("\(output): \(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points, \(format.rawValue), laid out in \(layoutTime), drawn in \(drawTime)")
        }
    }
}

extension ImageFormat: ExpressibleByArgument {}

/// What `render` draws: the feed cards, or a demo app on a device.
enum Scene: String, ExpressibleByArgument, CaseIterable {
    case cards, timeline, quotes, chat
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
