import Foundation
import Testing
@testable import Trellis

/// A data source that answers one table with cells dequeued from another.
@MainActor
private final class BorrowingSource: NSObject, UITableViewDataSource {
    weak var lender: UITableView?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let from = lender ?? tableView
        // The row the lender shows at the same place: its cell, taken.
        if from !== tableView, let shown = from.cellForRow(at: indexPath) { return shown }
        return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// Answers header requests with views dequeued as footers.
@MainActor
private final class WrongKindSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer", for: indexPath)
    }
}

/// Careless data sources are reported and the lists go on, each keeping its own views.
@MainActor
@Suite struct ListMisuseTests {
    @Test func aCellShownByAnotherTableIsRefusedAndStaysThere() {
        func table(_ source: UITableViewDataSource) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = source
            return table
        }
        let ownSource = BorrowingSource(), borrowing = BorrowingSource()
        let lender = table(ownSource), borrower = table(borrowing)
        borrowing.lender = lender
        lender.layoutIfNeeded()
        let lent = lender.visibleCells
        let (_, diagnostics) = LayoutDiagnostics.capture { borrower.layoutIfNeeded() }
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidDataSourceAnswer && $0.involves(borrower) && $0.involves(lender) })
        // The lender keeps every cell it showed; the borrower shows cells of its own.
        #expect(lender.visibleCells.map(ObjectIdentifier.init) == lent.map(ObjectIdentifier.init))
        #expect(lent.allSatisfy { $0.superview === lender })
        #expect(!borrower.visibleCells.isEmpty && borrower.visibleCells.allSatisfy { $0.superview === borrower })
    }

    @Test func aSupplementaryViewOfAnotherKindIsRefused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "footer")
        let source = WrongKindSource()
        collection.dataSource = source
        let (_, diagnostics) = LayoutDiagnostics.capture {
            collection.layoutIfNeeded()
            collection.reloadData()
            collection.layoutIfNeeded()
        }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy {
            $0.kind == .invalidDataSourceAnswer && $0.involves(collection)
                && $0.identifiers == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
        })
        #expect(collection.visibleCells.count == 6)
    }
}
