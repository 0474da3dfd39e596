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

    /// Reports a value a view or modifier cannot use, through Trellis's
    /// diagnostics channel, naming the hosting view and what was given.
    func reportUnusable(_ value: CGFloat, as what: String, of view: String, usedInstead: String) {
        LayoutDiagnostics.report(
            .nonFiniteValue,
            "\(host?.shortDescription ?? "A hosting view"): \(view) was given \(value) as \(what); \(usedInstead) is used instead.",
            views: host.map { [$0] } ?? [], identifiers: [what])
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
