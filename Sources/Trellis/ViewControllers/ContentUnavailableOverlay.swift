import Foundation

/// A view controller's content-unavailable view: made from its
/// configuration over everything in the controller's view, filling it,
/// updated in place while new configurations are ones it supports.
@preconcurrency @MainActor
final class ContentUnavailableOverlay {
    private(set) var configuration: (any UIContentConfiguration)?
    private var view: (any UIView & UIContentView)?
    /// Whether the controller asked for an update of its configuration.
    var isUpdateNeeded = false

    /// Shows `configuration` over `container` (or takes the view away).
    func show(_ configuration: (any UIContentConfiguration)?, over container: UIView?) {
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
        } else {
            view?.removeFromSuperview()
            view = configuration.makeContentView()
        }
        if let container { attach(to: container) }
    }

    /// Puts the view over everything in `container`, filling it.
    func attach(to container: UIView) {
        guard let view else { return }
        if view.superview !== container || container.subviews.last !== view {
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
        }
    }

    /// Before `controller`'s view is laid out: the update it asked for, and
    /// the view kept over everything added since.
    func prepareForLayout(of controller: UIViewController) {
        if isUpdateNeeded {
            isUpdateNeeded = false
            controller.updateContentUnavailableConfiguration(using: controller.contentUnavailableConfigurationState)
        }
        if let container = controller.viewIfLoaded { attach(to: container) }
    }
}
