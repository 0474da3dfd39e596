import Foundation

/// Converting points and rectangles between the coordinates of views in one tree.
extension UIView {
    /// A point in this view's coordinates, in `view`'s (nil: the root's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        // Between a view and its superview (hit testing goes down a level at a time).
        if let view, view.superview === self { return view.pointFromSuperview(point) }
        if let view, superview === view { return pointInSuperview(point) }
        let inRoot = rootPosition(of: point)
        guard let view else { return inRoot }
        let origin = view.rootPosition(of: .zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A point in `view`'s coordinates (nil: the root's), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view, view.superview === self { return view.pointInSuperview(point) }
        if let view, superview === view { return pointFromSuperview(point) }
        let inRoot = view?.rootPosition(of: point) ?? point
        let origin = rootPosition(of: .zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rectangle in this view's coordinates, in `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rectangle in `view`'s coordinates, in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point in this view's coordinates, in its superview's.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - boundsOrigin.x + storedFrame.minX, y: point.y - boundsOrigin.y + storedFrame.minY)
    }

    /// A point in the superview's coordinates, in this view's.
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - storedFrame.minX + boundsOrigin.x, y: point.y - storedFrame.minY + boundsOrigin.y)
    }

    private func rootPosition(of point: CGPoint) -> CGPoint {
        var p = CGPoint(x: point.x - boundsOrigin.x, y: point.y - boundsOrigin.y)
        var view: UIView = self
        while let parent = view.superview {
            p.x += view.storedFrame.minX - parent.boundsOrigin.x
            p.y += view.storedFrame.minY - parent.boundsOrigin.y
            view = parent
        }
        return p
    }
}
