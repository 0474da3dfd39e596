import Foundation

/// The content view a cell (or header) made from its `contentConfiguration`:
/// kept while new configurations are ones it supports (updated in place),
/// replaced otherwise, removed when the configuration is.
@preconcurrency @MainActor
final class ConfiguredContent {
    private var view: (any UIView & UIContentView)?

    func update(with configuration: (any UIContentConfiguration)?, in container: UIView) {
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
        made.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(made)
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            made.topAnchor.constraint(equalTo: container.topAnchor),
            made.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        view = made
    }
}
