import Testing
@testable import TrellisSolver

/// Variables and constraints as keys (hashed by their address): found again
/// after inserts and removals, and their hashes spread over a table's
/// buckets (they are looked up on every value read and constraint added, so
/// a poor spread would make every lookup probe far).
@Suite struct AddressHashTests {
    @Test func variablesAreFoundAgainAfterInsertsAndRemovals() {
        let variables = (0..<10_000).map { Variable("v\($0)") }
        var values: [Variable: Int] = [:]
        for (index, variable) in variables.enumerated() { values[variable] = index }
        #expect(values.count == variables.count)
        for (index, variable) in variables.enumerated() where index.isMultiple(of: 2) { values[variable] = nil }
        for (index, variable) in variables.enumerated() {
            #expect(values[variable] == (index.isMultiple(of: 2) ? nil : index))
        }
        // Another variable with the same name is another key.
        #expect(values[Variable("v1")] == nil)
    }

    @Test func constraintsAreFoundAgainAfterInsertsAndRemovals() {
        let x = Variable("x")
        let constraints = (0..<5_000).map { Constraint(x, .equal, Double($0)) }
        var set = Set(constraints)
        #expect(set.count == constraints.count)
        for constraint in constraints.prefix(2_500) { set.remove(constraint) }
        #expect(constraints.prefix(2_500).allSatisfy { !set.contains($0) })
        #expect(constraints.dropFirst(2_500).allSatisfy { set.contains($0) })
        // An equal-looking constraint is another key.
        #expect(!set.contains(Constraint(x, .equal, 4_999)))
    }

    @Test(arguments: [0, 1, -7, Int.max])
    func hashesSpreadOverBuckets(seed: Int) {
        // 1,000 objects made one after another (neighbouring addresses) in 1,024 buckets:
        // a random spread fills about 630 of them; addresses alone (multiples of 16) would fill 64.
        let variables = (0..<1_000).map { _ in Variable() }
        let constraints = variables.map { Constraint($0, .equal, 0) }
        #expect(Set(variables.map { $0._rawHashValue(seed: seed) & 1_023 }).count > 550)
        #expect(Set(constraints.map { $0._rawHashValue(seed: seed) & 1_023 }).count > 550)
    }
}
