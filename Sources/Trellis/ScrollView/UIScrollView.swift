import Foundation

/// What a scroll view tells its delegate, in UIKit's order.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag is ending with a velocity (points per millisecond); the
    /// delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; the content goes on moving when `decelerate`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

/// Every callback is optional: a delegate implements those it needs.
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A view whose content is larger than it and moves under it: the content
/// offset is the bounds' origin. Headless, animations complete at once, but
/// the delegate hears of them in UIKit's order; `simulateDrag(to:velocity:)`
/// stands in for a finger.
///
/// Constraints from its content (its descendants) to its edges, or to its
/// `contentLayoutGuide`, define `contentSize`, as in UIKit; its width and
/// height in such constraints are its frame's.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, and always vertically for table-like scrolling.
        case automatic
        /// On the axes the content scrolls along (or bounces along).
        case scrollableAxes
        /// Never.
        case never
        /// On every edge.
        case always
    }

    /// The object told about scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content (set by hand, or by constraints from the content).
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            guard acceptsFinite(contentSize.width, contentSize.height, for: "contentSize") else { return contentSize = oldValue }
            engineHavingView?.contentSizeChanged(self)
        }
    }

    /// Where the content's origin is under the bounds: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard (newValue.x.isFinite && newValue.y.isFinite) || refuseNonFinite("contentOffset", "\(newValue)"), newValue != bounds.origin else { return }
            bounds.origin = newValue
            // The frame guide stays over the frame: it moves with the offset.
            frameGuidePosition?.left.constant = newValue.x
            frameGuidePosition?.top.constant = newValue.y
            setNeedsLayout()  // what shows changes (a table's rows)
            delegate?.scrollViewDidScroll(self)
            for follower in barFollowers { follower.contentDidScroll() }
        }
    }

    /// The bar controllers (navigation, tab bar) whose bars follow this
    /// content, told when it moves.
    var barFollowers: [any ContentScrollFollower] {
        get { followerLinks.compactMap(\.follower) }
        set { followerLinks = newValue.map(FollowerLink.init) }
    }
    private var followerLinks: [FollowerLink] = []

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            if !acceptsFinite(contentInset.top, contentInset.left, contentInset.bottom, contentInset.right, for: "contentInset") { contentInset = oldValue }
        }
    }

    /// The control above the content that a pull down refreshes with.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let refreshControl else { return }
            refreshControl.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(refreshControl, at: 0)
        }
    }

    /// How the safe area adds to `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether the content moves in pages of the bounds' size.
    open var isPagingEnabled = false
    /// Whether the user can scroll it.
    open var isScrollEnabled = true
    /// Whether dragging past the content's ends bounces back (kept; headless
    /// drags settle within the content either way).
    open var bounces = true
    /// Whether it bounces vertically even when the content is not taller.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is not wider.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Whether a drag is under way.
    public private(set) var isDragging = false
    /// Whether the content moves on after a drag.
    public private(set) var isDecelerating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    override var providesContentArea: Bool { true }

    /// A scroll view from an archive (Trellis has none): an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    // MARK: Insets

    /// The content inset with the safe area added as the behaviour says, as UIKit documents it:
    /// - `.never`: nothing added; `.always`: the safe area on every edge;
    /// - `.scrollableAxes`: top and bottom when the content is taller than
    ///   the view or `alwaysBounceVertical` is set (a table's is), left and
    ///   right when it is wider or `alwaysBounceHorizontal` is set;
    /// - `.automatic`: as `.scrollableAxes`, and top and bottom always when the
    ///   scroll view is the view of a view controller shown by a navigation or
    ///   tab bar controller.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes, .automatic:
            vertical =
                contentSize.height > bounds.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && isShownByBarController)
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        // While refreshing, the content rests below the refresh control.
        if let refreshControl, refreshControl.isRefreshing { adjusted.top += refreshControl.frame.height }
        return adjusted
    }

    /// Whether the scroll view is the view of a view controller that a
    /// navigation or tab bar controller shows (which `.automatic` always
    /// adjusts vertically).
    private var isShownByBarController: Bool {
        guard let controller = owningViewController else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The least and greatest offsets the content rests at.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` moved inside the range the content rests in.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    // MARK: Scrolling

    /// Moves the content; animated, the delegate hears of the end of the
    /// animation too (it completes at once here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moved = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && moved { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls just enough for `rect` (in the content's coordinates) to show.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = bounds
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// Simulates a finger dragging the content to `offset` and letting go
    /// with `velocity` (points per millisecond, positive towards larger
    /// offsets): the delegate hears `willBeginDragging`, `didScroll`,
    /// `willEndDragging` (which may change the target), `didEndDragging`,
    /// then, if the content moves on, `didScroll` and `didEndDecelerating`.
    /// Paging settles on the page the velocity points to.
    public func simulateDrag(to offset: CGPoint, velocity: CGPoint = .zero) {
        guard isScrollEnabled else { return }
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        refreshControl?.scrollView(self, wasPulledTo: offset)
        var target = restingOffset(after: offset, velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let decelerate = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        isDecelerating = true
        contentOffset = target
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Where content let go at `offset` with `velocity` comes to rest: the
    /// next page in the velocity's direction when paging (the nearest when it
    /// has none), else where deceleration takes it, within the content.
    func restingOffset(after offset: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled {
            func page(_ value: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
                guard size > 0 else { return value }
                let position = value / size
                let index = speed > 0 ? position.rounded(.up) : speed < 0 ? position.rounded(.down) : position.rounded()
                return index * size
            }
            return clamped(CGPoint(x: page(offset.x, bounds.width, velocity.x), y: page(offset.y, bounds.height, velocity.y)))
        }
        // UIKit's normal deceleration rate (0.998 a millisecond) carries content v / (1 − 0.998) further.
        let carry: CGFloat = 1 / (1 - 0.998)
        return clamped(CGPoint(x: offset.x + velocity.x * carry, y: offset.y + velocity.y * carry))
    }

    // MARK: Layout guides

    /// The content area as a guide: pinning content to its edges defines
    /// `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = contentGuideIfMade { return guide }
        let guide = madeGuide("UIScrollView-contentLayoutGuide")
        contentGuideIfMade = guide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return guide
    }

    /// The content guide, once asked for.
    private(set) var contentGuideIfMade: UILayoutGuide?

    /// What the layout engine takes for the content area's guide.
    var contentAreaGuide: UILayoutGuide? { contentGuideIfMade }

    /// The scroll view's frame as a guide: content pinned to it stays put
    /// while the rest scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = frameGuideIfMade { return guide }
        let guide = madeGuide("UIScrollView-frameLayoutGuide")
        frameGuideIfMade = guide
        let position = (left: guide.leftAnchor.constraint(equalTo: leftAnchor, constant: contentOffset.x),
                        top: guide.topAnchor.constraint(equalTo: topAnchor, constant: contentOffset.y))
        frameGuidePosition = position
        NSLayoutConstraint.activate([
            position.left, position.top,
            guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor),
        ])
        return guide
    }

    private var frameGuideIfMade: UILayoutGuide?

    /// A new guide of the scroll view's, named as UIKit names it.
    private func madeGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
    /// The frame guide's position constraints, whose constants are the content offset.
    private var frameGuidePosition: (left: NSLayoutConstraint, top: NSLayoutConstraint)?

    /// Lays out the content, then takes the content size its constraints
    /// give; content resting at its top (or leading edge) stays there when
    /// the adjusted inset changes (the safe area of a new device or
    /// orientation), as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let size = layoutRoot.layoutEngine?.solvedContentSize(of: self), size != contentSize { contentSize = size }
        let inset = adjustedContentInset
        if inset != restingInset {
            var offset = contentOffset
            if offset.y == -restingInset.top { offset.y = -inset.top }
            if offset.x == -restingInset.left { offset.x = -inset.left }
            restingInset = inset
            contentOffset = offset
        }
    }

    /// The adjusted inset when the content last came to rest against it.
    private var restingInset: UIEdgeInsets = .zero
}

extension UIScrollView: ContentAreaProviding {}

/// A bar controller whose bar follows a content scroll view: told when the content moves.
@preconcurrency @MainActor
protocol ContentScrollFollower: AnyObject {
    func contentDidScroll()
}

/// A follower held weakly.
private struct FollowerLink {
    weak var follower: (any ContentScrollFollower)?
    init(_ follower: any ContentScrollFollower) { self.follower = follower }
}

extension UIScrollView {
    /// Makes `follower` hear of this content's moves (once), or stop hearing of them.
    func setFollowed(_ followed: Bool, by follower: any ContentScrollFollower) {
        var followers = barFollowers.filter { $0 !== follower }
        if followed { followers.append(follower) }
        barFollowers = followers
    }
}
