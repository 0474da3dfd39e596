import Foundation

/// A spinner: eight spokes fading around a circle, 20 points across
/// (`.medium`) or 37 (`.large`). Headless it does not turn: it is drawn at
/// rest, the spoke at twelve o'clock the darkest. When `hidesWhenStopped`
/// (the default), it is hidden while it is not animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and colour.
    public enum Style: Int, Sendable {
        /// 20 points.
        case medium = 100
        /// 37 points.
        case large = 101
        /// The old large white style: 37 points, white.
        case whiteLarge = 0
        /// The old white style: 20 points, white.
        case white = 1
        /// The old grey style: 20 points, grey.
        case gray = 2
    }

    /// The style.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour (nil: the style's: grey, or white for the old white styles).
    open var color: UIColor! {
        get { storedColor ?? ([.white, .whiteLarge].contains(style) ? .white : .secondaryLabel) }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    private var storedColor: UIColor?

    /// Whether the spinner hides while it is not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    /// Whether it is animating.
    public private(set) var isAnimating = false

    /// A spinner of a style (hidden until it starts, when it hides when stopped).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setUp()
    }

    /// An indicator from an archive (Trellis has none): a medium one.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        frame.size = intrinsicContentSize
        isOpaque = false
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        updateVisibility()
    }

    /// A medium spinner with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        if frame.size != .zero { self.frame = frame } else { self.frame.origin = frame.origin }
    }

    /// Starts the spinner (it shows).
    open func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    /// Stops the spinner (it hides, when it hides when stopped).
    open func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    private var isLarge: Bool { style == .large || style == .whiteLarge }

    /// 20 × 20 (`.medium`) or 37 × 37 (`.large`).
    open override var intrinsicContentSize: CGSize { isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the eight spokes: the darkest at twelve o'clock, the others fading anticlockwise from it.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let (outer, inner, width) = (side / 2, side / 4.4, side / (isLarge ? 11 : 9))
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + dx * (inner + width / 2), y: center.y + dy * (inner + width / 2)))
            path.addLine(to: CGPoint(x: center.x + dx * (outer - width / 2), y: center.y + dy * (outer - width / 2)))
            path.lineWidth = width
            path.lineCapStyle = .round
            // The leading spoke is whole; the ones behind it (anticlockwise) fade, the trail of a turn.
            context.saveGState()
            context.setAlpha(spoke == 0 ? 1 : 0.3 + 0.06 * CGFloat(spoke))
            color.setStroke()
            path.stroke()
            context.restoreGState()
        }
    }
}
