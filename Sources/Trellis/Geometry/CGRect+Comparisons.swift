import Foundation

extension CGRect {
    /// Equal but for floating-point noise (a solver's 19.999999999999996 is 20).
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9
            && abs(width - other.width) < 1e-9 && abs(height - other.height) < 1e-9
    }

    /// Whether every coordinate is finite (no NaN, no infinity).
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether the two rectangles share some area: unlike Foundation's
    /// `intersects` here, rectangles that only touch do not (as with Core
    /// Graphics), so the item beside the screen's edge is not on screen.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
