import Foundation
import Testing
@testable import Trellis

/// A view that draws a filled circle and a line with UIKit's drawing calls.
@MainActor
final class DialView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).fill()
        let hand = UIBezierPath()
        hand.move(to: CGPoint(x: rect.midX, y: rect.midY))
        hand.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        hand.lineWidth = 3
        UIColor.black.setStroke()
        hand.stroke()
    }
}

@MainActor
@Suite struct CustomDrawingTests {
    @Test func drawIsRecordedIntoTheDisplayListInTheViewsPlace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dial = DialView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        root.addSubview(dial)
        dial.setNeedsDisplay()
        #expect(dial.needsDisplay)
        let list = DisplayList(of: root)
        #expect(!dial.needsDisplay)
        guard case let .drawing(commands)? = list.operations.last else {
            Issue.record("no drawing: \(list.operations)")
            return
        }
        // The view's origin first, then its drawing in its own coordinates.
        guard case let .translate(x, y)? = commands.dropFirst().first else { Issue.record("no translation"); return }
        #expect(x == 10 && y == 20)
        #expect(commands.contains { if case .strokePath = $0 { true } else { false } })
        // A plain view draws nothing.
        #expect(DisplayList(of: UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))).operations.isEmpty)
    }

    @Test func bezierPathsHaveUIKitsGeometry() {
        // Clockwise on screen from 0 to π/2 runs through the lower right.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.bounds.minX >= 49.99 && arc.bounds.minY >= 49.99)
        #expect(abs(arc.currentPoint.x - 50) < 1e-9 && abs(arc.currentPoint.y - 60) < 1e-9)
        let other = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(other.bounds.minX < 45 && other.bounds.minY < 45)
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: .topRight, cornerRadii: CGSize(width: 8, height: 8))
        #expect(oneCorner.cgPath.elements.first == .move(to: .zero))
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 30, y: 0), controlPoint: CGPoint(x: 15, y: 30))
        #expect(quad.bounds.maxY == 20)  // a cubic's controls at 2/3 of the way to the quadratic's
        #expect(UIBezierPath().isEmpty && !quad.isEmpty)
    }

    @Test func aTemplateImageDrawnIntoAContextTakesItsTintForTheContextsTraits() throws {
        let image = try #require(UIImage(rgbaPixels: [0, 0, 0, 255], width: 1, height: 1)).withTintColor(.systemBackground)
        let context = CGContext(traits: UITraitCollection(userInterfaceStyle: .dark))
        UIGraphicsPushContext(context)
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsPopContext()
        guard case let .image(drawing)? = context.commands.first else { Issue.record("no image drawn"); return }
        #expect(drawing.tint == RGBA(red: 0, green: 0, blue: 0, alpha: 1))  // dark system background
    }

    @Test func drawingOutsideAContextDoesNothing() {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
        "text".draw(at: .zero, withAttributes: nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
