import Testing
@testable import TrellisSolver

/// Variables as keys: found again after inserts and removals, and their
/// hashes spread over a table's buckets (they are looked up on every value
/// read, so a poor spread would make every lookup probe far).
@Suite struct VariableHashingTests {
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

    @Test(arguments: [0, 1, -7, Int.max])
    func hashesSpreadOverBuckets(seed: Int) {
        // 1,000 variables made one after another (neighbouring addresses) in 1,024 buckets:
        // a random spread fills about 630 of them; addresses alone (multiples of 16) would fill 64.
        let variables = (0..<1_000).map { _ in Variable() }
        let buckets = Set(variables.map { $0._rawHashValue(seed: seed) & 1_023 })
        #expect(buckets.count > 550)
    }
}
