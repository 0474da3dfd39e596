// The tableau's consistency checks, for tests: its invariants, and measures
// of its growth.

extension Tableau {
    /// How many symbol indices exist (live or free): a measure of growth.
    var symbolCapacity: Int { rows.count }

    /// The terms of all rows together: how far definitions were expanded.
    var rowTerms: Int {
        var terms = 0
        for (index, row) in rows.enumerated() where isBasic[index] { terms += row.entries.count }
        return terms
    }

    /// Checks the tableau's invariants and returns what is wrong (empty when
    /// sound): rows mention only parametric symbols, the column index matches
    /// the rows, restricted rows are feasible, basic dummies are 0, the
    /// objective mentions no basic symbol and cannot be improved.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (index, row) in rows.enumerated() where isBasic[index] {
            let kind = kinds[index]
            if kind == .dummy ? !nearZero(row.constant) : (kind != .external && row.constant < -1.0e-7) {
                problems.append("row \(index) (\(kind)) is infeasible: \(row.constant)")
            }
            if objective.mentions(Symbol(index: index, kind: kind)) {
                problems.append("the objective mentions basic symbol \(index)")
            }
            for entry in row.entries {
                let other = entry.symbol.index
                if isBasic[other]
                    && !(kind == .external && entry.symbol.isExternal && ranks[other] < ranks[index])
                {
                    problems.append("row \(index) mentions basic symbol \(other)")
                }
                if !columns[entry.symbol.index].contains(Symbol(index: index, kind: kind)) {
                    problems.append("column \(entry.symbol.index) misses row \(index)")
                }
            }
        }
        for (index, column) in columns.enumerated() {
            for basic in column {
                guard isBasic[basic.index], rows[basic.index].entries.contains(where: { $0.symbol.index == index }) else {
                    problems.append("column \(index) lists row \(basic.index), which does not mention it")
                    continue
                }
            }
        }
        var objective = objective
        if let candidate = objective.enteringSymbol() {
            problems.append("the objective can still improve through symbol \(candidate.index)")
        }
        return problems
    }
}
