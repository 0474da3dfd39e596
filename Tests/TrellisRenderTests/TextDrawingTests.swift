import Foundation
import LayoutWorkloads
import Testing
import Trellis
import TrellisRender

/// Text is drawn exactly as it was measured: the lines the label measured,
/// inside the frame it was sized to.
@MainActor
@Suite struct TextDrawingTests {
    @Test(arguments: [96, 180, 333] as [CGFloat])
    func drawnTextStaysInsideTheFrameItWasMeasuredFor(width: CGFloat) throws {
        let texts = TextCorpus.texts(count: 1_000).enumerated().filter { $0.offset % 25 == 0 }.map(\.element)
        for text in texts where !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let root = UIView(frame: .zero)
            root.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            let label = UILabel()
            label.numberOfLines = 0
            label.text = text
            label.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
            let size = label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
            // A margin around the label, to see ink that would leave it.
            label.frame = CGRect(x: 8, y: 8, width: width, height: size.height)
            root.frame = CGRect(x: 0, y: 0, width: width + 16, height: size.height + 16)
            root.addSubview(label)

            let measured = label.textLayout(width: width).lines.count
            let drawnLines = DisplayList(of: root).operations.reduce(0) { count, operation in
                guard case let .drawing(commands) = operation else { return count }
                return count + commands.reduce(0) { if case let .text(lines, _) = $1 { $0 + lines.count } else { $0 } }
            }
            #expect(drawnLines == measured, "\(text.debugDescription) at \(width)")

            let image = try #require(UIImage(data: try Renderer.render(root, format: .png, scale: 1)))
            let pixels = image.bitmap
            var ink = CGRect.null
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let i = (y * pixels.width + x) * 4
                    if pixels.rgba[i] < 200 || pixels.rgba[i + 1] < 200 || pixels.rgba[i + 2] < 200 {
                        ink = ink.union(CGRect(x: x, y: y, width: 1, height: 1))
                    }
                }
            }
            guard !ink.isNull else { continue }
            // Glyphs may reach a pixel past their advance box (antialiasing, overhangs).
            let frame = label.frame.insetBy(dx: -2, dy: -2)
            let inside = ink.minX >= frame.minX && ink.minY >= frame.minY && ink.maxX <= frame.maxX && ink.maxY <= frame.maxY
            #expect(inside, "\(text.debugDescription) at \(width): ink \(ink) outside \(label.frame)")
        }
    }
}
