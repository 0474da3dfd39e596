import Foundation

/// The views a list shows, each by the element it shows (a table's flat
/// index, a collection view's element): the visible set both lists keep.
@MainActor
struct ShownViews<Element: Hashable, View: UIView> {
    private var views: [Element: View] = [:]
    /// Each shown view's element, by the view's identity (a list asks which element a cell shows).
    private var elementsByView: [ObjectIdentifier: Element] = [:]

    /// The view showing `element`, if any.
    subscript(element: Element) -> View? { views[element] }

    var isEmpty: Bool { views.isEmpty }
    var elements: Dictionary<Element, View>.Keys { views.keys }
    var all: [(element: Element, view: View)] { views.map { ($0.key, $0.value) } }

    /// `view` shows `element` now.
    mutating func show(_ view: View, as element: Element) {
        if let previous = views.updateValue(view, forKey: element) { elementsByView[ObjectIdentifier(previous)] = nil }
        elementsByView[ObjectIdentifier(view)] = element
    }

    /// `element` stops showing; its view, if it had one, is returned.
    mutating func remove(_ element: Element) -> View? {
        guard let view = views.removeValue(forKey: element) else { return nil }
        elementsByView[ObjectIdentifier(view)] = nil
        return view
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
        for element in views.keys where predicate(element) { matching.append(element) }
        return matching
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
        views = [:]
        elementsByView = [:]
        for (element, view) in kept { show(view, as: element) }
        return leaving
    }
}

extension ShownViews where Element: Comparable {
    /// The views in element order.
    var inOrder: [View] { views.sorted { $0.key < $1.key }.map(\.value) }
}
