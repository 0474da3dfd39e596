import Foundation

/// A standard view on the trailing side of a `UICollectionViewListCell`:
/// a disclosure chevron or a checkmark.
public struct UICellAccessory {
    /// When the accessory shows (collection views do not edit, headless:
    /// `whenEditing` never shows, `whenNotEditing` always does).
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How a disclosure indicator looks.
    public struct DisclosureIndicatorOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// Its colour (nil: the tertiary label colour).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a checkmark looks.
    public struct CheckmarkOptions {
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// Its colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Options; nil leaves the standard.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    enum Kind { case disclosureIndicator, checkmark }
    let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?

    /// A chevron: tapping the row goes further in.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor)
    }

    /// A checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor)
    }

    /// Whether it takes room in a cell that is not editing.
    var showsWhenNotEditing: Bool { displayed != .whenEditing }

    /// The view drawing it.
    @MainActor
    func makeView() -> UIImageView {
        let image: UIImage?
        switch kind {
        case .disclosureIndicator:
            image = UIImage(systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
        case .checkmark:
            image = UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold))
        }
        let view = UIImageView(image: image)
        if kind == .disclosureIndicator { view.tintColor = tintColor ?? .tertiaryLabel } else if let tintColor { view.tintColor = tintColor }
        view.isHidden = isHidden
        return view
    }
}
