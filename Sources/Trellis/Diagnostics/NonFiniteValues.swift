import Foundation

extension UIView {
    /// Whether every one of `values` is finite. If one is not (NaN or
    /// infinite), a `.nonFiniteValue` diagnostic names the view and
    /// `property`, and the caller keeps the value it had: a non-finite number
    /// is refused where it is set, so that no frame, size or drawn
    /// coordinate ever becomes one.
    func acceptsFinite(_ values: CGFloat..., for property: @autoclosure () -> String) -> Bool {
        for value in values where !value.isFinite { return refuseNonFinite(property(), "\(value)") }
        return true
    }

    /// Reports that `property` cannot be `value` (not finite), naming the view; false, for guards.
    func refuseNonFinite(_ property: String, _ value: String) -> Bool {
        LayoutDiagnostics.report(.nonFiniteValue, "\(shortDescription).\(property) cannot be \(value); it keeps its value.", views: [self])
        return false
    }
}
