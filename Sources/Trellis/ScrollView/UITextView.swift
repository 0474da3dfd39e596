import Foundation

/// Told about a text view: its scrolling (it is a scroll view) and taps on its links.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether a tap on a link opens it.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
}

/// Where a text view's text goes: its lines run `lineFragmentPadding` in from each side.
@preconcurrency @MainActor
public final class NSTextContainer {
    /// The space at each end of every line (5 points by default).
    public var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { onChange?() } }
    }
    var onChange: (() -> Void)?
}

/// Scrollable, multi-line text: the text wraps at the view's width, less
/// `textContainerInset` and the container's line padding, and scrolls when
/// it is taller than the view. With scrolling off, the view sizes itself to
/// its text, as a wrapping label does (its height follows its width).
///
/// Headless, editing is not simulated: the text is what the code sets.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The lines, laid out by a label inside the scrolled content.
    private let textLabel = UILabel()
    /// Where the text goes within the content.
    public let textContainer = NSTextContainer()

    /// An empty text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installTextLabel()
    }

    /// A text view from an archive (Trellis has none): an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installTextLabel()
    }

    private func installTextLabel() {
        textLabel.numberOfLines = 0
        textLabel.font = .systemFont(ofSize: 12)
        textLabel.textColor = .label
        addSubview(textLabel)
        backgroundColor = .systemBackground
        textContainer.onChange = { [weak self] in self?.textChanged() }
    }

    /// The text (setting it replaces any attributed text).
    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            textLabel.text = newValue
            textChanged()
        }
    }

    /// The text with its attributes (fonts, colours, links).
    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: "") }
        set {
            textLabel.attributedText = newValue
            textChanged()
        }
    }

    /// The font of the text (12-point system text by default, as in UIKit).
    open var font: UIFont? {
        get { textLabel.font }
        set {
            textLabel.font = newValue ?? .systemFont(ofSize: 12)
            textChanged()
        }
    }

    /// The colour of the text.
    open var textColor: UIColor? {
        get { textLabel.textColor }
        set { textLabel.textColor = newValue ?? .label }
    }

    /// How lines align.
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }

    /// Whether text sizes follow the user's text size.
    open var adjustsFontForContentSizeCategory: Bool {
        get { textLabel.adjustsFontForContentSizeCategory }
        set { textLabel.adjustsFontForContentSizeCategory = newValue }
    }

    /// Whether the user could edit the text (kept; editing is not simulated).
    open var isEditable = true
    /// Whether the user could select the text and tap its links.
    open var isSelectable = true
    /// The space around the text inside the content (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let inset = textContainerInset
            guard acceptsFinite(inset.top, inset.left, inset.bottom, inset.right, for: "textContainerInset") else { return textContainerInset = oldValue }
            if textContainerInset != oldValue { textChanged() }
        }
    }

    /// With scrolling off, the text view sizes itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textChanged() } }
    }

    /// The delegate as a text view's delegate, if it is one.
    var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    private func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size

    /// The room across for the lines at a view width.
    private func lineWidth(at width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The text's height at a view width, insets included.
    private func contentHeight(at width: CGFloat) -> CGFloat {
        textLabel.intrinsicContentSize(forWidth: lineWidth(at: width)).height + textContainerInset.top + textContainerInset.bottom
    }

    /// Scrolling: no size of its own. Not scrolling: the text on one line (insets included).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let natural = textLabel.intrinsicContentSize
        return CGSize(
            width: natural.width + textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding,
            height: natural.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override var intrinsicContentSizeDependsOnWidth: Bool { !isScrollEnabled }

    open override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        guard !isScrollEnabled else { return intrinsicContentSize }
        return CGSize(width: intrinsicContentSize.width, height: contentHeight(at: width))
    }

    /// The text wraps at the width; the content is as tall as the text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = lineWidth(at: bounds.width)
        let height = textLabel.intrinsicContentSize(forWidth: width).height
        let frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top, width: width, height: height)
        if !frame.isClose(to: textLabel.frame) { textLabel.frame = frame }
        let size = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
    }
}
