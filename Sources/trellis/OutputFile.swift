import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Trellis
import TrellisRender

/// Why a command could not finish after its arguments were accepted: a file
/// that could not be written, a drawing too large to make. Printed as is.
struct CommandLineError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// The file a command writes: its format, which the extension says, and how
/// it is written (whole or not at all).
enum OutputFile {
    /// The format of `path`, from its extension (`.png`, `.svg` or `.pdf`, in
    /// any case); an explicit `--format` must agree with it. Anything else is
    /// refused before any work, so that a file's name never lies about its bytes.
    static func format(of path: String, declared: ImageFormat?) throws(CommandLineRefusal) -> ImageFormat {
        guard !path.isEmpty else { throw .missingFileName }
        guard !path.contains("\0") else { throw .nulInPath(path) }
        guard !path.hasSuffix("/") else { throw .directoryOutput(path) }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard let format = ImageFormat(rawValue: fileExtension) else { throw .unwritableExtension(path: path, fileExtension: fileExtension) }
        if let declared, declared != format { throw .formatDisagrees(declared: declared, path: path, fileExtension: fileExtension) }
        return format
    }

    /// Writes `data` to `path` whole or not at all: the bytes go to a hidden
    /// temporary file in the same directory, which is renamed over `path` only
    /// once every byte is written. A failure leaves no partial file and keeps
    /// whatever `path` held before. Missing directories are made.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        try makeDirectory(directory, for: path)
        let temporary = (directory as NSString).appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("Cannot write \(path)", errno) }
        var written = 0
        let status: Int32 = data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return 0
        }
        let closed = close(descriptor) == 0 ? 0 : errno
        if status != 0 || closed != 0 {
            unlink(temporary)
            throw failure("Cannot write \(path)", status != 0 ? status : closed)
        }
        guard rename(temporary, url.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("Cannot write \(path)", code)
        }
    }

    /// Makes `directory` and its missing parents, naming the one that could not be made.
    private static func makeDirectory(_ directory: String, for path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandLineError("Cannot write \(path): \(directory) is a file, not a directory.") }
            return
        }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory { try makeDirectory(parent, for: path) }
        guard mkdir(directory, 0o777) == 0 || errno == EEXIST else {
            throw failure("Cannot make the directory \(directory) for \(path)", errno)
        }
    }

    private static func failure(_ what: String, _ code: Int32) -> CommandLineError {
        CommandLineError("\(what): \(String(cString: strerror(code))).")
    }
}

/// The documented limits on the numeric options, refused beyond them in
/// `validate()` so that no option can trap or ask for a huge drawing.
enum Limits {
    /// A card's width, in points: from 1 up to 10,000.
    static let width: ClosedRange<Double> = 1...10_000
    /// How many widths `render --width` takes at most.
    static let widthCount = 16
    /// Pixels per point: from 1 up to 4 (devices use 2 or 3).
    static let scale: ClosedRange<Double> = 1...4
    /// A scroll offset, in points, either way.
    static let scrollOffset: ClosedRange<Double> = -100_000...100_000
    /// The largest side of a drawing, in pixels (PNG) or points (SVG, PDF); larger ones are refused.
    static var drawingSide: CGFloat { Renderer.maximumSide }

    /// Refuses `value` for `option` unless it is a finite number within `range`.
    static func check(_ value: Double, in range: ClosedRange<Double>, _ option: String, unit: String = "") throws(CommandLineRefusal) {
        guard value.isFinite, range.contains(value) else { throw .outOfRange(option: option, value: value, range: range, unit: unit) }
    }

    /// Refuses a drawing of `size` points that cannot be made: its side would
    /// be more than ``drawingSide`` pixels at `scale` (PNG) or points (SVG,
    /// PDF), which the renderer would cut down rather than draw.
    static func checkDrawable(_ size: CGSize, format: ImageFormat, scale: CGFloat) throws(CommandLineRefusal) {
        let pixelScale = format == .png ? scale : 1
        let side = max(size.width, size.height) * pixelScale
        guard !side.isFinite || side > drawingSide else { return }
        throw .drawingTooLarge(size: size, format: format, scale: scale)
    }

    /// Refuses, as a command-line mistake, cards whose width alone makes too large a drawing.
    static func checkCanvasWidth(_ widths: [CGFloat], format: ImageFormat, scale: CGFloat) throws(CommandLineRefusal) {
        try checkDrawable(CGSize(width: FeedCard.canvasWidth(widths: widths), height: 0), format: format, scale: scale)
    }

    /// `value` as the help text writes it: whole numbers with thousands separated (10,000).
    static func formatted(_ value: Double) -> String {
        guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
            return value.isFinite ? String(format: "%.1f", value) : "\(value)"
        }
        let digits = String(Int(abs(value)))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}
