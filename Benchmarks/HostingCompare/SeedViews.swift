import TrellisDemos
import TrellisUI

// The hosting demo's views and cells as the benchmark times them: the
// seed's SwiftUI rows, its cell pinned with constraints, and the same row
// built from stack views and labels.

/// The seed's row built as UIKit builds it: a 2-point grey bar and a
/// column of the title over the caption (10 points above and below, 4
/// between), 10 points between and at the sides, in stack views.
@MainActor
final class StackCell: UITableViewCell {
    let titleLabel = UILabel()
    let captionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let bar = UIView()
        bar.backgroundColor = .opaqueSeparator
        bar.widthAnchor.constraint(equalToConstant: 2).isActive = true
        titleLabel.numberOfLines = 0
        titleLabel.font = .preferredFont(forTextStyle: .body)
        captionLabel.numberOfLines = 0
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.textColor = .secondaryLabel
        let column = UIStackView(arrangedSubviews: [titleLabel, captionLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let row = UIStackView(arrangedSubviews: [bar, column])
        row.axis = .horizontal
        row.alignment = .fill
        row.spacing = 10
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(content: String, numberOfRepetitions: Int) {
        titleLabel.text = content
        captionLabel.text = String(repeating: content + " ", count: numberOfRepetitions)
    }
}

/// The deterministic text metric of the benchmarks (as `MetricLabel`'s):
/// every character 7 points wide, every line 20 points tall (15 above the
/// baseline), wrapping per character at the width given.
struct MetricMeasurer: TextMeasuring {
    func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
        let count = spans.reduce(0) { $0 + Self.scalarCount(of: $1.text) }
        guard count > 0 else { return .empty }
        let perLine = width.map { max(1, Int($0 / 7)) } ?? count
        var lines: [TextLine] = []
        let lineCount = (count + perLine - 1) / perLine
        lines.reserveCapacity(maximumLines == 0 ? lineCount : min(lineCount, maximumLines))
        var start = 0
        while start < count, maximumLines == 0 || lines.count < maximumLines {
            let end = min(count, start + perLine)
            lines.append(TextLine(range: start..<end, width: CGFloat(7 * (end - start)), ascent: 15, descent: 5, y: CGFloat(20 * lines.count)))
            start = end
        }
        return TextLayout(lines: lines, isTruncated: start < count)
    }

    /// `text.unicodeScalars.count`, found from the UTF-8 bytes (every byte
    /// but a continuation byte starts a scalar) rather than by decoding each
    /// scalar: the metric stands in for a measurer, so counting should not
    /// cost more than the layout it feeds (as `MetricLabel` counts).
    static func scalarCount(of text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            // Eight bytes at a time: a continuation byte has its top bit set and the next one clear.
            var continuations = 0, index = 0
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
            for byte in bytes[index...] where byte & 0xC0 == 0x80 { continuations += 1 }
            return bytes.count - continuations
        } ?? text.unicodeScalars.count
    }
}
