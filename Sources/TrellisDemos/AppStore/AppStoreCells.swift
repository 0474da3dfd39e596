import Foundation
import Trellis

/// The App Store demo's type: its fonts, scaled with Dynamic Type, and the
/// heights its sections give them.
@MainActor
enum AppStoreType {
    static let eyebrow = (style: UIFont.TextStyle.footnote, font: UIFont.systemFont(ofSize: 12, weight: .semibold))
    static let featureTitle = (style: UIFont.TextStyle.title2, font: UIFont.systemFont(ofSize: 22, weight: .regular))
    static let featureSubtitle = (style: UIFont.TextStyle.title3, font: UIFont.systemFont(ofSize: 20, weight: .regular))
    static let sectionTitle = (style: UIFont.TextStyle.title2, font: UIFont.systemFont(ofSize: 22, weight: .bold))
    static let appName = (style: UIFont.TextStyle.body, font: UIFont.systemFont(ofSize: 16, weight: .regular))
    static let appCategory = (style: UIFont.TextStyle.subheadline, font: UIFont.systemFont(ofSize: 13, weight: .regular))
    static let get = (style: UIFont.TextStyle.subheadline, font: UIFont.systemFont(ofSize: 15, weight: .bold))

    /// A label in one of the type's fonts, following the content size category.
    static func label(_ type: (style: UIFont.TextStyle, font: UIFont), color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFontMetrics(forTextStyle: type.style).scaledFont(for: type.font)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        return label
    }

    /// How tall a line of a font is at a content size category.
    static func lineHeight(_ type: (style: UIFont.TextStyle, font: UIFont), _ category: UIContentSizeCategory) -> CGFloat {
        UIFontMetrics(forTextStyle: type.style).scaledFont(for: type.font, contentSizeCategory: category).lineHeight.rounded(.up)
    }
}

/// A featured story: a blue eyebrow, a title, a subtitle and a wide image
/// with rounded corners, as at the top of the App Store's Apps tab.
@MainActor
final class FeatureCell: UICollectionViewCell {
    let eyebrow = AppStoreType.label(AppStoreType.eyebrow, color: .systemBlue)
    let title = AppStoreType.label(AppStoreType.featureTitle)
    let subtitle = AppStoreType.label(AppStoreType.featureSubtitle, color: .secondaryLabel)
    let artwork = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        artwork.translatesAutoresizingMaskIntoConstraints = false
        artwork.contentMode = .scaleAspectFill
        artwork.clipsToBounds = true
        artwork.layer.cornerRadius = 10
        artwork.layer.cornerCurve = .continuous
        for view in [eyebrow, title, subtitle, artwork] { contentView.addSubview(view) }
        // Stories truncate what does not fit, as the App Store's do.
        for label in [eyebrow, title, subtitle] { label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal) }
        // The artwork takes what the text leaves.
        artwork.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        artwork.setContentHuggingPriority(.defaultLow, for: .vertical)
        NSLayoutConstraint.activate([
            eyebrow.topAnchor.constraint(equalTo: contentView.topAnchor),
            title.topAnchor.constraint(equalTo: eyebrow.bottomAnchor, constant: 2),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor),
            artwork.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 10),
            artwork.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ] + [eyebrow, title, subtitle, artwork].flatMap { view in [
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ] })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows a story.
    func show(_ feature: AppStoreViewController.Feature) {
        eyebrow.text = feature.eyebrow.uppercased()
        title.text = feature.title
        subtitle.text = feature.subtitle
        artwork.image = Artwork.banner(hue: feature.hue)
    }
}

/// An app in a list: its icon, name and category, a GET button, and a
/// hairline below unless it is the last of its column.
@MainActor
final class AppRowCell: UICollectionViewCell {
    let icon = UIImageView()
    let name = AppStoreType.label(AppStoreType.appName)
    let category = AppStoreType.label(AppStoreType.appCategory, color: .secondaryLabel)
    let get = GetButton()
    let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.clipsToBounds = true
        icon.layer.cornerRadius = 14
        icon.layer.cornerCurve = .continuous
        get.translatesAutoresizingMaskIntoConstraints = false
        separator.translatesAutoresizingMaskIntoConstraints = false
        separator.backgroundColor = .separator
        let text = UIStackView(arrangedSubviews: [name, category])
        text.axis = .vertical
        text.spacing = 2
        text.translatesAutoresizingMaskIntoConstraints = false
        for view in [icon, text, get, separator] { contentView.addSubview(view) }
        name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        category.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 64),
            icon.heightAnchor.constraint(equalToConstant: 64),
            text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            get.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 12),
            get.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            get.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            separator.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows an app; `last` hides the hairline.
    func show(_ app: AppStoreViewController.App, last: Bool) {
        icon.image = Artwork.appIcon(letter: String(app.name.prefix(1)), hue: app.hue)
        name.text = app.name
        category.text = app.category
        separator.isHidden = last
    }
}

/// The App Store's GET button: bold blue capitals on a grey capsule.
@MainActor
final class GetButton: UIView {
    let title = AppStoreType.label(AppStoreType.get, color: .systemBlue)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 14
        title.text = "GET"
        title.textAlignment = .center
        addSubview(title)
        // 74 × 28, or larger around larger text.
        let width = widthAnchor.constraint(equalToConstant: 74)
        let height = heightAnchor.constraint(equalToConstant: 28)
        width.priority = .defaultLow
        height.priority = .defaultLow
        NSLayoutConstraint.activate([
            title.centerXAnchor.constraint(equalTo: centerXAnchor),
            title.centerYAnchor.constraint(equalTo: centerYAnchor),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 14),
            title.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 4),
            widthAnchor.constraint(greaterThanOrEqualToConstant: 74),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 28),
            width, height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section's title under a hairline, with "See All" on the right, on
/// the background so that it hides what scrolls under it when pinned (the
/// section's insets place it).
@MainActor
final class SectionTitleView: UICollectionReusableView {
    let title = AppStoreType.label(AppStoreType.sectionTitle)
    let seeAll = AppStoreType.label(AppStoreType.appName, color: .systemBlue)
    let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        seeAll.text = "See All"
        separator.translatesAutoresizingMaskIntoConstraints = false
        separator.backgroundColor = .separator
        // The background reaches past the section's insets to the screen's edges, over the shelf's peeking column.
        let backdrop = UIView()
        backdrop.translatesAutoresizingMaskIntoConstraints = false
        backdrop.backgroundColor = .systemBackground
        for view in [backdrop, separator, title, seeAll] { addSubview(view) }
        title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            backdrop.topAnchor.constraint(equalTo: topAnchor),
            backdrop.bottomAnchor.constraint(equalTo: bottomAnchor),
            backdrop.leadingAnchor.constraint(equalTo: leadingAnchor, constant: -40),
            backdrop.trailingAnchor.constraint(equalTo: trailingAnchor, constant: 40),
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 0.5),
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            seeAll.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            seeAll.trailingAnchor.constraint(equalTo: trailingAnchor),
            seeAll.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The rounded card behind a section, drawn by the layout as a decoration.
@MainActor
final class CardBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
