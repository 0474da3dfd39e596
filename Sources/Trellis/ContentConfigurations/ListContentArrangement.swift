import Foundation

/// How list content is placed inside a view's margins, with constraints (so
/// the view sizes itself): an image on the leading side, centred, then a
/// title and a secondary text, stacked or side by side. The built-in cell
/// styles and `UIListContentView` both arrange their parts with it.
@preconcurrency @MainActor
final class ListContentArrangement {
    /// Where the secondary text goes.
    enum Layout {
        /// Under the title (`.default`, `.subtitle`, `cell()`, `subtitleCell()`).
        case stacked
        /// On the trailing side, the title on the leading side (`.value1`, `valueCell()`).
        case sideBySide
        /// After a title column a quarter of the width wide (`.value2`).
        case titleColumn
    }

    private unowned let host: UIView
    var layout: Layout
    /// The space between the image and the text.
    var imageToTextPadding: CGFloat = 16
    /// The space between the title and the secondary text, stacked.
    var verticalPadding: CGFloat = 2
    /// The least space between the title and the secondary text, side by side.
    var horizontalPadding: CGFloat = 8
    /// The least height of the host (44 for rows), if any.
    var minimumHeight: CGFloat?

    /// Where stacked texts are placed as a block, centred in the margins.
    private let block = UILayoutGuide()
    private var constraints: [NSLayoutConstraint] = []
    /// The parts the constraints were made for.
    private var arranged: [ObjectIdentifier?] = []

    init(in host: UIView, layout: Layout) {
        self.host = host
        self.layout = layout
    }

    /// Places the parts given (the others take no room); nothing is done when
    /// the same parts are already placed.
    func arrange(image: UIView?, text: UIView?, secondary: UIView?, force: Bool = false) {
        let parts = [image, text, secondary].map { $0.map(ObjectIdentifier.init) }
        guard force || parts != arranged else { return }
        arranged = parts
        NSLayoutConstraint.deactivate(constraints)
        for view in [image, text, secondary].compactMap({ $0 }) where view.superview !== host {
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
        }
        let margins = host.layoutMarginsGuide
        var made: [NSLayoutConstraint] = []
        if let minimumHeight { made.append(host.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumHeight)) }
        func centred(_ item: some LayoutAnchorProviding) -> [NSLayoutConstraint] {
            [item.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
             item.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
             item.centerYAnchor.constraint(equalTo: margins.centerYAnchor)]
        }
        var leading = margins.leadingAnchor
        var gap: CGFloat = 0
        if let image {
            // The image keeps its size; the texts take the rest of the width.
            image.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            made += centred(image) + [image.leadingAnchor.constraint(equalTo: margins.leadingAnchor)]
            leading = image.trailingAnchor
            gap = imageToTextPadding
        }
        switch layout {
        case .stacked:
            let stacked = [text, secondary].compactMap { $0 }
            guard let first = stacked.first, let last = stacked.last else { break }
            if block.owningView !== host { host.addLayoutGuide(block) }
            made += centred(block) + [
                block.leadingAnchor.constraint(equalTo: leading, constant: gap),
                block.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                first.topAnchor.constraint(equalTo: block.topAnchor),
                last.bottomAnchor.constraint(equalTo: block.bottomAnchor),
            ]
            // Each text spans the block, as UIKit's labels span the cell's
            // margins (centred or trailing-aligned text lines up there).
            for (i, label) in stacked.enumerated() {
                made += [label.leadingAnchor.constraint(equalTo: block.leadingAnchor),
                         label.trailingAnchor.constraint(equalTo: block.trailingAnchor)]
                if i > 0 { made.append(label.topAnchor.constraint(equalTo: stacked[i - 1].bottomAnchor, constant: verticalPadding)) }
            }
        case .sideBySide, .titleColumn:
            if let text {
                made += centred(text) + [text.leadingAnchor.constraint(equalTo: leading, constant: gap)]
                if layout == .titleColumn { made.append(text.widthAnchor.constraint(equalTo: margins.widthAnchor, multiplier: 0.25)) }
            }
            if let secondary {
                made += centred(secondary)
                if layout == .sideBySide {
                    made.append(secondary.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
                    if let text { made.append(secondary.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: horizontalPadding)) }
                } else {
                    made += [secondary.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                             secondary.leadingAnchor.constraint(equalTo: text?.trailingAnchor ?? leading, constant: 6)]
                }
            } else if let text {
                made.append(text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor))
            }
        }
        constraints = made
        NSLayoutConstraint.activate(made)
    }
}
