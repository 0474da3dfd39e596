import ArgumentParser
import Foundation
import Trellis
import TrellisRender

/// Why the command line refuses its arguments before any work: a typed value
/// naming the option and what was given, so that tests ask what was refused
/// rather than read the wording. Argument parsing reports it as a validation
/// error (exit code 64) with ``description`` as the message.
enum CommandLineRefusal: Error, Equatable, CustomStringConvertible {
    /// `-o` with an empty name.
    case missingFileName
    /// An output path with a NUL character.
    case nulInPath(String)
    /// An output path that names a directory.
    case directoryOutput(String)
    /// An output whose extension is not .png, .svg or .pdf (empty: none).
    case unwritableExtension(path: String, fileExtension: String)
    /// An explicit `--format` that disagrees with the output's extension.
    case formatDisagrees(declared: ImageFormat, path: String, fileExtension: String)
    /// A number that is not finite or not within `range`.
    case outOfRange(option: String, value: Double, range: ClosedRange<Double>, unit: String)
    /// More widths than a drawing takes.
    case tooManyWidths(given: Int, most: Int)
    /// A device name no profile has.
    case unknownDevice(String)
    /// A `--scroll` that is neither points within the limits nor `row:N`.
    case badScrollTarget(String)
    /// `-o` for every demo at once.
    case outputNeedsDemoName
    /// A drawing of `size` points too large to make in `format` at `scale`.
    case drawingTooLarge(size: CGSize, format: ImageFormat, scale: CGFloat)

    var description: String {
        switch self {
        case .missingFileName:
            return "-o needs a file name."
        case let .nulInPath(path):
            return "The output path '\(path)' holds a NUL character."
        case let .directoryOutput(path):
            return "The output '\(path)' names a directory; give a file ending in .png, .svg or .pdf."
        case let .unwritableExtension(path, fileExtension):
            let what = fileExtension.isEmpty ? "has no extension" : "ends in .\(fileExtension)"
            return "The output '\(path)' \(what); trellis writes .png, .svg and .pdf files only."
        case let .formatDisagrees(declared, path, fileExtension):
            return "--format \(declared.rawValue) disagrees with the output '\(path)', a .\(fileExtension) file."
        case let .outOfRange(option, value, range, unit):
            return "\(option) must be a number from \(Limits.formatted(range.lowerBound)) to \(Limits.formatted(range.upperBound))\(unit); got \(value)."
        case let .tooManyWidths(given, most):
            return "--width takes at most \(most) widths; got \(given)."
        case let .unknownDevice(name):
            return "Unknown device '\(name)'; one of: \(DeviceProfile.all.map(\.identifier).joined(separator: ", "))."
        case .badScrollTarget:
            return "--scroll takes points from -100,000 to 100,000 (1200) or a row (row:25)."
        case .outputNeedsDemoName:
            return "-o needs a demo name (all the demos go to out/)."
        case let .drawingTooLarge(size, format, scale):
            let side = Limits.formatted(Double(Limits.drawingSide))
            let points = "\(Limits.formatted(Double(size.width.rounded(.up)))) × \(Limits.formatted(Double(size.height.rounded(.up)))) points"
            return format == .png
                ? "The drawing would be \(points) at \(Limits.formatted(Double(scale)))×, more than \(side) pixels a side; draw fewer or narrower cards or at a smaller --scale."
                : "The drawing would be \(points), more than \(side) points a side; draw fewer or narrower cards."
        }
    }

    /// Runs a command's checks, reporting a refusal as argument parsing reports
    /// a validation error (its message, the usage, exit code 64).
    static func validating(_ checks: () throws(CommandLineRefusal) -> Void) throws {
        do throws(CommandLineRefusal) {
            try checks()
        } catch {
            throw ValidationError(error.description)
        }
    }
}
