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

    /// Whether `value` of `property` is finite; if not, a `.nonFiniteValue`
    /// diagnostic names the control and the caller keeps what it had.
    func acceptsFiniteNumber<Value: BinaryFloatingPoint>(_ value: Value, for property: String) -> Bool {
        value.isFinite || refuseNonFinite(property, "\(value)")
    }

    /// The range a control's minimum or maximum (`property`) makes with the
    /// other end, or nil, reported, when the new end is not finite or the
    /// minimum would be greater than the maximum (the control keeps `current`).
    func acceptedRange<Value: BinaryFloatingPoint>(_ lower: Value, _ upper: Value, setting property: String,
                                                   current: ClosedRange<Value>) -> ClosedRange<Value>? {
        guard acceptsFiniteNumber(property == "minimumValue" ? lower : upper, for: property) else { return nil }
        guard lower <= upper else {
            reportInvalidValue("\(property) cannot make the minimum (\(lower)) greater than the maximum (\(upper)); it keeps \(current).")
            return nil
        }
        return lower...upper
    }
}
