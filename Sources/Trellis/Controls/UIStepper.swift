import Foundation

/// Two buttons, − and +, that step a value between a minimum and a maximum:
/// 94 × 32 points, drawn as on iOS 13 and later. A tap on a half steps the
/// value (or wraps it, when `wraps`) and sends `.valueChanged`, the
/// stepper's primary action; a half that cannot step is dimmed and ignores
/// taps. Headless, a touch is a single step (`autorepeat` is kept, not
/// repeated). Non-finite numbers, a minimum above the maximum and a step
/// that is not positive are reported and refused.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// A stepper's size (iOS 7 and later).
    static let standardSize = CGSize(width: 94, height: 32)

    /// The value, kept between the minimum and the maximum (0 by default).
    open var value: Double {
        get { storedValue }
        set {
            guard acceptsFiniteNumber(newValue, for: "value") else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }
    private var storedValue: Double = 0

    /// The lowest value (0 by default); the value rises to it if below.
    open var minimumValue: Double {
        get { range.lowerBound }
        set { setRange(newValue, range.upperBound, "minimumValue") }
    }

    /// The highest value (100 by default); the value falls to it if above.
    open var maximumValue: Double {
        get { range.upperBound }
        set { setRange(range.lowerBound, newValue, "maximumValue") }
    }
    private var range: ClosedRange<Double> = 0...100

    /// How much a tap changes the value (1 by default; must be positive).
    open var stepValue: Double = 1 {
        didSet {
            guard acceptsFiniteNumber(stepValue, for: "stepValue") else { return stepValue = oldValue }
            if stepValue <= 0 {
                reportInvalidValue("stepValue cannot be \(stepValue) (it must be positive); it stays \(oldValue).")
                stepValue = oldValue
            }
        }
    }

    /// Whether stepping past one end goes on from the other.
    open var wraps = false
    /// Whether holding a half keeps stepping (kept; headless a touch steps once).
    open var autorepeat = true
    /// Whether each step is sent at once (kept; every step is).
    open var isContinuous = true

    /// A stepper at `frame`'s origin, 94 × 32 unless the frame says otherwise.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIStepper.standardSize) : frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// A stepper from an archive (Trellis has none): the standard size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UIStepper.standardSize
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    private func setRange(_ lower: Double, _ upper: Double, _ property: String) {
        guard let accepted = acceptedRange(lower, upper, setting: property, current: range) else { return }
        range = accepted
        storedValue = min(max(storedValue, lower), upper)
        setNeedsDisplay()
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { UIStepper.standardSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.standardSize }

    // MARK: Stepping

    /// Whether the − (false) or + (true) half can step now.
    func canStep(up: Bool) -> Bool {
        wraps || (up ? storedValue < maximumValue : storedValue > minimumValue)
    }

    /// One step up or down, wrapping past the ends when `wraps`.
    private func step(up: Bool) {
        var next = storedValue + (up ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? (storedValue >= maximumValue ? minimumValue : maximumValue) : maximumValue }
        if next < minimumValue { next = wraps ? (storedValue <= minimumValue ? maximumValue : minimumValue) : minimumValue }
        storedValue = next
        setNeedsDisplay()
    }

    /// The half a point is in: + on the trailing side.
    private func isIncrement(_ point: CGPoint) -> Bool {
        (point.x >= bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// A touch on a half that can step steps the value and sends `.valueChanged` (as UIKit does on touch down).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let up = isIncrement(touch.location(in: self))
        guard canStep(up: up) else { return false }
        step(up: up)
        sendActions(for: .valueChanged)
        return true
    }

    // MARK: Drawing

    /// Draws the rounded grey track, the divider, and − and + (dimmed when they cannot step).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.4) }
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: min(8, bounds.height / 2)).fill()
        UIColor.opaqueSeparator.setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18)).fill()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for up in [false, true] {
            let leftHalf = up == rtl
            let center = CGPoint(x: leftHalf ? bounds.minX + bounds.width / 4 : bounds.maxX - bounds.width / 4, y: bounds.midY)
            (canStep(up: up) ? UIColor.label : .tertiaryLabel).setFill()
            UIBezierPath(roundedRect: CGRect(x: center.x - 7, y: center.y - 1, width: 14, height: 2), cornerRadius: 1).fill()
            if up { UIBezierPath(roundedRect: CGRect(x: center.x - 1, y: center.y - 7, width: 2, height: 14), cornerRadius: 1).fill() }
        }
        context.restoreGState()
    }
}
