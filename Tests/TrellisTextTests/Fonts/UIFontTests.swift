import Foundation
import Testing
@testable import TrellisText

/// Fonts come from the fixed set, with metrics read from the font files.
struct UIFontTests {
    @Test func everyFontFileOfTheSetIsInstalled() {
        #expect(FontSystem.shared.isAvailable)
        #expect(FontSystem.shared.missingFontFiles.isEmpty, "\(FontSystem.shared.missingFontFiles)")
    }

    @Test func theSystemFontHasRealMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter")
        #expect(font.fontName == "Inter-Regular")
        #expect(font.pointSize == 17)
        // Inter's vertical metrics: ascender ≈ 0.969 em, descender ≈ −0.241 em, cap height ≈ 0.727 em.
        #expect(abs(font.ascender - 17 * 0.96875) < 0.01)
        #expect(abs(font.descender + 17 * 0.241) < 0.02)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.capHeight > 11 && font.capHeight < 13)
        #expect(font.xHeight > 8 && font.xHeight < font.capHeight)
        // From 20 pt the system font is the display cut, as the iOS system font is.
        #expect(UIFont.systemFont(ofSize: 20).familyName == "Inter Display")
    }

    @Test(arguments: [
        (UIFont.Weight.ultraLight, "Inter-Thin"), (.thin, "Inter-ExtraLight"), (.light, "Inter-Light"), (.regular, "Inter-Regular"),
        (.medium, "Inter-Medium"), (.semibold, "Inter-SemiBold"), (.bold, "Inter-Bold"), (.heavy, "Inter-ExtraBold"), (.black, "Inter-Black"),
    ])
    func everyWeightHasItsOwnFace(weight: UIFont.Weight, name: String) {
        #expect(UIFont.systemFont(ofSize: 15, weight: weight).fontName == name)
    }

    @Test func heavierWeightsSetWiderText() throws {
        let widths = try [UIFont.Weight.thin, .regular, .bold, .black].map { weight in
            try #require(ShapedText("Heavier text", font: .systemFont(ofSize: 17, weight: weight))).layout(width: nil).size.width
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    @Test func fontsByNameAreNilForUnknownNames() throws {
        let bold = try #require(UIFont(name: "Inter-Bold", size: 12))
        #expect(bold.familyName == "Inter")
        #expect(bold.fontName == "Inter-Bold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont(name: "Inter", size: 12)?.fontName == "Inter-Regular")
        #expect(UIFont(name: "Noto Sans Mono", size: 12) != nil)
        #expect(UIFont(name: "Helvetica-Neue-Imaginary", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test func italicMonospacedAndTabularFigures() throws {
        #expect(UIFont.italicSystemFont(ofSize: 14).fontDescriptor.symbolicTraits.contains(.traitItalic))
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let narrow = try #require(ShapedText("iiii", font: mono)).layout(width: nil).size.width
        let wide = try #require(ShapedText("WWWW", font: mono)).layout(width: nil).size.width
        #expect(narrow == wide)
        // Tabular figures: every digit as wide as every other.
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        let ones = try #require(ShapedText("1111", font: digits)).layout(width: nil).size.width
        let eights = try #require(ShapedText("8888", font: digits)).layout(width: nil).size.width
        #expect(ones == eights)
        let proportionalOnes = try #require(ShapedText("1111", font: .systemFont(ofSize: 14))).layout(width: nil).size.width
        #expect(proportionalOnes < ones)
    }

    @Test func descriptorsMakeRelatedFonts() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.fontName == "Inter-BoldItalic")
        #expect(font.pointSize == 17)
        #expect(UIFont(descriptor: body.fontDescriptor.withSize(30), size: 0).pointSize == 30)
        #expect(body.fontDescriptor.withSymbolicTraits(.traitMonoSpace) == nil)
        #expect(body.withSize(9).pointSize == 9)
    }

    @Test func dynamicTypeSizesFollowApplesTable() {
        let large: [UIFont.TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for (style, size) in large {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style)")
            // Every style grows (or stays) from one category to the next.
            let sizes = UIContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, contentSizeCategory: .extraSmall).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    @Test func fontMetricsScaleCustomFontsAndValues() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        #expect(metrics.scaledFont(for: custom) == custom)
        let huge = metrics.scaledFont(for: custom, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(abs(huge.pointSize - 20 * 53 / 17) < 1e-9)
        #expect(huge.fontName == "InterDisplay-Bold")
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 30)
        #expect(metrics.scaledValue(for: 10, contentSizeCategory: .extraSmall) == CGFloat(10) * 14 / 17)
        #expect(UIFontMetrics.default.textStyle == .body)
    }
}
