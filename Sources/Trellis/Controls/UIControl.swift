import Foundation

/// An action: a title, an image and a closure to run (UIKit's replacement
/// for target–selector pairs).
@preconcurrency @MainActor
public final class UIAction {
    /// What identifies an action, to replace or remove it.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (shown by a button made with it).
    public var title: String
    /// The action's image.
    public var image: UIImage?
    /// The action's identifier.
    public let identifier: Identifier
    /// The control that sent the action, while the handler runs.
    public private(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A view that people act on: it runs the actions added for an event.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The text being edited changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// A control's state, for values that differ by state (titles, colours).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted or selected.
        public static let normal = State([])
        /// A finger is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control responds (a disabled one runs no actions).
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a finger is on the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// The state, from the flags.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when the state changes (a button shows its title for the new state).
    func stateDidChange() {}

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when one of `controlEvents` happens (an action with the
    /// same identifier is replaced).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && controlEvents.contains($0.events) }
    }

    /// Stops running the action with `identifier`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && controlEvents.contains($0.events) }
    }

    /// Runs the actions for `controlEvents` now (as a touch would; a tap is
    /// `.touchUpInside`, which is also the primary action of a button).
    public func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        var events = controlEvents
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.perform(from: self) }
    }
}
