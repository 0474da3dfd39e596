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
        /// A finger touched the control again, soon after (kept for UIKit's signatures).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing (became first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text being edited changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended a text field's editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
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

    /// A control with a frame, running `primaryAction` when its main action
    /// happens (a switch's or slider's value change, a button's tap).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
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

    /// Whether an action runs for one of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && controlEvents.contains($0.events) }
    }

    /// Stops running the action with `identifier`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && controlEvents.contains($0.events) }
    }

    // MARK: Tracking touches

    /// Whether a finger is on the control now (between `beginTracking` and `endTracking`).
    public private(set) var isTracking = false
    /// Whether the finger tracked is inside the control's bounds.
    public private(set) var isTouchInside = false

    /// A finger touched the control: return whether to follow it
    /// (`endTracking` then hears it lift). The override point of custom
    /// controls; the system controls act on taps here or in `endTracking`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger tracked moved: return whether to keep following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger tracked lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The touch was cancelled (by the system).
    open func cancelTracking(with event: UIEvent?) {}

    /// A finger tapping at `point` (in the control's coordinates), as UIKit
    /// delivers it: highlighted and `.touchDown`, tracked
    /// (`beginTracking`, `endTracking`), then `.touchUpInside`. The host's
    /// taps come here; `sendActions(for:)` alone changes no value.
    func simulateTap(at point: CGPoint) {
        simulateTouch(along: [point])
    }

    /// A finger touching down at the first point, moving through the others
    /// and lifting at the last (the control's coordinates), as UIKit
    /// delivers it: `.touchDown` and `beginTracking`; for each move
    /// `.touchDragInside` or `.touchDragOutside` (`.touchDragEnter` and
    /// `.touchDragExit` as it crosses the edge) and `continueTracking`, while
    /// the control keeps tracking; then `endTracking` and `.touchUpInside` or
    /// `.touchUpOutside`.
    func simulateTouch(along points: [CGPoint]) {
        guard isEnabled, let first = points.first else { return }
        let touch = UITouch(at: first, in: self)
        isTouchInside = bounds.contains(first)
        isHighlighted = isTouchInside
        sendActions(for: .touchDown)
        isTracking = beginTracking(touch, with: nil)
        for point in points.dropFirst() {
            touch.move(to: point)
            let wasInside = isTouchInside
            isTouchInside = bounds.contains(point)
            isHighlighted = isTouchInside
            if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
            sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
            if isTracking { isTracking = continueTracking(touch, with: nil) }
        }
        touch.phase = .ended
        if isTracking { endTracking(touch, with: nil) }
        isTracking = false
        isHighlighted = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        isTouchInside = false
    }

    /// The events that are also the control's primary action: a tap for a
    /// button, a value change for the controls that hold a value.
    var primaryActionEvents: Event { .touchUpInside }

    /// Runs the actions for `controlEvents` now (as a touch would; a tap is
    /// `.touchUpInside`, which is also the primary action of a button, as
    /// `.valueChanged` is of a switch).
    public func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        var events = controlEvents
        if !events.isDisjoint(with: primaryActionEvents) { events.insert(.primaryActionTriggered) }
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.perform(from: self) }
    }
}
