import Foundation

/// The screen of a device: its size as the interface is turned, its scale
/// and its traits.
///
/// Each `HeadlessHost` has a screen of its own, which its window shows on
/// (`UIWindow.screen`). `UIScreen.main` is the screen of the host whose work
/// is running, so that app code reading it (a `loadView` sizing a view to
/// `UIScreen.main.bounds`) sees its own device, however many hosts run in the
/// process; outside every host it is an iPhone 15 held upright, never changed.
@preconcurrency @MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen of the host whose work is running; outside any host, an
    /// iPhone 15's, upright.
    public static var main: UIScreen { HeadlessHost.current?.screen ?? standard }

    /// The screen outside every host. No host changes it: each has its own.
    private static let standard = UIScreen()

    /// The device whose screen it is.
    public internal(set) var device: DeviceProfile
    /// How the interface is turned.
    public internal(set) var orientation: UIInterfaceOrientation

    /// The screen of `device`, turned to `orientation`.
    init(device: DeviceProfile = .iPhone15, orientation: UIInterfaceOrientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

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
///
/// As with `UIScreen`, each host has its own: `UIDevice.current` is the
/// device of the host whose work is running, or an iPhone 15 held upright.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device of the host whose work is running; outside any host, an
    /// iPhone 15 held upright.
    public static var current: UIDevice { HeadlessHost.current?.currentDevice ?? standard }

    /// The device outside every host. No host changes it: each has its own.
    private static let standard = UIDevice(profile: .iPhone15)

    /// The device's model, screen and safe areas.
    let profile: DeviceProfile

    /// Which way the device is held.
    public internal(set) var orientation: UIDeviceOrientation

    /// The device `profile`, held in `orientation`.
    init(profile: DeviceProfile, orientation: UIDeviceOrientation = .portrait) {
        self.profile = profile
        self.orientation = orientation
    }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }
    /// The device's model name.
    public var name: String { profile.name }
    /// The kind of device: "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The system: iOS, as Trellis behaves.
    public var systemName: String { "iOS" }
    /// The iOS whose behaviour Trellis follows.
    public var systemVersion: String { "17.0" }
}
