import Foundation

/// A finger on the screen: where it is, in which view, and in which phase.
/// Headless, touches are made by the host (`HeadlessHost.tap(at:)`) and
/// handed to the control they land in (`UIControl.beginTracking(_:with:)`).
@preconcurrency @MainActor
open class UITouch {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The phase the touch is in.
    public internal(set) var phase = Phase.began
    /// How many times the finger tapped at this place in a row (one: the host taps once).
    public let tapCount = 1
    /// The view the touch landed in.
    public private(set) weak var view: UIView?
    /// The window of that view.
    public var window: UIWindow? { view?.window }

    private var point: CGPoint
    private var previousPoint: CGPoint

    /// A finger touching down at `point` in `view`'s coordinates.
    init(at point: CGPoint, in view: UIView) {
        self.point = point
        self.previousPoint = point
        self.view = view
    }

    /// The finger moved to `point` (in the touch's view's coordinates).
    func move(to point: CGPoint) {
        previousPoint = self.point
        self.point = point
        phase = .moved
    }

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { convert(point, to: view) }

    /// Where the touch was before it last moved, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousPoint, to: view) }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, to: target ?? view.window)
    }
}
