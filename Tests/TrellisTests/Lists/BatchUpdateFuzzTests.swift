import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// One change in a batch. Indices are taken modulo what exists when it
/// runs, so that any subsequence of rounds (what shrinking tries) still runs.
enum BatchChange: CustomStringConvertible, Sendable {
    case deleteItem(section: Int, item: Int)
    case insertItem(section: Int, item: Int)
    case moveItem(section: Int, from: Int, to: Int)
    case insertSection(items: Int)
    case deleteSection(Int)
    /// Index paths out of range or of the wrong length, told to the list.
    case garbage(section: Int, item: Int)
    /// Items the data source gains without telling the list.
    case untold(section: Int)

    var description: String {
        switch self {
        case let .deleteItem(s, i): "delete \(s).\(i)"
        case let .insertItem(s, i): "insert \(s).\(i)"
        case let .moveItem(s, f, t): "move \(s).\(f)→\(t)"
        case let .insertSection(n): "insert section of \(n)"
        case let .deleteSection(s): "delete section \(s)"
        case let .garbage(s, i): "garbage \(s).\(i)"
        case let .untold(s): "untold \(s)"
        }
    }

    static func random(_ generator: inout SeededGenerator) -> BatchChange {
        func index() -> Int { Int.random(in: 0..<100, using: &generator) }
        return switch Int.random(in: 0..<9, using: &generator) {
        case 0, 1: .deleteItem(section: index(), item: index())
        case 2, 3: .insertItem(section: index(), item: index())
        case 4: .moveItem(section: index(), from: index(), to: index())
        case 5: .insertSection(items: Int.random(in: 0...8, using: &generator))
        case 6: .deleteSection(index())
        case 7: .garbage(section: Int.random(in: -2...9, using: &generator), item: Int.random(in: -3...99, using: &generator))
        default: .untold(section: index())
        }
    }
}

/// A round: scroll somewhere, then one batch of changes.
struct BatchRound: CustomStringConvertible, Sendable {
    var scroll: Double
    var changes: [BatchChange]
    var description: String { "scroll \(String(format: "%.2f", scroll)), [\(changes.map(\.description).joined(separator: ", "))]" }
}

/// The data both lists show: sections of unique numbers; a cell's tag is its number.
@MainActor
final class NumberModel: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
    var sections: [[Int]]
    private var next = 0

    init(_ counts: [Int]) {
        sections = []
        super.init()
        sections = counts.map(fresh)
    }

    func fresh(_ count: Int) -> [Int] {
        defer { next += count }
        return Array(next..<next + count)
    }

    static func height(of number: Int) -> CGFloat { CGFloat(20 + number % 40) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.height(of: sections[indexPath.section][indexPath.row])
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// What the fuzzer needs of a table or a collection view.
@MainActor
protocol FuzzedList: UIScrollView {
    func fuzzBatch(_ updates: () -> Void)
    func fuzzDelete(_ paths: [IndexPath])
    func fuzzInsert(_ paths: [IndexPath])
    func fuzzMove(_ from: IndexPath, _ to: IndexPath)
    func fuzzInsertSections(_ sections: IndexSet)
    func fuzzDeleteSections(_ sections: IndexSet)
    func fuzzCounts() -> [Int]
    func fuzzShown() -> [(IndexPath, UIView)]
}

extension UITableView: FuzzedList {
    func fuzzBatch(_ updates: () -> Void) { withoutActuallyEscaping(updates) { performBatchUpdates($0) } }
    func fuzzDelete(_ paths: [IndexPath]) { deleteRows(at: paths, with: .automatic) }
    func fuzzInsert(_ paths: [IndexPath]) { insertRows(at: paths, with: .automatic) }
    func fuzzMove(_ from: IndexPath, _ to: IndexPath) { moveRow(at: from, to: to) }
    func fuzzInsertSections(_ sections: IndexSet) { insertSections(sections, with: .automatic) }
    func fuzzDeleteSections(_ sections: IndexSet) { deleteSections(sections, with: .automatic) }
    func fuzzCounts() -> [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }
    func fuzzShown() -> [(IndexPath, UIView)] { visibleCells.compactMap { cell in indexPath(for: cell).map { ($0, cell) } } }
}

extension UICollectionView: FuzzedList {
    func fuzzBatch(_ updates: () -> Void) { withoutActuallyEscaping(updates) { performBatchUpdates($0) } }
    func fuzzDelete(_ paths: [IndexPath]) { deleteItems(at: paths) }
    func fuzzInsert(_ paths: [IndexPath]) { insertItems(at: paths) }
    func fuzzMove(_ from: IndexPath, _ to: IndexPath) { moveItem(at: from, to: to) }
    func fuzzInsertSections(_ sections: IndexSet) { insertSections(sections) }
    func fuzzDeleteSections(_ sections: IndexSet) { deleteSections(sections) }
    func fuzzCounts() -> [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }
    func fuzzShown() -> [(IndexPath, UIView)] { visibleCells.compactMap { cell in indexPath(for: cell).map { ($0, cell) } } }
}

/// Random batches of updates against a model, told consistently or not, to
/// a table and to a collection view: never a trap, only `.invalidBatchUpdate`
/// reports naming the list, and after every batch the list shows exactly
/// the model (counts, which number each visible cell shows, a table row's
/// height). A failure shrinks to the fewest rounds that fail.
@MainActor
@Suite struct BatchUpdateFuzzTests {
    enum Kind: String, CaseIterable, Sendable { case table, collection }

    static func makeList(_ kind: Kind, _ model: NumberModel) -> any FuzzedList {
        switch kind {
        case .table:
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = model
            table.delegate = model
            return table
        case .collection:
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 70, height: 45)
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = model
            return collection
        }
    }

    /// Applies one change to the model and, if `tell`, to the list; whether it was one UIKit can describe alone.
    static func apply(_ change: BatchChange, to model: NumberModel, list: any FuzzedList, tell: Bool) {
        let sections = model.sections.count
        switch change {
        case let .deleteItem(s, i):
            guard sections > 0 else { return }
            let section = s % sections
            guard !model.sections[section].isEmpty else { return }
            let item = i % model.sections[section].count
            model.sections[section].remove(at: item)
            if tell { list.fuzzDelete([IndexPath(item: item, section: section)]) }
        case let .insertItem(s, i):
            guard sections > 0 else { return }
            let section = s % sections
            let item = i % (model.sections[section].count + 1)
            model.sections[section].insert(contentsOf: model.fresh(1), at: item)
            if tell { list.fuzzInsert([IndexPath(item: item, section: section)]) }
        case let .moveItem(s, f, t):
            guard sections > 0 else { return }
            let section = s % sections
            let count = model.sections[section].count
            guard count > 1 else { return }
            let from = f % count, to = t % count
            model.sections[section].insert(model.sections[section].remove(at: from), at: to)
            if tell { list.fuzzMove(IndexPath(item: from, section: section), IndexPath(item: to, section: section)) }
        case let .insertSection(items):
            model.sections.append(model.fresh(items))
            if tell { list.fuzzInsertSections(IndexSet(integer: model.sections.count - 1)) }
        case let .deleteSection(s):
            guard sections > 1 else { return }
            let section = s % sections
            model.sections.remove(at: section)
            if tell { list.fuzzDeleteSections(IndexSet(integer: section)) }
        case let .garbage(s, i):
            list.fuzzDelete([IndexPath(item: i, section: s)])
            list.fuzzInsert([IndexPath(indexes: [1, 2, 3])])
        case let .untold(s):
            guard sections > 0 else { return }
            model.sections[s % sections].append(contentsOf: model.fresh(2))
        }
    }

    /// Runs `rounds` on a fresh list of `kind`; what is wrong, if anything.
    static func problem(_ kind: Kind, _ rounds: [BatchRound]) -> String? {
        let model = NumberModel([30, 5, 40])
        let list = makeList(kind, model)
        list.layoutIfNeeded()
        for (index, round) in rounds.enumerated() {
            let end = max(0, list.contentSize.height - list.bounds.height)
            list.contentOffset = CGPoint(x: 0, y: (CGFloat(round.scroll) * end).rounded())
            list.layoutIfNeeded()
            let (_, diagnostics) = LayoutDiagnostics.capture {
                list.fuzzBatch {
                    // A batch of one change, told; or several the list is not told
                    // of (all of them adding items, so that the counts give them
                    // away: untold changes that keep the counts no list can see),
                    // and garbage it is told of.
                    let single = round.changes.count == 1
                    for change in round.changes {
                        switch change {
                        case .untold, .insertSection, .garbage: apply(change, to: model, list: list, tell: single)
                        default: if single { apply(change, to: model, list: list, tell: true) }
                        }
                    }
                }
                list.layoutIfNeeded()
            }
            if let wrong = diagnostics.first(where: { $0.kind != .invalidBatchUpdate || !$0.involves(list) }) {
                return "round \(index): reported \(wrong.kind): \(wrong.message)"
            }
            let counts = list.fuzzCounts()
            guard counts == model.sections.map(\.count) else { return "round \(index): counts \(counts), the model has \(model.sections.map(\.count))" }
            for (path, cell) in list.fuzzShown() {
                let number = model.sections[path.section][path.item]
                guard cell.tag == number else { return "round \(index): the cell at \(path) shows \(cell.tag), the model has \(number)" }
                if kind == .table, cell.frame.height != NumberModel.height(of: number) {
                    return "round \(index): the row at \(path) is \(cell.frame.height) tall, \(NumberModel.height(of: number)) expected"
                }
                guard cell.frame.minY.isFinite, cell.frame.height.isFinite else { return "round \(index): a cell's frame is \(cell.frame)" }
            }
        }
        return nil
    }

    @Test(arguments: Kind.allCases)
    func randomBatchesEndInTheModelsState(kind: Kind) {
        let failure = Fuzz.check(
            seed: 0xBA7C4, cases: 12,
            generate: { generator in
                (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                    BatchRound(
                        scroll: Double.random(in: 0...1, using: &generator),
                        changes: (0..<(Bool.random(using: &generator) ? 1 : Int.random(in: 1...4, using: &generator))).map { _ in
                            BatchChange.random(&generator)
                        })
                }
            },
            shrink: Fuzz.shrinkArray,
            property: { Self.problem(kind, $0) })
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    /// Found by this fuzzer: a table with no rows could not ask its delegate
    /// whether it gives heights, and sized the rows inserted later from their
    /// constraints instead.
    @Test func rowsInsertedIntoAnEmptyTableTakeTheDelegatesHeights() throws {
        let model = NumberModel([0])
        let table = try #require(Self.makeList(.table, model) as? UITableView)
        table.layoutIfNeeded()
        try LayoutDiagnostics.strict {
            table.performBatchUpdates {
                model.sections[0] = model.fresh(3)
                table.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            }
            table.layoutIfNeeded()
        }
        #expect(table.visibleCells.map(\.frame.height) == model.sections[0].map(NumberModel.height(of:)))
    }
}
