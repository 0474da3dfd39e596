import Foundation

/// An on/off switch: a capsule filled with the on tint when on, its thumb on
/// the trailing side, or grey with the thumb on the leading side when off.
/// Its size is fixed at 51 × 31 points, as on iOS: a frame of another size
/// keeps its origin and takes the switch's size. A tap toggles it and sends
/// `.valueChanged` (its primary action); setting `isOn` in code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size every switch has (iOS 7 to 18).
    static let fixedSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Setting it sends no actions.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor?
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor?

    /// A switch at `frame`'s origin; the size is the switch's own.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.fixedSize))
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A switch from an archive (Trellis has none): off, at its fixed size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.fixedSize
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The frame: its origin as set, its size always 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.fixedSize) }
    }

    /// Turns the switch on or off (headless, at once); sends no actions.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { UISwitch.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.fixedSize }

    /// A tap toggles the switch and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// The thumb's rectangle in the bounds: a 27-point circle 2 points in,
    /// on the trailing side when on.
    var thumbRect: CGRect {
        let side = bounds.height - 4
        let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = trailing ? bounds.maxX - 2 - side : bounds.minX + 2
        return CGRect(x: x, y: bounds.minY + 2, width: side, height: side)
    }

    /// The track's colour when off, light and dark (as iOS draws it).
    private static let offTrackColor = UIColor.adaptive(.rgb(233, 233, 235), .rgb(57, 57, 61))

    /// Draws the track (the on tint, or the system's fill when off) and the
    /// thumb with its soft shadow; dimmed when disabled.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        (isOn ? onTintColor ?? .systemGreen : UISwitch.offTrackColor).setFill()
        track.fill()
        let thumb = thumbRect
        drawSoftShadow(under: thumb)
        (thumbTintColor ?? .white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
        context.restoreGState()
    }
}

extension UIView {
    /// A soft shadow under a circular knob (a switch's or slider's thumb):
    /// a few faint rings, a little lower, growing outwards.
    func drawSoftShadow(under knob: CGRect) {
        for (grow, alpha) in [(CGFloat(0.5), CGFloat(0.06)), (1.5, 0.04), (3, 0.03)] {
            UIColor(white: 0, alpha: alpha).setFill()
            UIBezierPath(ovalIn: knob.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: 1.5)).fill()
        }
    }
}
