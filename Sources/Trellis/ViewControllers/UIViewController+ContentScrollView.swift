import Foundation

extension UIViewController {
    /// Makes `scrollView` the one whose content the navigation bar (`.top`)
    /// or tab bar (`.bottom`) follows for its scroll-edge appearance and
    /// large title.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = [.top, .bottom]) {
        if edge.contains(.top) { ownContentScrollViews.top = WeakScrollView(scrollView) }
        if edge.contains(.bottom) { ownContentScrollViews.bottom = WeakScrollView(scrollView) }
    }

    /// The scroll view whose content the bar at `edge` follows: the one set,
    /// else the view itself or its first subview, when it is a scroll view.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let set = edge.contains(.top) ? ownContentScrollViews.top : ownContentScrollViews.bottom
        if let set { return set.view }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

/// A scroll view held weakly (a view controller's content scroll view, set
/// with `setContentScrollView(_:for:)`; nil when set to none).
struct WeakScrollView {
    weak var view: UIScrollView?
    init(_ view: UIScrollView?) { self.view = view }
}
