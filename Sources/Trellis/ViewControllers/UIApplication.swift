import Foundation

/// What an app tells its delegate: it launched. The delegate makes the window.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window.
    var window: UIWindow? { get set }
    /// The app launched: make the window and its root view controller.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

/// The running app: its delegate and its windows.
///
/// Each `HeadlessHost` runs an app of its own: `UIApplication.shared` is the
/// app of the host whose work is running, or, outside every host, an app
/// without a delegate that nothing changes.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The keys of launch options (none are given headless).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app of the host whose work is running; outside any host, an app
    /// without a delegate.
    public static var shared: UIApplication { HeadlessHost.current?.application ?? standard }

    /// The app outside every host. No host changes it: each has its own.
    private static let standard = UIApplication(delegate: nil)

    /// An app with no delegate yet (apps are made by hosts only, as on iOS by the system).
    init(delegate: (any UIApplicationDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// The app's delegate.
    public internal(set) weak var delegate: (any UIApplicationDelegate)?

    /// The app's windows (the key window first).
    public var windows: [UIWindow] {
        delegate?.window.map { [$0] } ?? []
    }
}
