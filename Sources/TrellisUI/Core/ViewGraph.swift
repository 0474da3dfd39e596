import Foundation
import Observation
import Trellis

/// The live state of one hosted view tree: the `@State` storage of every
/// view by identity, and who to tell when state or an observed model
/// changes. Each hosting view owns one; nothing is shared between them.
@MainActor
final class ViewGraph {
    /// Called when something a body read has changed (state, an observed model).
    var onInvalidate: () -> Void = {}

    /// Storage for the dynamic properties of views, by identity and property.
    private var storage: [StorageKey: StorageEntry] = [:]
    /// Each build's number: storage not reached by the latest build is dropped.
    private var generation = 0
    /// Whether a view type holds dynamic properties (found once per type by reflection).
    private var typesWithDynamicProperties: [ObjectIdentifier: Bool] = [:]
    /// Whether a change arrived since the last build.
    private(set) var isInvalid = true

    struct StorageKey: Hashable {
        let identity: ViewIdentity
        let property: Int
    }

    private struct StorageEntry {
        var box: AnyObject
        var generation: Int
    }

    /// Starts a build of the whole tree.
    func beginBuild() {
        generation += 1
        isInvalid = false
    }

    /// Drops the storage of views the latest build no longer has.
    func endBuild() {
        storage = storage.filter { $0.value.generation == generation }
    }

    /// Marks the tree out of date and tells the host.
    func invalidate() {
        isInvalid = true
        onInvalidate()
    }

    /// The storage box for a property of the view at `identity`, made by `make` the first time.
    func box<Box: AnyObject>(for key: StorageKey, make: () -> Box) -> Box {
        if let entry = storage[key], let box = entry.box as? Box {
            storage[key]?.generation = generation
            return box
        }
        let box = make()
        storage[key] = StorageEntry(box: box, generation: generation)
        return box
    }

    /// The body of `view` at `identity`: its state and environment bound
    /// first, the models it reads observed while it is evaluated.
    func evaluateBody<V: View>(of view: V, at identity: ViewIdentity, environment: EnvironmentValues) -> V.Body {
        bindDynamicProperties(of: view, at: identity, environment: environment)
        let deliveries = self.deliveries
        return withObservationTracking {
            view.body
        } onChange: { [weak self] in
            deliveries.deliver { self?.invalidate() }
        }
    }

    /// Changes of observed models not yet applied (made off the main thread).
    let deliveries = ChangeDeliveries()

    /// Waits until every model change observed so far has reached the graph.
    func applyPendingChanges() async {
        await deliveries.waitForPending()
    }

    /// Links each `@State` and `@Environment` of `view` (found by reflection,
    /// in declaration order) to its storage and the current environment.
    func bindDynamicProperties<V>(of view: V, at identity: ViewIdentity, environment: EnvironmentValues) {
        let type = ObjectIdentifier(V.self)
        if typesWithDynamicProperties[type] == false { return }
        var index = 0
        var found = false
        func visit(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if let property = child.value as? any DynamicPropertyBinding {
                    property.bind(in: self, key: StorageKey(identity: identity, property: index), environment: environment)
                    index += 1
                    found = true
                } else if child.value is any DynamicProperty {
                    visit(child.value)
                }
            }
        }
        visit(view)
        typesWithDynamicProperties[type] = found
    }
}

/// Brings observed model changes to the main actor: at once when the model
/// changed on the main thread, else in a main-actor task that can be awaited.
final class ChangeDeliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Task<Void, Never>] = []

    func deliver(_ change: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { change() }
            return
        }
        let task = Task { @MainActor in change() }
        lock.withLock { pending.append(task) }
    }

    func waitForPending() async {
        while let task = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) {
            await task.value
        }
    }
}

/// A property TrellisUI updates before a body is evaluated (`@State`,
/// `@Environment`, or a property wrapper made of them).
public protocol DynamicProperty {
    /// Called before the body that holds the property is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that links itself to the graph's storage.
protocol DynamicPropertyBinding: DynamicProperty {
    @MainActor func bind(in graph: ViewGraph, key: ViewGraph.StorageKey, environment: EnvironmentValues)
}
