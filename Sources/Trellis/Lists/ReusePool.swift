import Foundation

/// A view a list shows and reuses: table cells, table headers and footers,
/// collection view cells and supplementary views.
@preconcurrency @MainActor
protocol ReusableListView: UIView {
    /// The identifier the view is reused under (nil: not reused, it leaves the list when it stops showing).
    var reuseIdentifier: String? { get }
    /// Resets what the next element shown in the view would not set.
    func prepareForReuse()
}

extension UITableViewCell: ReusableListView {}
extension UITableViewHeaderFooterView: ReusableListView {}
extension UICollectionReusableView: ReusableListView {}

/// The views of one kind a list is not showing, by reuse key, and how to
/// make more: what `register(_:…)` and `dequeue…` do for tables and
/// collection views alike.
@preconcurrency @MainActor
struct ReusePool<Key: Hashable, View: ReusableListView> {
    /// How a view is made for each registered key.
    private var makers: [Key: () -> View] = [:]
    /// The views waiting to be reused, by key.
    private var idle: [Key: [View]] = [:]
    /// How many views the pool has made.
    private(set) var createdCount = 0

    /// Registers how views of `key` are made (nil unregisters the key).
    mutating func register(_ key: Key, makingWith maker: (() -> View)?) {
        makers[key] = maker
    }

    /// Whether views of `key` are registered.
    func isRegistered(_ key: Key) -> Bool { makers[key] != nil }

    /// The registered keys.
    var registeredKeys: [Key] { Array(makers.keys) }

    /// A waiting view of `key`, prepared for reuse; else a new one if the key
    /// is registered; else nil.
    mutating func dequeue(_ key: Key) -> View? {
        if let view = idle[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let make = makers[key] else { return nil }
        createdCount += 1
        return make()
    }

    /// A view stops showing: hidden, it waits under `key` (without a key it
    /// is not reused and leaves the list).
    mutating func recycle(_ view: View, as key: Key?) {
        view.isHidden = true
        if let key {
            idle[key, default: []].append(view)
        } else {
            view.removeFromSuperview()
        }
    }

    /// How many views wait under `key`.
    func idleCount(_ key: Key) -> Int { idle[key]?.count ?? 0 }
}
