import Foundation

/// Which way the interface is turned.
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface is taller than wide.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// Which way the device is held.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device is held sideways.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is held upright (or upside down).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// A real device, as layout sees it: its screen in points, its scale, the
/// safe-area insets of each orientation (status bar, notch or Dynamic
/// Island, home indicator) and its size classes. The figures are Apple's.
public struct DeviceProfile: Sendable, Hashable, CustomStringConvertible {
    /// The device's name (`"iPhone 15"`).
    public let name: String
    /// A short name for command lines (`"iphone-15"`).
    public let identifier: String
    /// The idiom: phone or pad.
    public let idiom: UIUserInterfaceIdiom
    /// The screen in points, held upright.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe-area insets held upright and turned.
    public let portraitSafeArea: UIEdgeInsets
    /// The safe-area insets turned.
    public let landscapeSafeArea: UIEdgeInsets
    /// The horizontal size class when turned (regular on the largest phones and on iPads).
    public let landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

    public var description: String { name }

    /// The screen's size in points in `orientation`.
    public func size(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The safe-area insets in `orientation`.
    public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The horizontal and vertical size classes in `orientation`.
    public func sizeClasses(in orientation: UIInterfaceOrientation) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        if idiom == .pad { return (.regular, .regular) }
        return orientation.isLandscape ? (landscapeHorizontalSizeClass, .compact) : (.compact, .regular)
    }

    /// The traits the device gives a full-screen window in `orientation`.
    public func traitCollection(in orientation: UIInterfaceOrientation) -> UITraitCollection {
        UITraitCollection(values: traitValues(in: orientation))
    }

    func traitValues(in orientation: UIInterfaceOrientation) -> TraitValues {
        let classes = sizeClasses(in: orientation)
        return TraitValues(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical, displayScale: scale,
                           userInterfaceIdiom: idiom)
    }

    /// iPhone SE (3rd generation): 4.7", Touch ID, a 20-point status bar upright.
    public static let iPhoneSE3 = DeviceProfile(
        name: "iPhone SE (3rd generation)", identifier: "iphone-se", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        landscapeHorizontalSizeClass: .compact)
    /// iPhone 15: 6.1", Dynamic Island, home indicator.
    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", identifier: "iphone-15", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), landscapeHorizontalSizeClass: .compact)
    /// iPhone 15 Pro Max: 6.7", regular width when turned.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", identifier: "iphone-15-pro-max", idiom: .phone, portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), landscapeHorizontalSizeClass: .regular)
    /// iPad (10th generation): 10.9".
    public static let iPad10 = DeviceProfile(
        name: "iPad (10th generation)", identifier: "ipad", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), landscapeHorizontalSizeClass: .regular)
    /// iPad Pro 11".
    public static let iPadPro11 = DeviceProfile(
        name: "iPad Pro (11-inch)", identifier: "ipad-pro-11", idiom: .pad, portraitSize: CGSize(width: 834, height: 1194), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), landscapeHorizontalSizeClass: .regular)
    /// iPad Pro 12.9".
    public static let iPadPro12_9 = DeviceProfile(
        name: "iPad Pro (12.9-inch)", identifier: "ipad-pro-12.9", idiom: .pad, portraitSize: CGSize(width: 1024, height: 1366), scale: 2,
        portraitSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), landscapeHorizontalSizeClass: .regular)

    /// Every profile.
    public static let all: [DeviceProfile] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro11, .iPadPro12_9]

    /// The profile with an identifier (`"iphone-15"`), if any.
    public static func named(_ identifier: String) -> DeviceProfile? {
        all.first { $0.identifier == identifier.lowercased() }
    }
}
