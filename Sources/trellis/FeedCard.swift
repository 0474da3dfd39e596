import Foundation
import Trellis

/// A feed card laid out the UIKit way: an avatar, a name that prefers its
/// natural width, a badge at the trailing edge that the name never overlaps,
/// and a body text that wraps at whatever width it gets. The labels are real
/// text (Inter, with Noto for emoji), measured by Pango's shaping.
@MainActor
final class FeedCard {
    let view = UIView()
    let avatar = UIView()
    let name = UILabel()
    let badge = UIView()
    let body = UILabel()

    /// The widths the demo lays the card out at: an iPhone SE, an iPhone 15,
    /// an iPhone 15 Pro Max, and an iPad (10th generation) in portrait.
    nonisolated static let deviceWidths: [CGFloat] = [320, 375, 430, 820]

    /// The demo's text.
    static let demoText = "Trellis lays this card out with Auto Layout on Linux 🐧, measures the text at the width it gets, and sizes the card like a self-sizing cell."

    init(body text: String = FeedCard.demoText) {
        view.backgroundColor = .secondarySystemGroupedBackground
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 24
        avatar.clipsToBounds = true
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 10
        name.text = "Ada Lovelace · @ada"
        name.font = .preferredFont(forTextStyle: .headline)
        name.adjustsFontForContentSizeCategory = true
        body.text = text
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.numberOfLines = 0
        for subview in [avatar, name, badge, body] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 60),
            badge.heightAnchor.constraint(equalToConstant: 20),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: avatar.topAnchor),
            body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 6),
            view.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 16),
            view.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 16),
        ])
    }

    /// Sizes the card as a table sizes a self-sizing cell (width fixed, height
    /// from the constraints), then lays it out at that size.
    func layout(width: CGFloat) {
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
    }

    /// How wide ``canvas(widths:traits:)`` is: the cards side by side, 16 points apart and from the edges.
    nonisolated static func canvasWidth(widths: [CGFloat]) -> CGFloat {
        widths.reduce(16) { $0 + $1 + 16 }
    }

    /// Cards at each width side by side on a grouped background, laid out
    /// with `traits` (appearance, text size), ready to draw.
    static func canvas(widths: [CGFloat], traits: UITraitOverrides) -> UIView {
        let canvas = UIView()
        canvas.traitOverrides = traits
        canvas.backgroundColor = .systemGroupedBackground
        var x: CGFloat = 16, height: CGFloat = 0
        for width in widths {
            let card = FeedCard()
            card.view.layer.cornerRadius = 12
            card.view.layer.shadowOpacity = 0.12
            card.view.layer.shadowRadius = 8
            card.view.layer.shadowOffset = CGSize(width: 0, height: 3)
            canvas.addSubview(card.view)  // first, so that its labels take the canvas's traits
            card.layout(width: width)
            card.view.frame.origin = CGPoint(x: x, y: 16)
            x += width + 16
            height = max(height, card.view.frame.height)
        }
        canvas.frame = CGRect(x: 0, y: 0, width: x, height: height + 32)
        canvas.layoutIfNeeded()
        return canvas
    }
}
