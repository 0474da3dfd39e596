import Foundation
import Trellis
import TrellisRender

/// A screen or a view laid out on a configuration and drawn: the image, the
/// view tree it was drawn from, and what layout reported meanwhile.
///
/// A snapshot launches its own `HeadlessHost`, so snapshots on different
/// configurations taken side by side (tests run in parallel) never see each
/// other's screen, traits or text measurer.
@MainActor
public struct Snapshot {
    /// The configuration it was taken on.
    public let configuration: SnapshotConfiguration
    /// The pixels drawn, at the configuration's scale.
    public let image: UIImage
    /// The view drawn: the window for a view controller, the view itself otherwise.
    public let root: UIView
    /// The host the view runs in (kept, so that lints and inspection can ask the views more).
    public let host: HeadlessHost
    /// What launching, layout and drawing reported (unsatisfiable constraints among them).
    public let diagnostics: [LayoutDiagnostic]

    /// `viewController` launched in a new host on `configuration`, laid out and drawn.
    public init(of viewController: UIViewController, on configuration: SnapshotConfiguration) {
        let host = HeadlessHost.hosting(configuration)
        let (image, diagnostics) = LayoutDiagnostics.capture {
            host.perform {
                if configuration.layoutDirection == .rightToLeft {
                    viewController.traitOverrides.layoutDirection = .rightToLeft
                }
                host.launch(viewController)
                host.window.semanticContentAttribute = configuration.layoutDirection == .rightToLeft ? .forceRightToLeft : .unspecified
                host.layout()
                return Snapshot.draw(host.window, in: host, configuration: configuration)
            }
        }
        self.init(configuration: configuration, image: image, root: host.window, host: host, diagnostics: diagnostics)
    }

    /// `view` shown alone on `configuration`: in a window of the device, at its
    /// own size when it has one, else as wide as the screen and as tall as
    /// its constraints make it (as a table sizes a cell).
    public init(of view: UIView, on configuration: SnapshotConfiguration) {
        let host = HeadlessHost.hosting(configuration)
        let container = ViewHostingController()
        let (image, diagnostics) = LayoutDiagnostics.capture {
            host.perform {
                if configuration.layoutDirection == .rightToLeft {
                    container.traitOverrides.layoutDirection = .rightToLeft
                    container.view.semanticContentAttribute = .forceRightToLeft
                }
                host.launch(container)
                container.show(view, width: host.window.bounds.width)
                host.layout()
                return Snapshot.draw(view, in: host, configuration: configuration)
            }
        }
        self.init(configuration: configuration, image: image, root: view, host: host, diagnostics: diagnostics)
    }

    private init(configuration: SnapshotConfiguration, image: UIImage, root: UIView, host: HeadlessHost, diagnostics: [LayoutDiagnostic]) {
        self.configuration = configuration
        self.image = image
        self.root = root
        self.host = host
        self.diagnostics = diagnostics
    }

    /// `view` drawn at the configuration's scale, with the status bar over it when asked for (and when the view is the window).
    private static func draw(_ view: UIView, in host: HeadlessHost, configuration: SnapshotConfiguration) -> UIImage {
        var statusBar: StatusBarView?
        if configuration.drawsStatusBar, let window = view as? UIWindow {
            statusBar = StatusBarView.shown(over: window, device: host.device, orientation: host.orientation, appearance: configuration.appearance)
        }
        defer { statusBar?.removeFromSuperview() }
        return Renderer.image(of: DisplayList(of: view), scale: configuration.pixelScale)
    }
}

extension HeadlessHost {
    /// A new host on the configuration's device, orientation, appearance and text size.
    static func hosting(_ configuration: SnapshotConfiguration) -> HeadlessHost {
        HeadlessHost(
            device: configuration.device, orientation: configuration.orientation, appearance: configuration.appearance,
            contentSizeCategory: configuration.contentSizeCategory)
    }
}
