// Which variables the constraints fix, read from the tableau without changing it.

extension Tableau {
    /// Whether the optimum fixes `variable`: no free variable occurs in its
    /// expression, and no slack or error that costs nothing can move it
    /// without a tight row stopping it at once.
    mutating func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = symbolForVariable[variable] else { return false }
        guard isBasic[symbol.index] else { return false }
        for entry in reduced(rows[symbol.index]).entries where !entry.symbol.isDummy {
            if entry.symbol.isExternal {
                if canMove(entry.symbol, direction: 1) || canMove(entry.symbol, direction: -1) { return false }
            } else if objective.leadingCoefficient(of: entry.symbol) == 0 && canMove(entry.symbol, direction: 1) {
                return false
            }
        }
        return true
    }

    /// Whether required equalities alone hold `variable`: its row, and the
    /// rows of the definitions it mentions, mention nothing but their
    /// markers, so no optional constraint, nor any constant but theirs, can
    /// move it. Conservative: false past a few rows, or where terms would
    /// cancel only once reduced. (Mutating only so that the solver reaches
    /// the tableau in place: a copy would retain every array of it.)
    mutating func isHeldByRequiredEqualities(_ variable: Variable) -> Bool {
        guard let symbol = symbolForVariable[variable] else { return false }
        var rowsLeft = 16
        return isHeldByRequiredEqualities(symbol, rowsLeft: &rowsLeft)
    }

    private func isHeldByRequiredEqualities(_ symbol: Symbol, rowsLeft: inout Int) -> Bool {
        guard isBasic[symbol.index], rowsLeft > 0 else { return false }
        rowsLeft -= 1
        for entry in rows[symbol.index].entries where !entry.symbol.isDummy {
            // (Only a definition, a basic external symbol, can hold one in turn.)
            guard entry.symbol.isExternal, isHeldByRequiredEqualities(entry.symbol, rowsLeft: &rowsLeft) else { return false }
        }
        return true
    }

    /// Whether a parametric symbol can move in `direction` before a restricted row reaches 0.
    private func canMove(_ symbol: Symbol, direction: Double) -> Bool {
        guard let leaving = leavingRow(for: symbol, direction: direction) else { return true }
        return !nearZero(rows[leaving.index].constant)
    }
}
