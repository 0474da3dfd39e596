import SolverWorkloads
import TrellisSolver
import Foundation
let clock = ContinuousClock()
for n in [10, 50, 100, 200, 400, 1000] {
    var c: ChainWorkload!
    let t = clock.measure { c = try! ChainWorkload(views: n) }
    let t2 = clock.measure { for k in [60, 120, 40, 200] { try! c.suggest(width: Double(k*n+8)) } }
    let t3 = clock.measure { for j in 0..<100 { try! c.changeLeading(j) } }
    print("chain\(n) build", t, "suggest x4", t2, "constant x100", t3)
}
for n in [10, 100, 1000, 2000] {
    var c: CardsWorkload!
    let t = clock.measure { c = try! CardsWorkload(cards: n) }
    let t2 = clock.measure { try! c.suggest(width: 240); try! c.suggest(width: 280); try! c.suggest(width: 320); try! c.suggest(width: 375) }
    print("cards\(n) build", t, "resize x4", t2)
}
let e = try! EnamlWorkload()
let t = clock.measure { for _ in 0..<100 { _ = try! e.build() } }
print("enaml build", t / 100)
