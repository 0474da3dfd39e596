import Foundation

/// One problem found while building or solving a layout.
public struct LayoutDiagnostic: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// Required constraints conflict; one was broken so that layout goes on.
        case unsatisfiable
        /// A constraint's items have no common ancestor: not installed.
        case noCommonAncestor
        /// A NaN or infinite constant or multiplier: refused.
        case nonFiniteNumber
        /// A priority outside 1 … 1000: refused.
        case invalidPriority
        /// An active constraint's priority moved between required and optional: refused.
        case requiredPriorityChange
        /// A constraint that cannot be installed for another reason.
        case invalidConstraint
        /// A view added to its own descendant (or itself): refused.
        case hierarchyCycle
        /// Sizes that depend on widths kept changing each other: layout stopped.
        case unsettledLayout
        /// A visual format string that does not parse: no constraints made.
        case invalidVisualFormat
        /// Image data that does not decode (corrupt, truncated, not an image): no image made.
        case invalidImage
        /// Text cannot be measured as everywhere else (fonts missing, Pango unavailable).
        case textSystem
        /// Something cannot be drawn as asked (a NaN frame, an impossible size): left out or clamped.
        case invalidDrawing
        /// A table or collection view used wrongly (an unregistered identifier,
        /// an index path out of range, updates whose counts do not add up): reported, and the view goes on.
        case invalidTableUse
        /// A snapshot with an identifier twice (in any section).
        case duplicateIdentifier
        /// A view controller or content view used wrongly (presenting from
        /// outside a window, a configuration a content view cannot show): reported and ignored.
        case invalidViewUse
    }

    /// What went wrong, for tests and filters.
    public let kind: Kind
    /// The report, naming the views and constraints involved.
    public let message: String

    public var description: String { message }
}

/// The one channel every layout diagnostic goes through.
///
/// By default a diagnostic is printed, as UIKit logs to the console; tests
/// capture them with ``capture(_:)``; a custom ``handler`` can collect or
/// fail on them (a strict mode is a handler that records a test failure).
/// Reports may come from any thread (images decode anywhere); the handler is
/// called on the reporting thread.
public enum LayoutDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var currentHandler: (LayoutDiagnostic) -> Void = { print("[Trellis] \($0.message)") }

    /// Receives every diagnostic; prints by default.
    public static var handler: (LayoutDiagnostic) -> Void {
        get { lock.withLock { currentHandler } }
        set { lock.withLock { currentHandler = newValue } }
    }

    /// Sends a diagnostic to the handler (also for modules built on Trellis,
    /// such as its renderer).
    public static func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        handler(LayoutDiagnostic(kind: kind, message: message))
    }

    /// Runs `body` and fails with what it reported, if anything: the strict
    /// mode for tests (`try LayoutDiagnostics.strict { root.layoutIfNeeded() }`).
    public static func strict<T>(_ body: () throws -> T) throws -> T {
        let (result, diagnostics) = try capture(body)
        guard diagnostics.isEmpty else { throw LayoutDiagnosticsError(diagnostics: diagnostics) }
        return result
    }

    /// Runs `body` and returns what it reported instead of printing it.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, diagnostics: [LayoutDiagnostic]) {
        let previous = handler
        var captured: [LayoutDiagnostic] = []
        handler = { captured.append($0) }
        defer { handler = previous }
        let result = try body()
        return (result, captured)
    }
}

/// What strict mode throws: every diagnostic the checked code reported.
public struct LayoutDiagnosticsError: Error, CustomStringConvertible {
    /// The diagnostics that were reported.
    public let diagnostics: [LayoutDiagnostic]

    public var description: String {
        diagnostics.map(\.message).joined(separator: "\n")
    }
}
