import SolverWorkloads
import TrellisSolver
import Foundation
let clock = ContinuousClock()
for n in [10, 50, 100, 200, 400, 1000] {
    var c: ChainWorkload!
    let t = clock.measure { c = try! ChainWorkload(views: n) }
    let t2 = clock.measure { for k in [60, 120, 40, 200] { try! c.suggest(width: Double(k*n+8)) } }
    let t3 = clock.measure { for j in 0..<100 { try! c.changeLeading(j) } }
    print("chain\(n) build", t, "suggest x4", t2, "constant x100", t3, c.solver.pivotCount, c.solver.substituteWork)
}
