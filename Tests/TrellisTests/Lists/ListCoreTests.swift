import Foundation
import Testing
@testable import Trellis

/// The list core's parts, and what tables and collection views now share.
@MainActor
@Suite struct ListCoreTests {
    /// A table and a collection view data source that answers given counts.
    final class CountingSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
    }

    enum ListKind: String, CaseIterable, CustomTestStringConvertible {
        case table, collection
        var testDescription: String { rawValue }
    }

    /// A list of `kind` showing `source`, and how many items each of its sections has.
    func makeList(_ kind: ListKind, _ source: CountingSource) -> (UIView, () -> [Int]) {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        switch kind {
        case .table:
            let table = UITableView(frame: frame)
            table.dataSource = source
            return (table, { (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } })
        case .collection:
            let collection = UICollectionView(frame: frame)
            collection.dataSource = source
            return (collection, { (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) } })
        }
    }

    @Test(arguments: ListKind.allCases)
    func negativeAndAbsurdCountsAreTakenAsNoneAndReportedAlike(kind: ListKind) {
        let source = CountingSource([2, -3, ListCounts.maximumCount + 1])
        let (list, counts) = makeList(kind, source)
        let (shown, diagnostics) = LayoutDiagnostics.capture { counts() }
        #expect(shown == [2, 0, 0])
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidDataSourceAnswer])
        #expect(diagnostics.allSatisfy { $0.involves(list) })
        #expect(diagnostics.map(\.indexPaths) == [[IndexPath(index: 1)], [IndexPath(index: 2)]])
    }

    @Test func aPoolMakesRegisteredViewsAndReusesThosePutBack() {
        var pool = ReusePool<String, UICollectionReusableView>()
        #expect(pool.dequeue("a") == nil)
        pool.register("a") { UICollectionReusableView(registeredReuseIdentifier: "a") }
        let made = pool.dequeue("a")
        #expect(made != nil && pool.createdCount == 1)
        pool.recycle(made!, as: "a")
        #expect(made!.isHidden && pool.idleCount("a") == 1)
        #expect(pool.dequeue("a") === made && pool.createdCount == 1)
        pool.register("a", makingWith: nil)
        #expect(pool.dequeue("a") == nil)
    }

    @Test func batchesNestAndOnlyTheOutermostIsApplied() {
        var recorder = BatchUpdateRecorder()
        #expect(recorder.end() == nil)  // an end without a beginning
        recorder.begin()
        recorder.begin()
        recorder.add { $0.insertedRows.insert(IndexPath(row: 0, section: 0)) }
        #expect(recorder.end() == nil)
        recorder.add { $0.deletedSections.insert(2) }
        let batch = recorder.end()
        #expect(batch?.insertedRows == [IndexPath(row: 0, section: 0)])
        #expect(batch?.deletedSections == [2])
    }

    @Test(arguments: [1, 3, 4, 5])
    func aLoopThatReachesItsBoundIsReportedAsNotConverged(roundsToSettle: Int) {
        let list = UIView()
        var rounds = 0
        let (settled, diagnostics) = LayoutDiagnostics.capture {
            repeatUntilSettled(atMost: 4, in: list, "a test loop") {
                rounds += 1
                return rounds >= roundsToSettle
            }
        }
        #expect(settled == (roundsToSettle <= 4))
        #expect(rounds == min(roundsToSettle, 4))
        #expect(diagnostics.map(\.kind) == (settled ? [] : [.notConverged]))
        #expect(diagnostics.allSatisfy { $0.involves(list) })
    }

    @Test func anAnchorKeepsItsElementWhereItShowsButNotAboveTheContent() {
        let anchor = ScrollAnchor(element: 7, distance: 30)
        #expect(anchor.offset(forElementStartingAt: 500, minimum: 0) == 470)
        #expect(anchor.offset(forElementStartingAt: 10, minimum: -20) == -20)
        #expect(anchor.moved(to: 9).element == 9 && anchor.moved(to: 9).distance == 30)
    }

    @Test func delegateAnswersTellImplementedFromDefault() {
        let missing: CGFloat? = .notImplemented
        #expect(!missing.isImplemented && missing.or(12) == 12)
        let answered: CGSize? = CGSize(width: 3, height: 4)
        #expect(answered.isImplemented && answered.or(.zero) == CGSize(width: 3, height: 4))
        let noDelegate: UIEdgeInsets? = nil
        #expect(!noDelegate.isImplemented && noDelegate.or(.zero) == .zero)
    }
}
