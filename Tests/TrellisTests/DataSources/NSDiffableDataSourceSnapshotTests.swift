import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct NSDiffableDataSourceSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func sectionsAndItemsCanBeBuiltAndRearranged() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([7, 8])  // the last section
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.appendItems([5], toSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5, 7, 8])
        #expect(snapshot.numberOfItems == 8 && snapshot.numberOfSections == 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(snapshot.numberOfItems(inSection: "c") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.indexOfItem(7) == 6)
        #expect(snapshot.indexOfSection("c") == 2)

        snapshot.moveItem(0, afterItem: 8)
        snapshot.moveItem(5, beforeItem: 1)
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "c") == [7, 8, 0])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [])
        snapshot.deleteItems([2, 4])
        snapshot.deleteSections(["c"])
        #expect(snapshot.itemIdentifiers == [5, 1, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 7) == nil)
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [3])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func anIdentifierAddedAgainMovesAndIsReported() {
        var snapshot = Snapshot()
        let (_, diagnostics) = LayoutDiagnostics.capture {
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1, 2, 3], toSection: "a")
            snapshot.appendItems([2, 9, 9], toSection: "b")
            snapshot.appendSections(["a"])
        }
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [2, 9])
        #expect(snapshot.sectionIdentifiers == ["b", "a"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        let duplicates = diagnostics.filter { $0.kind == .duplicateIdentifier }
        #expect(duplicates.count == 2)
        #expect(duplicates.first?.identifiers == ["2", "9"])
    }

    @Test func namingWhatIsNotThereIsReportedAndChangesNothing() {
        var snapshot = Snapshot()
        let (_, diagnostics) = LayoutDiagnostics.capture {
            snapshot.appendItems([1])
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2], toSection: "zz")
            snapshot.insertItems([3], beforeItem: 42)
            snapshot.moveItem(1, afterItem: 42)
            snapshot.deleteItems([42])
            snapshot.insertSections(["q"], afterSection: "nope")
            snapshot.moveSection("a", afterSection: "nope")
        }
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.numberOfItems == 0)
        #expect(diagnostics.map(\.kind) == Array(repeating: .unknownIdentifier, count: 7))
        #expect(diagnostics.map(\.identifiers) == [["1"], ["zz"], ["42"], ["1"], ["42"], ["nope"], ["nope"]])
    }
}
