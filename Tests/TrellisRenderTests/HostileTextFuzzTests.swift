import Foundation
import Testing
import Trellis
import TrellisRender
import TrellisTestSupport

/// Random attributed strings of hostile text (control characters,
/// noncharacters, repaired surrogates, invisible joiners, bidi controls,
/// floods of combining marks, very long runs) with hostile attributes (font
/// sizes of 0 and huge, kerning of NaN, negative and non-finite paragraph
/// spacing) are measured to finite, non-negative sizes, and a label showing
/// them draws to PNG, SVG and PDF alike.
@MainActor
@Suite struct HostileTextFuzzTests {
    /// One run of text and the attributes it is set with.
    struct Run: CustomStringConvertible, Sendable {
        var text: String
        var fontSize: CGFloat
        var bold: Bool
        var kern: CGFloat?
        var lineSpacing: CGFloat?
        var lineHeight: CGFloat?
        var paragraphSpacing: CGFloat?

        init(text: String, fontSize: CGFloat, bold: Bool, kern: CGFloat? = nil, lineSpacing: CGFloat? = nil, lineHeight: CGFloat? = nil,
             paragraphSpacing: CGFloat? = nil) {
            (self.text, self.fontSize, self.bold, self.kern) = (text, fontSize, bold, kern)
            (self.lineSpacing, self.lineHeight, self.paragraphSpacing) = (lineSpacing, lineHeight, paragraphSpacing)
        }

        var description: String {
            let shown = text.unicodeScalars.count > 40
                ? "\(text.unicodeScalars.count) scalars starting \(String(text.unicodeScalars.prefix(8)).debugDescription)"
                : text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            return "[\(shown)] size \(fontSize) kern \(kern.map { "\($0)" } ?? "-") spacing \(lineSpacing.map { "\($0)" } ?? "-")"
                + " height \(lineHeight.map { "\($0)" } ?? "-") paragraph \(paragraphSpacing.map { "\($0)" } ?? "-")"
        }
    }

    /// An attributed string and the label showing it.
    struct Case: CustomStringConvertible {
        var runs: [Run]
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode

        var description: String {
            "width \(width), \(numberOfLines) lines, \(lineBreakMode): " + runs.map(\.description).joined(separator: " + ")
        }

        var attributedString: NSAttributedString {
            // Each run appended with its own attributes, its own paragraph style.
            let string = NSMutableAttributedString(string: "")
            for run in runs {
                var attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.systemFont(ofSize: run.fontSize, weight: run.bold ? .bold : .regular),
                ]
                if let kern = run.kern { attributes[.kern] = kern }
                if run.lineSpacing != nil || run.lineHeight != nil || run.paragraphSpacing != nil {
                    let style = NSMutableParagraphStyle()
                    style.lineBreakMode = lineBreakMode
                    if let spacing = run.lineSpacing { style.lineSpacing = spacing }
                    if let height = run.lineHeight {
                        style.minimumLineHeight = height
                        style.maximumLineHeight = height
                        style.lineHeightMultiple = height
                    }
                    if let spacing = run.paragraphSpacing {
                        style.paragraphSpacing = spacing
                        style.paragraphSpacingBefore = spacing
                    }
                    attributes[.paragraphStyle] = style
                }
                string.append(NSAttributedString(string: run.text, attributes: attributes))
            }
            return string
        }
    }

    /// Scalars that text systems and file formats handle badly.
    nonisolated static let hostilePools: [[UInt32]] = [
        Array(0x00...0x1F) + Array(0x7F...0x9F),  // C0 and C1 controls, DEL
        [0xFFFE, 0xFFFF, 0xFDD0, 0xFDE7, 0xFDEF, 0x1FFFE, 0x1FFFF, 0x10FFFE, 0x10FFFF, 0xFFFD],  // noncharacters, replacement
        [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x034F, 0x180E],  // zero-width characters
        Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0x200E, 0x200F, 0x061C],  // bidi embeddings, overrides, isolates, marks
        Array(0x0300...0x036F) + [0x0489, 0x20DD, 0x1AB0, 0x1DC0],  // combining marks
        [0x0A, 0x0D, 0x09, 0x2028, 0x2029, 0x85, 0x0B, 0x0C],  // line and paragraph ends, tabs
        Array("Hello, world! مرحبا שלום 今日は 한국 🎉👍🏽👨‍👩‍👧🇫🇷".unicodeScalars.map(\.value)),
        [0xE000, 0xF8FF, 0xF0000, 0x10FFFD, 0xE0001, 0xE007F, 0xFFF9, 0xFFFA, 0xFFFB, 0xFFFC, 0x1D173, 0x1D17A],  // private use, tags, annotations
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<40, using: &generator) {
        case 0:
            // A long run: up to 100,000 scalars from one or two pools.
            let count = [1_000, 20_000, 100_000].randomElement(using: &generator)!
            let pool = hostilePools.randomElement(using: &generator)! + hostilePools.randomElement(using: &generator)!
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count { scalars.append(Unicode.Scalar(pool.randomElement(using: &generator)!)!) }
            return String(scalars)
        case 1:
            // A flood of combining marks on one base.
            let count = Int.random(in: 100...5_000, using: &generator)
            return "e" + String(repeating: "\u{301}\u{35C}\u{489}", count: count / 3)
        case 2, 3:
            // Lone surrogates, repaired to U+FFFD when the string is made.
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                units.append([0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0x41, 0x20, 0x5D0].randomElement(using: &generator)!)
            }
            return String(decoding: units, as: UTF16.self)
        default:
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let pool = hostilePools.randomElement(using: &generator)!
                scalars.append(Unicode.Scalar(pool.randomElement(using: &generator)!)!)
            }
            return String(scalars)
        }
    }

    static func randomCase(_ generator: inout SeededGenerator) -> Case {
        func oneOf<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }
        func maybe(_ values: [CGFloat]) -> CGFloat? { Bool.random(using: &generator) ? nil : oneOf(values) }
        let hostile: [CGFloat] = [0, -10, 4, 30, 1e6, 1e12, .nan, .infinity, -.infinity, .greatestFiniteMagnitude]
        var runs: [Run] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            runs.append(Run(
                text: randomText(&generator),
                fontSize: oneOf([0, 0.01, 1, 12, 17, 300, 5_000, 1e6, 1e12, -3, .nan, .infinity]),
                bold: Bool.random(using: &generator),
                kern: maybe([0, 1.5, -3, -1e4, 1e6, 1e12, .nan, .infinity, -.infinity]),
                lineSpacing: maybe(hostile), lineHeight: maybe(hostile), paragraphSpacing: maybe(hostile)))
        }
        return Case(runs: runs, width: oneOf([0, 1, 50, 320, 1e6, -20, .nan, .infinity]), numberOfLines: Int.random(in: 0...3, using: &generator),
                    lineBreakMode: oneOf([.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]))
    }

    /// Simpler cases: fewer runs, shorter texts, tamer attributes.
    static func shrink(_ value: Case) -> [Case] {
        var candidates: [Case] = []
        for runs in Fuzz.shrinkArray(value.runs) where !runs.isEmpty {
            var smaller = value
            smaller.runs = runs
            candidates.append(smaller)
        }
        for (index, run) in value.runs.enumerated() {
            for text in Fuzz.shrinkString(run.text) {
                var smaller = value
                smaller.runs[index].text = text
                candidates.append(smaller)
            }
            var tamer = value
            tamer.runs[index] = Run(text: run.text, fontSize: 17, bold: false, kern: nil, lineSpacing: nil, lineHeight: nil, paragraphSpacing: nil)
            if "\(tamer.runs[index])" != "\(run)" { candidates.append(tamer) }
        }
        return candidates
    }

    static func isSane(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// What is wrong with measuring and drawing `value`, or nil.
    static func problem(_ value: Case) -> String? {
        let string = value.attributedString
        for options: NSStringDrawingOptions in [[.usesLineFragmentOrigin], []] {
            let rect = string.boundingRect(with: CGSize(width: value.width, height: .greatestFiniteMagnitude), options: options, context: nil)
            guard isSane(rect.size), rect.minY.isFinite else { return "boundingRect(\(options.rawValue)) is \(rect)" }
        }
        guard isSane(string.size()) else { return "size() is \(string.size())" }
        let label = UILabel()
        label.attributedText = string
        label.numberOfLines = value.numberOfLines
        label.lineBreakMode = value.lineBreakMode
        let fitting = label.sizeThatFits(CGSize(width: value.width, height: .greatestFiniteMagnitude))
        guard isSane(fitting) else { return "sizeThatFits is \(fitting)" }
        guard isSane(label.intrinsicContentSize) || label.intrinsicContentSize.width == UIView.noIntrinsicMetric else {
            return "intrinsicContentSize is \(label.intrinsicContentSize)"
        }
        label.frame = CGRect(x: 0, y: 0, width: min(fitting.width, 2_000), height: min(fitting.height, 2_000))
        for format in ImageFormat.allCases {
            do {
                let data = try Renderer.render(label, format: format, scale: 1)
                if data.isEmpty { return "\(format) drawing is empty" }
            } catch {
                return "\(format) drawing failed: \(error)"
            }
        }
        return nil
    }

    /// Every scalar of the hostile pools, alone between two letters, is
    /// measured and drawn in every format (Cairo's PDF surface refused the
    /// noncharacters as invalid UTF-8 before they became U+FFFD).
    @Test(arguments: hostilePools.joined().compactMap(Unicode.Scalar.init))
    func eachHostileScalarDrawsInEveryFormat(scalar: Unicode.Scalar) {
        var text = "a"
        text.unicodeScalars.append(scalar)
        text += "b"
        let value = Case(runs: [Run(text: text, fontSize: 17, bold: false)], width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let problem = LayoutDiagnostics.capture { Self.problem(value) }.result
        #expect(problem == nil, "U+\(String(scalar.value, radix: 16, uppercase: true)): \(problem ?? "")")
    }

    /// A noncharacter is measured and drawn as U+FFFD, the same in both.
    @Test(arguments: [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF, 0x0] as [UInt32])
    func unwritableScalarsAreMeasuredAndDrawnAsTheReplacementCharacter(value: UInt32) throws {
        func label(_ scalar: Unicode.Scalar) -> UILabel {
            let label = UILabel()
            var text = "x"
            text.unicodeScalars.append(scalar)
            label.text = text + "y"
            label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
            return label
        }
        let hostile = label(Unicode.Scalar(value)!), replaced = label("\u{FFFD}")
        #expect(hostile.intrinsicContentSize == replaced.intrinsicContentSize)
        #expect(try Renderer.render(hostile, format: .png, scale: 2) == Renderer.render(replaced, format: .png, scale: 2))
        #expect(try !Renderer.render(hostile, format: .pdf).isEmpty)
    }

    @Test func hostileAttributedStringsMeasureAndDrawInEveryFormat() {
        let failure = LayoutDiagnostics.capture {
            Fuzz.check(seed: 0x7E57_0001, cases: 40, generate: Self.randomCase, shrink: Self.shrink, property: Self.problem)
        }.result
        #expect(failure == nil, "\(failure.map(\.description) ?? "")")
    }

    /// Text too large for FreeType (over 65,535 pixels per em) once left
    /// Cairo's font caches in error, and every later drawing failed: sizes
    /// are now capped (`UIFont.maximumPointSize`), huge glyphs filled as
    /// outlines, and lines still too large at the drawing's scale left out
    /// and reported.
    @Test func enormousTextLeavesLaterDrawingsIntact() throws {
        let scalars: [UInt32] = [0x1D, 0x64, 0xFFFB, 0x202B, 0x0A, 0xAD6D, 0xAD, 0x20, 0x81, 0x0C, 0x627, 0xFDE7, 0x314, 0x0B, 0x6C, 0x2029,
                                 0x20, 0x8F, 0x200F, 0x200C, 0xF8FF, 0xFEFF, 0x5DD, 0x324, 0x180E, 0x0E]
        let enormous = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        #expect(UIFont.systemFont(ofSize: 1e6).pointSize == UIFont.maximumPointSize)
        func plain(_ text: String) -> Case { Case(runs: [Run(text: text, fontSize: 17, bold: false)], width: 100, numberOfLines: 1, lineBreakMode: .byTruncatingHead) }
        let diagnostics = LayoutDiagnostics.capture {
            #expect(Self.problem(plain("a\u{FFFD}b")) == nil)
            #expect(Self.problem(Case(runs: [Run(text: enormous, fontSize: 1e6, bold: false, kern: 1.5)], width: -20, numberOfLines: 1,
                                      lineBreakMode: .byTruncatingHead)) == nil)
            let label = UILabel()
            label.font = .systemFont(ofSize: 1e6)
            label.text = "W"
            // An emoji filled as outlines at 16,384 px per em once traced its bitmap at that size: out of memory.
            let emoji = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            emoji.font = .systemFont(ofSize: 1e6)
            emoji.text = "\u{1F469}a"
            #expect(throws: Never.self) { try Renderer.render(emoji, format: .png, scale: 1) }
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            #expect(throws: Never.self) { try Renderer.render(label, format: .png, scale: 8) }
            #expect(Self.problem(plain("ab")) == nil)
        }.diagnostics
        #expect(diagnostics.contains { $0.kind == .invalidDrawing })
        // Drawn after all that, text still has ink.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
        label.text = "ab"
        label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let image = try #require(UIImage(data: try Renderer.render(label, format: .png, scale: 1)))
        #expect(stride(from: 3, to: image.bitmap.rgba.count, by: 4).contains { image.bitmap.rgba[$0] > 128 })
    }

    /// Infinite, huge, negative and NaN spacings in a paragraph style are
    /// kept as finite, non-negative values: measured text has a finite size.
    @Test(arguments: [CGFloat.infinity, .greatestFiniteMagnitude, -.infinity, .nan, -5, 1e300])
    func paragraphSpacingsKeepMeasuredSizesFinite(value: CGFloat) {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = value
        style.paragraphSpacing = value
        style.paragraphSpacingBefore = value
        style.lineHeightMultiple = value
        style.minimumLineHeight = value
        style.maximumLineHeight = value
        for spacing in [style.lineSpacing, style.paragraphSpacing, style.lineHeightMultiple, style.minimumLineHeight] {
            #expect(spacing.isFinite && spacing >= 0)
        }
        let text = NSAttributedString(string: "one two three\nfour five\nsix", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17)])
        let rect = text.boundingRect(with: CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        #expect(Self.isSane(rect.size), "\(rect)")
    }

    /// A 100,000-scalar string of each kind of hostile text is measured and
    /// drawn in every format. (A run of zero-width characters holding soft
    /// hyphens took HarfBuzz, and very many short paragraphs took Pango's
    /// layout, time quadratic in their length, about 4 s for 100,000; how
    /// long they take now is for `make bench-text` to say.)
    @Test(arguments: 0..<hostilePools.count)
    func aHundredThousandHostileScalarsMeasureAndDraw(pool: Int) {
        var generator = SeededGenerator(seed: UInt64(pool) + 1)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<100_000 { scalars.append(Unicode.Scalar(Self.hostilePools[pool].randomElement(using: &generator)!)!) }
        let value = Case(runs: [Run(text: String(scalars), fontSize: 17, bold: false)], width: 320, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let problem = LayoutDiagnostics.capture { Self.problem(value) }.result
        #expect(problem == nil)
    }

    /// A run of soft hyphens took HarfBuzz time quadratic in its length
    /// (about 20 s to shape 100,000, and again for each drawing); and a run
    /// without word breaks (100,000 U+FFFD) took the line breaker quadratic
    /// time. Both now measure and draw in every format (how long it takes is
    /// for a benchmark to say, not a test).
    @Test(arguments: ["\u{AD}", "\u{FFFD}", "\u{FFFF}"])
    func longRunsMeasureAndDraw(scalar: String) {
        let value = Case(runs: [Run(text: String(repeating: scalar, count: 100_000), fontSize: 17, bold: false)], width: 320,
                         numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let problem = LayoutDiagnostics.capture { Self.problem(value) }.result
        #expect(problem == nil)
    }

    /// The case the long fuzz run found: 20,000 scalars with thousands of
    /// bidi isolates and embeddings nested past the bidi algorithm's depth,
    /// on which FriBidi crashed the process while Pango itemized the text.
    @Test func deeplyNestedBidiControlsDoNotCrashFriBidi() {
        var generator = SeededGenerator(seed: Fuzz.caseSeed(0x7E57_0001, 146))
        let value = Self.randomCase(&generator)
        #expect(value.runs.first?.text.unicodeScalars.count == 20_000)
        let problem = LayoutDiagnostics.capture { Self.problem(value) }.result
        #expect(problem == nil)
    }
}
