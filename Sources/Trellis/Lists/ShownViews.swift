import Foundation

/// The views a list shows, each by the element it shows (a table's flat
/// index, a collection view's element): the visible set both lists keep.
///
/// Everything that walks the set walks it in an order decided by what was
/// shown and removed (never a dictionary's order, which differs from one set
/// to the next and from run to run), so which cell a row reuses, and the
/// order of the list's subviews, are the same in every run.
@preconcurrency @MainActor
struct ShownViews<Element: Hashable, View: UIView> {
    /// Each element's view and its position in `elements`.
    private var entries: [Element: (view: View, position: Int)] = [:]
    /// Each shown view's element, by the view's identity (a list asks which element a cell shows).
    private var elementsByView: [ObjectIdentifier: Element] = [:]
    /// The elements shown: appended when shown; a removed one's place is taken by the last.
    private(set) var elements: [Element] = []

    /// The view showing `element`, if any.
    subscript(element: Element) -> View? { entries[element]?.view }

    var isEmpty: Bool { elements.isEmpty }
    var all: [(element: Element, view: View)] {
        var pairs: [(element: Element, view: View)] = []
        pairs.reserveCapacity(elements.count)
        for element in elements { if let entry = entries[element] { pairs.append((element, entry.view)) } }
        return pairs
    }

    /// `view` shows `element` now.
    mutating func show(_ view: View, as element: Element) {
        if let previous = entries[element] {
            elementsByView[ObjectIdentifier(previous.view)] = nil
            entries[element] = (view, previous.position)
        } else {
            entries[element] = (view, elements.count)
            elements.append(element)
        }
        elementsByView[ObjectIdentifier(view)] = element
    }

    /// `element` stops showing; its view, if it had one, is returned.
    mutating func remove(_ element: Element) -> View? {
        guard let entry = entries.removeValue(forKey: element) else { return nil }
        elementsByView[ObjectIdentifier(entry.view)] = nil
        let last = elements.removeLast()
        if entry.position < elements.count {
            elements[entry.position] = last
            entries[last]?.position = entry.position
        }
        return entry.view
    }

    /// Whether `view` shows an element (a data source must not give the same cell twice).
    func contains(_ view: UIView) -> Bool {
        elementsByView[ObjectIdentifier(view)] != nil
    }

    /// The element `view` shows.
    func element(of view: UIView) -> Element? {
        elementsByView[ObjectIdentifier(view)]
    }

    /// The elements that match `predicate` (collected first, so that the caller may remove them).
    /// (A plain loop: on the main actor, a closure handed to `filter` is checked for isolation on every call.)
    func elements(where predicate: (Element) -> Bool) -> [Element] {
        var matching: [Element] = []
        for element in elements where predicate(element) { matching.append(element) }
        return matching
    }

    /// After a batch update: each view whose element continues shows it at
    /// its new key (`newElement`); the others are removed and returned, to
    /// be recycled by the list.
    mutating func rekey(_ newElement: (Element) -> Element?) -> [(element: Element, view: View)] {
        var kept: [(element: Element, view: View)] = []
        var leaving: [(element: Element, view: View)] = []
        for (element, view) in all {
            if let new = newElement(element) { kept.append((new, view)) } else { leaving.append((element, view)) }
        }
        self = ShownViews()
        for (element, view) in kept { show(view, as: element) }
        return leaving
    }
}

extension ShownViews where Element: Comparable {
    /// The views in element order.
    var inOrder: [View] { all.sorted { $0.element < $1.element }.map(\.view) }
}
