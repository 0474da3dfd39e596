import Foundation

extension UIControl {
    /// Whether `index` is one of `count` items; if not, an
    /// `.invalidIndexPath` diagnostic names the control, what was asked
    /// (`call`) and the index, and the caller ignores the call.
    func acceptsIndex(_ index: Int, of count: Int, in call: @autoclosure () -> String) -> Bool {
        guard index < 0 || index >= count else { return true }
        LayoutDiagnostics.report(
            .invalidIndexPath, "\(shortDescription).\(call()): index \(index) is out of range (it has \(count)); ignored.",
            views: [self], indexPaths: [[index]])
        return false
    }

    /// Reports a value the control cannot take (`.invalidConfiguration`),
    /// naming the control and what it does instead.
    func reportInvalidValue(_ problem: String) {
        LayoutDiagnostics.report(.invalidConfiguration, "\(shortDescription): \(problem)", views: [self])
    }
}
