import CTrellisText
import Testing
@testable import TrellisText

/// A font's average advance (what line breaking takes as the margin for
/// shaping a line's end again) is read by shaping its language's sample
/// text in the font, not through a Pango layout in a new context: it must
/// be Pango's figure.
struct ApproximateWidthTests {
    static let families = ["Inter", "Inter Display", "Noto Sans Mono", "Noto Sans", "Noto Sans CJK JP", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji"]

    @Test(arguments: families)
    func averageAdvanceIsPangos(family: String) {
        for language in ["en-us", "ja", "zh-cn", "ko", "ar", "he", "ru", "hi", "th"] {
            for size in [9.0, 12, 17, 28, 53] {
                for weight: Int32 in [400, 700] {
                    var pango: Int32 = 0
                    let ours = family.withCString { name in
                        var spec = TTFontSpec(family: name, size: size, weight: weight, italic: 0, features: nil)
                        return FontSystem.shared.withSystem { tt_font_system_approximate_char_widths($0, &spec, language, &pango) } ?? -2
                    }
                    // -1: the font lacks a character of the sample, and Pango's own figure is taken.
                    #expect(ours == pango || ours == -1, "\(family) \(size) pt, weight \(weight), \(language): \(ours) vs Pango \(pango)")
                    if language == "en-us" && family.hasPrefix("Inter") { #expect(ours >= 0) }
                }
            }
        }
    }
}
