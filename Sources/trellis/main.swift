import SolverWorkloads
import TrellisSolver
import Foundation
let clock = ContinuousClock()
for n in [10, 50, 100, 200, 400] {
    let t = clock.measure { _ = try! ChainWorkload(views: n) }
    print("chain\(n) build", t)
}
for n in [10, 100, 1000] {
    var c: CardsWorkload!
    let t = clock.measure { c = try! CardsWorkload(cards: n) }
    let t2 = clock.measure { try! c.suggest(width: 240); try! c.suggest(width: 280); try! c.suggest(width: 320); try! c.suggest(width: 375) }
    print("cards\(n) build", t, "resize x4", t2)
}
