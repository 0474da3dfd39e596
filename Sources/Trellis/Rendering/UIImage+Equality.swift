import Foundation

// On iOS a `UIImage` is an `NSObject` whose `isEqual(_:)` compares image data,
// so images work as dictionary keys, in sets and in diffable snapshots'
// item identifiers. The same here: two images are equal when they hold the
// same pixels (or the same symbol) and are drawn the same way.
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        return lhs.symbol?.name == rhs.symbol?.name && lhs.scale == rhs.scale
            && lhs.capInsets == rhs.capInsets && lhs.resizingMode == rhs.resizingMode
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
            && lhs.flipsForRightToLeftLayoutDirection == rhs.flipsForRightToLeftLayoutDirection
            && lhs.bitmap == rhs.bitmap
    }

    /// Hashes what is cheap to read (not every pixel): equal images hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbol?.name)
        hasher.combine(bitmap.width)
        hasher.combine(bitmap.height)
        hasher.combine(scale)
        hasher.combine(renderingMode)
    }
}
