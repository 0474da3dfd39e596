import Foundation
import Trellis

/// What building a view's layout nodes needs: the graph that keeps its
/// state, where it is, the environment it inherits and how text is measured.
@MainActor
struct BuildContext {
    let graph: ViewGraph
    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// Measures text (the host's measurer, so that hosts never share caches).
    let measurer: any TextMeasuring
    /// The hosting view, named in diagnostics.
    weak var host: UIView?

    /// Reports a number given to `what` (a modifier's argument, such as
    /// "frame(width:)") that layout cannot use as given — NaN, infinite
    /// unless `infinityAllowed`, negative unless `negativeAllowed` — through
    /// Trellis's diagnostics channel, naming the hosting view. The caller
    /// goes on with a usable value, as SwiftUI logs "invalid frame dimension" and goes on.
    func check(_ value: CGFloat?, _ what: String, negativeAllowed: Bool = true, infinityAllowed: Bool = false) {
        guard let value else { return }
        let finite = value.isFinite || (infinityAllowed && value == .infinity)
        guard !finite || (!negativeAllowed && value < 0) else { return }
        report(finite ? .invalidConfiguration : .nonFiniteValue, "\(what) was given \(value), which layout cannot use; it is taken as \(finite ? "0" : "no length").", about: what)
    }

    /// Reports a problem with what a view was given, naming the hosting view and `subject`.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, about subject: String) {
        LayoutDiagnostics.report(kind, "\(host?.shortDescription ?? "A hosting view"): \(message)", views: host.map { [$0] } ?? [], identifiers: [subject])
    }

    /// The context of a view one step further down.
    func child(_ component: ViewIdentity.Component) -> BuildContext {
        with(identity: identity.appending(component))
    }

    func with(identity: ViewIdentity) -> BuildContext {
        var copy = self
        copy.identity = identity
        return copy
    }

    func with(environment: EnvironmentValues) -> BuildContext {
        var copy = self
        copy.environment = environment
        return copy
    }
}
