import Foundation

/// A view that shows text: one line or many, measured with real fonts.
///
/// A multi-line label (`numberOfLines` 0 or more than 1) wraps at the width
/// Auto Layout gives it and grows as tall as its lines: the engine measures
/// it again at its solved width, so, unlike UIKit, it never needs
/// `preferredMaxLayoutWidth` (which is still honoured when set). Text is
/// shaped once per text and font; measuring at another width only breaks
/// lines again.
@preconcurrency @MainActor
open class UILabel: UIView {
    // (The stored properties marked `@exclusivity(unchecked)` here, which a
    // hosted text's view reads at every pass, are accessed only for an
    // instant, never across a call: their accesses are not tracked at run time.)

    /// The text shown (nil: none). Setting it drops attributed text.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            // New attributes always count; plain text replacing attributed text too.
            var changed = text != oldValue || isSettingAttributedText
            if !isSettingAttributedText, styledText != nil {
                styledText = nil
                changed = true
            }
            if changed { textDidChange() }
        }
    }

    /// The text with attributes (fonts, kerning, paragraph styles) per range.
    /// Unset, it is `text` in the label's font and colour; set, it is what
    /// is measured (ranges without a font take the label's) and `text` is its
    /// string.
    open var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
        }
        set {
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            text = newValue?.string
        }
    }

    /// Attributed text the label was given, kept as given.
    @exclusivity(unchecked) private var styledText: NSAttributedString?
    @exclusivity(unchecked) private var isSettingAttributedText = false

    /// The font (the system font at 17 pt by default; nil restores it).
    @exclusivity(unchecked) open var font: UIFont! {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            if font != oldValue { textDidChange() }
        }
    }

    /// The text's colour (`.label` by default; nil restores it).
    @exclusivity(unchecked) open var textColor: UIColor! {
        didSet { if textColor == nil { textColor = .label } }
    }

    /// How lines sit horizontally; `.natural` follows the layout direction.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural

    /// The most lines shown: 1 by default, 0 for as many as the text needs.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// How lines wrap and how the last line is shortened when text does not
    /// fit (truncating the tail by default).
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode.wrapping != oldValue.wrapping { textDidChange() } }
    }

    /// The width a multi-line label wraps at for its intrinsic size. Never
    /// needed here (0: the label wraps at the width it is laid out at).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
    }

    /// Whether a Dynamic Type font (from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`) follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontToContentSizeCategory() } }
    }

    /// Whether the text may be drawn smaller (down to `minimumScaleFactor`)
    /// to fit the label's width; the intrinsic size stays the full-size text's.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale `adjustsFontSizeToFitWidth` may draw at (0: any).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the text may be drawn with tighter spacing before it is truncated.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the label is drawn as enabled (dimmed when not).
    open var isEnabled = true
    /// Whether the label is drawn highlighted.
    open var isHighlighted = false
    /// The text's colour while highlighted (nil: `textColor`).
    open var highlightedTextColor: UIColor?

    /// The default label font: the system font at 17 pt.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: UIFont.labelFontSize) }

    /// The measurer of the host whose window the label is in, kept once
    /// looked up (measuring is hot, and the window is found by walking up);
    /// forgotten when the label changes windows or its window changes hosts.
    private var hostTextMeasurer: (any TextMeasuring)?

    /// What the label measures its text with: the measurer of its window's
    /// host, or, outside a hosted window, that of the work running
    /// (`TextMeasurer.current`).
    var textMeasurer: any TextMeasuring {
        if let hostTextMeasurer { return hostTextMeasurer }
        guard let measurer = window?.host?.textMeasurer else { return TextMeasurer.current }
        hostTextMeasurer = measurer
        return measurer
    }

    /// The label moved to another window, or its window to another host.
    func forgetHostTextMeasurer() {
        hostTextMeasurer = nil
    }

    /// How many times the label measured its text (layouts asked of the
    /// text measurer): the benchmarks and tests count it.
    public private(set) var measureCount = 0

    /// The text and font as the measurer takes them (kept: made once per
    /// change), hashed at the first measurement by a measurer with caches.
    private var measuredSpans = HashedSpans([])
    var spans: [TextSpan] { measuredSpans.spans }

    public override init(frame: CGRect) {
        font = UILabel.defaultFont
        textColor = .label
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label from an archive (Trellis has none): an empty label.
    public required init?(coder: NSCoder) {
        font = UILabel.defaultFont
        textColor = .label
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func textDidChange() {
        let text = self.text ?? ""
        if let styledText, !text.isEmpty {
            measuredSpans = HashedSpans(styledText.textSpans(defaultFont: font))
        } else {
            measuredSpans = HashedSpans(text.isEmpty ? [] : [TextSpan(text, font: font)])
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Measuring

    /// The wrapping the line break mode asks for.
    private var wrapping: LineWrapping { lineBreakMode.wrapping }

    /// The label's text laid out at `width` (nil: unwrapped), up to
    /// `numberOfLines` lines, by the measurer of its window's host (or of
    /// the work running, outside a host's window).
    public func textLayout(width: CGFloat?, numberOfLines lines: Int? = nil) -> TextLayout {
        guard !spans.isEmpty else { return .empty }
        reportTextSystemProblemsOnce()
        measureCount += 1
        let maximum = lines ?? numberOfLines
        let wraps = maximum != 1
        return textMeasurer.layout(of: &measuredSpans, width: wraps ? width : nil, wrapping: wrapping, maximumLines: max(0, maximum))
    }

    /// The size of the text: unwrapped, or wrapped at
    /// `preferredMaxLayoutWidth` when that is set; 0 × 0 without text.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return UILabel.roundedUp(textLayout(width: width).size)
    }

    /// A multi-line label's height depends on its width (unless
    /// `preferredMaxLayoutWidth` fixes the width it wraps at).
    open override var intrinsicContentSizeDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0 && !spans.isEmpty
    }

    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        UILabel.roundedUp(textLayout(width: max(0, width)).size)
    }

    /// The size of the text wrapped at `size.width` (a one-line label: its
    /// unwrapped size), as UIKit's `sizeThatFits` answers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        UILabel.roundedUp(textLayout(width: size.width.isFinite ? max(0, size.width) : nil).size)
    }

    /// The rectangle the text takes in `bounds`, at most `numberOfLines`
    /// lines (0: no limit), cut to the bounds. An override point.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = UILabel.roundedUp(textLayout(width: bounds.width, numberOfLines: numberOfLines).size)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Draws the label's text: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect` into the current context: the override
    /// point for custom text drawing (insetting `rect` before calling
    /// `super` pads the text, as in UIKit).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (lines, color) = drawnLines(in: rect, traits: context.traits)
        if !lines.isEmpty { context.record(.text(lines, color)) }
    }

    /// The lines drawn in `rect`: as measured at its width, centred
    /// vertically as UIKit draws them, aligned per line, the last one
    /// shortened with an ellipsis when the text does not fit. A one-line
    /// label that adjusts its font size to fit is drawn smaller first, down
    /// to its minimum scale factor.
    private func drawnLines(in rect: CGRect, traits: UITraitCollection) -> (lines: [TextLineDrawing], color: RGBA) {
        var spans = self.spans
        guard !spans.isEmpty else { return ([], RGBA(red: 0, green: 0, blue: 0, alpha: 0)) }
        let measurer = textMeasurer
        var layout = textLayout(width: rect.width)
        if adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0,
            let natural = layout.lines.first?.width, natural > rect.width, rect.width > 0 {
            let factor = max(min(minimumScaleFactor, 1), rect.width / natural)
            spans = spans.map { TextSpan($0.text, font: $0.font.withSize($0.font.pointSize * factor), kern: $0.kern * factor,
                                         paragraphSpacing: $0.paragraphSpacing) }
            layout = measurer.layout(of: spans, width: nil, wrapping: .word, maximumLines: 1)
        }
        let top = rect.minY + (rect.height - UILabel.roundedUp(layout.size).height) / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var lines: [TextLineDrawing] = []
        let slicer = TextSpanSlicer(spans)
        for (index, line) in layout.lines.enumerated() {
            var text = slicer.slice(line.visibleRange)
            var ellipsis = false
            // A measurer that cannot cut text (no shaped text) draws lines whole.
            if index == layout.lines.count - 1, lineBreakMode != .byClipping, layout.isTruncated || line.width > rect.width + 0.001 {
                let font = spans[spans.count - 1].font
                let ellipsisWidth = measurer.layout(of: [TextSpan("…", font: font)], width: nil, wrapping: .word, maximumLines: 0).size.width
                let position: TruncationPosition = switch lineBreakMode {
                case .byTruncatingHead: .head
                case .byTruncatingMiddle: .middle
                default: .tail
                }
                if let kept = measurer.truncation(of: line, in: spans, toFit: rect.width, ellipsisWidth: ellipsisWidth, at: position,
                                                  always: layout.isTruncated), kept.ellipsis {
                    ellipsis = true
                    text = slicer.slice(kept.before) + [TextSpan("…", font: font)] + slicer.slice(kept.after)
                }
            }
            let width = ellipsis ? measurer.layout(of: text, width: nil, wrapping: .word, maximumLines: 0).size.width : line.width
            let x: CGFloat
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            // Natural: right for right-to-left layouts, and for right-to-left
            // paragraphs too (UIKit puts Arabic or Hebrew text in a
            // left-to-right app on the left, where it does not belong).
            case .natural where rightToLeft || line.isRightToLeft: x = rect.maxX - width
            default: x = rect.minX
            }
            lines.append(TextLineDrawing(spans: text, origin: CGPoint(x: x, y: top + line.baseline)))
        }
        let color = (isHighlighted ? highlightedTextColor ?? textColor : textColor) ?? .label
        var rgba = color.rgba(for: traits)
        if !isEnabled { rgba.alpha *= 0.5 }
        return (lines, rgba)
    }


    /// The distance from the top to the first line's baseline.
    public var firstBaselineOffsetFromTop: CGFloat { textBaselineOffsets?.fromTop ?? 0 }

    /// The distance from the last line's baseline to the bottom of the text.
    public var lastBaselineOffsetFromBottom: CGFloat { textBaselineOffsets?.fromBottom ?? 0 }

    /// The baselines of the unwrapped text: the first line's ascent below
    /// the top, the last line's descent above the bottom (what a label's
    /// baseline constraints hold; they follow the text and the font).
    override var textBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        let layout = textLayout(width: nil)
        guard let first = layout.lines.first, let last = layout.lines.last else {
            return (font.ascender, -font.descender)
        }
        return (first.ascent, last.descent)
    }

    private static var checkedTextSystem = false

    /// The first label measured says if text cannot measure as everywhere
    /// else: Pango missing, or fonts of the set not installed.
    private func reportTextSystemProblemsOnce() {
        guard !UILabel.checkedTextSystem else { return }
        UILabel.checkedTextSystem = true
        let fonts = FontSystem.shared
        if !fonts.isAvailable {
            LayoutDiagnostics.report(.textSystem, "Pango could not start: text is measured with approximate metrics.", views: [self])
        } else if !fonts.missingFontFiles.isEmpty {
            LayoutDiagnostics.report(
                .textSystem,
                "\(fonts.missingFontFiles.count) font files are missing (\(fonts.missingFontFiles.prefix(3).joined(separator: ", "))…); text measures differently than elsewhere. Run scripts/setup.sh or set TRELLIS_FONTS_DIR.",
                views: [self])
        }
    }

    /// Sizes are rounded up to the pixel grid of a 3× screen, as UIKit
    /// rounds a label's size up to its screen's pixels.
    static func roundedUp(_ size: CGSize) -> CGSize {
        let scale: CGFloat = 3
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    // MARK: Dynamic Type

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            adjustFontToContentSizeCategory()
        }
    }

    private func adjustFontToContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: traitCollection.preferredContentSizeCategory) else { return }
        font = adjusted
    }
}
