import Foundation
import Trellis

/// A label measured with the deterministic metric of the benchmarks: every
/// character 7 pt wide, every line 20 pt tall, wrapping per character at the
/// width it gets, up to `numberOfLines` (0: no limit). Empty text is 0 × 0.
/// A stand-in for `UILabel` in benchmarks and demos, so that their numbers
/// are the same on every machine.
public final class MetricLabel: UIView {
    /// The text; setting it invalidates the intrinsic size. (Its accesses,
    /// and those of `characters`, are not tracked at run time: a label of
    /// the benchmarks should not cost more than the layout it feeds.)
    @exclusivity(unchecked) public var text: String {
        didSet {
            guard text != oldValue else { return }
            characters = Self.characterCount(of: text)
            invalidateIntrinsicContentSize()
        }
    }

    /// `text.count`, kept: counting characters walks the whole string.
    @exclusivity(unchecked) private var characters: Int

    /// `text.count`, found from the bytes when the text is ASCII (each byte
    /// a character, but a carriage return and line feed together): the
    /// metric stands in for a label whose text was measured once, so
    /// counting should not cost more than the layout it feeds.
    nonisolated static func characterCount(of text: String) -> Int {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress else { return 0 }
            // Eight bytes at a time: ASCII has no byte with its high bit set.
            var seen: UInt64 = 0, index = 0
            while index + 8 <= bytes.count {
                seen |= UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < bytes.count {
                seen |= UInt64(bytes[index])
                index += 1
            }
            guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
            guard bytes.contains(0x0D) else { return bytes.count }
            var pairs = 0
            for index in bytes.indices.dropFirst() where bytes[index] == 0x0A && bytes[index - 1] == 0x0D { pairs += 1 }
            return bytes.count - pairs
        }
        return (ascii ?? nil) ?? text.count
    }

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
        self.characters = Self.characterCount(of: text)
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
