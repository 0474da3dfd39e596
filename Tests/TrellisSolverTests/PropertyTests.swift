import Testing
import TrellisTestSupport
@testable import TrellisSolver

/// Properties that must hold on every random UI-like system.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...150)

    @Test(arguments: seeds)
    func requiredConstraintsHold(seed: UInt64) {
        let system = RandomSystem.uiLike(seed: seed)
        let (solver, variables, added) = system.build()
        let values = variables.map { solver.value(of: $0) }
        for (spec, constraint) in zip(system.constraints, added) where constraint != nil && spec.priority == 1000 {
            #expect(spec.violation(values) < 1e-6, "seed \(seed): \(constraint!)")
        }
        #expect(solver.invariantViolations() == [], "seed \(seed)")
    }

    @Test(arguments: seeds)
    func removingAConstraintEqualsNeverAddingIt(seed: UInt64) throws {
        let system = RandomSystem.uiLike(seed: seed, anchors: true)
        let (solver, variables, added) = system.build()
        let accepted = added.indices.filter { added[$0] != nil }
        var rng = SeededGenerator(seed: seed)
        let victim = accepted.randomElement(using: &rng)!
        try solver.remove(added[victim]!)
        // Without the victim a refused constraint might fit: leave those out too.
        let refused = Set(added.indices.filter { added[$0] == nil })
        let (fresh, freshVariables, _) = system.build(skipping: refused.union([victim]))
        for (a, b) in zip(variables, freshVariables) {
            #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-6, "seed \(seed), without constraint \(victim): \(a)")
        }
        #expect(solver.invariantViolations() == [], "seed \(seed)")
    }

    @Test(arguments: seeds)
    func constantChangeInPlaceEqualsRemoveAndAdd(seed: UInt64) throws {
        let system = RandomSystem.uiLike(seed: seed, anchors: true)
        let (inPlace, variables, added) = system.build()
        let (readded, otherVariables, otherAdded) = system.build()
        var current = otherAdded  // the constraint objects now in `readded`
        var rng = SeededGenerator(seed: seed &* 31)
        let accepted = added.indices.filter { added[$0] != nil }
        for _ in 0..<5 {
            let k = accepted.randomElement(using: &rng)!
            var spec = system.constraints[k]
            spec.constant = inPlace.constant(of: added[k]!)! + Double(Int.random(in: -40...40, using: &rng))

            let inPlaceFailed = (try? inPlace.setConstant(spec.constant, of: added[k]!)) == nil
            try readded.remove(current[k]!)
            let replacement = spec.make(otherVariables)
            let readdFailed = (try? readded.add(replacement)) == nil
            if readdFailed { try readded.add(current[k]!) } else { current[k] = replacement }

            #expect(inPlaceFailed == readdFailed, "seed \(seed), constraint \(k)")
            for (a, b) in zip(variables, otherVariables) {
                #expect(abs(inPlace.value(of: a) - readded.value(of: b)) < 1e-6, "seed \(seed), constraint \(k): \(a)")
            }
        }
        #expect(inPlace.invariantViolations() == [], "seed \(seed)")
    }
}
