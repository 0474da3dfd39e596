import Foundation
import Trellis

/// What building a view's layout nodes needs: the graph that keeps its
/// state, where it is, the environment it inherits and how text is measured.
@MainActor @usableFromInline
struct BuildContext {
    @usableFromInline let graph: ViewGraph
    @usableFromInline var identity: ViewIdentity
    @usableFromInline var environment: EnvironmentValues
    /// The axis of the stack whose children are being built (a spacer grows
    /// along it); nil outside a stack, or in one without an axis.
    @usableFromInline private(set) var stackAxis: Axis?

    /// A context of `graph`, whose builds measure text with `measurer` (the
    /// host's, so that hosts never share caches) and name `host` in diagnostics.
    /// (Both are kept by the graph: a context is copied at every step down.)
    init(graph: ViewGraph, identity: ViewIdentity, environment: EnvironmentValues, measurer: any TextMeasuring, host: UIView? = nil) {
        self.graph = graph
        self.identity = identity
        self.environment = environment
        graph.measure(with: measurer)
        if let host {
            graph.host = host
            // (The environment a host gives starts from its traits.)
            graph.hostIsDark = environment.colorScheme == .dark
        }
    }

    /// Measures text.
    var measurer: any TextMeasuring { graph.measurer }
    /// The hosting view, named in diagnostics.
    var host: UIView? { graph.host }

    /// Reports a number given to `what` (a modifier's argument, such as
    /// "frame(width:)") that layout cannot use as given — NaN, infinite
    /// unless `infinityAllowed`, negative unless `negativeAllowed` — through
    /// Trellis's diagnostics channel, naming the hosting view. The caller
    /// goes on with a usable value, as SwiftUI logs "invalid frame dimension" and goes on.
    /// (`what` is only made when there is something to report.)
    @usableFromInline func check(_ value: CGFloat?, _ what: @autoclosure () -> String, negativeAllowed: Bool = true, infinityAllowed: Bool = false) {
        guard let value else { return }
        let finite = value.isFinite || (infinityAllowed && value == .infinity)
        guard !finite || (!negativeAllowed && value < 0) else { return }
        let what = what()
        report(finite ? .invalidConfiguration : .nonFiniteValue, "\(what) was given \(value), which layout cannot use; it is taken as \(finite ? "0" : "no length").", about: what)
    }

    /// Reports a problem with what a view was given, naming the hosting view and `subject`.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, about subject: String) {
        LayoutDiagnostics.report(kind, "\(host?.shortDescription ?? "A hosting view"): \(message)", views: host.map { [$0] } ?? [], identifiers: [subject])
    }

    /// The UIKit colour of `color` here: as it is (it adapts to the
    /// hosting view's appearance when drawn), or, below a change of the
    /// environment's `colorScheme`, resolved for that appearance.
    func resolved(_ color: Color) -> UIColor {
        guard (environment.colorScheme == .dark) != graph.hostIsDark, let host else { return color.uiColor }
        let traits = UITraitCollection(traitsFrom: [
            host.traitCollection, UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light),
        ])
        return color.uiColor.resolvedColor(with: traits)
    }

    /// The context of a view one step further down.
    @usableFromInline func child(_ component: ViewIdentity.Component) -> BuildContext {
        with(identity: identity.appending(component))
    }

    /// (Made field by field rather than as a changed copy, which would
    /// retain the replaced value only to release it.)
    @usableFromInline func with(identity: ViewIdentity) -> BuildContext {
        BuildContext(graph: graph, identity: identity, environment: environment, stackAxis: stackAxis)
    }

    @usableFromInline func with(environment: EnvironmentValues) -> BuildContext {
        BuildContext(graph: graph, identity: identity, environment: environment, stackAxis: stackAxis)
    }

    /// The context of the children of a stack along `axis` (nil: a container without one).
    @usableFromInline func inStack(_ axis: Axis?) -> BuildContext {
        BuildContext(graph: graph, identity: identity, environment: environment, stackAxis: axis)
    }

    /// A context from its parts, with nothing told to the graph.
    private init(graph: ViewGraph, identity: ViewIdentity, environment: EnvironmentValues, stackAxis: Axis?) {
        self.graph = graph
        self.identity = identity
        self.environment = environment
        self.stackAxis = stackAxis
    }
}
