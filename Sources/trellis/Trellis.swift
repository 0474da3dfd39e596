import ArgumentParser
import Foundation
import LayoutWorkloads
import Trellis
import TrellisDemos
import TrellisRender

/// `trellis`: runs the demo apps headless and draws them; lays out and draws the feed card; ports iOS sources.
///
///     trellis demo                    every demo on an iPhone and an iPad, to out/
///     trellis demo chat --device ipad-pro-11 --orientation landscape --appearance dark
///     trellis card                    the feed card's frames at four widths, and card.png
///     trellis render -o card.svg --format svg --appearance dark --content-size accessibilityLarge
///     trellis port Sources/App --check   iOS sources that would change to compile against Trellis
///
/// Every option is checked before any work: the output must end in .png, .svg
/// or .pdf (and agree with `--format`), and numbers must lie within ``Limits``.
/// Files are written whole or not at all (see ``OutputFile/write(_:to:)``).
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lays out UIKit-style apps and views headless and draws them.",
        subcommands: [DemoCommand.self, Card.self, Render.self, PortCommand.self],
        defaultSubcommand: DemoCommand.self)
}

/// Runs a demo app on a device and draws its window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Runs the seed apps (\(TrellisDemos.Demo.allCases.map(\.rawValue).joined(separator: ", "))) on a device and draws them; with no name, every demo on two devices to out/.")

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

    @Option(help: "Pixels per point for PNG, from 1 to 4 (default: the device's, 2 or 3).")
    var scale: Double?

    @Option(help: "png, svg or pdf (default: the output's extension, or png into out/); must agree with the output's extension.")
    var format: ImageFormat?

    @Option(name: .short, help: "The file to write, ending in .png, .svg or .pdf; missing directories are made (default: out/<demo>-<device>-<orientation>.<format>).")
    var output: String?

    @Option(help: "Scroll first: to an offset in points from -100,000 to 100,000 (1200) or to a row (row:25).")
    var scroll: String?

    @Flag(help: "Launch in the other orientation and rotate live before drawing.")
    var rotate = false

    func validate() throws {
        try CommandLineRefusal.validating { () throws(CommandLineRefusal) in
            if let scale { try Limits.check(scale, in: Limits.scale, "--scale") }
            if let device, DeviceProfile.named(device) == nil { throw .unknownDevice(device) }
            if let scroll, ScrollTarget(scroll) == nil { throw .badScrollTarget(scroll) }
            if name == nil, output != nil { throw .outputNeedsDemoName }
            if let output { _ = try OutputFile.format(of: output, declared: format) }
        }
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
        let format = try output.map { try OutputFile.format(of: $0, declared: self.format) } ?? self.format ?? .png
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
    /// scrolls, draws the window to `path` (whole or not at all) and says what
    /// it did; diagnostics follow.
    @MainActor
    func draw(to path: String, format: ImageFormat, scale: CGFloat?) throws {
        let start = ContinuousClock.now
        let (_, diagnostics) = try LayoutDiagnostics.capture {
            let host = HeadlessHost(device: device, orientation: (rotate ? orientation.other : orientation).interface,
                                    appearance: appearance == .dark ? .dark : .light, contentSizeCategory: contentSize.category)
            host.launch(demo.makeRootViewController())
            if rotate { host.rotate(to: orientation.interface) }
            if let scroll, let list = firstList(in: host.window) {
                switch (scroll, list) {
                case let (.offset(y), _): list.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                case let (.row(row), table as UITableView):
                    table.scrollToRow(at: IndexPath(row: min(row, max(0, table.numberOfRows(inSection: 0) - 1)), section: 0), at: .top, animated: false)
                case let (.row(row), collection as UICollectionView):
                    collection.layoutIfNeeded()
                    collection.scrollToItem(at: IndexPath(item: min(row, max(0, collection.numberOfItems(inSection: 0) - 1)), section: 0), at: .top, animated: false)
                default: break
                }
            }
            host.layout()
            let layoutTime = ContinuousClock.now - start
            try Limits.checkDrawable(host.window.bounds.size, format: format, scale: scale ?? device.scale)
            let drawStart = ContinuousClock.now
            let data = try host.snapshot(format: format, scale: scale)
            let drawTime = ContinuousClock.now - drawStart
            try OutputFile.write(data, to: path)
            let size = host.window.bounds.size
            print("\(path): \(demo.rawValue) on \(device.name), \(orientation.rawValue), \(Int(size.width)) × \(Int(size.height)) points, laid out in \(layoutTime), drawn in \(drawTime)")
        }
        for diagnostic in diagnostics { print("  \(diagnostic.message)") }
    }

    /// The first table or collection view in the window (the demo's list).
    @MainActor
    private func firstList(in view: UIView) -> UIScrollView? {
        if view is UITableView || view is UICollectionView { return view as? UIScrollView }
        for subview in view.subviews { if let list = firstList(in: subview) { return list } }
        return nil
    }
}

/// Where `--scroll` goes: an offset in points within ``Limits/scrollOffset``, or a row (past the last goes to the last).
enum ScrollTarget {
    case offset(CGFloat), row(Int)

    init?(_ text: String) {
        if text.hasPrefix("row:"), let row = Int(text.dropFirst(4)), row >= 0 {
            self = .row(row)
        } else if let y = Double(text), y.isFinite, Limits.scrollOffset.contains(y) {
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

/// Prints the card's frames at each width and draws the cards (PNG at 2×, SVG or PDF, by the output's extension).
struct Card: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lays the feed card out at device widths, prints its frames and draws it to PNG (2×), SVG or PDF.")

    @Option(name: .long, help: "Lay out at this width only, from 1 to 10,000 points (to 8,160 for a PNG, drawn at 2×).")
    var width: Double?

    @Option(name: .short, help: "Where the drawing goes, ending in .png, .svg or .pdf; missing directories are made.")
    var output = "card.png"

    /// The pixels per point of the PNG.
    static let scale: CGFloat = 2

    func validate() throws {
        try CommandLineRefusal.validating { () throws(CommandLineRefusal) in
            if let width { try Limits.check(width, in: Limits.width, "--width", unit: " points") }
            let format = try OutputFile.format(of: output, declared: nil)
            try Limits.checkCanvasWidth(widths, format: format, scale: Self.scale)
        }
    }

    private var widths: [CGFloat] { width.map { [CGFloat($0)] } ?? FeedCard.deviceWidths }

    func run() throws {
        let format = try OutputFile.format(of: output, declared: nil)
        try MainActor.assumeIsolated {
            printFrames(widths: widths)
            let canvas = FeedCard.canvas(widths: widths, traits: UITraitOverrides())
            try Limits.checkDrawable(canvas.frame.size, format: format, scale: Self.scale)
            let (data, time) = try timedRender(canvas, format: format, scale: Self.scale)
            try OutputFile.write(data, to: output)
            let scale = format == .png ? " at 2×" : ", \(format.rawValue)"
            print("\nDrawn to \(output) (\(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points\(scale), \(data.count / 1024) KB, in \(time)).")
        }
    }
}

/// Draws the cards, or a demo app on a device, in a chosen appearance, text size, scale and format.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draws the feed cards, or a demo app on a device, to a PNG, SVG or PDF file.")

    @Option(name: .short, help: "The file to write, ending in .png, .svg or .pdf; missing directories are made.")
    var output: String

    @Option(help: "png, svg or pdf (default: from the output's extension); must agree with the extension.")
    var format: ImageFormat?

    @Option(help: "Pixels per point for PNG, from 1 to 4.")
    var scale: Double = 2

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(name: .customLong("content-size"), help: "The Dynamic Type size: \(ContentSize.allCases.map(\.rawValue).joined(separator: ", ")).")
    var contentSize: ContentSize = .large

    @Option(name: .long, parsing: .upToNextOption, help: "Widths to lay the cards out at: up to 16, each from 1 to 10,000 points; the cards side by side at most 16,384 pixels (PNG) or points wide.")
    var width: [Double] = []

    @Option(help: "cards (the feed card at each width), or a demo app: \(TrellisDemos.Demo.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: Scene = .cards

    @Option(help: "The device a demo runs on: \(DeviceProfile.all.map(\.identifier).joined(separator: ", ")).")
    var device = "iphone-15"

    @Option(help: "portrait or landscape (demos).")
    var orientation: Orientation = .portrait

    func validate() throws {
        try CommandLineRefusal.validating { () throws(CommandLineRefusal) in
            try Limits.check(scale, in: Limits.scale, "--scale")
            guard width.count <= Limits.widthCount else { throw .tooManyWidths(given: width.count, most: Limits.widthCount) }
            for width in width { try Limits.check(width, in: Limits.width, "--width", unit: " points") }
            guard DeviceProfile.named(device) != nil else { throw .unknownDevice(device) }
            let format = try OutputFile.format(of: output, declared: format)
            if scene == .cards { try Limits.checkCanvasWidth(widths, format: format, scale: CGFloat(scale)) }
        }
    }

    private var widths: [CGFloat] { width.isEmpty ? FeedCard.deviceWidths : width.map { CGFloat($0) } }

    func run() throws {
        let format = try OutputFile.format(of: output, declared: self.format)
        guard let device = DeviceProfile.named(device) else { throw CommandLineRefusal.unknownDevice(self.device) }
        try MainActor.assumeIsolated {
            if case let .demo(demo) = scene {
                try DemoRun(demo: demo, device: device, orientation: orientation, appearance: appearance,
                            contentSize: contentSize).draw(to: output, format: format, scale: CGFloat(scale))
                return
            }
            var traits = UITraitOverrides()
            traits.userInterfaceStyle = appearance == .dark ? .dark : .light
            traits.preferredContentSizeCategory = contentSize.category
            let start = ContinuousClock.now
            let canvas = FeedCard.canvas(widths: widths, traits: traits)
            let layoutTime = ContinuousClock.now - start
            try Limits.checkDrawable(canvas.frame.size, format: format, scale: CGFloat(scale))
            let (data, drawTime) = try timedRender(canvas, format: format, scale: CGFloat(scale))
            try OutputFile.write(data, to: output)
            print("\(output): \(Int(canvas.frame.width)) × \(Int(canvas.frame.height)) points, \(format.rawValue), laid out in \(layoutTime), drawn in \(drawTime)")
        }
    }
}

extension ImageFormat: ExpressibleByArgument {}

/// What `render` draws: the feed cards, or a demo app on a device.
enum Scene: ExpressibleByArgument, Equatable {
    case cards
    case demo(TrellisDemos.Demo)

    init?(argument: String) {
        if argument == "cards" {
            self = .cards
        } else if let demo = TrellisDemos.Demo(rawValue: argument) {
            self = .demo(demo)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["cards"] + TrellisDemos.Demo.allCases.map(\.rawValue) }
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
