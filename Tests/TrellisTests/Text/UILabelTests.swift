import Foundation
import Testing
@testable import Trellis

/// Labels measured with real text, in cells, at device widths.
@MainActor
@Suite struct UILabelTests {
    /// Pango's own height for `text` in `font` wrapped at `width` (nil: unwrapped), rounded as a label rounds.
    func pangoSize(_ text: String, _ font: UIFont, width: CGFloat?) throws -> CGSize {
        let reference = try #require(PangoLayoutReference([TextSpan(text, font: font)]))
        return UILabel.roundedUp(reference.size(width: width))
    }

    @Test func aLabelMadeInCodeHasUIKitsDefaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(label.intrinsicContentSize == .zero)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func aOneLineLabelIsAsWideAsItsText() throws {
        let label = UILabel()
        label.text = "Hello, world"
        let expected = try pangoSize("Hello, world", label.font, width: nil)
        #expect(label.intrinsicContentSize == expected)
        #expect(expected.width > 80 && expected.width < 110)
        #expect(!label.intrinsicContentSizeDependsOnWidth)
        // A longer text is wider; a bolder font too.
        let plain = label.intrinsicContentSize.width
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.width > plain)
    }

    @Test(arguments: [320, 375, 390, 428] as [CGFloat])
    func aMultiLineLabelWrapsAtTheWidthItIsGiven(width: CGFloat) throws {
        let text = "Self-sizing cells are only as right as their text measurement. 🎉 Trellis shapes text once and wraps it at any width, like Pango does."
        let container = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = text
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        let size = container.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let expected = try pangoSize(text, label.font, width: width - 32)
        #expect(size == CGSize(width: width, height: expected.height + 16))
        let lines = try #require(PangoLayoutReference([TextSpan(text, font: label.font)])).lineStarts(width: width - 32)
        #expect(label.textLayout(width: width - 32).lines.map(\.range.lowerBound) == lines)
        #expect(lines.count >= 2)
    }

    @Test func numberOfLinesCapsTheHeight() throws {
        let label = UILabel()
        label.text = String(repeating: "word ", count: 60)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        label.numberOfLines = 0
        let all = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let lineHeight = label.textLayout(width: 200).lines[0].height
        #expect(abs(two.height - UILabel.roundedUp(CGSize(width: 0, height: 2 * lineHeight)).height) < 0.001)
        #expect(all.height > 5 * two.height / 2)
        #expect(label.textLayout(width: 200, numberOfLines: 2).isTruncated)
    }

    @Test func preferredMaxLayoutWidthIsHonouredWhenSet() throws {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "wrap me ", count: 20)
        #expect(label.intrinsicContentSizeDependsOnWidth)
        label.preferredMaxLayoutWidth = 120
        #expect(!label.intrinsicContentSizeDependsOnWidth)
        #expect(label.intrinsicContentSize == (try pangoSize(label.text!, label.font, width: 120)))
    }

    @Test func reMeasuringAtTheSameWidthIsNotRepeatedByTheEngine() {
        let container = UIView()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = String(repeating: "measure once ", count: 12)
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let target = CGSize(width: 250, height: 0)
        _ = container.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let after = label.measureCount
        _ = container.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(label.measureCount == after)
        _ = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(label.measureCount == after + 1)
    }

    @Test func baselinesComeFromTheLaidOutLines() {
        let label = UILabel()
        label.text = "Baseline"
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        #expect(abs(label.firstBaselineOffsetFromTop - label.font.ascender) < 0.01)
        #expect(abs(label.lastBaselineOffsetFromBottom + label.font.descender) < 0.01)
    }
}

/// Dynamic Type: fonts that follow the content size category.
@MainActor
@Suite struct DynamicTypeLabelTests {
    func timelineCell() -> (cell: UIView, labels: [UILabel]) {
        let cell = UIView()
        let avatar = UIView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        let styles: [(UIFont.TextStyle, String)] = [
            (.headline, "Ada Lovelace"), (.subheadline, "@ada"), (.caption1, "2h"),
            (.body, "Notes on the Analytical Engine, now with emoji 🧮✨ and enough words to wrap across several lines."),
        ]
        let labels = styles.map { style, text in
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.text = text
            return label
        }
        labels[3].numberOfLines = 0
        let header = UIStackView(arrangedSubviews: Array(labels[0..<3]))
        header.spacing = 4
        labels[1].setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        labels[2].setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let column = UIStackView(arrangedSubviews: [header, labels[3]])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        let row = UIStackView(arrangedSubviews: [avatar, column])
        row.alignment = .top
        row.spacing = 10
        row.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(row)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 48), avatar.heightAnchor.constraint(equalToConstant: 48),
            labels[3].widthAnchor.constraint(equalTo: column.widthAnchor),
            row.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            row.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            row.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            row.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        return (cell, labels)
    }

    @Test func theFittedCellGrowsWithTheContentSizeCategory() {
        let (cell, labels) = timelineCell()
        var previous: CGFloat = 0
        for category in UIContentSizeCategory.allCases {
            cell.traitOverrides.preferredContentSizeCategory = category
            #expect(labels[3].font.pointSize == UIFont.TextStyle.body.pointSize(for: category))
            let height = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
            #expect(height > previous, "\(category)")
            previous = height
        }
    }

    @Test func onlyLabelsThatAdjustFollowTheCategory() {
        let container = UIView()
        let adjusting = UILabel(), fixed = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .footnote)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .footnote)
        container.addSubview(adjusting)
        container.addSubview(fixed)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(adjusting.font.pointSize == 33)
        #expect(fixed.font.pointSize == 13)
        // Moving the label into a hierarchy with other traits adjusts it too.
        let small = UIView()
        small.traitOverrides.preferredContentSizeCategory = .extraSmall
        small.addSubview(adjusting)
        #expect(adjusting.font.pointSize == 12)
    }

    @Test func fontsScaledWithUIFontMetricsFollowTheCategory() {
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        label.adjustsFontForContentSizeCategory = true
        let container = UIView()
        container.addSubview(label)
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(abs(label.font.pointSize - 20 * 25 / 28) < 0.0001)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 30)
    }
}

/// Baseline anchors of labels come from their text.
@MainActor
@Suite struct LabelBaselineTests {
    func label(_ text: String, _ font: UIFont) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.font = font
        return label
    }

    @Test func aFirstBaselinePinnedToALineSitsTheTextOnIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let title = label("Title", .systemFont(ofSize: 28, weight: .bold))
        root.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        root.layoutIfNeeded()
        #expect(abs(title.frame.minY + title.firstBaselineOffsetFromTop - 40) < 1e-6)
        #expect(abs(title.firstBaselineOffsetFromTop - title.font.ascender) < 0.01)
        // A new font moves the text so that its baseline stays on the line.
        title.font = .systemFont(ofSize: 12)
        root.layoutIfNeeded()
        #expect(abs(title.frame.minY + title.font.ascender - 40) < 0.01)
    }

    @Test func aStackAlignedOnFirstBaselinesLinesUpTextOfDifferentSizes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let big = label("Big", .systemFont(ofSize: 34)), small = label("small", .systemFont(ofSize: 13))
        let row = UIStackView(arrangedSubviews: [big, small])
        row.alignment = .firstBaseline
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        #expect(abs(bigBaseline - smallBaseline) < 1e-6)
        #expect(small.frame.minY > big.frame.minY)
        #expect(abs(row.frame.height - big.frame.height) < 1e-6)
    }

    @Test func lastBaselinesFollowTheLastLine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let body = label(String(repeating: "many words here ", count: 10), .systemFont(ofSize: 17))
        body.numberOfLines = 0
        let footer = label("footer", .systemFont(ofSize: 11))
        root.addSubview(body)
        root.addSubview(footer)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor), body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            body.topAnchor.constraint(equalTo: root.topAnchor),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.firstBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let bodyLastBaseline = body.frame.maxY - body.lastBaselineOffsetFromBottom
        #expect(abs(footer.frame.minY + footer.firstBaselineOffsetFromTop - (bodyLastBaseline + 20)) < 0.01)
        #expect(body.frame.height > 60)
    }
}

/// Labels with attributed text.
@MainActor
@Suite struct AttributedLabelTests {
    @Test func attributedTextIsMeasuredAndTextReplacesIt() {
        let label = UILabel()
        label.numberOfLines = 0
        let big = NSMutableAttributedString(string: "Big and small", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        big.addAttribute(.font, value: UIFont.systemFont(ofSize: 10), range: NSRange(location: 8, length: 5))
        label.attributedText = big
        #expect(label.text == "Big and small")
        let attributedSize = label.intrinsicContentSize
        #expect(attributedSize.height > 45)
        #expect(label.attributedText?.string == "Big and small")
        label.text = "Big and small"
        #expect(label.intrinsicContentSize.height < 25)
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font)
        // Ranges without a font take the label's.
        label.font = .systemFont(ofSize: 30)
        label.attributedText = NSAttributedString(string: "no font here")
        #expect(abs(label.intrinsicContentSize.height - UILabel.roundedUp(CGSize(width: 0, height: label.font.ascender - label.font.descender)).height) < 0.5)
    }
}

/// Stack views spacing text by its baselines.
@MainActor
@Suite struct BaselineRelativeStackTests {
    @Test func aBaselineRelativeColumnSpacesBaselinesApart() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let title = UILabel(), subtitle = UILabel()
        title.text = "Title"
        title.font = .preferredFont(forTextStyle: .title1)
        subtitle.text = "Subtitle"
        subtitle.font = .preferredFont(forTextStyle: .footnote)
        let column = UIStackView(arrangedSubviews: [title, subtitle])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 24
        column.isBaselineRelativeArrangement = true
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: root.leadingAnchor), column.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let titleBaseline = title.frame.maxY - title.lastBaselineOffsetFromBottom
        let subtitleBaseline = subtitle.frame.minY + subtitle.firstBaselineOffsetFromTop
        #expect(abs(subtitleBaseline - titleBaseline - 24) < 1e-6)
        #expect(abs(column.frame.height - subtitle.frame.maxY) < 1e-6)
        // Turned off, the gap runs between the edges again.
        column.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(abs(subtitle.frame.minY - title.frame.maxY - 24) < 1e-6)
    }
}
