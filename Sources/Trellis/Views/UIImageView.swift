import Foundation

/// A view that shows an image, fitted into its bounds by `contentMode`.
/// Its intrinsic size is the image's size in points (none without an image).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { if image !== oldValue { imageDidChange(old: oldValue, new: image) } }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { imageDidChange(old: oldValue, new: highlightedImage) } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            imageDidChange(old: isHighlighted ? image : highlightedImage, new: displayedImage)
        }
    }

    /// The image on screen: the highlighted one when highlighted and set.
    public var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    /// An image view the size of `image` (its frame is the image's size, as in UIKit).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, or `highlightedImage` when highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an archive (Trellis has none): an empty one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (an image view's `sizeThatFits` ignores the offered size, as in UIKit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    private func imageDidChange(old: UIImage?, new: UIImage?) {
        if old?.size != new?.size { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    /// Where `image` is drawn for the content mode, in the view's
    /// coordinates (aspect fill and the unscaled modes may overflow the bounds).
    public func imageRect(for image: UIImage) -> CGRect {
        let bounds = self.bounds, size = image.size
        guard size.width > 0, size.height > 0 else { return bounds }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let scales = (bounds.width / size.width, bounds.height / size.height)
            let scale = contentMode == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default:
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
