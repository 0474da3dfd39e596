import Foundation
import Synchronization

/// One problem found while building, solving, laying out or drawing.
///
/// A diagnostic is a value: its ``kind`` says what went wrong, and the
/// objects it involves (views, constraints, guides, view controllers, index
/// paths, identifiers) travel with it, so that a test or a tool can ask
/// *which* view or constraint is at fault without reading the message.
/// The message is written from the same objects, for people.
public struct LayoutDiagnostic: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable, CaseIterable {
        // Constraints and the engine.
        /// Required constraints conflict; one was broken (``LayoutDiagnostic/brokenConstraint``), or a container's size given up, so that layout goes on.
        case unsatisfiable
        /// A view's frame is not decided by its constraints (reported where ambiguity is asked for).
        case ambiguous
        /// A constraint's items have no common ancestor: not installed.
        case noCommonAncestor
        /// A NaN or infinite number (a constant, multiplier, size, offset): refused.
        case nonFiniteValue
        /// A priority outside 1 … 1000: refused.
        case invalidPriority
        /// An active constraint's priority moved between required and optional: refused.
        case requiredPriorityChange
        /// A constraint that cannot be installed for another reason.
        case invalidConstraint
        /// A visual format string that does not parse: no constraints made.
        case invalidVisualFormat
        /// A fixed-point loop (the engine's settle loop, a list measuring its
        /// rows, a layout pass that keeps changing constraints) reached its
        /// bound without settling: layout stopped at its last state.
        case notConverged

        // Views and view controllers.
        /// A view added to its own descendant (or itself): refused.
        case hierarchyCycle
        /// A view controller used wrongly (presenting from outside a window,
        /// an index out of range): reported and ignored.
        case invalidViewControllerUse
        /// A configuration a view cannot show: it keeps what it shows.
        case invalidConfiguration

        // Lists (tables, collections, snapshots).
        /// Batch updates whose counts or index paths do not add up: the list reloads its data.
        case invalidBatchUpdate
        /// A reuse identifier or supplementary kind dequeued without being registered.
        case unregisteredIdentifier
        /// A snapshot with an identifier twice (in any section), or an identifier it does not have.
        case duplicateIdentifier
        /// An identifier a snapshot or data source does not have.
        case unknownIdentifier
        /// An index path or section out of range, or a negative count: ignored or taken as 0.
        case invalidIndexPath
        /// A data source or delegate answer a list cannot use (no cell, a size it cannot lay out).
        case invalidDataSourceAnswer

        // Resources and drawing.
        /// Image data that does not decode (corrupt, truncated, not an image): no image made.
        case invalidImage
        /// Text cannot be measured as everywhere else (fonts missing, Pango unavailable).
        case textSystem
        /// Something cannot be drawn as asked (a NaN frame, an impossible size): left out or clamped.
        case invalidDrawing
    }

    /// What went wrong, for tests and filters.
    public let kind: Kind
    /// The report, naming the objects involved.
    public let message: String
    /// The views involved (the view of a guide or an engine-made constraint included).
    public let views: [UIView]
    /// The constraints involved, for a conflict every constraint of it that is an `NSLayoutConstraint`.
    public let constraints: [NSLayoutConstraint]
    /// The layout guides involved.
    public let layoutGuides: [UILayoutGuide]
    /// The view controllers involved.
    public let viewControllers: [UIViewController]
    /// The index paths involved (a section alone is `[section]`).
    public let indexPaths: [IndexPath]
    /// Identifiers involved: reuse identifiers, supplementary kinds, snapshot item and section identifiers (described).
    public let identifiers: [String]
    /// For an `.unsatisfiable` conflict among constraints, the one broken to
    /// recover (UIKit's "Will attempt to recover by breaking constraint"):
    /// it stays active but is left out of the layout while the conflict lasts.
    /// It is also among ``constraints``.
    public let brokenConstraint: NSLayoutConstraint?

    /// A diagnostic of `kind` about the objects given, told by `message`.
    public init(
        _ kind: Kind, _ message: String, views: [UIView] = [], constraints: [NSLayoutConstraint] = [],
        layoutGuides: [UILayoutGuide] = [], viewControllers: [UIViewController] = [],
        indexPaths: [IndexPath] = [], identifiers: [String] = [], brokenConstraint: NSLayoutConstraint? = nil
    ) {
        self.kind = kind
        self.message = message
        self.views = views
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.viewControllers = viewControllers
        self.indexPaths = indexPaths
        self.identifiers = identifiers
        self.brokenConstraint = brokenConstraint
    }

    public var description: String { message }

    /// Whether `object` (a view, constraint, guide or view controller) is among the objects involved.
    public func involves(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        for view in views where ObjectIdentifier(view) == id { return true }
        for constraint in constraints where ObjectIdentifier(constraint) == id { return true }
        for guide in layoutGuides where ObjectIdentifier(guide) == id { return true }
        for controller in viewControllers where ObjectIdentifier(controller) == id { return true }
        return false
    }
}

/// The one channel every diagnostic goes through.
///
/// Without a scope, a diagnostic is printed, as UIKit logs to the console.
/// ``capture(_:)``, ``strict(_:)`` and ``withHandler(_:_:)`` scope a receiver
/// to the work they run, as a task-local value: only the reports of that work
/// reach it, however many other tests, tasks and threads report at the same
/// time (a `Task` started inside the scope inherits it; a detached one does not).
/// An inner scope takes what is reported inside it; the outer one does not see it.
public enum LayoutDiagnostics {
    /// Where the reports of the running task go, if it is inside a scope.
    @TaskLocal static var receiver: DiagnosticReceiver?

    /// Sends a diagnostic to the receiver of the work that reports it (also
    /// for modules built on Trellis, such as its renderer).
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let receiver {
            receiver.receive(diagnostic)
        } else {
            print("[Trellis] \(diagnostic.message)")
        }
    }

    /// Reports a diagnostic of `kind` about the objects given.
    public static func report(
        _ kind: LayoutDiagnostic.Kind, _ message: String, views: [UIView] = [], constraints: [NSLayoutConstraint] = [],
        layoutGuides: [UILayoutGuide] = [], viewControllers: [UIViewController] = [],
        indexPaths: [IndexPath] = [], identifiers: [String] = [], brokenConstraint: NSLayoutConstraint? = nil
    ) {
        report(
            LayoutDiagnostic(
                kind, message, views: views, constraints: constraints, layoutGuides: layoutGuides,
                viewControllers: viewControllers, indexPaths: indexPaths, identifiers: identifiers, brokenConstraint: brokenConstraint))
    }

    /// Runs `body` and returns what it reported instead of printing it.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, diagnostics: [LayoutDiagnostic]) {
        let collector = DiagnosticReceiver(handler: nil)
        let result = try $receiver.withValue(collector, operation: body)
        return (result, collector.collected)
    }

    /// Runs `body` (which may suspend) and returns what it reported instead of printing it.
    public static func capture<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> (result: T, diagnostics: [LayoutDiagnostic]) {
        let collector = DiagnosticReceiver(handler: nil)
        let result = try await $receiver.withValue(collector, operation: body, isolation: isolation)
        return (result, collector.collected)
    }

    /// Runs `body` and fails with what it reported, if anything: the strict
    /// mode for tests (`try LayoutDiagnostics.strict { root.layoutIfNeeded() }`).
    public static func strict<T>(_ body: () throws -> T) throws -> T {
        let (result, diagnostics) = try capture(body)
        guard diagnostics.isEmpty else { throw LayoutDiagnosticsError(diagnostics: diagnostics) }
        return result
    }

    /// Reports the views of `view`'s subtree whose frames their constraints
    /// do not decide (after laying it out), as one `.ambiguous` diagnostic
    /// naming them all; nothing when there are none. UIKit answers the same
    /// question view by view (`hasAmbiguousLayout`); this asks it of a tree, so
    /// that a strict check covers ambiguity too.
    @MainActor
    public static func reportAmbiguity(in view: UIView) {
        let ambiguous = view.viewsWithAmbiguousLayout
        guard !ambiguous.isEmpty else { return }
        let names = ambiguous.prefix(5).map(\.shortDescription).joined(separator: ", ")
        report(
            .ambiguous,
            "\(ambiguous.count) view\(ambiguous.count == 1 ? "" : "s") under \(view.shortDescription) \(ambiguous.count == 1 ? "has" : "have") an ambiguous layout (\(names)\(ambiguous.count > 5 ? ", …" : "")): add the constraints that decide their position and size.",
            views: ambiguous)
    }

    /// Runs `body` with `handler` receiving what it reports (called on the reporting thread).
    public static func withHandler<T>(_ handler: @escaping @Sendable (LayoutDiagnostic) -> Void, _ body: () throws -> T) rethrows -> T {
        try $receiver.withValue(DiagnosticReceiver(handler: handler), operation: body)
    }
}

/// Collects the reports of one scope, or hands them to a handler. Reports
/// may come from any thread of the scope (images decode anywhere).
final class DiagnosticReceiver: Sendable {
    private let handler: (@Sendable (LayoutDiagnostic) -> Void)?
    private let storage = Mutex<[LayoutDiagnostic]>([])

    init(handler: (@Sendable (LayoutDiagnostic) -> Void)?) {
        self.handler = handler
    }

    func receive(_ diagnostic: LayoutDiagnostic) {
        if let handler {
            handler(diagnostic)
        } else {
            storage.withLock { $0.append(diagnostic) }
        }
    }

    var collected: [LayoutDiagnostic] { storage.withLock { $0 } }
}

/// What strict mode throws: every diagnostic the checked code reported.
public struct LayoutDiagnosticsError: Error, CustomStringConvertible {
    /// The diagnostics that were reported.
    public let diagnostics: [LayoutDiagnostic]

    public var description: String {
        diagnostics.map(\.message).joined(separator: "\n")
    }
}
