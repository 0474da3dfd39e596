/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The environment a view is shown in. For now it carries the interface
/// style that dynamic colours resolve against; size classes, Dynamic Type and
/// the rest join it with windows and view controllers.
public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection with only the interface style set.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
}
