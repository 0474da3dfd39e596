import Foundation
import Trellis

/// A picture: a `UIImage`, a system symbol, or an image file by name.
///
/// An image is its size in points whatever it is offered, unless made
/// `resizable()`: then it takes the size it is offered (its own length where
/// a dimension is not proposed), drawn stretched or tiled to fill it. A
/// template image (a symbol, or one rendered as `.template`) is drawn in the
/// foreground style. An image that cannot be found lays out as nothing.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn in its own colours or as a shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    enum Source: Equatable, Sendable {
        case image(UIImage?)
        case symbol(String)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.image(let a), .image(let b)): a === b
            case (.symbol(let a), .symbol(let b)): a == b
            default: false
            }
        }
    }

    let source: Source
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var templateMode: TemplateRenderingMode?

    /// An image of a `UIImage`.
    public init(uiImage: UIImage) { source = .image(uiImage) }

    /// A system symbol, sized by the font of the environment (body text when none).
    public init(systemName: String) { source = .symbol(systemName) }

    /// The image file named `name` in `bundle` (the main bundle when nil), as `UIImage(named:)` finds it.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .image(UIImage(named: name, in: bundle, compatibleWith: nil))
    }

    /// The image sized to the space it is offered: the parts within
    /// `capInsets` of each edge keep their size, the middle is stretched or tiled.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = (capInsets, resizingMode)
        return copy
    }

    /// The image drawn in its own colours or as a template in the foreground
    /// style (nil: as the image says; symbols are templates).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = renderingMode
        return copy
    }

    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.templateMode == rhs.templateMode
            && lhs.resizing?.capInsets == rhs.resizing?.capInsets && lhs.resizing?.mode == rhs.resizing?.mode
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        let environment = context.environment
        var image: UIImage?
        switch source {
        case .image(let uiImage):
            image = uiImage
        case .symbol(let name):
            let font = (environment.font ?? .body).uiFont(at: environment.dynamicTypeSize)
            image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(font: font))
        }
        switch templateMode {
        case .template: image = image?.withRenderingMode(.alwaysTemplate)
        case .original: image = image?.withRenderingMode(.alwaysOriginal)
        case nil: break
        }
        if let resizing, let resizable = image, resizing.capInsets != EdgeInsets() || resizing.mode == .tile {
            let insets = resizing.capInsets, rightToLeft = environment.layoutDirection == .rightToLeft
            let caps = UIEdgeInsets(top: Self.cap(insets.top), left: Self.cap(rightToLeft ? insets.trailing : insets.leading),
                                    bottom: Self.cap(insets.bottom), right: Self.cap(rightToLeft ? insets.leading : insets.trailing))
            image = resizable.resizableImage(withCapInsets: caps, resizingMode: resizing.mode == .tile ? .tile : .stretch)
        }
        let tint = context.resolved(environment.foregroundStyle ?? .primary)
        nodes.append(ImageNode(image: image, isResizable: resizing != nil, tint: tint))
    }

    /// A cap inset as an image takes it: finite and not negative.
    private static func cap(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
}

/// An image's layout node: its size, or what it is offered when resizable.
final class ImageNode: LayoutNode {
    let image: UIImage?
    let isResizable: Bool
    /// The colour template images are drawn in.
    let tint: UIColor

    init(image: UIImage?, isResizable: Bool, tint: UIColor) {
        self.image = image
        self.isResizable = isResizable
        self.tint = tint
    }

    /// The image's size in points (zero without an image; never negative or NaN).
    var naturalSize: CGSize {
        guard let size = image?.size else { return .zero }
        return CGSize(width: LayoutNode.finite(size.width), height: LayoutNode.finite(size.height))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        return proposal.replacingUnspecifiedDimensions(by: naturalSize)
    }

    override func render(into renderer: inout Renderer) {
        guard let image, frame.width > 0, frame.height > 0 else { return }
        let (isResizable, tint) = (self.isResizable, self.tint)
        renderer.leaf(frame: frame, make: { ImageLeafView(frame: .zero) }) { view in
            if view.image !== image { view.image = image }
            // A resizable image fills its frame; another is its own size, centred on the pixel-rounded frame.
            view.contentMode = isResizable ? .scaleToFill : .center
            view.tintColor = tint
        }
    }
}

/// A hosted image.
final class ImageLeafView: UIImageView {}
