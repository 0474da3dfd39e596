import Foundation

/// The views a list shows, each by the element it shows (a table's flat
/// index, a collection view's element): the visible set both lists keep.
@MainActor
struct ShownViews<Element: Hashable, View: UIView> {
    private var views: [Element: View] = [:]

    /// The view showing `element`, if any.
    subscript(element: Element) -> View? { views[element] }

    var isEmpty: Bool { views.isEmpty }
    var elements: Dictionary<Element, View>.Keys { views.keys }
    var all: [(element: Element, view: View)] { views.map { ($0.key, $0.value) } }

    /// `view` shows `element` now.
    mutating func show(_ view: View, as element: Element) {
        views[element] = view
    }

    /// `element` stops showing; its view, if it had one, is returned.
    mutating func remove(_ element: Element) -> View? {
        views.removeValue(forKey: element)
    }

    /// Whether `view` shows an element (a data source must not give the same cell twice).
    func contains(_ view: UIView) -> Bool {
        for shown in views.values where shown === view { return true }
        return false
    }

    /// The element `view` shows.
    func element(of view: UIView) -> Element? {
        views.first { $0.value === view }?.key
    }

    /// The elements that match `predicate` (collected first, so that the caller may remove them).
    func elements(where predicate: (Element) -> Bool) -> [Element] {
        views.keys.filter(predicate)
    }

    /// After a batch update: each view whose element continues shows it at
    /// its new key (`newElement`); the others are removed and returned, to
    /// be recycled by the list.
    mutating func rekey(_ newElement: (Element) -> Element?) -> [(element: Element, view: View)] {
        var kept: [Element: View] = [:]
        var leaving: [(element: Element, view: View)] = []
        for (element, view) in views {
            if let new = newElement(element) { kept[new] = view } else { leaving.append((element, view)) }
        }
        views = kept
        return leaving
    }
}

extension ShownViews where Element: Comparable {
    /// The views in element order.
    var inOrder: [View] { views.sorted { $0.key < $1.key }.map(\.value) }
}
