import Foundation

/// How many sections a list has and how many items (rows) each holds, as
/// its data source last said: the one way tables and collection views ask.
struct ListCounts: Equatable {
    /// Each section's number of items.
    private(set) var itemsPerSection: [Int]

    /// The most sections, or items in a section, a list takes: more is
    /// taken for a data source's mistake (a count read from the wrong place)
    /// rather than for data: reported, and taken as 0 like a negative count
    /// (a layout would otherwise place every one of them).
    static let maximumCount = 100_000_000

    /// The most sections a list takes: each section costs the list its own
    /// bookkeeping (where it starts, its header and footer, a question to
    /// the delegate), so far fewer than items. More is reported and taken as 0.
    static let maximumSectionCount = 1_000_000

    /// Counts as given (they must not be negative).
    init(_ itemsPerSection: [Int] = []) {
        self.itemsPerSection = itemsPerSection
    }

    /// How many sections there are.
    var sectionCount: Int { itemsPerSection.count }

    /// How many items a section has (0 for one that does not exist).
    func itemCount(in section: Int) -> Int {
        itemsPerSection.indices.contains(section) ? itemsPerSection[section] : 0
    }

    /// Whether `indexPath` names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < itemCount(in: indexPath.section)
    }

    /// Asks a data source: `sections()` for the number of sections, then
    /// `items(section)` for each. A negative or absurd answer (over
    /// ``maximumCount``, or ``maximumSectionCount`` sections) is taken as 0 and reported, naming `list`, the
    /// section and what was answered (`noun`: "rows" or "items").
    @MainActor
    static func load(for list: UIView, noun: String, sections: () -> Int, items: (Int) -> Int) -> ListCounts {
        let sectionCount = usable(sections(), for: list, counting: "sections", in: nil, limit: maximumSectionCount)
        return ListCounts((0..<sectionCount).map { section in usable(items(section), for: list, counting: noun, in: section, limit: maximumCount) })
    }

    /// The count to use for an answer, reported if it is not the answer.
    @MainActor
    private static func usable(_ answer: Int, for list: UIView, counting noun: String, in section: Int?, limit: Int) -> Int {
        guard answer < 0 || answer > limit else { return answer }
        // (Worded only when reported: this runs for every section of every load.)
        let place = section.map { "section \($0) has" } ?? "there are"
        let indexPaths = section.map { [IndexPath(index: $0)] } ?? []
        if answer < 0 {
            LayoutDiagnostics.report(
                .invalidIndexPath, "\(list.shortDescription): the data source says \(place) \(answer) \(noun); taken as 0.",
                views: [list], indexPaths: indexPaths)
            return 0
        }
        if answer > limit {
            LayoutDiagnostics.report(
                .invalidDataSourceAnswer,
                "\(list.shortDescription): the data source says \(place) \(answer) \(noun), more than a list takes (\(limit)); taken as 0.",
                views: [list], indexPaths: indexPaths)
            return 0
        }
        return answer
    }
}
