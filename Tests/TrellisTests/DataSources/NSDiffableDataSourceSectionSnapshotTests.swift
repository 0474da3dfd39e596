import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Section snapshots as outlines: built, read and changed as an app does,
/// misuse reported, and random edits checked against a model kept as a flat
/// list in depth-first order.
@MainActor
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    /// Fruit and vegetables, two levels deep.
    static func groceries() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apples", "Pears"], to: "Fruit")
        outline.append(["Cox", "Gala"], to: "Apples")
        outline.append(["Leeks"], to: "Vegetables")
        return outline
    }

    @Test func readsTheOutlineDepthFirst() {
        var outline = Self.groceries()
        #expect(outline.items == ["Fruit", "Apples", "Cox", "Gala", "Pears", "Vegetables", "Leeks"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.level(of: "Gala") == 2)
        #expect(outline.parent(of: "Gala") == "Apples")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.index(of: "Pears") == 4)
        #expect(outline.contains("Leeks") && !outline.contains("Kale"))

        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apples", "Pears", "Vegetables"])
        #expect(outline.isVisible("Apples") && !outline.isVisible("Cox"))
        outline.expand(["Apples"])
        #expect(outline.visibleItems == ["Fruit", "Apples", "Cox", "Gala", "Pears", "Vegetables"])
        // A child stays expanded while its parent collapses, and shows again with it.
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.isExpanded("Apples"))
        outline.expand(["Fruit"])
        #expect(outline.visibleItems.contains("Gala"))
    }

    @Test func partsOfTheOutlineAreOutlinesOfTheirOwn() {
        var outline = Self.groceries()
        outline.expand(["Apples"])
        let fruit = outline.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apples", "Pears"])
        #expect(fruit.items == ["Apples", "Cox", "Gala", "Pears"])
        #expect(fruit.level(of: "Cox") == 1)
        #expect(fruit.isExpanded("Apples"))
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"])
        #expect(withParent.level(of: "Cox") == 2)
        #expect(outline.visualDescription() == """
            - Fruit
              + Apples
                  Cox
                  Gala
                Pears
            - Vegetables
                Leeks
            """)
    }

    @Test func insertsDeletesAndReplacesWholeBranches() {
        var outline = Self.groceries()
        outline.insert(["Bananas"], before: "Pears")
        outline.insert(["Quinces"], after: "Apples")  // after Apples' branch, not inside it
        #expect(outline.snapshot(of: "Fruit").rootItems == ["Apples", "Quinces", "Bananas", "Pears"])
        outline.delete(["Apples"])
        #expect(!outline.contains("Cox") && !outline.contains("Gala"))
        var greens = NSDiffableDataSourceSectionSnapshot<String>()
        greens.append(["Kale", "Chard"])
        greens.append(["Curly"], to: "Kale")
        greens.expand(["Kale"])
        outline.replace(childrenOf: "Vegetables", using: greens)
        #expect(!outline.contains("Leeks"))
        #expect(outline.items.suffix(4) == ["Vegetables", "Kale", "Curly", "Chard"])
        #expect(outline.isExpanded("Kale") && outline.level(of: "Curly") == 2)
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Nuts"])
        more.append(["Almonds"], to: "Nuts")
        outline.append(more)
        outline.insert(more.snapshot(of: "Nuts"), before: "Fruit")
        #expect(outline.rootItems == ["Almonds", "Fruit", "Vegetables", "Nuts"])
        // "Almonds" was below "Nuts": inserting it again moved it (reported).
        #expect(outline.snapshot(of: "Nuts").items.isEmpty)
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test func misuseIsReportedAndChangesNothing() {
        var outline = Self.groceries()
        let before = outline.items
        let reports = LayoutDiagnostics.capture {
            outline.append(["Kale"], to: "Potatoes")
            outline.append(["Fruit"], to: "Cox")  // a branch under its own leaf
            outline.insert(["Plums"], before: "Figs")
            outline.delete(["Figs"])
            outline.expand(["Figs"])
            _ = outline.level(of: "Figs")
        }.diagnostics
        #expect(outline.items == before)
        #expect(reports.map(\.kind) == [.unknownIdentifier, .duplicateIdentifier, .unknownIdentifier, .unknownIdentifier, .unknownIdentifier, .unknownIdentifier])
        #expect(reports[0].identifiers == ["Potatoes"])
        #expect(reports[1].identifiers == ["Fruit"])
        // An item added again moves, as given, and is reported.
        let moved = LayoutDiagnostics.capture { outline.append(["Gala"], to: "Vegetables") }.diagnostics
        #expect(moved.map(\.kind) == [.duplicateIdentifier])
        #expect(outline.parent(of: "Gala") == "Vegetables")
        #expect(outline.snapshot(of: "Apples").items == ["Cox"])
    }

    @Test func aDeepOutlineIsWalkedWithoutRecursion() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<20_000 { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<20_000))
        #expect(outline.visibleItems.count == 20_000)
        #expect(outline.level(of: 19_999) == 19_999)
        outline.delete([1])
        #expect(outline.items == [0])
    }

    // MARK: Against a model

    /// An edit of an outline of small integers.
    enum Edit: CustomStringConvertible {
        case append([Int], to: Int?)
        case insertBefore([Int], Int)
        case insertAfter([Int], Int)
        case delete([Int])
        case expand([Int])
        case collapse([Int])
        case replaceChildren(of: Int, with: [(item: Int, level: Int)])

        var description: String {
            switch self {
            case .append(let items, let parent): "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
            case .insertBefore(let items, let anchor): "insert(\(items), before: \(anchor))"
            case .insertAfter(let items, let anchor): "insert(\(items), after: \(anchor))"
            case .delete(let items): "delete(\(items))"
            case .expand(let items): "expand(\(items))"
            case .collapse(let items): "collapse(\(items))"
            case .replaceChildren(let parent, let outline): "replace(childrenOf: \(parent), using: \(outline))"
            }
        }
    }

    /// The model: every item with its level, in depth-first order, and the expanded items.
    struct FlatOutline {
        var entries: [(item: Int, level: Int)] = []
        var expanded = Set<Int>()

        func position(_ item: Int) -> Int { entries.firstIndex { $0.item == item }! }
        /// Where the branch starting at `index` ends.
        func branchEnd(_ index: Int) -> Int {
            var end = index + 1
            while end < entries.count, entries[end].level > entries[index].level { end += 1 }
            return end
        }
        mutating func apply(_ edit: Edit) {
            switch edit {
            case .append(let items, nil):
                entries += items.map { ($0, 0) }
            case .append(let items, let parent?):
                let index = position(parent)
                entries.insert(contentsOf: items.map { ($0, entries[index].level + 1) }, at: branchEnd(index))
            case .insertBefore(let items, let anchor):
                let index = position(anchor)
                entries.insert(contentsOf: items.map { ($0, entries[index].level) }, at: index)
            case .insertAfter(let items, let anchor):
                let index = position(anchor)
                entries.insert(contentsOf: items.map { ($0, entries[index].level) }, at: branchEnd(index))
            case .delete(let items):
                for item in items {
                    guard let index = entries.firstIndex(where: { $0.item == item }) else { continue }
                    entries.removeSubrange(index..<branchEnd(index))
                }
            case .expand(let items): expanded.formUnion(items)
            case .collapse(let items): expanded.subtract(items)
            case .replaceChildren(let parent, let outline):
                let index = position(parent)
                let level = entries[index].level
                entries.replaceSubrange((index + 1)..<branchEnd(index), with: outline.map { ($0.item, $0.level + level + 1) })
            }
            let present = Set(entries.map(\.item))
            expanded = expanded.filter { present.contains($0) }
        }
        var items: [Int] { entries.map(\.item) }
        var visibleItems: [Int] {
            var result: [Int] = [], hiddenBelow: Int?
            for entry in entries {
                if let level = hiddenBelow, entry.level > level { continue }
                hiddenBelow = nil
                result.append(entry.item)
                if !expanded.contains(entry.item) { hiddenBelow = entry.level }
            }
            return result
        }
        func parent(of item: Int) -> Int? {
            let index = position(item)
            return entries[..<index].last { $0.level < entries[index].level }?.item
        }
    }

    /// The outline `edits` make (an outline of its own for `replaceChildren`).
    static func outline(from flat: [(item: Int, level: Int)]) -> NSDiffableDataSourceSectionSnapshot<Int> {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        var path: [Int] = []
        for entry in flat {
            path = Array(path.prefix(entry.level))
            outline.append([entry.item], to: path.last)
            path.append(entry.item)
        }
        return outline
    }

    /// Random edits that are all valid: new items are new, anchors present.
    static func edits(_ generator: inout SeededGenerator) -> [Edit] {
        var model = FlatOutline(), next = 0, edits: [Edit] = []
        func fresh(_ generator: inout SeededGenerator) -> [Int] {
            let count = Int.random(in: 1...3, using: &generator)
            defer { next += count }
            return Array(next..<(next + count))
        }
        for _ in 0..<Int.random(in: 1...24, using: &generator) {
            let present = model.items
            let anchor = present.randomElement(using: &generator)
            let edit: Edit
            switch (Int.random(in: 0..<8, using: &generator), anchor) {
            case (0, _), (_, nil): edit = .append(fresh(&generator), to: nil)
            case (1, let anchor?), (2, let anchor?): edit = .append(fresh(&generator), to: anchor)
            case (3, let anchor?): edit = .insertBefore(fresh(&generator), anchor)
            case (4, let anchor?): edit = .insertAfter(fresh(&generator), anchor)
            case (5, let anchor?): edit = .delete([anchor])
            case (6, _): edit = Bool.random(using: &generator) ? .expand(Array(present.shuffled(using: &generator).prefix(3))) : .collapse(Array(present.prefix(2)))
            case (_, let anchor?):
                var branch: [(Int, Int)] = []
                for item in fresh(&generator) { branch.append((item, branch.isEmpty ? 0 : Int.random(in: 0...(branch.last!.1 + 1), using: &generator))) }
                edit = .replaceChildren(of: anchor, with: branch)
            }
            model.apply(edit)
            edits.append(edit)
        }
        return edits
    }

    @Test func randomEditsAgreeWithTheModel() {
        let failure = Fuzz.check(seed: 0x0071_13E5, cases: 300, generate: Self.edits, shrink: { edits in
            (0..<edits.count).map { Array(edits.prefix($0)) }
        }) { edits in
            var outline = NSDiffableDataSourceSectionSnapshot<Int>()
            var model = FlatOutline()
            let reports = LayoutDiagnostics.capture {
                for edit in edits {
                    model.apply(edit)
                    switch edit {
                    case .append(let items, let parent): outline.append(items, to: parent)
                    case .insertBefore(let items, let anchor): outline.insert(items, before: anchor)
                    case .insertAfter(let items, let anchor): outline.insert(items, after: anchor)
                    case .delete(let items): outline.delete(items)
                    case .expand(let items): outline.expand(items)
                    case .collapse(let items): outline.collapse(items)
                    case .replaceChildren(let parent, let branch):
                        var replacement = Self.outline(from: branch)
                        replacement.expand(replacement.items.filter { model.expanded.contains($0) })
                        outline.replace(childrenOf: parent, using: replacement)
                    }
                }
            }.diagnostics
            if !reports.isEmpty { return "valid edits were reported: \(reports.map(\.kind))" }
            if outline.items != model.items { return "items \(outline.items), expected \(model.items)" }
            if outline.visibleItems != model.visibleItems { return "visible \(outline.visibleItems), expected \(model.visibleItems)" }
            for entry in model.entries {
                if outline.level(of: entry.item) != entry.level { return "level of \(entry.item)" }
                if outline.parent(of: entry.item) != model.parent(of: entry.item) { return "parent of \(entry.item)" }
                if outline.isVisible(entry.item) != model.visibleItems.contains(entry.item) { return "visibility of \(entry.item)" }
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
