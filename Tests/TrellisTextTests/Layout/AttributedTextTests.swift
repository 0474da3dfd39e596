import Foundation
import Testing
@testable import TrellisText

/// Attributed strings: fonts, kerning and paragraph styles per range.
struct AttributedTextTests {
    let body = UIFont.systemFont(ofSize: 17)
    let text = "Attributed strings mix fonts and kerning, and paragraph styles set the space between lines."

    @Test func boundingRectWrapsWithLineFragmentOriginAndIsOneLineWithout() throws {
        let attributed = NSAttributedString(string: text, attributes: [.font: body])
        let wrapped = attributed.boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        let layout = try #require(ShapedText(text, font: body)).layout(width: 200)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.size == layout.size)
        #expect(layout.lines.count >= 3)
        let oneLine = text.boundingRect(with: CGSize(width: 200, height: 100), options: [], attributes: [.font: body], context: nil)
        #expect(abs(oneLine.minY + body.ascender) < 0.01)
        #expect(oneLine.width > 600)
        #expect(text.size(withAttributes: [.font: body]).width == oneLine.width)
        // Without a font, text measures in the system font at 12 pt.
        #expect(text.size(withAttributes: nil) == text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    @Test(arguments: [60, 97, 150, 222, 301] as [CGFloat])
    func mixedFontsAndKerningBreakAsPangoDoes(width: CGFloat) throws {
        let spans = [
            TextSpan("Bold start, ", font: .boldSystemFont(ofSize: 17)),
            TextSpan("then regular text with ", font: body),
            TextSpan("wide kerning ", font: body, kern: 2.5),
            TextSpan("and a large tail that wraps.", font: .systemFont(ofSize: 24)),
        ]
        let shaped = try #require(ShapedText(spans))
        let pango = try #require(PangoLayoutReference(spans))
        let layout = shaped.layout(width: width)
        #expect(layout.lines.map(\.range.lowerBound) == pango.lineStarts(width: width))
        #expect(abs(layout.size.height - pango.size(width: width).height) < 0.001)
    }

    @Test func kerningWidensTheText() throws {
        let plain = try #require(ShapedText("kerning", font: body)).layout(width: nil).size.width
        let kerned = try #require(ShapedText([TextSpan("kerning", font: body, kern: 2)])).layout(width: nil).size.width
        // Between the seven characters, not after the last (UIKit adds it there
        // too, which puts centred text off centre).
        #expect(abs(kerned - plain - 6 * 2) < 0.01)
    }

    @Test func paragraphStylesSpaceLinesAndParagraphs() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.paragraphSpacing = 10
        let twoParagraphs = text + "\n" + text
        let plain = NSAttributedString(string: twoParagraphs, attributes: [.font: body])
        let spaced = NSAttributedString(string: twoParagraphs, attributes: [.font: body, .paragraphStyle: style])
        let size = CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude)
        let plainHeight = plain.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height
        let spacedHeight = spaced.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height
        let lines = try #require(ShapedText(twoParagraphs, font: body)).layout(width: 180).lines.count
        // Line spacing between the lines of each paragraph, paragraph spacing once between the two.
        #expect(abs(spacedHeight - plainHeight - (CGFloat(lines - 2) * 6 + 10)) < 0.001)

        let tall = NSMutableParagraphStyle()
        tall.lineHeightMultiple = 1.5
        let taller = NSAttributedString(string: text, attributes: [.font: body, .paragraphStyle: tall])
        let one = NSAttributedString(string: text, attributes: [.font: body])
        let a = taller.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height
        let b = one.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height
        #expect(abs(a - 1.5 * b) < 0.001)
        let capped = NSMutableParagraphStyle()
        capped.maximumLineHeight = 12
        capped.minimumLineHeight = 4
        let clamped = NSAttributedString(string: text, attributes: [.font: body, .paragraphStyle: capped])
        let count = try #require(ShapedText(text, font: body)).layout(width: 180).lines.count
        #expect(abs(clamped.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil).height - CGFloat(count) * 12) < 0.001)
    }

    @Test func attributedRunsBecomeSpans() {
        let string = NSMutableAttributedString(string: "one two three", attributes: [.font: body])
        string.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 4, length: 3))
        string.addAttribute(.foregroundColor, value: "ignored for measuring", range: NSRange(location: 0, length: 2))
        let spans = string.textSpans(defaultFont: .systemFont(ofSize: 9))
        #expect(spans.map(\.text) == ["one ", "two", " three"])
        #expect(spans[1].font == .boldSystemFont(ofSize: 17))
        let unstyled = NSAttributedString(string: "x").textSpans(defaultFont: .systemFont(ofSize: 9))
        #expect(unstyled.first?.font.pointSize == 9)
    }

    /// Runs holding distinct paragraph styles are appended one after
    /// another (Foundation on Linux halted the process comparing them while
    /// paragraph styles were `NSObject`s): equal styles merge into one run,
    /// and each paragraph is measured with its own spacing.
    @Test func runsOfDistinctParagraphStylesAppendAndMeasure() {
        func paragraphs(spacings: [CGFloat]) -> NSAttributedString {
            let string = NSMutableAttributedString(string: "")
            for spacing in spacings {
                let style = NSMutableParagraphStyle()
                style.paragraphSpacing = spacing
                string.append(NSAttributedString(string: "line\n", attributes: [.font: body, .paragraphStyle: style]))
            }
            return string
        }
        let spaced = paragraphs(spacings: [0, 0, 20, 0])
        var styleRuns = 0
        spaced.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: spaced.length)) { _, _, _ in styleRuns += 1 }
        #expect(styleRuns == 3)
        let size = CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)
        let plain = paragraphs(spacings: [0, 0, 0, 0]).boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        let measured = spaced.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(measured.height - plain.height - 20) < 0.01)
        #expect(NSParagraphStyle().isEqual(NSMutableParagraphStyle()) && NSParagraphStyle().hash == NSMutableParagraphStyle().hash)
    }
}
