import CompareTiming
import Foundation
import Trellis
import TrellisRender

/// Long hostile texts measured and drawn as a label shows them, at three
/// lengths: time per 1,000 scalars stays flat when the cost is linear.
///
/// - zero-width: a run of zero-width characters (spaces, joiners, word
///   joiners, byte order marks, soft hyphens) with no visible glyph.
/// - paragraph ends: line feeds, carriage returns, tabs and paragraph
///   separators, each ending a paragraph of almost nothing.
@MainActor
func hostileTextRows() -> String {
    let kinds: [(name: String, pool: [UInt32])] = [
        ("zero-width characters", [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x034F, 0x180E]),
        ("paragraph ends", [0x0A, 0x0D, 0x09, 0x2028, 0x2029, 0x85, 0x0B, 0x0C]),
    ]
    var rows = "| hostile text, measured and drawn | 25,000 scalars | 50,000 | 100,000 | per 1,000 at 100,000 |\n|---|---|---|---|---|\n"
    for kind in kinds {
        var times: [Double] = []
        for count in [25_000, 50_000, 100_000] {
            // A fixed, irregular walk through the pool (no two runs alike).
            var scalars = String.UnicodeScalarView()
            for index in 0..<count { scalars.append(Unicode.Scalar(kind.pool[(index * 7 + index / 5) % kind.pool.count])!) }
            let text = NSAttributedString(string: String(scalars), attributes: [.font: UIFont.systemFont(ofSize: 17)])
            times.append(medianSeconds(ops: 1, budget: 0, minimumSamples: 1) {
                _ = text.boundingRect(with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin], context: nil)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
                label.numberOfLines = 0
                label.attributedText = text
                _ = try? Renderer.render(label, format: .png, scale: 1)
            })
        }
        rows += "| \(kind.name) | " + times.map(formatDuration).joined(separator: " | ") + " | \(formatDuration(times[2] / 100)) |\n"
    }
    return rows
}
