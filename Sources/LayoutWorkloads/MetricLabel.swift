import Foundation
import Trellis

/// A label measured with the deterministic metric of the benchmarks: every
/// character 7 pt wide, every line 20 pt tall, wrapping per character at the
/// width it gets, up to `numberOfLines` (0: no limit). Empty text is 0 × 0.
/// A stand-in for `UILabel` in benchmarks and demos, so that their numbers
/// are the same on every machine.
public final class MetricLabel: UIView {
    /// The text; setting it invalidates the intrinsic size.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            characters = text.count
            invalidateIntrinsicContentSize()
        }
    }

    /// `text.count`, kept: counting characters walks the whole string.
    private var characters: Int

    /// The most lines the text may take (1 by default; 0 for no limit).
    public var numberOfLines = 1 {
        didSet {
            if numberOfLines != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// How many times the layout asked for a size at a width.
    public private(set) var measureCount = 0

    /// Creates a label laid out with constraints.
    public init(_ text: String = "", numberOfLines: Int = 1) {
        self.text = text
        self.characters = text.count
        self.numberOfLines = numberOfLines
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override var intrinsicContentSize: CGSize {
        characters == 0 ? .zero : CGSize(width: CGFloat(7 * characters), height: 20)
    }

    public override var intrinsicContentSizeDependsOnWidth: Bool { numberOfLines != 1 }

    public override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        measureCount += 1
        guard characters > 0 else { return .zero }
        let perLine = max(1, Int(width / 7))
        var lines = (characters + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: CGFloat(7 * characters), height: CGFloat(20 * lines))
    }
}

/// A view of a fixed intrinsic size: a stand-in for an image view.
public final class FixedSizeView: UIView {
    /// The intrinsic size it reports.
    public let size: CGSize

    /// Creates a view that wants to be `width` × `height`.
    public init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override var intrinsicContentSize: CGSize { size }
}
