import Foundation

/// A one-line text field: its text (or its placeholder, dimmed) inside a
/// border, between optional overlay views (`leftView`, `rightView`, the
/// clear button). Where each part goes is decided by the open rectangle
/// methods (`textRect(forBounds:)`, `leftViewRect(forBounds:)`, …), which
/// subclasses override as in UIKit. Its intrinsic height comes from the
/// font and the border style; its width from the text.
///
/// Headless there is no keyboard: a tap makes the field first responder
/// (`isEditing`), and text is typed with `insertText(_:)` and
/// `deleteBackward()` (UIKit's `UIKeyInput`), which consult the delegate and
/// send `.editingChanged`. Setting `text` in code sends nothing.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around the text.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A rectangle with a darker top edge.
        case bezel
        /// A rounded rectangle filled with the background (the system's field).
        case roundedRect
    }

    /// When an overlay view (the clear button, a side view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    let textLabel = UILabel()
    let placeholderLabel = UILabel()

    /// A field with no border (`borderStyle` `.none`), as UIKit makes one.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installLabels()
    }

    /// A text field from an archive (Trellis has none): an empty field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installLabels()
    }

    private func installLabels() {
        for label in [textLabel, placeholderLabel] {
            label.font = UITextField.defaultFont
            // Text too long for the field is cut at its edge (the field scrolls it while editing).
            label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            addSubview(label)
        }
        placeholderLabel.textColor = .placeholderText
        font = UITextField.defaultFont
        textColor = .label
        contentDidChange()
    }

    /// The return key is a text field's primary action.
    override var primaryActionEvents: UIControl.Event { .editingDidEndOnExit }

    /// The body style of the system font, UIKit's default.
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    // MARK: Text

    /// The text (nil by default). Setting it sends no actions.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            styledText = nil
            contentDidChange()
        }
    }
    private var storedText: String?
    private var styledText: NSAttributedString?

    /// The text with attributes (ranges without a font take the field's).
    open var attributedText: NSAttributedString? {
        get { styledText ?? storedText.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) } }
        set {
            storedText = newValue?.string
            styledText = newValue
            contentDidChange()
        }
    }

    /// The text shown dimmed while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with attributes (`.placeholderText` in the field's font unless they say otherwise).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            contentDidChange()
        }
    }
    private var storedPlaceholder: NSAttributedString?

    /// The font of the text and placeholder (nil restores the body style).
    open var font: UIFont? {
        didSet {
            if font == nil { font = UITextField.defaultFont }
            contentDidChange()
        }
    }

    /// The text's colour (nil restores `.label`).
    open var textColor: UIColor? {
        didSet {
            if textColor == nil { textColor = .label }
            contentDidChange()
        }
    }

    /// How the text sits horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { contentDidChange() }
    }

    /// Whether the text is drawn as dots (a password).
    open var isSecureTextEntry = false {
        didSet { contentDidChange() }
    }

    /// Whether a Dynamic Type font follows the content size category of the field's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontToContentSizeCategory() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            adjustFontToContentSizeCategory()
        }
    }

    private func adjustFontToContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(for: traitCollection.preferredContentSizeCategory) else { return }
        font = adjusted
    }

    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false

    /// Whether the text may be drawn smaller to fit (kept; the text is drawn at its font).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size `adjustsFontSizeToFitWidth` may use.
    open var minimumFontSize: CGFloat = 0

    /// The keyboard asked for.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// How the keyboard capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the content means, for the keyboard's suggestions.
    open var textContentType: UITextContentType?

    /// The field's delegate.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is first responder).
    public internal(set) var isEditing = false

    // MARK: Border and overlay views

    /// The border (none by default).
    open var borderStyle: BorderStyle = .none {
        didSet { contentDidChange() }
    }

    /// A view on the left of the text (a search glass, a padding view).
    open var leftView: UIView? {
        didSet { replace(oldValue, with: leftView) }
    }
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never {
        didSet { contentDidChange() }
    }
    /// A view on the right of the text.
    open var rightView: UIView? {
        didSet { replace(oldValue, with: rightView) }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never {
        didSet { contentDidChange() }
    }
    /// When the clear button shows (only while there is text).
    open var clearButtonMode: ViewMode = .never {
        didSet { contentDidChange() }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        contentDidChange()
    }

    /// Whether an overlay with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
    var showsClearButton: Bool { !(storedText ?? "").isEmpty && shows(clearButtonMode) }

    /// Shows the text (or the placeholder) as set now.
    func contentDidChange() {
        let font = self.font ?? UITextField.defaultFont
        textLabel.font = font
        placeholderLabel.font = font
        let shown = storedText ?? ""
        if let styledText, !isSecureTextEntry {
            textLabel.attributedText = styledText
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
        }
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        placeholderLabel.attributedText = storedPlaceholder
        placeholderLabel.textAlignment = textAlignment
        textLabel.isHidden = shown.isEmpty
        placeholderLabel.isHidden = !shown.isEmpty || storedPlaceholder == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Rectangles (override points)

    /// The space between the border and the text, by border style
    /// (approximately UIKit's: 7 points on the sides of a rounded rectangle).
    var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case .roundedRect: UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when not editing: inside the border's insets,
    /// clear of the overlay views that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = bounds.inset(by: borderInsets)
        var minX = inset.minX, maxX = inset.maxX
        if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: minX, y: inset.minY, width: max(0, maxX - minX), height: inset.height)
    }

    /// Where the text is drawn while editing: the text rectangle by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn: where the text would be.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = UITextField.size(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = UITextField.size(of: rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's rectangle: 19 points square, 6 points in from the
    /// right (left of the right view when that shows), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// An overlay view's size: its frame's, or, when it has none, the size its constraints or content give it.
    private static func size(of view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: 0, height: 0))
        return CGSize(width: max(0, fitted.width), height: max(0, fitted.height))
    }

    // MARK: Size and layout

    /// The text's (or placeholder's) width plus the insets and overlay views;
    /// the font's line height plus the border style's padding (a rounded
    /// rectangle 7 points above and below: 34 points at 17-point text).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? UITextField.defaultFont
        let line = UILabel.roundedUp(CGSize(width: 0, height: font.lineHeight)).height
        let padding: CGFloat = switch borderStyle {
        case .none: 0
        case .line, .bezel: 8
        case .roundedRect: 14
        }
        let shown = textLabel.isHidden ? placeholderLabel : textLabel
        let insets = borderInsets
        var width = (shown.isHidden ? 0 : shown.intrinsicContentSize.width) + insets.left + insets.right
        if showsLeftView { width += UITextField.size(of: leftView).width }
        if showsRightView { width += UITextField.size(of: rightView).width }
        if showsClearButton { width += 19 + 6 + 4 }
        let sides = [showsLeftView ? UITextField.size(of: leftView).height : 0, showsRightView ? UITextField.size(of: rightView).height : 0]
        return CGSize(width: ceil(width), height: ceil(max(line + padding, sides.max() ?? 0)))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the text, placeholder and overlay views at their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !showsLeftView
            if showsLeftView { leftView.frame = leftViewRect(forBounds: bounds) }
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            if showsRightView { rightView.frame = rightViewRect(forBounds: bounds) }
        }
    }

    // MARK: Editing (see UITextField+Editing.swift)

    /// Whether the field can be edited now (it is enabled).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Whether the field is first responder (being edited).
    open override var isFirstResponder: Bool { isEditing }

    /// Begins editing, if the delegate agrees: the window's first responder
    /// (another field) resigns, the delegate hears `textFieldDidBeginEditing`,
    /// and `.editingDidBegin` is sent. Returns whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    /// Ends editing, if the delegate agrees: it hears
    /// `textFieldDidEndEditing`, and `.editingDidEnd` is sent.
    @discardableResult
    open override func resignFirstResponder() -> Bool { finishEditing() }

    /// Whether there is text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Types `text` at the end, as the keyboard would (a newline is the
    /// return key): the delegate may refuse it; else the text changes and
    /// `.editingChanged` is sent.
    open func insertText(_ text: String) { type(text) }

    /// Deletes the last character, as the delete key would.
    open func deleteBackward() { deleteLastCharacter() }

    /// A tap on the clear button clears the text; anywhere else it begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let point = touch?.location(in: self), showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearText()
        } else {
            becomeFirstResponder()
        }
    }

    // MARK: Drawing

    /// Draws the border of the style (a rounded-rect field fills itself
    /// with the system's field colour) and the clear button when it shows.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        drawBorder(in: borderRect(forBounds: bounds))
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }
}
