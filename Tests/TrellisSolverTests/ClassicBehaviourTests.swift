import Testing
@testable import TrellisSolver

/// The behaviours every Cassowary solver is expected to show, one by one.
@Suite struct ClassicBehaviourTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func equalityFixesAVariable() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 20))
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func equalitiesChain() throws {
        let solver = Solver()
        try solver.add(Constraint(x + 10, .equal, y))
        try solver.add(Constraint(y, .equal, 2 * z))
        try solver.add(Constraint(z, .equal, 5))
        #expect(solver.value(of: z) == 5)
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: x) == 0)
    }

    @Test(arguments: [(Relation.greaterThanOrEqual, 100.0), (.lessThanOrEqual, 10.0)])
    func inequalityStopsAnOptionalPullAtItsBound(relation: Relation, bound: Double) throws {
        let solver = Solver()
        try solver.add(Constraint(x, relation, bound))
        // Pull the other way, weakly: the required bound wins and x stops at it.
        let pull: Double = relation == .greaterThanOrEqual ? 0 : 500
        try solver.add(Constraint(x, .equal, pull, priority: .defaultLow))
        #expect(abs(solver.value(of: x) - bound) < 1e-9)
    }

    @Test func inequalityLeavesAnOptionalValueInsideTheBound() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(x, .equal, 42, priority: .defaultLow))
        #expect(solver.value(of: x) == 42)
    }

    @Test func requiredBeatsOptional() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        try solver.add(Constraint(x, .equal, 30))
        #expect(solver.value(of: x) == 30)
    }

    @Test func oneHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100, priority: 751))
        for _ in 0..<50 {
            try solver.add(Constraint(x, .equal, 0, priority: 750))
        }
        #expect(solver.value(of: x) == 100)
    }

    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 1, priority: 999))
        try solver.add(Constraint(x, .equal, 2, priority: 999.5))
        #expect(solver.value(of: x) == 2)
        try solver.add(Constraint(y, .equal, 1, priority: 50.5))
        try solver.add(Constraint(y, .equal, 2, priority: 50))
        try solver.add(Constraint(y, .equal, 2, priority: 50))
        #expect(solver.value(of: y) == 1)
    }

    @Test func errorsAddUpWithinALevel() throws {
        // Two pulls to 0 and one to 90 on the same level: the median wins (|x−0|·2 + |x−90|).
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 0, priority: 500))
        try solver.add(Constraint(x, .equal, 0, priority: 500))
        try solver.add(Constraint(x, .equal, 90, priority: 500))
        #expect(solver.value(of: x) == 0)
    }

    @Test func editDragsAVariableAndItsDependents() throws {
        let solver = Solver()
        try solver.add(Constraint(y, .equal, x + 10))
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addEditVariable(x, priority: .defaultHigh)
        for value in [5.0, 50, -20, 7] {
            try solver.suggestValue(value, for: x)
            let expected = max(value, 0)
            #expect(solver.value(of: x) == expected)
            #expect(solver.value(of: y) == expected + 10)
        }
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 10, priority: .defaultLow))
        let pin = Constraint(x, .equal, 70, priority: .defaultHigh)
        try solver.add(pin)
        #expect(solver.value(of: x) == 70)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func unsatisfiableRequiredConstraintIsExplained() throws {
        let solver = Solver()
        let low = Constraint(x, .greaterThanOrEqual, 10, identifier: "low")
        let high = Constraint(x, .lessThanOrEqual, 20, identifier: "high")
        let unrelated = Constraint(y, .equal, 3, identifier: "unrelated")
        try solver.add(low)
        try solver.add(high)
        try solver.add(unrelated)
        let impossible = Constraint(x, .equal, 30, identifier: "impossible")
        #expect(throws: SolverError.unsatisfiable(constraint: impossible, conflicting: [high])) {
            try solver.add(impossible)
        }
        let alsoImpossible = Constraint(x, .equal, 5)
        #expect(throws: SolverError.unsatisfiable(constraint: alsoImpossible, conflicting: [low])) {
            try solver.add(alsoImpossible)
        }
    }

    @Test func conflictThroughAChainNamesEveryLink() throws {
        let solver = Solver()
        let a = Constraint(y, .equal, x + 10, identifier: "a")
        let b = Constraint(z, .equal, y + 10, identifier: "b")
        let c = Constraint(x, .greaterThanOrEqual, 0, identifier: "c")
        let decoy = Constraint(z, .lessThanOrEqual, 1000, identifier: "decoy")
        for constraint in [a, b, c, decoy] { try solver.add(constraint) }
        let bad = Constraint(z, .lessThanOrEqual, 5)
        do {
            try solver.add(bad)
            Issue.record("expected a conflict")
        } catch let .unsatisfiable(constraint, conflicting) {
            #expect(constraint === bad)
            #expect(Set(conflicting) == [a, b, c])
        }
    }

    @Test func redundantConstraintsAreAccepted() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x))
        try solver.add(Constraint(y, .equal, 10))
        try solver.add(Constraint(2 * y, .equal, 20))
        #expect(solver.value(of: y) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func contradictoryRedundantRowIsRefused() throws {
        let solver = Solver()
        let pin = Constraint(x, .equal, 10)
        let link = Constraint(y, .equal, x)
        try solver.add(pin)
        try solver.add(link)
        let bad = Constraint(y, .equal, 11)
        #expect(throws: SolverError.unsatisfiable(constraint: bad, conflicting: [pin, link])) {
            try solver.add(bad)
        }
    }

    @Test func failedAddLeavesValuesAndLaterEditsIntact() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(y, .equal, x + 1))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        let before = (solver.value(of: x), solver.value(of: y))

        #expect(throws: SolverError.self) { try solver.add(Constraint(x, .equal, 200)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(y, .lessThanOrEqual, -5)) }
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
        #expect(solver.updateVariables().isEmpty)
        #expect(solver.invariantViolations().isEmpty)

        // Later edits still respect the required bounds.
        try solver.suggestValue(500, for: x)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(-500, for: x)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 1)
    }

    @Test func constantChangeInPlaceMovesTheSolution() throws {
        let solver = Solver()
        let leading = Constraint(x, .equal, 8)
        try solver.add(leading)
        try solver.add(Constraint(y, .equal, x + 100))
        try solver.setConstant(-20, of: leading)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 120)
        #expect(solver.constant(of: leading) == -20)
    }

    @Test func impossibleConstantChangeIsRefusedAndUndone() throws {
        let solver = Solver()
        let floor = Constraint(x, .greaterThanOrEqual, 10, identifier: "floor")
        let ceiling = Constraint(x, .lessThanOrEqual, 50, identifier: "ceiling")
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add(Constraint(x, .equal, 30, priority: .defaultLow))
        #expect(throws: SolverError.unsatisfiable(constraint: floor, conflicting: [ceiling])) {
            try solver.setConstant(-60, of: floor)  // x ≥ 60
        }
        #expect(solver.value(of: x) == 30)
        #expect(solver.constant(of: floor) == -10)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
    }

    @Test func updateReportsOnlyChangedVariables() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 1))
        try solver.add(Constraint(y, .equal, 2))
        #expect(Set(solver.updateVariables()) == [x, y])
        #expect(solver.updateVariables().isEmpty)
        let zPin = Constraint(z, .equal, y + 1)
        try solver.add(zPin)
        #expect(solver.updateVariables() == [z])
    }

    @Test func aReportsBodyMayUseTheSolver() throws {
        let solver = Solver()
        let pin = Constraint(x, .equal, 1)
        try solver.add(pin)
        try solver.add(Constraint(y, .equal, x + 1))
        var reported: [Variable: Double] = [:]
        solver.updateVariables { variable, value in
            #expect(solver.value(of: variable) == value)
            reported[variable] = value
        }
        #expect(reported == [x: 1, y: 2])
        // A body that changes the solver: the report was taken before, the change comes in the next one.
        try solver.setConstant(-3, of: pin)
        reported = [:]
        solver.updateVariables { variable, value in
            reported[variable] = value
            if variable === x { try? solver.setConstant(-5, of: pin) }
        }
        #expect(reported == [x: 3, y: 4])
        reported = [:]
        solver.updateVariables { variable, value in reported[variable] = value }
        #expect(reported == [x: 5, y: 6])
    }

    @Test func typedErrorsInsteadOfTraps() throws {
        let solver = Solver()
        let c = Constraint(x, .equal, 1)
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let stranger = Constraint(y, .equal, 1)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.setConstant(3, of: stranger) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.requiredEditVariable(y)) { try solver.addEditVariable(y, priority: .required) }
        try solver.addEditVariable(y, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, priority: 400) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.add(Constraint(x, .equal, 1, priority: 0)) }
        #expect(throws: SolverError.invalidPriority(1001)) { try solver.add(Constraint(x, .equal, 1, priority: 1001)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(x, .equal, Double.nan)) }
        #expect(throws: SolverError.self) { try solver.add(Constraint(Double.infinity * x, .equal, 1)) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: y) }
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        #expect(solver.invariantViolations().isEmpty)
        #expect(solver.constraints == [c])
    }

    @Test func underConstrainedVariablesRestAtZero() throws {
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, 10))
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removedVariablesAreForgotten() throws {
        let solver = Solver()
        let c = Constraint(x, .equal, 5)
        try solver.add(c)
        try solver.remove(c)
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.isEmpty)
        #expect(solver.invariantViolations().isEmpty)
    }
}

/// The smaller parts of the public surface.
@Suite struct SolverSurfaceTests {
    @Test func closureUpdateReportsValues() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 3))
        try solver.add(Constraint(y, .equal, x * 2))
        var reported: [String: Double] = [:]
        solver.updateVariables { reported[$0.name] = $1 }
        #expect(reported == ["x": 3, "y": 6])
    }

    @Test func constraintsAreListedInOrderAndResetClearsThem() throws {
        let solver = Solver()
        let x = Variable("x")
        let a = Constraint(x, .greaterThanOrEqual, 1), b = Constraint(x, .lessThanOrEqual, 9), c = Constraint(x, .equal, 5, priority: 500)
        for constraint in [a, b, c] { try solver.add(constraint) }
        try solver.remove(b)
        try solver.add(b)
        #expect(solver.constraints == [a, c, b])
        #expect(solver.contains(c))
        try solver.addEditVariable(x, priority: 400)
        #expect(solver.hasEditVariable(x))
        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
    }

    @Test func descriptionsNameWhatDiagnosticsNeed() {
        let width = Variable("card.width")
        let constraint = Constraint(width, .greaterThanOrEqual, 44, priority: 999.5, identifier: "min-width")
        #expect(constraint.description == "'min-width' card.width - 44 >= 0 @999.5")
        #expect(Constraint(0.5 * width, .equal, -width + 8).description == "0.5·card.width + card.width - 8 == 0 @1000")
        let error = SolverError.unsatisfiable(constraint: constraint, conflicting: [Constraint(width, .equal, 10, identifier: "pin")])
        #expect(error.description.contains("'min-width'"))
        #expect(error.description.contains("'pin' card.width - 10 == 0 @1000"))
    }
}

/// Which variables the constraints leave free.
@Suite struct DeterminednessTests {
    let x = Variable("x"), y = Variable("y")

    @Test func pinnedVariablesAreDetermined() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(solver.isDetermined(x) && solver.isDetermined(y))
    }

    @Test func aSumLeavesItsPartsFree() throws {
        let solver = Solver()
        try solver.add(Constraint(x + y, .equal, 10))
        #expect(!solver.isDetermined(x) || !solver.isDetermined(y))
    }

    @Test func aLoneInequalityLeavesTheVariableFree() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        #expect(!solver.isDetermined(x))
        try solver.add(Constraint(x, .lessThanOrEqual, 10))  // now squeezed to one value
        #expect(solver.isDetermined(x))
    }

    @Test func anOptionalPullDetermines() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .equal, 0, priority: .defaultLow))
        #expect(solver.isDetermined(x))
    }
}
