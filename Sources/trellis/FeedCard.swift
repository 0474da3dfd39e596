import Foundation
import LayoutWorkloads
import Trellis

/// A feed card laid out the UIKit way: an avatar, a name that prefers its
/// natural width, a badge at the trailing edge that the name never overlaps,
/// and a body text that wraps at whatever width it gets. The labels are real
/// text (Inter, with Noto for emoji), measured by Pango's shaping.
@MainActor
final class FeedCard {
    let view = UIView()
    let avatar = FixedSizeView(width: 48, height: 48)
    let name = UILabel()
    let badge = FixedSizeView(width: 60, height: 20)
    let body = UILabel()

    init(body text: String) {
        view.backgroundColor = .systemBackground
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 24
        avatar.clipsToBounds = true
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 10
        name.text = "Ada Lovelace · @ada"
        name.font = .preferredFont(forTextStyle: .headline)
        body.text = text
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        for subview in [avatar, name, badge, body] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
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
}
