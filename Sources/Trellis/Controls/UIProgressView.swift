import Foundation

/// A bar that fills with progress from 0 to 1: a rounded track 4 points
/// tall, as on iOS 13 and later, filled from the leading edge with the
/// progress tint. It has no intrinsic width. Progress outside 0 … 1 is
/// clamped, as in UIKit; a non-finite one is reported and refused.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How the bar looks.
    public enum Style: Int, Sendable {
        /// The standard bar: a grey track with rounded ends.
        case `default`
        /// The bar for toolbars: square ends, a clear track.
        case bar
    }

    /// The style.
    open var progressViewStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// The progress, 0 … 1 (0 by default).
    open var progress: Float {
        get { storedProgress }
        set {
            guard newValue.isFinite || refuseNonFinite("progress", "\(newValue)") else { return }
            storedProgress = min(max(newValue, 0), 1)
            setNeedsDisplay()
        }
    }
    private var storedProgress: Float = 0

    /// The filled part's colour (nil: the tint).
    open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The track's colour (nil: the system's fill; clear for `.bar`).
    open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// A bar of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A progress view from an archive (Trellis has none): an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the progress (headless, at once).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// The bar's height (4 points); no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 4) }

    /// The filled part of the bounds, from the leading edge.
    var progressRect: CGRect {
        let width = bounds.width * CGFloat(storedProgress)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rtl ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Draws the track and the filled part.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        (trackTintColor ?? (progressViewStyle == .default ? .systemFill : .clear)).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        guard storedProgress > 0 else { return }
        (progressTintColor ?? tintColor).setFill()
        UIBezierPath(roundedRect: progressRect, cornerRadius: min(radius, progressRect.width / 2)).fill()
    }
}
