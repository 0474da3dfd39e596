import Foundation

/// A row of dots, one per page, the current one opaque: 7-point dots 9
/// points apart, 8 points in from the ends, 26 points tall (approximately
/// iOS 14–17's). A tap on the trailing side of the current dot goes to the
/// next page, on the leading side to the previous one, and sends
/// `.valueChanged`, the control's primary action. The current page is
/// pinned to the pages there are, as in UIKit (and reported when set out of
/// range).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    static let dotSide: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let endPadding: CGFloat = 8
    static let height: CGFloat = 26

    /// How many pages there are (0 by default; a negative count is reported and taken as 0).
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                reportInvalidValue("numberOfPages cannot be \(numberOfPages); it is 0.")
                numberOfPages = 0
            }
            storedPage = min(storedPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, 0 … `numberOfPages` − 1. Setting it sends no actions.
    open var currentPage: Int {
        get { storedPage }
        set {
            if numberOfPages > 0 { _ = acceptsIndex(newValue, of: numberOfPages, in: "currentPage") }
            storedPage = min(max(newValue, 0), max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    private var storedPage = 0

    /// Whether nothing is drawn when there is only one page.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The other pages' dots' colour (nil: a translucent grey).
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The current page's dot's colour (nil: the label colour).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// The size dots for `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let dots = count * UIPageControl.dotSide + max(0, count - 1) * UIPageControl.dotSpacing
        return CGSize(width: count > 0 ? dots + 2 * UIPageControl.endPadding : 0, height: UIPageControl.height)
    }

    /// The size the dots of its pages need.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each dot's rectangle, centred in the bounds, first page on the leading side.
    func dotFrames() -> [CGRect] {
        let total = size(forNumberOfPages: numberOfPages).width - 2 * UIPageControl.endPadding
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let side = UIPageControl.dotSide, pitch = side + UIPageControl.dotSpacing
        let start = bounds.midX - total / 2
        return (0..<numberOfPages).map { page in
            let slot = CGFloat(rtl ? numberOfPages - 1 - page : page)
            return CGRect(x: start + slot * pitch, y: bounds.midY - side / 2, width: side, height: side)
        }
    }

    /// A tap beside the current dot moves one page towards it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let point = touch?.location(in: self), numberOfPages > 1 else { return }
        let dots = dotFrames()
        let onTrailingSide = (point.x > dots[storedPage].midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let next = min(max(storedPage + (onTrailingSide ? 1 : -1), 0), numberOfPages - 1)
        guard next != storedPage else { return }
        storedPage = next
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// Draws a dot per page (nothing for a single page when it hides for one).
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil, !(hidesForSinglePage && numberOfPages <= 1) else { return }
        for (page, dot) in dotFrames().enumerated() {
            (page == storedPage ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel).setFill()
            UIBezierPath(ovalIn: dot).fill()
        }
    }
}
