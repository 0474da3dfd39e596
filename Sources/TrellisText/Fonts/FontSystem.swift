import CTrellisText
import Foundation

/// The fonts text is shaped with, the one lock every call into Pango
/// takes, and the words shaped so far (a bounded cache of pieces of text
/// with their advances, which most words of a new text are found in; see
/// ``ShapedText``).
///
/// Trellis never asks the machine's fontconfig set-up which fonts exist: it
/// builds its own configuration naming exactly the files below (from
/// Debian's `fonts-inter`, `fonts-noto-core`, `fonts-noto-cjk`,
/// `fonts-noto-mono` and `fonts-noto-color-emoji`), so the same text measures
/// the same on every machine that has them. Set `TRELLIS_FONTS_DIR` to look
/// for them under another folder than `/usr/share/fonts`.
public final class FontSystem: @unchecked Sendable {
    /// The font system of the process, loaded on first use.
    public static let shared = FontSystem()

    /// The font files, relative to the fonts folder: the family standing in
    /// for the system font first, then the fallbacks Pango may pick for
    /// characters it lacks.
    public static let fontFiles: [String] = {
        let inter = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files: [String] = []
        for family in ["Inter", "InterDisplay"] {
            for weight in inter {
                files.append("opentype/inter/\(family)-\(weight).otf")
                files.append("opentype/inter/\(family)-\(weight == "Regular" ? "" : weight)Italic.otf")
            }
        }
        files += ["truetype/noto/NotoSansMono-Regular.ttf", "truetype/noto/NotoSansMono-Bold.ttf"]
        for script in ["", "Arabic", "Hebrew", "Devanagari", "Bengali", "Thai", "Armenian", "Georgian", "Symbols"] {
            files.append("truetype/noto/NotoSans\(script)-Regular.ttf")
            files.append("truetype/noto/NotoSans\(script)-Bold.ttf")
        }
        files += [
            "truetype/noto/NotoSansSymbols2-Regular.ttf",
            "truetype/noto/NotoSansMath-Regular.ttf",
            "opentype/noto/NotoSansCJK-Regular.ttc",
            "opentype/noto/NotoSansCJK-Bold.ttc",
            "truetype/noto/NotoColorEmoji.ttf",
        ]
        return files
    }()

    /// The folder the font files are looked for in.
    public let fontsDirectory: String

    /// Font files that could not be loaded (missing or unreadable): text
    /// still measures, with whatever was loaded, but not as everywhere else.
    public let missingFontFiles: [String]

    private let lock = NSLock()
    private let system: OpaquePointer?

    private init() {
        let directory = ProcessInfo.processInfo.environment["TRELLIS_FONTS_DIR"] ?? "/usr/share/fonts"
        fontsDirectory = directory
        let paths = Self.fontFiles.map { "\(directory)/\($0)" }
        missingFontFiles = paths.filter { !FileManager.default.isReadableFile(atPath: $0) }
        let present = paths.filter { FileManager.default.isReadableFile(atPath: $0) }
        var loaded: Int32 = 0
        let cStrings = present.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        system = cStrings.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
            tt_font_system_create(buffer.baseAddress, Int32(buffer.count), &loaded)
        }
    }

    /// Whether Pango started (it does whenever its libraries are installed).
    public var isAvailable: Bool { system != nil }

    /// A font's metrics by family, size, weight and slant, read once.
    private var metricsCache: [FontKey: TTFontMetrics] = [:]

    struct FontKey: Hashable {
        let family: String
        let size: CGFloat
        let weight: Int32
        let italic: Bool
    }

    /// The metrics of the font Pango picks for a request (nil without Pango
    /// or without such a font), from the cache after the first time.
    func metrics(family: String, size: CGFloat, weight: Int32, italic: Bool) -> TTFontMetrics? {
        let key = FontKey(family: family, size: size, weight: weight, italic: italic)
        return withSystem { system -> TTFontMetrics? in
            if let cached = metricsCache[key] { return cached }
            var metrics = TTFontMetrics()
            let loaded = family.withCString { name in
                var spec = TTFontSpec(family: name, size: Double(size), weight: weight, italic: italic ? 1 : 0, features: nil)
                return tt_font_metrics(system, &spec, &metrics)
            }
            guard loaded == 1 else { return nil }
            metricsCache[key] = metrics
            return metrics
        } ?? nil
    }

    /// Runs `body` with the C font system, holding the lock: Pango and
    /// fontconfig are not thread-safe.
    func withSystem<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result? {
        guard let system else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return try body(system)
    }

    /// Runs `body` holding the lock (for calls on objects the system made).
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
