import Foundation
import Observation
import Trellis

/// The live state of one hosted view tree: the `@State` storage of every
/// view by identity, and who to tell when state or an observed model
/// changes. Each hosting view owns one; nothing is shared between them.
@MainActor @usableFromInline
final class ViewGraph {
    // The properties marked `@exclusivity(unchecked)` are read or changed at
    // every build and never held across a call: their accesses are not
    // tracked at run time (the check cost more than the access).

    /// Called when something a body read has changed (state, an observed model).
    var onInvalidate: () -> Void = {}
    /// How the build under way measures text.
    @exclusivity(unchecked) private(set) var measurer: any TextMeasuring = TextMeasurer.current
    /// Which measurer that is: a new number whenever a build is given one
    /// that may measure differently, so that a text node kept from an
    /// earlier build compares numbers rather than measurers.
    @exclusivity(unchecked) private(set) var measurerGeneration = 0
    /// The hosting view, named in diagnostics.
    weak var host: UIView?
    /// Whether the hosting view's appearance is dark, as at the start of its
    /// latest build (new traits build again): asked for every colour resolved.
    var hostIsDark = false

    /// Storage for the dynamic properties of views, by identity and property.
    @exclusivity(unchecked) private var storage: [StorageKey: StorageEntry] = [:]
    /// Each full build's number: storage not reached by the latest one is dropped.
    @exclusivity(unchecked) private var generation = 0
    /// Whether a view type holds dynamic properties (found once per type by reflection).
    private var typesWithDynamicProperties: [ObjectIdentifier: Bool] = [:]

    /// What each view with a body made at its latest build: its body and its nodes.
    @exclusivity(unchecked) private var records: [ViewIdentity: BodyRecord] = [:]
    /// How many records the full build under way has reached (those it has
    /// not are dropped at its end).
    @exclusivity(unchecked) private var recordsReached = 0
    /// Each build's number (nodes note the build that took or changed them).
    @exclusivity(unchecked) @usableFromInline private(set) var build = 0
    /// The last build's nodes that may stand for those of the array being built (see `NodeCandidates`).
    @exclusivity(unchecked) @usableFromInline var candidates = NodeCandidates.none
    /// The views whose state or observed models changed since the last build.
    @exclusivity(unchecked) private var changed: Set<ViewIdentity> = []
    /// Whether the next build starts from the root view afresh (a new root,
    /// new traits) rather than from the views that changed.
    @exclusivity(unchecked) private var needsFullBuild = true
    /// The fonts texts resolved to, per font and text size (resolving one is slow).
    @exclusivity(unchecked) private var resolvedFonts: [FontAtSize: UIFont] = [:]
    /// The font resolved last, asked again most often (a row's texts come
    /// in the same few fonts): compared before the table is hashed into.
    @exclusivity(unchecked) private var lastResolvedFont: (key: FontAtSize, font: UIFont)?
    /// Whether the build under way reuses what did not change.
    @exclusivity(unchecked) private(set) var isUpdating = false
    /// How many steps that must be taken again at every build have been
    /// taken so far (a body evaluated, state storage reached, the app's code
    /// run to make views): a view whose build took none may be kept whole
    /// when it comes again unchanged (see `appendElement`).
    @exclusivity(unchecked) @usableFromInline private(set) var statefulSteps = 0

    /// Counts a step that must be taken again at every build.
    @usableFromInline func noteStatefulStep() { statefulSteps &+= 1 }

    /// Whether anything changed since the last build.
    var isInvalid: Bool { needsFullBuild || !changed.isEmpty }

    struct StorageKey: Hashable {
        let identity: ViewIdentity
        let property: Int
    }

    /// A font at a text size (one key: found with one hash).
    private struct FontAtSize: Hashable {
        let font: Font
        let size: DynamicTypeSize
    }

    private struct StorageEntry {
        var box: AnyObject
        var generation: Int
    }

    /// The nodes a view's body made at its latest build, and the body, if
    /// an update may build it again without evaluating it: kept from build
    /// to build and changed in place (its identity ends with the view's
    /// type, so the body is always of that type's `Body`).
    @usableFromInline final class BodyRecord {
        /// The body, kept only while something below it may change without
        /// it (a state, a body of its own): only then may an update reuse it.
        @exclusivity(unchecked) private var body: StoredView?
        /// The nodes made from it.
        @exclusivity(unchecked) @usableFromInline private(set) var nodes: [LayoutNode]
        /// Empty storage for the nodes of the next build (the array of the last but one).
        @exclusivity(unchecked) private var spareNodes: [LayoutNode] = []
        /// The last full build that reached it.
        @exclusivity(unchecked) fileprivate(set) var generation: Int

        fileprivate init(nodes: [LayoutNode], generation: Int) {
            self.nodes = nodes
            self.generation = generation
        }

        /// An empty array to build the next nodes in.
        @usableFromInline func takeSpareStorage() -> [LayoutNode] {
            var storage: [LayoutNode] = []
            swap(&storage, &spareNodes)
            return storage
        }

        /// Takes on `new` nodes; the array of the old ones, emptied, is kept as spare storage.
        func replaceNodes(with new: [LayoutNode]) {
            var old = new
            swap(&old, &nodes)
            old.removeAllKeepingStorage()
            spareNodes = old
        }

        /// The body kept, a `Body`.
        @usableFromInline func keptBody<Body: View>(as _: Body.Type) -> Body? { body?.view(as: Body.self) }

        /// Keeps `body` (written over the one kept, if any).
        @usableFromInline func keep<Body: View>(_ body: Body) {
            if self.body != nil { self.body?.replace(with: body) } else { self.body = StoredView(body) }
        }

        /// Keeps no body.
        /// (Asked first: most records keep none, and writing one costs more than asking.)
        @usableFromInline func dropBody() {
            if body != nil { body = nil }
        }
    }

    /// Measures the text of the builds from now on with `measurer`.
    func measure(with measurer: any TextMeasuring) {
        if !measuresAlike(self.measurer, measurer) { measurerGeneration += 1 }
        self.measurer = measurer
    }

    /// Starts a build: of the whole tree, or an update of what changed.
    func beginBuild() {
        isUpdating = !needsFullBuild
        if needsFullBuild {
            generation += 1
            recordsReached = 0
        }
    }

    /// Ends a build. After a full one, the storage of views it no longer
    /// reached is dropped (an update keeps all: the views it reused are still there).
    func endBuild() {
        if needsFullBuild {
            if !storage.isEmpty { storage = storage.filter { $0.value.generation == generation } }
            if recordsReached < records.count { records = records.filter { $0.value.generation == generation } }
        }
        candidates = .none
        build += 1
        needsFullBuild = false
        isUpdating = false
        changed = []
    }

    /// Marks the whole tree out of date (a new root view, new traits) and tells the host.
    func invalidateAll() {
        needsFullBuild = true
        onInvalidate()
    }

    /// Marks the view at `identity` out of date (its state or a model its
    /// body read changed) and tells the host.
    func invalidate(_ identity: ViewIdentity) {
        changed.insert(identity)
        onInvalidate()
    }

    /// The record of the view with a body at `identity`, if it has one:
    /// what it made at its latest build (which a full build reaches now).
    @usableFromInline func bodyRecord(at identity: ViewIdentity) -> BodyRecord? {
        guard let record = records[identity] else { return nil }
        if !isUpdating, record.generation != generation {
            record.generation = generation
            recordsReached += 1
        }
        return record
    }

    /// The nodes `record`, the view with a body at `identity`, made last
    /// time, if an update can reuse them as they are: neither it nor
    /// anything below it changed, and no other place took one of them in this build.
    @usableFromInline func reusableNodes(of record: BodyRecord, at identity: ViewIdentity) -> [LayoutNode]? {
        guard isUpdating else { return nil }
        for changedIdentity in changed where changedIdentity.isWithin(identity) { return nil }
        for node in record.nodes where node.takenInBuild == build { return nil }
        for node in record.nodes { node.takenInBuild = build }
        return record.nodes
    }

    /// Whether an update need not evaluate again the body of the view at
    /// `identity`, whose record it has (it did not change, something below it did).
    @usableFromInline func reusesBody(at identity: ViewIdentity) -> Bool {
        isUpdating && !changed.contains(identity)
    }

    /// Records the nodes the view with a body at `identity` made: in
    /// `record`, its record, if it had one, else in a new one (returned).
    @usableFromInline func record(_ nodes: [LayoutNode], in record: BodyRecord?, at identity: ViewIdentity) -> BodyRecord {
        if let record {
            record.replaceNodes(with: nodes)
            return record
        }
        let record = BodyRecord(nodes: nodes, generation: generation)
        records[identity] = record
        if !isUpdating { recordsReached += 1 }
        return record
    }

    /// `font` at a text size, resolved once per hosting view.
    func uiFont(_ font: Font, at size: DynamicTypeSize) -> UIFont {
        let key = FontAtSize(font: font, size: size)
        if let last = lastResolvedFont, last.key == key { return last.font }
        let resolved: UIFont
        if let known = resolvedFonts[key] {
            resolved = known
        } else {
            resolved = font.uiFont(at: size)
            resolvedFonts[key] = resolved
        }
        lastResolvedFont = (key, resolved)
        return resolved
    }

    /// The storage box for a property of the view at `identity`, made by `make` the first time.
    func box<Box: AnyObject>(for key: StorageKey, make: () -> Box) -> Box {
        noteStatefulStep()
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
    @usableFromInline func evaluateBody<V: View>(of view: V, at identity: ViewIdentity, environment: EnvironmentValues) -> V.Body {
        bindDynamicProperties(of: view, at: identity, environment: environment)
        let deliveries = self.deliveries
        return withObservationTracking {
            view.body
        } onChange: { [weak self] in
            deliveries.deliver { self?.invalidate(identity) }
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
