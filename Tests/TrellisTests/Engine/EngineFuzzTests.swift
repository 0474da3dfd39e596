import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Random view trees and random constraints, sane and not: the engine never
/// traps, every frame is finite, and refusals and conflicts are reported.
@MainActor
@Suite struct EngineFuzzTests {
    @Test(arguments: Array(UInt64(1)...UInt64(60)))
    func randomTreesAndConstraints(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        func number() -> CGFloat {
            switch Int.random(in: 0..<50, using: &rng) {
            case 0: return .nan
            case 1: return .infinity
            default: return CGFloat(Int.random(in: -200...400, using: &rng))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views = [root]
        let stranger = UIView()  // in no tree: constraints to it must be refused
        var constraints: [NSLayoutConstraint] = []
        let (_, diagnostics) = LayoutDiagnostics.capture {
            for step in 0..<60 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    let view = Bool.random(using: &rng) ? UIView() : IntrinsicView(number(), number())
                    view.translatesAutoresizingMaskIntoConstraints = Int.random(in: 0..<4, using: &rng) == 0
                    if view.translatesAutoresizingMaskIntoConstraints { view.frame = CGRect(x: 5, y: 5, width: 40, height: 40) }
                    views.randomElement(using: &rng)!.addSubview(view)
                    views.append(view)
                case 2:
                    // Occasionally try to make a cycle, or move a subtree.
                    let a = views.randomElement(using: &rng)!, b = views.randomElement(using: &rng)!
                    a.addSubview(b)
                case 3:
                    if views.count > 2 { views.randomElement(using: &rng)!.removeFromSuperview() }
                case 4...7:
                    let a = views.randomElement(using: &rng)!
                    let b = Int.random(in: 0..<15, using: &rng) == 0 ? stranger : views.randomElement(using: &rng)!
                    let c: NSLayoutConstraint
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0: c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: number())
                    case 1: c = a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: number())
                    case 2: c = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: [0.5, 1, 2, .nan][Int.random(in: 0..<4, using: &rng)], constant: number())
                    default: c = a.heightAnchor.constraint(lessThanOrEqualToConstant: number())
                    }
                    if Bool.random(using: &rng) { c.priority = UILayoutPriority(Float([1000, 999, 750, 250, 1][Int.random(in: 0..<5, using: &rng)])) }
                    c.isActive = true
                    constraints.append(c)
                case 8:
                    if let c = constraints.randomElement(using: &rng) { c.constant = number() }
                default:
                    if let c = constraints.randomElement(using: &rng) { c.isActive.toggle() }
                }
                if step % 5 == 0 { root.layoutIfNeeded() }
            }
            root.layoutIfNeeded()
        }
        for view in views where view.isDescendant(of: root) {
            let f = view.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "seed \(seed)")
        }
        for c in constraints where c.isActive {
            #expect(c.constant.isFinite && c.multiplier.isFinite, "seed \(seed): \(c)")
        }
        // Whatever was refused or broken was said.
        let refusedForNumbers = constraints.contains { !$0.multiplier.isFinite }
        if refusedForNumbers { #expect(diagnostics.contains { $0.kind == .nonFiniteValue }, "seed \(seed)") }
    }
}
