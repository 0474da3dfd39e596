import Foundation
import Synchronization
import Testing
@testable import Trellis

/// Measures every character 10 points wide on one line 20 points high
/// (15 above the baseline), and counts the layouts it is asked for. It
/// cannot cut text, so lines too long are drawn whole.
final class FixedWidthMeasurer: TextMeasuring {
    private let asked = Mutex(0)

    /// How many layouts it made.
    var layouts: Int { asked.withLock { $0 } }

    func layout(of spans: [TextSpan], width: CGFloat?, wrapping: LineWrapping, maximumLines: Int) -> TextLayout {
        asked.withLock { $0 += 1 }
        let count = spans.reduce(0) { $0 + $1.text.unicodeScalars.count }
        guard count > 0 else { return .empty }
        let line = TextLine(range: 0..<count, width: CGFloat(count) * 10, ascent: 15, descent: 5, y: 0)
        return TextLayout(lines: [line], isTruncated: false)
    }
}

/// A host's text is measured with the host's measurer: labels in its window
/// (in its work or not), strings measured and drawn in its work.
@MainActor
@Suite struct HostTextMeasurementTests {
    let font = UIFont.systemFont(ofSize: 17)

    @Test func labelsInAHostsWindowUseItsMeasurer() {
        let measurer = FixedWidthMeasurer()
        let host = HeadlessHost(device: .iPhone15, textMeasurer: measurer)
        let controller = UIViewController()
        let label = UILabel()
        label.text = "Twelve chars"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        host.launch(controller)
        #expect(label.frame.size == CGSize(width: 120, height: 20))
        // Outside the host's work as well: the label is in the host's window.
        #expect(label.intrinsicContentSize == CGSize(width: 120, height: 20))
        // A label in no window measures with the measurer of the work running.
        let loose = UILabel()
        loose.text = "abc"
        #expect(host.perform { loose.intrinsicContentSize } == CGSize(width: 30, height: 20))
        #expect(loose.intrinsicContentSize != CGSize(width: 30, height: 20))
        // Another host on the default measurer measures with Pango.
        let other = HeadlessHost(device: .iPadPro11)
        let otherLabel = UILabel()
        otherLabel.text = "Twelve chars"
        let otherController = UIViewController()
        otherController.view.addSubview(otherLabel)
        other.launch(otherController)
        #expect(otherLabel.intrinsicContentSize != CGSize(width: 120, height: 20) && otherLabel.intrinsicContentSize.width > 0)
    }

    @Test func aLabelMovedToAnotherHostsWindowMeasuresWithItsMeasurer() throws {
        let fixed = HeadlessHost(textMeasurer: FixedWidthMeasurer())
        fixed.launch(UIViewController())
        let pango = HeadlessHost()
        pango.launch(UIViewController())
        let label = UILabel()
        label.text = "abcd"
        let measured = CGSize(width: 40, height: 20)
        try #require(fixed.window.rootViewController?.view).addSubview(label)
        #expect(label.intrinsicContentSize == measured)
        try #require(pango.window.rootViewController?.view).addSubview(label)
        #expect(label.intrinsicContentSize != measured)
        try #require(fixed.window.rootViewController?.view).addSubview(label)
        #expect(label.intrinsicContentSize == measured)
        label.removeFromSuperview()
        #expect(label.intrinsicContentSize != measured)
    }

    @Test func stringsMeasuredInAHostsWorkUseItsMeasurer() {
        let measurer = FixedWidthMeasurer()
        let host = HeadlessHost(textMeasurer: measurer)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let inside = host.perform { "Hello".size(withAttributes: attributes) }
        #expect(inside == CGSize(width: 50, height: 20))
        let rect = host.perform {
            NSAttributedString(string: "Hello", attributes: attributes)
                .boundingRect(with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin, context: nil)
        }
        #expect(rect == CGRect(x: 0, y: 0, width: 50, height: 20))
        // Outside any host's work: the default measurer.
        #expect("Hello".size(withAttributes: attributes) != inside)
        #expect(TextMeasurer.current as AnyObject === TextMeasurer.shared)
    }

    @Test func aHostsWindowIsDrawnWithItsMeasurer() throws {
        let measurer = FixedWidthMeasurer()
        let host = HeadlessHost(device: .iPhoneSE3, textMeasurer: measurer)
        let controller = UIViewController()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "Far too long for it"
        controller.view.addSubview(label)
        let drawn = StringDrawingView(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        controller.view.addSubview(drawn)
        host.launch(controller)
        // Drawn outside the host's work: the views are in its window.
        let before = measurer.layouts
        let labelText = try #require(DisplayList(of: label).drawnText)
        // The measurer cannot cut text: the line is drawn whole, with no ellipsis.
        #expect(labelText.lines.map { $0.spans.map(\.text).joined() } == ["Far too long for it"])
        let stringText = try #require(DisplayList(of: drawn).drawnText)
        // Placed on the measurer's baseline (15 points down).
        #expect(stringText.lines.map(\.origin) == [CGPoint(x: 4, y: 19)])
        #expect(measurer.layouts > before)
    }
}

/// A view that draws a string in `draw(_:)`.
@MainActor
final class StringDrawingView: UIView {
    override func draw(_ rect: CGRect) {
        "Drawn".draw(in: CGRect(x: 4, y: 4, width: 150, height: 30), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}
