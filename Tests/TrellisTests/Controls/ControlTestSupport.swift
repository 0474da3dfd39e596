import Foundation
import Testing
@testable import Trellis

/// A screen showing `control` centred at its intrinsic size, launched on an iPhone.
@MainActor
func launchCentred(_ control: UIView, appearance: UIUserInterfaceStyle = .light) -> HeadlessHost {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    controller.view.addSubview(control)
    control.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
        control.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        control.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
    ])
    let host = HeadlessHost(device: .iPhone15, appearance: appearance)
    host.launch(controller)
    return host
}

extension HeadlessHost {
    /// Taps `view` at `point` of its own coordinates (its centre by default).
    @discardableResult
    func tap(_ view: UIView, at point: CGPoint? = nil) -> UIView? {
        layout()
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        return tap(at: view.convert(local, to: window))
    }
}

/// Records the events a control sends, in order, by name.
@MainActor
final class EventRecorder {
    private(set) var events: [String] = []

    init(_ control: UIControl) {
        let named: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("valueChanged", .valueChanged), ("primaryAction", .primaryActionTriggered),
            ("touchUpInside", .touchUpInside), ("editingChanged", .editingChanged),
        ]
        for (name, event) in named {
            control.addAction(UIAction(identifier: .init(name)) { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }

    /// Forgets what was recorded.
    func reset() { events = [] }
}
