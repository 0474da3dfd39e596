import Foundation

/// What a search bar tells its delegate. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The text was changed by typing or clearing.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search (return) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field on a bar, 56 points tall: the field 36 points tall, 8
/// points in from the sides, and a Cancel button after it when
/// `showsCancelButton`. Typing into `searchTextField` (`insertText(_:)`)
/// reaches the delegate as `searchBar(_:textDidChange:)`, the return key as
/// `searchBarSearchButtonClicked(_:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar is drawn.
    public enum Style: UInt, Sendable {
        /// The bar's background behind the field.
        case `default`
        /// The same, for bars over content.
        case prominent
        /// No background: the field alone.
        case minimal
    }

    /// The bar's height at the default font.
    static let standardHeight: CGFloat = 56

    /// The field people type into.
    public let searchTextField = UISearchTextField()
    /// The cancel button, shown when `showsCancelButton`.
    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// What a search controller does when Cancel is tapped (after the delegate hears of it).
    var onCancel: (() -> Void)?

    /// How the bar is drawn.
    open var searchBarStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }
    /// The bar's background colour (nil: the system background).
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// A search bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    /// A search bar from an archive (Trellis has none): an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [unowned self] _ in
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [unowned self] _ in
            delegate?.searchBarCancelButtonClicked(self)
            onCancel?()
        }, for: .touchUpInside)
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    /// A search bar with no frame.
    public convenience init() { self.init(frame: .zero) }

    /// The text searched for. Setting it tells the delegate nothing.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text shown while the field is empty ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Shows or hides the Cancel button (headless, at once).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// No intrinsic width; 56 points tall (taller when the field's font is).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(UISearchBar.standardHeight, searchTextField.intrinsicContentSize.height + 20))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: intrinsicContentSize.height) }

    /// Where a navigation bar puts the field in the bar: its top, its height
    /// and the space at the sides (nil: 8 points in, centred, as a bar on its own).
    var fieldPlacement: (top: CGFloat, height: CGFloat, sideInset: CGFloat)? {
        didSet { setNeedsLayout() }
    }

    /// The field 8 points in from the sides and centred (or where a
    /// navigation bar places it); the Cancel button after it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let side = fieldPlacement?.sideInset ?? 8
        let fieldHeight = fieldPlacement?.height ?? searchTextField.intrinsicContentSize.height
        let fieldTop = fieldPlacement?.top ?? (bounds.midY - fieldHeight / 2)
        var trailingSpace = side
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            let x = rtl ? bounds.minX + side : bounds.maxX - side - size.width
            cancelButton.frame = CGRect(x: x, y: fieldTop + (fieldHeight - size.height) / 2, width: size.width, height: size.height)
            trailingSpace += size.width + 8
        }
        let width = max(0, bounds.width - side - trailingSpace)
        searchTextField.frame = CGRect(x: rtl ? bounds.maxX - side - width : bounds.minX + side, y: fieldTop, width: width, height: fieldHeight)
    }

    /// Draws the bar's background, unless minimal.
    open override func draw(_ rect: CGRect) {
        guard searchBarStyle != .minimal, UIGraphicsGetCurrentContext() != nil else { return }
        (barTintColor ?? .systemBackground).setFill()
        UIBezierPath(rect: bounds).fill()
    }

    /// The Cancel button's frame, when it shows.
    var cancelButtonFrame: CGRect? { showsCancelButton ? cancelButton.frame : nil }
}

/// Passes the field's questions and news to the search bar's delegate.
@preconcurrency @MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidBeginEditing(bar) }
    func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
