import Foundation
import Testing
@testable import Trellis

/// What a laid-out tree draws, as data.
@MainActor
@Suite struct DisplayListTests {
    @Test func backgroundsClipsBordersAndGroupsComeInOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.clipsToBounds = true
        card.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        inner.backgroundColor = .black
        card.addSubview(inner)
        let hidden = UIView(frame: root.bounds)
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(card)
        root.addSubview(hidden)
        let list = DisplayList(of: root)
        #expect(list.size == CGSize(width: 100, height: 80))
        let names = list.operations.map { operation -> String in
            switch operation {
            case let .fill(rect, _, corners): "fill \(rect.minX),\(rect.minY) r\(corners.radius)"
            case .border: "border"
            case .text: "text"
            case .image: "image"
            case .shadow: "shadow"
            case .drawing: "drawing"
            case .pushClip: "clip"
            case .popClip: "unclip"
            case let .beginGroup(opacity): "group \(opacity)"
            case .endGroup: "end group"
            case .beginShadowedContent: "shadowed"
            case .endShadowedContent: "end shadowed"
            case .pushTransform: "transform"
            case .popTransform: "end transform"
            }
        }
        #expect(names == ["fill 0.0,0.0 r0.0", "group 0.5", "fill 10.0,20.0 r8.0", "clip", "fill 15.0,25.0 r0.0", "unclip", "border", "end group"])
    }

    @Test func aLabelDrawsItsMeasuredLinesAndShortensTheLastOne() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 2
        label.text = "A label that has far more words than two lines can hold at this width"
        let list = DisplayList(of: label)
        guard let (lines, color) = list.drawnText else {
            Issue.record("no text drawn")
            return
        }
        #expect(color == UIColor.label.rgba(for: label.traitCollection))
        #expect(lines.count == 2)
        // The lines are the measured ones; the last ends in an ellipsis.
        let measured = label.textLayout(width: 120)
        let first = lines[0].spans.map(\.text).joined()
        let scalars = Array(label.text!.unicodeScalars)
        #expect(first == String(String.UnicodeScalarView(scalars[measured.lines[0].visibleRange])))
        #expect(lines[1].spans.last?.text == "…")
        // Baselines follow the layout, centred vertically in the bounds.
        let top = (60 - UILabel.roundedUp(measured.size).height) / 2
        #expect(abs(lines[0].origin.y - (top + measured.lines[0].baseline)) < 1e-9)
    }

    @Test func alignmentPlacesEachLine() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Centred"
        label.textAlignment = .center
        guard let (lines, _) = DisplayList(of: label).drawnText else { Issue.record("no text"); return }
        let width = label.textLayout(width: 200).lines[0].width
        #expect(abs(lines[0].origin.x - (200 - width) / 2) < 1e-9)
        label.textAlignment = .right
        guard let (right, _) = DisplayList(of: label).drawnText else { Issue.record("no text"); return }
        #expect(abs(right[0].origin.x - (200 - width)) < 1e-9)
    }

    @Test func imageViewsDrawTheirImagesPlacedAndTemplatesTinted() throws {
        let image = try #require(UIImage(rgbaPixels: [UInt8](repeating: 255, count: 4 * 4 * 4), width: 4, height: 4))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.image = image
        view.contentMode = .scaleAspectFit
        guard case let .image(drawing)? = DisplayList(of: view).operations.first else { Issue.record("no image"); return }
        #expect(drawing.rect == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(drawing.tint == nil && drawing.capInsets == .zero)
        view.image = image.withRenderingMode(.alwaysTemplate)
        view.tintColor = .systemGreen
        guard case let .image(tinted)? = DisplayList(of: view).operations.first else { Issue.record("no image"); return }
        #expect(tinted.tint == UIColor.systemGreen.rgba(for: view.traitCollection))
        // A resizable image fills the bounds, its caps kept.
        view.contentMode = .scaleToFill
        view.image = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
        guard case let .image(resizable)? = DisplayList(of: view).operations.first else { Issue.record("no image"); return }
        #expect(resizable.rect == view.bounds && resizable.capInsets.left == 1 && resizable.resizingMode == .stretch)
    }

    @Test func aLayersShadowComesBeforeItsBackground() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .white
        card.layer.cornerRadius = 6
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let operations = DisplayList(of: card).operations
        guard case let .shadow(shadow)? = operations.first, case .fill? = operations.dropFirst().first else {
            Issue.record("no shadow first: \(operations)")
            return
        }
        #expect(shadow.color == RGBA(red: 0, green: 0, blue: 0, alpha: 0.25))
        #expect(shadow.offset == CGSize(width: 0, height: 4) && shadow.radius == 8 && shadow.corners.radius == 6)
    }

    @Test func darkAppearanceResolvesDynamicColours() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        view.traitOverrides.userInterfaceStyle = .dark
        guard case let .fill(_, color, _)? = DisplayList(of: view).operations.first else { Issue.record("no fill"); return }
        #expect(color == RGBA(red: 0, green: 0, blue: 0, alpha: 1))
    }
}

/// Where a one-line label that does not fit puts its ellipsis.
@MainActor
@Suite struct TruncationTests {
    func drawnText(_ mode: NSLineBreakMode) -> String {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        label.text = "The beginning, the middle and the end"
        label.lineBreakMode = mode
        guard let (lines, _) = DisplayList(of: label).drawnText, lines.count == 1 else { return "" }
        let drawn = lines[0].spans.map(\.text).joined()
        // What is drawn fits the label (clipped text is drawn whole).
        if mode != .byClipping { #expect(TextMeasurer.shared.layout(of: lines[0].spans, width: nil).size.width <= 120 + 0.001) }
        return drawn
    }

    @Test func tailHeadAndMiddleTruncationKeepTheirEnds() {
        let tail = drawnText(.byTruncatingTail), head = drawnText(.byTruncatingHead), middle = drawnText(.byTruncatingMiddle)
        #expect(tail.hasPrefix("The beg") && tail.hasSuffix("…"))
        #expect(head.hasPrefix("…") && head.hasSuffix("the end"))
        #expect(middle.hasPrefix("The") && middle.hasSuffix("end") && middle.contains("…"))
        #expect(drawnText(.byClipping) == "The beginning, the middle and the end")
    }
}

/// Labels that shrink their text to fit.
@MainActor
@Suite struct AdjustingFontSizeTests {
    @Test(arguments: [(CGFloat(0.5), false), (0.9, true)])
    func textShrinksToItsMinimumScaleThenTruncates(minimumScale: CGFloat, truncated: Bool) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "A title a little too long"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimumScale
        let natural = label.textLayout(width: nil).lines[0].width
        #expect(natural > 150 && natural * 0.9 > 150)
        guard let (lines, _) = DisplayList(of: label).drawnText else { Issue.record("no text"); return }
        let size = lines[0].spans[0].font.pointSize
        #expect(size < 17 && size >= 17 * minimumScale - 1e-9)
        #expect((lines[0].spans.last?.text == "…") == truncated)
        #expect(TextMeasurer.shared.layout(of: lines[0].spans, width: nil).size.width <= 150 + 0.001)
    }
}

extension DisplayList {
    /// The first lines of text drawn (by a label's `drawText(in:)`), in the drawing's coordinates.
    var drawnText: (lines: [TextLineDrawing], color: RGBA)? {
        for operation in operations {
            guard case let .drawing(commands) = operation else { continue }
            for command in commands {
                if case let .text(lines, color) = command { return (lines, color) }
            }
        }
        return nil
    }
}

/// A label subclass that pads its text, the UIKit way.
@MainActor
final class PaddedLabel: UILabel {
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))) }
}

@MainActor
@Suite struct DrawTextOverrideTests {
    @Test func anOverriddenDrawTextMovesTheText() {
        let label = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Padded"
        guard let (lines, _) = DisplayList(of: label).drawnText else { Issue.record("no text"); return }
        #expect(lines[0].origin.x == 20)
    }
}
