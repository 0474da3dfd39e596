import Foundation

/// A value a view owns and changes: kept by TrellisUI for as long as the view
/// keeps its identity, and re-evaluating the bodies that read it when set.
///
/// The value lives with the view's identity in its hosting view: a hosting
/// view given a new root of the same structure (a reused cell) keeps the
/// state of the views at the same places, as SwiftUI does; give a view an
/// `.id(_:)` of the row to start each row afresh.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it updates the views that read it.
    @MainActor public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value, to hand to a child view.
    @MainActor public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicPropertyBinding {
    @MainActor func bind(in graph: ViewGraph, key: ViewGraph.StorageKey, environment: EnvironmentValues) {
        let initial = location.localValue
        location.box = graph.box(for: key) { StateBox(initial, graph: graph, owner: key.identity) }
    }
}

/// Where a `State` value is: its own until the view is bound, then the graph's box.
final class StateLocation<Value>: @unchecked Sendable {
    var localValue: Value
    var box: StateBox<Value>?

    init(_ value: Value) { localValue = value }

    @MainActor var value: Value {
        get { box?.value ?? localValue }
        set {
            guard let box else { localValue = newValue; return }
            box.value = newValue
            box.graph?.invalidate(box.owner)
        }
    }
}

/// A state value kept by the graph across evaluations.
@MainActor
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    /// The view whose body reads the state.
    let owner: ViewIdentity

    init(_ value: Value, graph: ViewGraph, owner: ViewIdentity) {
        self.value = value
        self.graph = graph
        self.owner = owner
    }
}

/// A reference to a value someone else owns: read and written through.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void

    /// A binding reading and writing through closures.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to a value that never changes.
    @MainActor public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    @MainActor public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
