import Foundation

/// A search bar's field: a grey pill with a magnifying glass before the
/// text, 36 points tall at the default font (iOS 13 and later).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// A search field with the glass and the clear button while editing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installGlass()
    }

    /// A search field from an archive (Trellis has none): as `init(frame:)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installGlass()
    }

    private func installGlass() {
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
        placeholder = "Search"
        returnKeyType = .search
    }

    /// Inside the pill: 4 points before the glass, 6 after the text.
    override var borderInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6) }

    /// The glass 6 points in from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: 4, dy: 0)
    }

    /// The field's line plus 7 points above and below, at least 36.
    open override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width, height: max(36, size.height))
    }

    /// Draws the grey pill (the system's tertiary fill), then the clear button.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: borderRect(forBounds: bounds), cornerRadius: 10).fill()
        super.draw(rect)
    }
}
