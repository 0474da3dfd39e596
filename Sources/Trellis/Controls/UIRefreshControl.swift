import Foundation

/// The spinner above a scroll view's content that starts a refresh when
/// the content is pulled down: set it as the scroll view's
/// `refreshControl`. A drag that pulls the content 80 points past its top
/// (`HeadlessHost.drag(_:to:velocity:)`) begins refreshing and sends
/// `.valueChanged`, its primary action; while refreshing, the content rests
/// below the control (its 60 points are added to the scroll view's adjusted
/// content inset) until `endRefreshing()`. `beginRefreshing()` in code
/// sends nothing and, as in UIKit, does not scroll.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height above the content.
    static let height: CGFloat = 60
    /// How far past the content's top a pull must go to refresh.
    static let pullDistance: CGFloat = 80

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Text under the spinner.
    open var attributedTitle: NSAttributedString? {
        get { titleLabel.attributedText }
        set {
            titleLabel.attributedText = newValue
            setNeedsLayout()
        }
    }

    /// A refresh control, 60 points tall, as wide as the scroll view it goes into.
    public init() {
        super.init(frame: CGRect(x: 0, y: -UIRefreshControl.height, width: 0, height: UIRefreshControl.height))
        installParts()
    }

    /// A refresh control from an archive (Trellis has none): as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(x: 0, y: -UIRefreshControl.height, width: 0, height: UIRefreshControl.height)
        installParts()
    }

    private func installParts() {
        autoresizingMask = [.flexibleWidth]
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// A refresh control (the frame is its scroll view's to decide).
    public override convenience init(frame: CGRect) { self.init() }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// The spinner's colour follows the tint set on the control.
    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Starts refreshing: the spinner turns (sends nothing; the content does not scroll).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends refreshing: the spinner stops, and content resting below the control goes back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        if let scrollView = superview as? UIScrollView {
            scrollView.setContentOffset(scrollView.clamped(scrollView.contentOffset), animated: false)
        }
    }

    /// The content was pulled to `offset`: far enough past the top, a refresh begins and `.valueChanged` is sent.
    func scrollView(_ scrollView: UIScrollView, wasPulledTo offset: CGPoint) {
        guard isEnabled, !isRefreshing, offset.y <= scrollView.offsetRange.min.y - UIRefreshControl.pullDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// The spinner centred, the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        let titleHeight = titleLabel.text == nil ? 0 : titleLabel.intrinsicContentSize.height
        let top = bounds.midY - (spinnerSize.height + (titleHeight > 0 ? 4 + titleHeight : 0)) / 2
        spinner.frame = CGRect(x: bounds.midX - spinnerSize.width / 2, y: top, width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: bounds.minX, y: spinner.frame.maxY + 4, width: bounds.width, height: titleHeight)
    }
}
