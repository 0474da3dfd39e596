import Foundation

/// The screen of the device an app is hosted on (an iPhone 15 until a host
/// says otherwise).
@MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The device whose screen it is.
    public internal(set) var device: DeviceProfile = .iPhone15
    /// How the interface is turned.
    public internal(set) var orientation: UIInterfaceOrientation = .portrait

    /// The screen in points, as the interface is turned.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size(in: orientation)) }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// Pixels per point of the panel.
    public var nativeScale: CGFloat { device.scale }
    /// The screen's traits.
    public var traitCollection: UITraitCollection { device.traitCollection(in: orientation) }
}

/// The device an app runs on.
@MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// Which way the device is held.
    public internal(set) var orientation: UIDeviceOrientation = .portrait
    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.device.idiom }
    /// The device's model name.
    public var name: String { UIScreen.main.device.name }
    /// The kind of device: "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The system: iOS, as Trellis behaves.
    public var systemName: String { "iOS" }
    /// The iOS whose behaviour Trellis follows.
    public var systemVersion: String { "17.0" }
}
