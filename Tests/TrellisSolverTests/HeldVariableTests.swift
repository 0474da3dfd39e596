import Testing
@testable import TrellisSolver

/// Which variables required equalities alone hold, whatever optional constraints say.
@Suite struct HeldVariableTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func aChainOfRequiredEqualitiesHoldsEachVariable() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100))
        try solver.add(Constraint(y, .equal, x - 20))
        try solver.add(Constraint(y, .lessThanOrEqual, 50, priority: .defaultLow))
        #expect(solver.isHeldByRequiredEqualities(x) && solver.isHeldByRequiredEqualities(y))
        #expect(solver.value(of: y) == 80)
    }

    @Test func anOptionalConstraintHoldsNothing() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100, priority: 999))
        #expect(solver.isDetermined(x))
        #expect(!solver.isHeldByRequiredEqualities(x))
    }

    @Test func aRequiredInequalityHoldsNothing() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .greaterThanOrEqual, 100))
        try solver.add(Constraint(x, .lessThanOrEqual, 100))
        #expect(!solver.isHeldByRequiredEqualities(x))
    }

    @Test func aVariableTiedToAFreeOneIsNotHeld() throws {
        let solver = Solver()
        try solver.add(Constraint(x, .equal, 100))
        try solver.add(Constraint(z, .equal, x + y))
        #expect(!solver.isHeldByRequiredEqualities(z) || !solver.isHeldByRequiredEqualities(y))
        #expect(!solver.isHeldByRequiredEqualities(Variable("unknown")))
    }

    @Test func aVariableLetGoOfIsNoLongerHeld() throws {
        let solver = Solver()
        let pin = Constraint(y, .equal, x)
        try solver.add(Constraint(x, .equal, 100))
        try solver.add(pin)
        #expect(solver.isHeldByRequiredEqualities(y))
        try solver.remove(pin)
        try solver.add(Constraint(y, .equal, 40, priority: .defaultHigh))
        #expect(!solver.isHeldByRequiredEqualities(y))
    }
}
