import Foundation

/// A thumb on a track that picks a value between a minimum and a maximum,
/// drawn as on iOS 13 and later: a 4-point track, filled with the minimum
/// track tint up to a 28-point white thumb. It is 31 points tall and has no
/// intrinsic width. The thumb follows a finger dragged from it
/// (`HeadlessHost.drag(from:to:)`), sending `.valueChanged` (its primary
/// action) as it moves, or once at the end when not continuous; a tap on
/// the track does nothing, as on iOS. Where the parts go is decided by the
/// open rectangle methods, which subclasses override as in UIKit.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The side of the thumb.
    static let thumbSide: CGFloat = 28
    /// The slider's height at its default thumb.
    static let standardHeight: CGFloat = 31

    /// The value, kept between the minimum and the maximum (0 by default).
    /// Setting it sends no actions; a non-finite value is reported and refused.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The lowest value (0 by default).
    open var minimumValue: Float {
        get { range.lowerBound }
        set { setRange(newValue, range.upperBound, "minimumValue") }
    }

    /// The highest value (1 by default).
    open var maximumValue: Float {
        get { range.upperBound }
        set { setRange(range.lowerBound, newValue, "maximumValue") }
    }
    private var range: ClosedRange<Float> = 0...1

    /// Whether the value is sent while the thumb moves (true) or once it is let go.
    open var isContinuous = true

    /// The track's colour before the thumb (nil: the tint).
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The track's colour after the thumb (nil: the system's fill).
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// An image before the track (a quiet speaker).
    open var minimumValueImage: UIImage? {
        didSet { imagesDidChange() }
    }
    /// An image after the track (a loud speaker).
    open var maximumValueImage: UIImage? {
        didSet { imagesDidChange() }
    }

    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()

    /// A slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installImageViews()
    }

    /// A slider from an archive (Trellis has none): as `init(frame:)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installImageViews()
    }

    private func installImageViews() {
        for imageView in [minimumImageView, maximumImageView] {
            imageView.tintColor = .secondaryLabel
            imageView.isHidden = true
            addSubview(imageView)
        }
    }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// Sets the value, clamped to the range (headless, at once); sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        guard acceptsFiniteNumber(value, for: "value") else { return }
        storedValue = min(max(value, range.lowerBound), range.upperBound)
        setNeedsDisplay()
    }

    private func setRange(_ lower: Float, _ upper: Float, _ property: String) {
        guard let accepted = acceptedRange(lower, upper, setting: property, current: range) else { return }
        range = accepted
        storedValue = min(max(storedValue, lower), upper)
        setNeedsDisplay()
    }

    private func imagesDidChange() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        minimumImageView.isHidden = minimumValueImage == nil
        maximumImageView.isHidden = maximumValueImage == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Rectangles (override points)

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The minimum value image's rectangle: its size, at the leading edge, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(minimumValueImage, leading: true, in: bounds)
    }

    /// The maximum value image's rectangle: its size, at the trailing edge, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(maximumValueImage, leading: false, in: bounds)
    }

    private func imageRect(_ image: UIImage?, leading: Bool, in bounds: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        let atLeft = leading != isRightToLeft
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's rectangle: 4 points tall, centred, between the value
    /// images (8 points clear of each) or across the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let leftImage = isRightToLeft ? maximumValueImage : minimumValueImage
        let rightImage = isRightToLeft ? minimumValueImage : maximumValueImage
        let minX = bounds.minX + (leftImage.map { $0.size.width + 8 } ?? 0)
        let maxX = bounds.maxX - (rightImage.map { $0.size.width + 8 } ?? 0)
        return CGRect(x: minX, y: bounds.midY - 2, width: max(0, maxX - minX), height: 4)
    }

    /// The thumb's rectangle for `value` on the track: 28 points square,
    /// its edges at the track's ends at the minimum and the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UISlider.thumbSide
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? CGFloat((min(max(value, range.lowerBound), range.upperBound) - range.lowerBound) / span) : 0
        let travel = max(0, rect.width - side)
        let x = isRightToLeft ? rect.maxX - side - travel * fraction : rect.minX + travel * fraction
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
    }

    /// The value the thumb's centre has at `x` on the track.
    private func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbSide
        guard travel > 0 else { return range.lowerBound }
        var fraction = (x - track.minX - UISlider.thumbSide / 2) / travel
        if isRightToLeft { fraction = 1 - fraction }
        return range.lowerBound + Float(min(max(fraction, 0), 1)) * (range.upperBound - range.lowerBound)
    }

    // MARK: Size and layout

    /// No intrinsic width; 31 points tall (or as tall as a value image).
    open override var intrinsicContentSize: CGSize {
        let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size.height }
        return CGSize(width: UIView.noIntrinsicMetric, height: max(UISlider.standardHeight, images.max() ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: intrinsicContentSize.height) }

    /// Places the value images at their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    // MARK: Touches

    /// Where on the thumb the finger holds it (nil: not holding it).
    private var grip: CGFloat?
    private var valueAtTouchDown: Float = 0

    /// A touch on the thumb (or within 10 points of it) takes hold of it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grip = point.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    /// The thumb follows the finger; a continuous slider sends each new value.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grip else { return false }
        let next = value(atThumbCenter: touch.location(in: self).x - grip)
        if next != storedValue {
            setValue(next, animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    /// Let go: a slider that is not continuous sends its value now, if it changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        grip = nil
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    /// Draws the track in its two tints, split at the thumb, and the thumb with its soft shadow.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let leftPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let rightPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        let filled = minimumTrackTintColor ?? tintColor!, empty = maximumTrackTintColor ?? .systemFill
        (isRightToLeft ? empty : filled).setFill()
        UIBezierPath(roundedRect: leftPart, byRoundingCorners: [.topLeft, .bottomLeft], cornerRadii: CGSize(width: 2, height: 2)).fill()
        (isRightToLeft ? filled : empty).setFill()
        UIBezierPath(roundedRect: rightPart, byRoundingCorners: [.topRight, .bottomRight], cornerRadii: CGSize(width: 2, height: 2)).fill()
        drawSoftShadow(under: thumb)
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
        context.restoreGState()
    }
}
