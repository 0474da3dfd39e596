import Foundation

/// The items of one section as an outline: a forest of items, each with
/// children and an expanded or collapsed state. A diffable data source
/// shows its visible items (every root item, and the children of expanded
/// items whose parents all show), one level of indentation per generation.
///
/// Every identifier appears at most once. Adding one that is already there
/// moves it to the new place, as it is given there (what was below it at its
/// old place goes with the old place), and reports it; naming an
/// item that is not there, or placing an item under itself, is reported and
/// changes nothing (UIKit stops the app).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Where an item is in the outline.
    fileprivate struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var nodes: [ItemIdentifierType: Node] = [:]

    /// An empty outline.
    public init() {}

    // MARK: Reading

    /// Every item, each followed by its children (depth first).
    public var items: [ItemIdentifierType] { depthFirst(from: rootItems, onlyVisible: false) }

    /// The items a list shows: the root items, and the children of every
    /// expanded item that shows, depth first.
    public var visibleItems: [ItemIdentifierType] { depthFirst(from: rootItems, onlyVisible: true) }

    /// Whether the outline holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// Where `item` is in `items`.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How many ancestors `item` has (0 for a root item, and for an item not
    /// in the outline, reported).
    public func level(of item: ItemIdentifierType) -> Int {
        guard nodes[item] != nil else {
            Self.report(.unknownIdentifier, "level(of:): item \(item) is not in the snapshot.", [item])
            return 0
        }
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// The item whose child `child` is (nil for a root item).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` shows: it is in the outline and every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let above = nodes[parent], above.isExpanded else { return false }
            node = above
        }
        return true
    }

    /// The outline below `parent` (its children as root items, with all
    /// their descendants and states), or with `parent` itself as the root.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        guard let node = nodes[parent] else {
            Self.report(.unknownIdentifier, "snapshot(of:includingParent:): item \(parent) is not in the snapshot; an empty one is returned.", [parent])
            return Self()
        }
        var result = Self()
        let roots = includingParent ? [parent] : node.children
        result.rootItems = roots
        let rootSet = Set(roots)
        for item in depthFirst(from: roots, onlyVisible: false) {
            var copy = nodes[item]!
            if rootSet.contains(item) { copy.parent = nil }
            result.nodes[item] = copy
        }
        return result
    }

    /// The outline drawn as text, an item a line, indented by level, with a
    /// `+` for expanded and `-` for collapsed items that have children.
    public func visualDescription() -> String {
        var lines: [String] = []
        var stack: [(item: ItemIdentifierType, level: Int)] = rootItems.reversed().map { ($0, 0) }
        while let (item, level) = stack.popLast() {
            let node = nodes[item]!
            let mark = node.children.isEmpty ? " " : node.isExpanded ? "+" : "-"
            lines.append(String(repeating: "  ", count: level) + "\(mark) \(item)")
            stack.append(contentsOf: node.children.reversed().map { ($0, level + 1) })
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Adding

    /// Adds `items` after the last child of `parent` (after the last root
    /// item when `parent` is nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        place(Self.leaves(items), call: "append(_:to:)", parent: parent) { snapshot in
            (parent, parent.map { snapshot.nodes[$0]!.children.count } ?? snapshot.rootItems.count)
        }
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        place(Self.leaves(items), call: "insert(_:before:)", sibling: item) { $0.position(of: item) }
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        place(Self.leaves(items), call: "insert(_:after:)", sibling: item) { snapshot in
            let (parent, index) = snapshot.position(of: item)
            return (parent, index + 1)
        }
    }

    /// Adds the root items of `snapshot`, with everything below them, after
    /// the last child of `parent` (or the last root item).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        place(snapshot, call: "append(_:to:)", parent: parent) { this in
            (parent, parent.map { this.nodes[$0]!.children.count } ?? this.rootItems.count)
        }
    }

    /// Inserts the root items of `snapshot`, with everything below them, before `item`.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        place(snapshot, call: "insert(_:before:)", sibling: item) { $0.position(of: item) }
    }

    /// Inserts the root items of `snapshot`, with everything below them, after `item`.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        place(snapshot, call: "insert(_:after:)", sibling: item) { this in
            let (parent, index) = this.position(of: item)
            return (parent, index + 1)
        }
    }

    /// Replaces everything below `parent` with the outline of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard let node = nodes[parent] else {
            return Self.report(.unknownIdentifier, "replace(childrenOf:using:): item \(parent) is not in the snapshot; nothing changed.", [parent])
        }
        if snapshot.contains(parent) {
            return Self.report(.duplicateIdentifier, "replace(childrenOf:using:): item \(parent) cannot be placed below itself; nothing changed.", [parent])
        }
        removeSubtrees(node.children)
        place(snapshot, call: "replace(childrenOf:using:)", parent: parent) { this in (parent, this.nodes[parent]!.children.count) }
    }

    // MARK: Removing

    /// Deletes `items` and everything below them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let missing = items.filter { nodes[$0] == nil }
        if !missing.isEmpty {
            Self.report(.unknownIdentifier, "delete(_:): items not in the snapshot (\(Self.list(missing))) are passed over.", missing)
        }
        removeSubtrees(items.filter { nodes[$0] != nil })
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    // MARK: Expanding

    /// Shows the children of `items` (where their parents show).
    public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(true, items, "expand(_:)") }

    /// Hides the children of `items`.
    public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(false, items, "collapse(_:)") }

    private mutating func setExpanded(_ expanded: Bool, _ items: [ItemIdentifierType], _ call: String) {
        let missing = items.filter { nodes[$0] == nil }
        if !missing.isEmpty {
            Self.report(.unknownIdentifier, "\(call): items not in the snapshot (\(Self.list(missing))) are passed over.", missing)
        }
        for item in items where nodes[item] != nil { nodes[item]!.isExpanded = expanded }
    }

    // MARK: Placing

    /// An outline of `items` as root items without children (duplicates in
    /// `items` after the first are left out and reported).
    private static func leaves(_ items: [ItemIdentifierType]) -> Self {
        var outline = Self()
        var repeated: [ItemIdentifierType] = []
        for item in items {
            guard outline.nodes[item] == nil else {
                repeated.append(item)
                continue
            }
            outline.nodes[item] = Node()
            outline.rootItems.append(item)
        }
        if !repeated.isEmpty {
            report(.duplicateIdentifier, "items given twice (\(list(repeated))) are added once.", repeated)
        }
        return outline
    }

    /// The parent of `item` and where it is among its siblings.
    private func position(of item: ItemIdentifierType) -> (parent: ItemIdentifierType?, index: Int) {
        let parent = nodes[item]!.parent
        let siblings = parent.map { nodes[$0]!.children } ?? rootItems
        return (parent, siblings.firstIndex(of: item)!)
    }

    /// Puts the root items of `outline` (with what is below them) where
    /// `target` says once items already here have been taken out: after
    /// checking that `parent` or `sibling` is here and not inside what moves.
    private mutating func place(
        _ outline: Self, call: String, parent: ItemIdentifierType? = nil, sibling: ItemIdentifierType? = nil,
        at target: (Self) -> (parent: ItemIdentifierType?, index: Int)
    ) {
        let present = outline.nodes.keys.filter { nodes[$0] != nil }
        if let anchor = parent ?? sibling {
            guard nodes[anchor] != nil else {
                return Self.report(.unknownIdentifier, "\(call): item \(anchor) is not in the snapshot; nothing added.", [anchor])
            }
            // The anchor, or an ancestor of it, among the items moved would put an item below itself.
            var current: ItemIdentifierType? = present.isEmpty ? nil : anchor
            while let item = current {
                if outline.nodes[item] != nil {
                    return Self.report(.duplicateIdentifier, "\(call): item \(item) cannot be placed below or beside itself; nothing changed.", [item])
                }
                current = nodes[item]?.parent
            }
        }
        if !present.isEmpty {
            let ordered = outline.items.filter { nodes[$0] != nil }
            Self.report(.duplicateIdentifier, "\(call): items already in the snapshot (\(Self.list(ordered))) are moved to the new place.", ordered)
            removeSubtrees(ordered)
        }
        let (parent, index) = target(self)
        for (item, node) in outline.nodes {
            var copy = node
            if copy.parent == nil { copy.parent = parent }
            nodes[item] = copy
        }
        if let parent {
            nodes[parent]!.children.insert(contentsOf: outline.rootItems, at: index)
        } else {
            rootItems.insert(contentsOf: outline.rootItems, at: index)
        }
    }

    /// Takes `items` out with everything below them.
    private mutating func removeSubtrees(_ items: [ItemIdentifierType]) {
        let present = items.filter { nodes[$0] != nil }
        guard !present.isEmpty else { return }
        let leaving = Set(present)
        // Detach each from its parent, then forget the whole subtree.
        var detachedFrom = Set<ItemIdentifierType?>()
        for item in present { detachedFrom.insert(nodes[item]!.parent) }
        for parent in detachedFrom {
            if let parent {
                nodes[parent]?.children.removeAll { leaving.contains($0) }
            } else {
                rootItems.removeAll { leaving.contains($0) }
            }
        }
        for item in depthFirst(from: present, onlyVisible: false) { nodes[item] = nil }
    }

    /// `roots` and what is below them, depth first, without recursion (an
    /// outline may be deep).
    private func depthFirst(from roots: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(onlyVisible ? roots.count : nodes.count)
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            guard let node = nodes[item] else { continue }
            result.append(item)
            if !onlyVisible || node.isExpanded { stack.append(contentsOf: node.children.reversed()) }
        }
        return result
    }

    private static func list(_ values: [ItemIdentifierType]) -> String {
        values.prefix(10).map { "\($0)" }.joined(separator: ", ") + (values.count > 10 ? ", … (\(values.count) in all)" : "")
    }

    /// Reports a misuse of the outline, with the items involved (described).
    private static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ items: [ItemIdentifierType]) {
        LayoutDiagnostics.report(kind, "NSDiffableDataSourceSectionSnapshot.\(message)", identifiers: items.prefix(10).map { "\($0)" })
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
extension NSDiffableDataSourceSectionSnapshot.Node: Sendable where ItemIdentifierType: Sendable {}
