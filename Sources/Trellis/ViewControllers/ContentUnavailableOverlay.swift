import Foundation

/// A view controller's content-unavailable view: made from its
/// configuration (kept while new configurations are ones it supports) over
/// everything in the controller's view, filling it.
@preconcurrency @MainActor
final class ContentUnavailableOverlay {
    private(set) var configuration: (any UIContentConfiguration)?
    private let content = ConfiguredContent()
    /// Whether the controller asked for an update of its configuration.
    var isUpdateNeeded = false

    /// Shows `configuration` over `container` (or takes the view away).
    func show(_ configuration: (any UIContentConfiguration)?, over container: UIView?) {
        self.configuration = configuration
        content.update(with: configuration, in: container) { view, container in Self.cover(container, with: view) }
    }

    /// Puts `view` over everything in `container`, filling it.
    private static func cover(_ container: UIView, with view: UIView) {
        guard view.superview !== container || container.subviews.last !== view else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }

    /// Before `controller`'s view is laid out: the update it asked for, and
    /// the view kept over everything added since.
    func prepareForLayout(of controller: UIViewController) {
        if isUpdateNeeded {
            isUpdateNeeded = false
            controller.updateContentUnavailableConfiguration(using: controller.contentUnavailableConfigurationState)
        }
        if let container = controller.viewIfLoaded, let view = content.view { Self.cover(container, with: view) }
    }
}
