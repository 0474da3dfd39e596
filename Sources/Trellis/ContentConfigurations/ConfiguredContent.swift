import Foundation

/// The content view a cell (or header) made from its `contentConfiguration`:
/// kept while new configurations are ones it supports (updated in place),
/// replaced otherwise, removed when the configuration is.
@preconcurrency @MainActor
final class ConfiguredContent {
    /// The view made from the configurations, while there is one.
    private(set) var view: (any UIView & UIContentView)?

    /// Shows `configuration` in `container`: in the view it has if that
    /// supports it, else in a new one, which `place` puts into the container
    /// (by default pinned to its edges with constraints).
    func update(
        with configuration: (any UIContentConfiguration)?, in container: UIView?,
        place: @MainActor (UIView, UIView) -> Void = ConfiguredContent.pinToEdges
    ) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        view = made
        if let container { place(made, container) }
    }

    /// Adds `view` to `container`, pinned to its edges.
    static func pinToEdges(_ view: UIView, in container: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
    }
}
