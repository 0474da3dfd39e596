import Foundation

/// A row of segments, each a title or an image, of which one is selected:
/// drawn as on iOS 13 and later, a rounded grey track with the selected
/// segment raised on it. Segments are equally wide (as wide as the widest
/// one's content), unless `apportionsSegmentWidthsByContent` or
/// `setWidth(_:forSegmentAt:)` say otherwise. A tap on a segment selects it,
/// runs its action (for segments made from actions) and sends
/// `.valueChanged`, the control's primary action.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// One segment: what it shows and how it behaves.
    @MainActor struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
        let label = UILabel()
        let imageView = UIImageView()
    }

    private var segments: [Segment] = []
    private var selectedIndex = UISegmentedControl.noSegment
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// The space on each side of a segment's content (approximately iOS's).
    static let segmentPadding: CGFloat = 12
    /// The control's height at the default font (iOS 13 and later).
    static let defaultHeight: CGFloat = 32

    /// A control with segments for `items`: strings become titles, images images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() {
            switch item {
            case let title as String: insertSegment(withTitle: title, at: index, animated: false)
            case let image as UIImage: insertSegment(with: image, at: index, animated: false)
            default: reportInvalidValue("item \(index) is neither a String nor a UIImage; left out.")
            }
        }
    }

    /// A control without segments.
    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// A segmented control from an archive (Trellis has none): no segments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control with a segment per action, titled (or imaged) from it; a tap
    /// on a segment runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
    }

    override var primaryActionEvents: UIControl.Event { .valueChanged }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment (`noSegment` for none). Setting it sends no
    /// actions; an index out of range is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || acceptsIndex(newValue, of: segments.count, in: "selectedSegmentIndex") else { return }
            guard newValue != selectedIndex else { return }
            selectedIndex = newValue
            segmentsDidChange(resized: false)
        }
    }

    /// Whether a tapped segment shows as selected only while touched.
    open var isMomentary = false

    /// Whether segments are as wide as their content (true) or all as wide as the widest (false).
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange() }
    }

    /// The selected segment's colour (nil: white, or grey in dark appearance).
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Adds a segment with a title at `segment` (clamped to 0 … `numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment with an image at `segment` (clamped to 0 … `numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Adds a segment for an action (its title, else its image) at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        if action.title.isEmpty, let image = action.image {
            insert(Segment(image: image, action: action), at: segment)
        } else {
            insert(Segment(title: action.title, action: action), at: segment)
        }
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segment.label.textAlignment = .center
        segment.imageView.contentMode = .center
        addSubview(segment.label)
        addSubview(segment.imageView)
        segments.insert(segment, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment` (the selection goes with it).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard acceptsIndex(segment, of: segments.count, in: "removeSegment(at: \(segment))") else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selectedIndex == segment { selectedIndex = UISegmentedControl.noSegment } else if selectedIndex > segment { selectedIndex -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets a segment's title (its image goes).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment, "setTitle(_:forSegmentAt: \(segment))") {
            $0.title = title
            $0.image = nil
        }
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (its title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment, "setImage(_:forSegmentAt: \(segment))") {
            $0.image = image
            $0.title = nil
        }
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width (0: sized automatically). Negative and
    /// non-finite widths are reported and ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard acceptsFinite(width, for: "setWidth(_:forSegmentAt: \(segment))") else { return }
        guard width >= 0 else { return reportInvalidValue("segment \(segment) cannot be \(width) points wide; its width is kept.") }
        update(segment, "setWidth(_:forSegmentAt: \(segment))") { $0.width = width }
    }

    /// A segment's fixed width (0: sized automatically).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment (a disabled one is dimmed and ignores taps).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment, "setEnabled(_:forSegmentAt: \(segment))") { $0.isEnabled = enabled }
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The attributes of titles in a state (`.font`, `.foregroundColor`):
    /// `.normal` for every segment, `.selected` over it for the selected one.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func update(_ index: Int, _ call: @autoclosure () -> String, _ change: (inout Segment) -> Void) {
        guard acceptsIndex(index, of: segments.count, in: call()) else { return }
        change(&segments[index])
        segmentsDidChange()
    }

    override func stateDidChange() { segmentsDidChange(resized: false) }

    private func segmentsDidChange(resized: Bool = true) {
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedIndex
            segment.label.text = segment.title
            segment.label.font = titleFont(selected: selected)
            let color = titleColor(selected: selected)
            segment.label.textColor = segment.isEnabled && isEnabled ? color : color.withAlphaComponent(0.3)
            segment.label.isHidden = segment.title == nil
            segment.imageView.image = segment.image
            segment.imageView.tintColor = segment.label.textColor
            segment.imageView.isHidden = segment.image == nil
        }
        if resized { invalidateIntrinsicContentSize() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func titleFont(selected: Bool) -> UIFont {
        let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue]?[.font] : nil) ?? titleAttributes[0]?[.font]
        return attributes as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    private func titleColor(selected: Bool) -> UIColor {
        let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue]?[.foregroundColor] : nil) ?? titleAttributes[0]?[.foregroundColor]
        return attributes as? UIColor ?? .label
    }

    // MARK: Sizes

    /// The width a segment's content needs, in whichever of its fonts is wider.
    private func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        let measuring = UILabel()
        measuring.text = title
        return [false, true].map { selected in
            measuring.font = titleFont(selected: selected)
            return measuring.intrinsicContentSize.width
        }.max() ?? 0
    }

    /// Each segment's width in a control `total` points wide (nil: at its
    /// intrinsic width): fixed widths kept, the rest shared equally, or
    /// by content when apportioned.
    private func segmentWidths(total: CGFloat?) -> [CGFloat] {
        let natural = segments.map { contentWidth(of: $0) + 2 * UISegmentedControl.segmentPadding }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let widest = automatic.map { natural[$0] }.max() ?? 0
        var widths = segments.indices.map { index in
            segments[index].width > 0 ? segments[index].width : apportionsSegmentWidthsByContent ? natural[index] : widest
        }
        if let total, !automatic.isEmpty {
            let share = (total - widths.reduce(0, +)) / CGFloat(automatic.count)
            for index in automatic { widths[index] = max(0, widths[index] + share) }
        }
        return widths
    }

    /// The segments side by side (equally wide unless apportioned by
    /// content or fixed), plus 12 points each side of their content; 32 tall.
    open override var intrinsicContentSize: CGSize {
        let tallest = segments.map { $0.image?.size.height ?? ($0.title == nil ? 0 : $0.label.intrinsicContentSize.height) }.max() ?? 0
        return CGSize(width: ceil(segmentWidths(total: nil).reduce(0, +)), height: max(UISegmentedControl.defaultHeight, ceil(tallest + 14)))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's rectangle in the bounds, left to right (right to left in a right-to-left layout).
    func segmentFrames() -> [CGRect] {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        return segmentWidths(total: bounds.width).map { width in
            defer { x += rtl ? -width : width }
            return CGRect(x: rtl ? x - width : x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Centres each segment's title or image in its segment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (segment, frame) in zip(segments, segmentFrames()) {
            let inside = frame.insetBy(dx: 4, dy: 0)
            let labelHeight = segment.label.intrinsicContentSize.height
            segment.label.frame = CGRect(x: inside.minX, y: frame.midY - labelHeight / 2, width: max(0, inside.width), height: labelHeight)
            segment.imageView.frame = inside
        }
    }

    // MARK: Touches

    /// A tap on an enabled segment selects it, runs its action and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let point = touch?.location(in: self),
            let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
            segments[index].isEnabled
        else { return }
        guard index != selectedIndex || isMomentary else { return }
        selectedSegmentIndex = index
        segments[index].action?.perform(from: self)
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    // MARK: Drawing

    /// The selected segment's default colour: white, or a light grey in dark appearance.
    private static let selectedFill = UIColor.adaptive(.white, .rgb(99, 99, 102))

    /// Draws the track, the dividers between unselected segments and the
    /// selected segment raised over the track.
    open override func draw(_ rect: CGRect) {
        guard UIGraphicsGetCurrentContext() != nil else { return }
        let radius = min(9, bounds.height / 2)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
        let frames = segmentFrames()
        UIColor.opaqueSeparator.setFill()
        for index in frames.indices.dropLast() where index != selectedIndex && index + 1 != selectedIndex {
            let edge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].minX : frames[index].maxX
            UIBezierPath(rect: CGRect(x: edge - 0.5, y: bounds.midY - 8, width: 1, height: 16)).fill()
        }
        guard frames.indices.contains(selectedIndex) else { return }
        let selected = frames[selectedIndex].insetBy(dx: 2, dy: 2)
        UIColor(white: 0, alpha: 0.06).setFill()
        UIBezierPath(roundedRect: selected.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1), cornerRadius: radius - 1.5).fill()
        (selectedSegmentTintColor ?? UISegmentedControl.selectedFill).setFill()
        UIBezierPath(roundedRect: selected, cornerRadius: radius - 2).fill()
    }
}
