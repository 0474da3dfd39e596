import CTrellisImage
import CompareTiming
import Foundation
import Trellis
import TrellisDemos
import TrellisRender
import TrellisTesting

// Snapshot tests of the timeline screen on an iPhone 15 at 2×, timed stage by
// stage (medians of repeated batches), then whole: launched and laid out,
// drawn and read back, encoded as PNG, compared with the reference (as it
// is: the common case, told by the pixel digest the reference records; and
// with a changed pixel: the full comparison).
// Run it on one core (`make bench-snapshots` uses taskset).

@MainActor
func measure() throws {
    let configuration = SnapshotConfiguration(device: .iPhone15, scale: 2)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-steps-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }

    let layout = medianSeconds(ops: 1) {
        let host = HeadlessHost(device: configuration.device, orientation: configuration.orientation)
        host.launch(TimelineViewController())
        host.layout()
    }
    let host = HeadlessHost(device: configuration.device, orientation: configuration.orientation)
    host.launch(TimelineViewController())
    host.layout()
    var list = DisplayList(of: host.window)
    let displayList = medianSeconds(ops: 1) { list = DisplayList(of: host.window) }
    var image = Renderer.image(of: list, scale: 2)
    let drawing = medianSeconds(ops: 1) { image = Renderer.image(of: list, scale: 2) }
    var png = Data()
    let encoding = medianSeconds(ops: 1) { png = image.pngData() ?? Data() }
    // The same pixels through libdeflate at level 2, which wrote every PNG before the screen writer.
    var libdeflateLength = 0
    let libdeflateEncoding = medianSeconds(ops: 1) {
        image.bitmap.rgba.withUnsafeBufferPointer { pixels in
            var output = TTEncoded()
            _ = tt_png_encode(pixels.baseAddress, Int32(image.bitmap.width), Int32(image.bitmap.height), image.bitmap.width * 4,
                              TT_PIXELS_RGBA, 2, nil, &output)
            libdeflateLength = output.length
            tt_encoded_free(&output)
        }
    }
    let reference = UIImage(data: png)!
    let decoding = medianSeconds(ops: 1) { _ = UIImage(data: png) }
    let same = medianSeconds(ops: 1) { _ = ImageDifference(image.bitmap, from: reference.bitmap, perceptualPrecision: 0.98) }
    var inspection = ViewInspection(of: host.window, scale: 2)
    let inspecting = medianSeconds(ops: 1) { inspection = ViewInspection(of: host.window, scale: 2) }
    let inspectionJSON = medianSeconds(ops: 1) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        _ = try? encoder.encode(inspection)
    }
    var changed = image.bitmap.rgba
    changed[changed.count / 2] ^= 0xFF
    let changedImage = UIImage(rgbaPixels: changed, width: image.bitmap.width, height: image.bitmap.height)!
    let full = medianSeconds(ops: 1) { _ = ImageDifference(changedImage.bitmap, from: reference.bitmap, perceptualPrecision: 0.98) }

    // The whole check, as a test runs it without a report: snapshot, read the reference, compare.
    let location = SnapshotLocation(filePath: "/Timeline.swift", testName: "timeline", name: nil, configuration: configuration, snapshotDirectory: folder)
    _ = SnapshotVerifier(Snapshot(of: TimelineViewController(), on: configuration), location: location, record: .missing, report: nil).verify()
    var verdict = SnapshotReportEntry.Verdict.failed
    let whole = medianSeconds(ops: 1, budget: 3) {
        verdict = SnapshotVerifier(Snapshot(of: TimelineViewController(), on: configuration), location: location, record: .missing, report: nil)
            .verify().verdict
    }

    // The same with a report, as assertSnapshot runs it by default: the
    // snapshot's entry, its image (a copy of the matched reference) and its
    // views and constraints as JSON written into the report's folder.
    let report = SnapshotReport(directory: folder.appendingPathComponent("report"))
    let withReport = medianSeconds(ops: 1, budget: 3) {
        _ = SnapshotVerifier(Snapshot(of: TimelineViewController(), on: configuration), location: location, record: .missing, report: report).verify()
    }

    // A screen recorded: launched, laid out, drawn into pixels, encoded and written as its reference.
    let recording = medianSeconds(ops: 1, budget: 2) {
        _ = SnapshotVerifier(Snapshot(of: TimelineViewController(), on: configuration), location: location, record: .all, report: nil).verify()
    }

    print("Timeline on \(configuration.name): \(image.bitmap.width) × \(image.bitmap.height) pixels, PNG \(png.count / 1024) KiB (libdeflate at level 2: \(libdeflateLength / 1024) KiB)")
    for (stage, time) in [
        ("launch and layout", layout), ("display list", displayList), ("Cairo drawing and pixel read-back", drawing),
        ("PNG compression", encoding), ("PNG by libdeflate at level 2", libdeflateEncoding), ("reference PNG decoding", decoding), ("comparison, images equal", same),
        ("comparison, a pixel changed", full), ("views and constraints inspected", inspecting),
        ("inspection as JSON", inspectionJSON),
    ] {
        print("  \(stage.padding(toLength: 36, withPad: " ", startingAt: 0)) \(formatDuration(time))")
    }
    print("  whole check (\(verdict.rawValue))                 \(formatDuration(whole)): \(String(format: "%.1f", 1 / whole)) snapshots per second")
    print("  whole check with a report            \(formatDuration(withReport)): \(String(format: "%.1f", 1 / withReport)) snapshots per second")
    print("  whole recording (written reference)  \(formatDuration(recording)): \(String(format: "%.1f", 1 / recording)) screens per second")
}

/// `--only-report N`: N whole checks with a report and nothing else, for a
/// profiler (`valgrind --tool=callgrind` counts their instructions).
@MainActor
func checksWithReport(_ count: Int) {
    let configuration = SnapshotConfiguration(device: .iPhone15, scale: 2)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-steps-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let location = SnapshotLocation(filePath: "/Timeline.swift", testName: "timeline", name: nil, configuration: configuration, snapshotDirectory: folder)
    let report = SnapshotReport(directory: folder.appendingPathComponent("report"))
    for _ in 0..<max(1, count) {
        _ = SnapshotVerifier(Snapshot(of: TimelineViewController(), on: configuration), location: location, record: .missing, report: report).verify()
    }
}

/// `--only-encode N`: the timeline screen drawn once and encoded as PNG N
/// times; `--only-screen N`: launched, laid out, drawn and encoded N times;
/// for a profiler.
@MainActor
func screens(_ count: Int, encodingOnly: Bool) {
    func drawn() -> UIImage {
        let host = HeadlessHost(device: .iPhone15, orientation: .portrait)
        host.launch(TimelineViewController())
        host.layout()
        return Renderer.image(of: DisplayList(of: host.window), scale: 2)
    }
    let image = drawn()
    for _ in 0..<max(1, count) { _ = (encodingOnly ? image : drawn()).pngData() }
}

let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(where: { $0 == "--only-encode" || $0 == "--only-screen" }), arguments.indices.contains(flag + 1),
   let count = Int(arguments[flag + 1]) {
    MainActor.assumeIsolated { screens(count, encodingOnly: arguments[flag] == "--only-encode") }
} else if let flag = arguments.firstIndex(of: "--only-report"), arguments.indices.contains(flag + 1), let count = Int(arguments[flag + 1]) {
    MainActor.assumeIsolated { checksWithReport(count) }
} else {
    MainActor.assumeIsolated { try! measure() }
}
