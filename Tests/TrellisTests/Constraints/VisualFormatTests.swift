import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

@MainActor
@Suite struct VisualFormatTests {
    func tree() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = autoLayoutView(in: root), b = autoLayoutView(in: root)
        return (root, a, b)
    }

    func layout(_ root: UIView, _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                views: [String: Any]) -> [LayoutDiagnostic] {
        LayoutDiagnostics.capture {
            for format in formats {
                NSLayoutConstraint.activate(
                    NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
            root.layoutIfNeeded()
        }.diagnostics
    }

    @Test func standardSpacingAndEqualWidths() {
        let (root, a, b) = tree()
        let diagnostics = layout(root, ["H:|-[a]-[b(==a)]-|", "V:|[a(10)]", "V:|[b(10)]"], views: ["a": a, "b": b])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // 400 − 20 − 8 − 20 = 352, split evenly.
        #expect(a.frame == CGRect(x: 20, y: 0, width: 176, height: 10))
        #expect(b.frame == CGRect(x: 204, y: 0, width: 176, height: 10))
    }

    @Test func metricsPrioritiesAndInequalities() {
        let (root, a, b) = tree()
        let diagnostics = layout(
            root, ["H:|-margin-[a(width)]-(>=gap,==500@250)-[b(50)]", "V:|-(>=10,==0@750)-[a(44)]-(8)-[b(==a)]"],
            metrics: ["margin": 16, "width": 100.0, "gap": CGFloat(12)], views: ["a": a, "b": b])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(a.frame == CGRect(x: 16, y: 10, width: 100, height: 44))
        // The weak wish for a 500 gap yields to nothing: b goes 500 after a.
        #expect(b.frame == CGRect(x: 616, y: 62, width: 50, height: 44))
    }

    @Test func flushItemsAndAlignment() {
        let (root, a, b) = tree()
        let diagnostics = layout(
            root, ["H:|[a(100)][b]|", "V:|-30-[a(40)]", "V:[b(20)]"], options: [], views: ["a": a, "b": b])
        let aligned = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-0-[b]", options: .alignAllCenterY, views: ["a": a, "b": b]))
            root.layoutIfNeeded()
        }.diagnostics
        #expect((diagnostics + aligned).isEmpty, "\(diagnostics + aligned)")
        #expect(a.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 100, y: 40, width: 300, height: 20))
    }

    @Test(arguments: [
        ("H:|-[a]-[c]-|", 9, "no view named 'c'"),
        ("H:|-[a]-[]", 9, "expected a view name"),
        ("H:|-(>=8@2000)-[a]", 9, "priority must be in 1"),
        ("H:|-[a]-[b]-|x", 13, "unexpected 'x'"),
        ("X:[a]", 0, "expected '|' or '['"),
        ("H:|-(>=8-[a]", 8, "expected ')'"),
        ("H:|-bad-[a]", 4, "expected a number, a metric or '('"),
        ("H:|-[a(==nan)]", 9, "not a finite number"),
    ])
    func badFormatsAreReportedWithTheirColumn(format: String, column: Int, message: String) {
        let (_, a, b) = tree()
        let (constraints, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["nan": Double.nan], views: ["a": a, "b": b])
        }
        #expect(constraints.isEmpty)
        #expect(diagnostics.map(\.kind) == [.invalidVisualFormat])
        let text = diagnostics.first?.message ?? ""
        #expect(text.contains("column \(column + 1)"), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    /// Random strings over the format's alphabet (and now and then any
    /// character): never a trap, and a refused format yields one diagnostic
    /// naming it and no constraints. A failure shrinks to its shortest format.
    @Test func fuzzedFormats() {
        let (_, a, b) = tree()
        let alphabet = Array("HV:|-[]()=<>@,.0123456789abm ")
        let failure = Fuzz.check(
            seed: 0xF0_4A7,
            cases: 3_000,
            generate: { generator in
                String((0..<Int.random(in: 0...24, using: &generator)).map { _ in
                    Int.random(in: 0..<30, using: &generator) == 0
                        ? Character(UnicodeScalar(UInt8.random(in: 0...255, using: &generator)))
                        : alphabet.randomElement(using: &generator)!
                })
            },
            shrink: Fuzz.shrinkString,
            property: { format in
                let (constraints, diagnostics) = LayoutDiagnostics.capture {
                    NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 4], views: ["a": a, "b": b])
                }
                if !diagnostics.isEmpty && !constraints.isEmpty { return "refused, yet made \(constraints.count) constraints" }
                if diagnostics.count > 1 { return "\(diagnostics.count) diagnostics" }
                if let refusal = diagnostics.first, refusal.kind != .invalidVisualFormat || refusal.identifiers != [format] {
                    return "refused as \(refusal.kind) naming \(refusal.identifiers)"
                }
                for constraint in constraints where !constraint.constant.isFinite || !constraint.multiplier.isFinite {
                    return "made \(constraint)"
                }
                return nil
            })
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
