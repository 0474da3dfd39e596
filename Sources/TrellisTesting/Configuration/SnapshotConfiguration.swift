import Foundation
import Trellis

/// Where and how a screen is shown for a snapshot: the device, which way it
/// is turned, light or dark, the text size, the layout direction, the pixels
/// per point, and whether the status bar is drawn over the top of the window.
///
/// Each configuration has a ``name`` made of those settings
/// (`iphone-15-portrait-light-L@2x`), which names its golden image, so that a
/// matrix of configurations gives one image per configuration.
public struct SnapshotConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The device the screen is launched on.
    public var device: DeviceProfile
    /// Which way the interface is turned (`.portrait` or `.landscapeLeft` in practice).
    public var orientation: UIInterfaceOrientation
    /// Light or dark.
    public var appearance: UIUserInterfaceStyle
    /// The text size (Dynamic Type).
    public var contentSizeCategory: UIContentSizeCategory
    /// Left to right, or right to left as in Arabic and Hebrew.
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// Pixels per point of the image; nil draws at the device's own scale.
    public var scale: CGFloat?
    /// Whether a status bar (time, signal, battery) is drawn over the top safe area.
    public var drawsStatusBar: Bool

    /// A configuration; the defaults are an iPhone 15 held upright, light, at the default text size, left to right, at 2×, no status bar.
    public init(
        device: DeviceProfile = .iPhone15, orientation: UIInterfaceOrientation = .portrait, appearance: UIUserInterfaceStyle = .light,
        contentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        scale: CGFloat? = 2, drawsStatusBar: Bool = false
    ) {
        self.device = device
        self.orientation = orientation.isLandscape ? orientation : .portrait
        self.appearance = appearance == .dark ? .dark : .light
        self.contentSizeCategory = contentSizeCategory == .unspecified ? .large : contentSizeCategory
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.drawsStatusBar = drawsStatusBar
    }

    /// The pixels per point the image is drawn at: ``scale``, else the device's; a scale that is not a positive number counts as 1.
    public var pixelScale: CGFloat {
        let chosen = scale ?? device.scale
        return chosen.isFinite && chosen > 0 ? chosen : 1
    }

    /// The name of the configuration, fit for a file name: device, orientation,
    /// appearance and text size, then `rtl` and `status-bar` when they apply, then the scale.
    public var name: String {
        var parts = [device.identifier, orientation.isLandscape ? "landscape" : "portrait", appearance == .dark ? "dark" : "light", sizeName]
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if drawsStatusBar { parts.append("status-bar") }
        let scaleName = pixelScale == pixelScale.rounded() ? String(Int(pixelScale)) : String(format: "%.2f", Double(pixelScale))
        return parts.joined(separator: "-") + "@\(scaleName)x"
    }

    public var description: String { name }

    /// The text size's short name: `L` for `.large`, `AccessibilityXL` for `.accessibilityExtraLarge`.
    private var sizeName: String {
        let prefix = "UICTContentSizeCategory"
        let raw = contentSizeCategory.rawValue
        return raw.hasPrefix(prefix) ? String(raw.dropFirst(prefix.count)) : raw
    }
}

extension SnapshotConfiguration {
    /// Every combination of the values given, in order (devices outermost,
    /// scales innermost): `matrix(devices: [.iPhone15, .iPad10], orientations: [.portrait, .landscapeLeft])`
    /// is four configurations, each named after its settings.
    public static func matrix(
        devices: [DeviceProfile] = [.iPhone15], orientations: [UIInterfaceOrientation] = [.portrait],
        appearances: [UIUserInterfaceStyle] = [.light], contentSizeCategories: [UIContentSizeCategory] = [.large],
        layoutDirections: [UIUserInterfaceLayoutDirection] = [.leftToRight], scales: [CGFloat?] = [2], drawsStatusBar: Bool = false
    ) -> [SnapshotConfiguration] {
        var configurations: [SnapshotConfiguration] = []
        for device in devices {
            for orientation in orientations {
                for appearance in appearances {
                    for category in contentSizeCategories {
                        for direction in layoutDirections {
                            for scale in scales {
                                configurations.append(
                                    SnapshotConfiguration(
                                        device: device, orientation: orientation, appearance: appearance, contentSizeCategory: category,
                                        layoutDirection: direction, scale: scale, drawsStatusBar: drawsStatusBar))
                            }
                        }
                    }
                }
            }
        }
        // Two settings can name the same configuration (`.portraitUpsideDown` is `.portrait` here): each is kept once.
        var seen = Set<String>()
        return configurations.filter { seen.insert($0.name).inserted }
    }
}
