import Foundation

/// What the list core knows of a table or a collection view: its counts,
/// and how it names its items in reports.
@preconcurrency @MainActor
protocol ListView: UIView {
    /// The sections and items as the data source last said (asked first if the data was reloaded).
    var currentCounts: ListCounts { get }
    /// What an item is called in reports: "row" or "item".
    var itemNoun: String { get }
}

extension ListView {
    /// Whether `indexPath` names an item.
    func hasItem(at indexPath: IndexPath) -> Bool {
        currentCounts.contains(indexPath)
    }
}

/// The reports a list makes, worded once for tables and collection views;
/// each names the list and the index paths and identifiers involved.
@preconcurrency @MainActor
enum ListDiagnostics {
    /// A dequeue for an identifier (of a supplementary kind, if given) that is not registered;
    /// the identifiers involved are the one asked for, its kind, then those registered.
    static func unregistered(
        _ identifier: String, kind: String? = nil, in list: some ListView, at indexPath: IndexPath, registered: [String], registerCall: String
    ) {
        let known = registered.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let what = kind.map { "'\($0)' view" } ?? "cell"
        let place = kind == nil ? "\(list.itemNoun) \(indexPath.item) of section \(indexPath.section)" : "section \(indexPath.section)"
        LayoutDiagnostics.report(
            .unregisteredIdentifier,
            "\(list.shortDescription): no \(what) is registered for the identifier '\(identifier)' (asked for \(place)); registered: \(known.isEmpty ? "none" : known). A plain view is used; register the class with \(registerCall).",
            views: [list], indexPaths: [indexPath], identifiers: [identifier] + (kind.map { [$0] } ?? []) + registered.sorted())
    }

    /// A call about an item that does not exist: ignored.
    static func missingItem(_ indexPath: IndexPath, in list: some ListView, call: String) {
        let counts = list.currentCounts.itemsPerSection.map(String.init).joined(separator: ", ")
        let item = indexPath.count == 2 ? "\(indexPath.item) in section \(indexPath.section)" : "at \(indexPath)"
        LayoutDiagnostics.report(
            .invalidIndexPath,
            "\(list.shortDescription).\(call): there is no \(list.itemNoun) \(item) (\(list.itemNoun)s per section: [\(counts)]); ignored.",
            views: [list], indexPaths: [indexPath])
    }

    /// The data source gave a cell that another list shows (dequeued from it).
    static func cellOfAnotherList(in list: some ListView, at indexPath: IndexPath, shownBy other: UIView) {
        let noun = list.itemNoun
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "\(list.shortDescription): the data source returned for \(noun) \(indexPath.item) of section \(indexPath.section) a cell that \(other.shortDescription) shows; dequeue cells from the list that asks. A plain cell is shown instead, and \(other.shortDescription) keeps its cell.",
            views: [list, other], indexPaths: [indexPath])
    }

    /// The data source gave a cell that already shows another item.
    static func cellAlreadyShown(in list: some ListView, at indexPath: IndexPath) {
        let noun = list.itemNoun
        LayoutDiagnostics.report(
            .invalidDataSourceAnswer,
            "\(list.shortDescription): the data source returned for \(noun) \(indexPath.item) of section \(indexPath.section) a cell that already shows another \(noun); dequeue a cell for each \(noun). A plain cell is shown instead.",
            views: [list], indexPaths: [indexPath])
    }
}
