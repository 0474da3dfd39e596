import Foundation

/// Runs `round` until it says it settled, at most `bound` times (lists
/// measure what came into view, which moves what is in view, and so on).
/// A loop that reaches its bound is reported as `.notConverged`, naming
/// `list` and `task`: layout stays at its last state.
/// Returns whether the loop settled.
@MainActor
@discardableResult
func repeatUntilSettled(atMost bound: Int, in list: UIView, _ task: String, _ round: () -> Bool) -> Bool {
    for _ in 0..<bound {
        if round() { return true }
    }
    LayoutDiagnostics.report(
        .notConverged, "\(list.shortDescription): \(task) did not settle in \(bound) rounds; what shows is what the last round left.",
        views: [list])
    return false
}
