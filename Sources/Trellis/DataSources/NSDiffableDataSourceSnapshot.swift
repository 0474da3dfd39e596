import Foundation

/// The state of a list as a value: its sections and the items in each, by
/// identifier. Build one, hand it to a diffable data source's `apply`, and the
/// data source works out and applies the difference from what it shows.
///
/// Every identifier appears at most once in a snapshot (across all its
/// sections). Adding one that is already there moves it to the new place, as
/// UIKit does since iOS 15, and reports it: the snapshot never holds a
/// duplicate, so applying it never fails halfway. Naming a section or item
/// that is not there is reported and the call does nothing (UIKit stops the
/// app).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in the order of `sectionIdentifiers`.
    private var sectionItems: [[ItemIdentifierType]] = []
    /// Where each section is in `sectionIdentifiers`.
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The section holding each item.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// Items whose cells are to be made again when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items whose cells are to be configured again (the same cells) when it is applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections whose rows are to be made again when it is applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items there are in all sections.
    public var numberOfItems: Int { itemSections.count }
    /// How many sections there are.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The items of a section (none, and reported, if there is no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = position(of: identifier, "itemIdentifiers(inSection:)") else { return [] }
        return sectionItems[position]
    }

    /// How many items a section has.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// Where an item is, counting across all sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let position = sectionPositions[section] else { return nil }
        let before = sectionItems[..<position].reduce(0) { $0 + $1.count }
        return sectionItems[position].firstIndex(of: identifier).map { before + $0 }
    }

    /// Where a section is.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// An item's section and row.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[item], let position = sectionPositions[section],
            let row = sectionItems[position].firstIndex(of: item)
        else { return nil }
        return IndexPath(row: row, section: position)
    }

    /// The items of the section at `position`.
    func items(inSectionAt position: Int) -> [ItemIdentifierType] { sectionItems[position] }

    /// The number of items of the section at `position` (0 if there is none).
    func numberOfItems(inSectionAt position: Int) -> Int {
        sectionItems.indices.contains(position) ? sectionItems[position].count : 0
    }

    /// The item at a section and row (or item), if there is one.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = sectionItems[indexPath.section]
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The section at `position`, if there is one.
    func sectionIdentifier(at position: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(position) ? sectionIdentifiers[position] : nil
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: { $0.sectionIdentifiers.count }, "appendSections(_:)")
    }

    /// Inserts sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: { $0.sectionPositions[toIdentifier] }, "insertSections(_:beforeSection:)", anchor: toIdentifier)
    }

    /// Inserts sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: { $0.sectionPositions[toIdentifier].map { $0 + 1 } }, "insertSections(_:afterSection:)", anchor: toIdentifier)
    }

    /// Inserts sections where `place` says, once sections already present
    /// (moved into place, with their items) are taken out.
    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], at place: (Self) -> Int?, _ call: String, anchor: SectionIdentifierType? = nil
    ) {
        if let anchor, identifiers.contains(anchor) {
            return Self.report(.duplicateIdentifier, "\(call): section \(anchor) cannot be placed relative to itself; nothing changed.", [anchor])
        }
        var carried: [SectionIdentifierType: [ItemIdentifierType]] = [:]
        let repeated = identifiers.filter { sectionPositions[$0] != nil } + duplicates(in: identifiers)
        if !repeated.isEmpty {
            Self.report(.duplicateIdentifier, "\(call): sections already in the snapshot (\(Self.list(repeated))) are moved to the new place.", repeated)
        }
        let present = Set(identifiers.filter { sectionPositions[$0] != nil })
        for identifier in present { carried[identifier] = sectionItems[sectionPositions[identifier]!] }
        removeSections(present)
        guard let start = place(self) else {
            // The sections taken out to be moved are lost with the place: put them back.
            for identifier in identifiers where carried[identifier] != nil {
                sectionIdentifiers.append(identifier)
                sectionItems.append(carried.removeValue(forKey: identifier)!)
            }
            reindexSections()
            Self.report(.unknownIdentifier, "\(call): there is no section \(anchor.map { "\($0)" } ?? "") in the snapshot; nothing inserted.", anchor.map { [$0] } ?? [])
            return
        }
        var seen = Set<SectionIdentifierType>()
        let unique = identifiers.filter { seen.insert($0).inserted }
        sectionIdentifiers.insert(contentsOf: unique, at: start)
        sectionItems.insert(contentsOf: unique.map { carried[$0] ?? [] }, at: start)
        reindexSections()
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let present = Set(identifiers.filter { position(of: $0, "deleteSections(_:)") != nil })
        for identifier in present {
            for item in sectionItems[sectionPositions[identifier]!] { itemSections[item] = nil }
        }
        removeSections(present)
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool, _ call: String) {
        guard identifier != other, let from = position(of: identifier, call), position(of: other, call) != nil else { return }
        let items = sectionItems[from]
        removeSections([identifier])
        let to = sectionPositions[other]! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    /// Marks sections to be made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { position(of: $0, "reloadSections(_:)") != nil }
    }

    /// Takes sections out (their items' entries are the caller's to keep or clear).
    private mutating func removeSections(_ identifiers: Set<SectionIdentifierType>) {
        guard !identifiers.isEmpty else { return }
        let keep = sectionIdentifiers.map { !identifiers.contains($0) }
        sectionItems = zip(sectionItems, keep).filter(\.1).map(\.0)
        sectionIdentifiers = sectionIdentifiers.filter { !identifiers.contains($0) }
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionPositions.removeAll(keepingCapacity: true)
        for (position, identifier) in sectionIdentifiers.enumerated() { sectionPositions[identifier] = position }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one if none is named).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section = sectionIdentifier ?? sectionIdentifiers.last
        guard let section else {
            return Self.report(.unknownIdentifier, "appendItems(_:toSection:): the snapshot has no section to append \(identifiers.count) items to; append a section first.", identifiers)
        }
        guard position(of: section, "appendItems(_:toSection:)") != nil else { return }
        insertItems(identifiers, "appendItems(_:toSection:)") { snapshot in
            let position = snapshot.sectionPositions[section]!
            return (position, snapshot.sectionItems[position].count)
        }
    }

    /// Inserts items before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, "insertItems(_:beforeItem:)")
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, "insertItems(_:afterItem:)")
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool, _ call: String) {
        guard itemSections[other] != nil else {
            return Self.report(.unknownIdentifier, "\(call): item \(other) is not in the snapshot; nothing inserted.", [other])
        }
        guard !identifiers.contains(other) else {
            return Self.report(.duplicateIdentifier, "\(call): item \(other) cannot be placed relative to itself; nothing changed.", [other])
        }
        insertItems(identifiers, call) { snapshot in
            let path = snapshot.indexPath(of: other)!
            return (path.section, path.row + (after ? 1 : 0))
        }
    }

    /// Inserts items where `place` says, once items already present (moved
    /// into place) are taken out.
    private mutating func insertItems(_ identifiers: [ItemIdentifierType], _ call: String, at place: (Self) -> (section: Int, row: Int)) {
        let repeated = identifiers.filter { itemSections[$0] != nil } + duplicates(in: identifiers)
        if !repeated.isEmpty {
            Self.report(.duplicateIdentifier, "\(call): items already in the snapshot (\(Self.list(repeated))) are moved to the new place.", repeated)
            removeItems(Set(identifiers))
        }
        let (section, row) = place(self)
        var seen = Set<ItemIdentifierType>()
        let unique = identifiers.filter { seen.insert($0).inserted }
        sectionItems[section].insert(contentsOf: unique, at: row)
        for item in unique { itemSections[item] = sectionIdentifiers[section] }
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let missing = identifiers.filter { itemSections[$0] == nil }
        if !missing.isEmpty {
            Self.report(.unknownIdentifier, "deleteItems(_:): items not in the snapshot (\(Self.list(missing))) are passed over.", missing)
        }
        removeItems(Set(identifiers))
    }

    /// Deletes every item (and every section).
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool, _ call: String) {
        guard identifier != other else { return }
        guard itemSections[identifier] != nil, itemSections[other] != nil else {
            let absent = itemSections[identifier] == nil ? identifier : other
            return Self.report(.unknownIdentifier, "\(call): item \(absent) is not in the snapshot; nothing moved.", [absent])
        }
        removeItems([identifier])
        let path = indexPath(of: other)!
        sectionItems[path.section].insert(identifier, at: path.row + (after ? 1 : 0))
        itemSections[identifier] = sectionIdentifiers[path.section]
    }

    /// Marks items whose cells are to be made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += present(identifiers, "reloadItems(_:)")
    }

    /// Marks items whose cells are to be configured again, keeping the cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += present(identifiers, "reconfigureItems(_:)")
    }

    private func present(_ identifiers: [ItemIdentifierType], _ call: String) -> [ItemIdentifierType] {
        let missing = identifiers.filter { itemSections[$0] == nil }
        if !missing.isEmpty { Self.report(.unknownIdentifier, "\(call): items not in the snapshot (\(Self.list(missing))) are passed over.", missing) }
        return identifiers.filter { itemSections[$0] != nil }
    }

    private mutating func removeItems(_ identifiers: Set<ItemIdentifierType>) {
        var touched = Set<Int>()
        for item in identifiers {
            if let section = itemSections.removeValue(forKey: item), let position = sectionPositions[section] { touched.insert(position) }
        }
        for position in touched { sectionItems[position].removeAll { identifiers.contains($0) } }
    }

    // MARK: Helpers

    private func position(of section: SectionIdentifierType, _ call: String) -> Int? {
        if let position = sectionPositions[section] { return position }
        Self.report(.unknownIdentifier, "\(call): there is no section \(section) in the snapshot; nothing changed.", [section])
        return nil
    }

    private func duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        var seen = Set<T>()
        return identifiers.filter { !seen.insert($0).inserted }
    }

    private static func list(_ values: [some Any]) -> String {
        values.prefix(10).map { "\($0)" }.joined(separator: ", ") + (values.count > 10 ? ", … (\(values.count) in all)" : "")
    }

    /// Reports a misuse of the snapshot, with the identifiers involved (described).
    private static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ identifiers: [some Any]) {
        LayoutDiagnostics.report(
            kind, "NSDiffableDataSourceSnapshot.\(message)", identifiers: identifiers.prefix(10).map { "\($0)" })
    }

    /// The snapshot without its reload and reconfigure marks (what is shown after applying it).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
