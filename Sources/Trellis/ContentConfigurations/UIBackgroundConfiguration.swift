import Foundation

/// A function from one colour to another, applied to a configuration's
/// colour when it is drawn (to grey it, or to tint it).
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @MainActor @Sendable (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping @MainActor @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour transformed.
    @MainActor
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// The colour as a grey of the same luminance (its alpha kept), in light and dark.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
        }
    }

    /// The tint colour in place of the colour (system blue, the default
    /// tint: a transformer has no view to ask).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// The tint colour (system blue) at the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var alpha: CGFloat = 0
        color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return .systemBlue.withAlphaComponent(alpha)
    }
}

/// What a cell (or a header or footer) draws behind its content, as a
/// value: a colour, rounded corners, a stroke, an image or a view of yours,
/// inset from the edges. Start from one of the list styles (`listPlainCell()`,
/// `listGroupedCell()`, …) or `clear()`, change what you need, and assign it
/// to a cell's `backgroundConfiguration`. A system style's colour follows the
/// cell's state (grey while selected or highlighted) until you set
/// `backgroundColor` yourself.
public struct UIBackgroundConfiguration {
    /// The system style a configuration was made from, which gives its
    /// colour in each state.
    enum Style: Equatable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    let style: Style

    /// A view of yours, behind the colour's fill (nil: none).
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose layout margins are added to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill (nil until set: the style's colour for the cell's state).
    public var backgroundColor: UIColor? {
        get { ownBackgroundColor ?? styleColor }
        set {
            ownBackgroundColor = newValue
            hasOwnBackgroundColor = true
        }
    }
    /// Applied to the fill when it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The colour of the outline (nil: none, unless `strokeWidth` is set: the tint).
    public var strokeColor: UIColor?
    /// Applied to the outline's colour when it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline.
    public var strokeWidth: CGFloat = 0
    /// How far the outline goes out beyond the background's edges.
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the fill.
    public var image: UIImage?
    /// How the image fills the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// A blur or vibrancy behind the fill (drawn as its tint, as blur views are here).
    public var visualEffect: UIVisualEffect?

    private var ownBackgroundColor: UIColor?
    private var hasOwnBackgroundColor = false
    /// The style's colour for the state the configuration was last updated for.
    private var styleColor: UIColor?

    init(style: Style) {
        self.style = style
        styleColor = Self.color(of: style, selected: false, highlighted: false, disabled: false)
        switch style {
        case .listSidebarCell: cornerRadius = 10
        case .clear:
            ownBackgroundColor = .clear
            hasOwnBackgroundColor = true
            strokeColor = .clear
        default: break
        }
    }

    /// Nothing drawn.
    public static func clear() -> Self { Self(style: .clear) }
    /// A row of a plain list: no fill, grey while selected or highlighted.
    public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
    /// A row of a grouped or inset-grouped list: the grouped row colour, grey while selected or highlighted.
    public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
    /// A row of a sidebar: rounded, no fill, filled while selected.
    public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
    /// A header or footer of a plain list: no fill.
    public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
    /// A header or footer of a grouped list: no fill.
    public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
    /// A header of a sidebar: no fill.
    public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }

    /// The style's colour in a state: rows grey (`systemGray4`) while
    /// selected or highlighted, sidebar rows the secondary fill.
    static func color(of style: Style, selected: Bool, highlighted: Bool, disabled: Bool) -> UIColor? {
        switch style {
        case .clear: return .clear
        case .listPlainCell: return selected || highlighted ? .systemGray4 : nil
        case .listGroupedCell: return selected || highlighted ? .systemGray4 : .secondarySystemGroupedBackground
        case .listSidebarCell:
            guard selected || highlighted else { return nil }
            return disabled ? .quaternarySystemFill : .secondarySystemFill
        case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader: return nil
        }
    }

    /// The configuration for `state`: a system style's colour follows a
    /// cell's selection and highlight (a colour you set stays).
    @MainActor
    public func updated(for state: any UIConfigurationState) -> Self {
        var copy = self
        let (selected, highlighted, disabled): (Bool, Bool, Bool) =
            if let cell = state as? UICellConfigurationState { (cell.isSelected, cell.isHighlighted, cell.isDisabled) }
            else if let view = state as? UIViewConfigurationState { (view.isSelected, view.isHighlighted, view.isDisabled) }
            else { (false, false, false) }
        copy.styleColor = Self.color(of: style, selected: selected, highlighted: highlighted, disabled: disabled)
        return copy
    }

    /// The fill as drawn, for a view whose tint is `tintColor`: the
    /// colour (the tint where a colour of yours is nil), transformed.
    @MainActor
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = hasOwnBackgroundColor ? (ownBackgroundColor ?? tintColor) : (styleColor ?? .clear)
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The outline's colour as drawn, for a view whose tint is `tintColor`.
    @MainActor
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }
}

/// The view drawing a background configuration behind a cell's content.
@preconcurrency @MainActor
final class ConfiguredBackgroundView: UIView {
    private let imageView = UIImageView()
    private weak var shownCustomView: UIView?
    private var configuration: UIBackgroundConfiguration?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        imageView.isHidden = true
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `configuration` in the view's bounds, for a view whose tint is `tintColor`.
    func show(_ configuration: UIBackgroundConfiguration, tintColor: UIColor) {
        self.configuration = configuration
        var fill = configuration.resolvedBackgroundColor(for: tintColor)
        var alpha: CGFloat = 0
        fill.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        if let effect = configuration.visualEffect as? UIBlurEffect, alpha == 0 { fill = effect.tint }
        backgroundColor = fill
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        if configuration.strokeWidth > 0 {
            layer.borderWidth = configuration.strokeWidth
            layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
        } else {
            layer.borderWidth = 0
        }
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        if shownCustomView !== configuration.customView {
            shownCustomView?.removeFromSuperview()
            if let custom = configuration.customView { insertSubview(custom, at: 0) }
            shownCustomView = configuration.customView
        }
        setNeedsLayout()
    }

    /// Where the background goes in a view of `bounds` with `margins`.
    static func frame(
        of configuration: UIBackgroundConfiguration, in bounds: CGRect, margins: NSDirectionalEdgeInsets, rightToLeft: Bool
    ) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let stroke = configuration.strokeWidth > 0 ? configuration.strokeOutset : 0
        let left = rightToLeft ? insets.trailing : insets.leading
        return CGRect(
            x: bounds.minX + left - stroke, y: bounds.minY + insets.top - stroke,
            width: max(0, bounds.width - insets.leading - insets.trailing + 2 * stroke),
            height: max(0, bounds.height - insets.top - insets.bottom + 2 * stroke))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        shownCustomView?.frame = bounds
    }
}
