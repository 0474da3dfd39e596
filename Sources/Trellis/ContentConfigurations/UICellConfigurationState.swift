import Foundation

/// The name of a state of your own that a configuration state carries
/// (`state[key] = value`), for your configurations to read.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view a configuration is updated for: its traits, and
/// states of your own.
public struct UIViewConfigurationState: UIConfigurationState {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus (never, headless).
    public var isFocused = false
    /// Your own states.
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits and nothing set.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state of your own (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state, which its content and background configurations are
/// updated for: its traits, selection and highlight, whether it is
/// disabled, editing, expanded in an outline, and states of your own.
public struct UICellConfigurationState: UIConfigurationState {
    /// How a cell takes part in a drag (never, headless).
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    /// How a cell takes part in a drop (never, headless).
    public enum DropState: Int, Sendable { case none, notTarget, target }

    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell is disabled (it takes no touches).
    public var isDisabled = false
    /// Whether the cell has the focus (never, headless).
    public var isFocused = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell's item is expanded in its section's outline.
    public var isExpanded = false
    /// Whether the cell is swiped to show actions (never, headless).
    public var isSwiped = false
    /// Whether the cell is being moved (never, headless).
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState: DragState = .none
    /// The cell's part in a drop.
    public var cellDropState: DropState = .none
    /// Your own states.
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, neither selected nor highlighted.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A state of your own (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
