import Foundation
import Testing
import Trellis
import TrellisRender
import TrellisTestSupport

/// NaN and infinite numbers given to paths and contexts are refused where
/// they are given (reported, nothing added), huge ones are kept within a
/// billion points, and what is drawn is drawn in every format.
@MainActor
@Suite struct NonFinitePathTests {
    /// A view that draws whatever `drawing` draws, after a square that always draws.
    final class DrawingView: UIView {
        var drawing: () -> Void = {}
        override func draw(_ rect: CGRect) {
            UIColor.systemBlue.setFill()
            UIBezierPath(rect: CGRect(x: 4, y: 4, width: 20, height: 20)).fill()
            drawing()
        }
    }

    static let bad: [CGFloat] = [.nan, .infinity, -.infinity]

    /// Each path method, and the method named in its report.
    nonisolated static let pathCalls: [(method: String, call: @Sendable (CGMutablePath, CGFloat) -> Void)] = [
        ("CGMutablePath.move(to:)", { $0.move(to: CGPoint(x: $1, y: 0)) }),
        ("CGMutablePath.addLine(to:)", { $0.addLine(to: CGPoint(x: 0, y: $1)) }),
        ("CGMutablePath.addCurve(to:control1:control2:)", { $0.addCurve(to: .zero, control1: CGPoint(x: $1, y: 1), control2: .zero) }),
        ("CGMutablePath.addQuadCurve(to:control:)", { $0.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 1, y: $1)) }),
        ("CGMutablePath.addRect(_:)", { $0.addRect(CGRect(x: 0, y: 0, width: $1, height: 10)) }),
        ("CGMutablePath.addEllipse(in:)", { $0.addEllipse(in: CGRect(x: $1, y: 0, width: 10, height: 10)) }),
        ("CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)", { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 30, height: 30), cornerWidth: $1, cornerHeight: 4) }),
        ("CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)", {
            $0.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: $1, clockwise: false)
        }),
        ("CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)", {
            $0.addArc(center: CGPoint(x: 10, y: $1), radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
        }),
    ]

    @Test(arguments: 0..<pathCalls.count)
    func aPathRefusesNonFiniteNumbers(call index: Int) {
        let (method, call) = Self.pathCalls[index]
        for value in Self.bad {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 1, y: 2))
            let diagnostics = LayoutDiagnostics.capture { call(path, value) }.diagnostics
            #expect(diagnostics.map(\.kind) == [.nonFiniteValue], "\(method) with \(value)")
            #expect(diagnostics.first?.identifiers == [method])
            #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2))], "\(method) with \(value)")
        }
    }

    @Test func hugeCoordinatesAreKeptWithinABillionPoints() {
        let path = CGMutablePath()
        let diagnostics = LayoutDiagnostics.capture {
            path.move(to: CGPoint(x: -1e300, y: 3))
            path.addLine(to: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1e12))
            path.addArc(center: .zero, radius: 1e300, startAngle: 0, endAngle: 1e300, clockwise: true)
        }.diagnostics
        #expect(diagnostics.isEmpty)
        #expect(path.elements.prefix(2) == [.move(to: CGPoint(x: -1e9, y: 3)), .line(to: CGPoint(x: 1e9, y: 1e9))])
        let box = path.boundingBox
        #expect(box.minX >= -1e9 && box.maxX <= 1e9 && box.minY >= -1e9 && box.maxY <= 1e9)
    }

    @Test func aBezierPathAndAContextRefuseNonFiniteNumbersAndDrawTheRest() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.drawing = {
            let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 3, height: 3))
            path.lineWidth = CGFloat.infinity
            path.setLineDash([4, CGFloat.nan], count: 2, phase: 0)
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
            path.stroke()
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.translateBy(x: CGFloat.nan, y: 0)
            context.scaleBy(x: 1, y: CGFloat.infinity)
            context.rotate(by: CGFloat.nan)
            context.setLineWidth(CGFloat.nan)
            context.setAlpha(CGFloat.nan)
            context.move(to: CGPoint(x: CGFloat.infinity, y: 0))
            context.fill(CGRect(x: 30, y: 30, width: CGFloat.nan, height: 5))
            context.fill(CGRect(x: 30, y: 30, width: 10, height: 10))
        }
        for format in ImageFormat.allCases {
            let (data, diagnostics) = try LayoutDiagnostics.capture { try Renderer.render(view, format: format, scale: 1) }
            #expect(!data.isEmpty)
            let methods = diagnostics.filter { $0.kind == .nonFiniteValue }.flatMap(\.identifiers)
            #expect(methods == [
                "UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)", "UIBezierPath.lineWidth", "UIBezierPath.setLineDash(_:count:phase:)",
                "CGMutablePath.addLine(to:)", "CGContext.translateBy(x:y:)", "CGContext.scaleBy(x:y:)", "CGContext.rotate(by:)",
                "CGContext.setLineWidth(_:)", "CGContext.setAlpha(_:)", "CGMutablePath.move(to:)", "CGMutablePath.addRect(_:)",
            ], "\(format)")
        }
    }

    /// Random paths of random numbers, hostile among them: nothing a path
    /// keeps is ever non-finite or beyond a billion points, and every path
    /// draws in every format.
    @Test func randomPathsKeepFiniteCoordinatesAndDraw() {
        let failure = Fuzz.check(seed: 0x9A7B_0001, cases: 40) { generator -> [(Int, CGFloat)] in
            (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                (Int.random(in: 0..<Self.pathCalls.count, using: &generator),
                 [CGFloat.nan, .infinity, -.infinity, 1e300, -1e12, 0, CGFloat.random(in: -100...100, using: &generator)].randomElement(using: &generator)!)
            }
        } shrink: { Fuzz.shrinkArray($0) } property: { calls in
            let path = CGMutablePath()
            path.move(to: .zero)
            LayoutDiagnostics.capture { for (index, value) in calls { Self.pathCalls[index].call(path, value) } }
            for element in path.elements {
                var coordinates: [CGFloat] = []
                _ = element.mapped { point in
                    coordinates += [point.x, point.y]
                    return point
                }
                if coordinates.contains(where: { !$0.isFinite || abs($0) > 1e9 }) { return "kept \(element)" }
            }
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.drawing = {
                UIGraphicsGetCurrentContext()?.addPath(path)
                UIGraphicsGetCurrentContext()?.strokePath()
            }
            for format in ImageFormat.allCases {
                guard let data = try? LayoutDiagnostics.capture({ try Renderer.render(view, format: format, scale: 1) }).result, !data.isEmpty else {
                    return "\(format) drawing failed"
                }
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }
}
