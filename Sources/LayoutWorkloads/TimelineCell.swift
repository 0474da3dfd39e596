import Foundation
import Trellis

/// The seed timeline cell: nested stack views of labels in text-style fonts,
/// an avatar, a "retweeted by" row whose icon is sized from its label's font,
/// and a photo at its natural width capped by the column, with its aspect ratio.
@MainActor
public final class TimelineCell {
    /// The view the cell's content is laid out in.
    public let contentView: UIView
    /// The "retweeted by" row: an icon sized from its label's font, and the label.
    public let retweetIcon = UIImageView(image: UIImage(systemName: "arrow.2.squarepath"))
    /// Who retweeted.
    public let retweetLabel = UILabel()
    /// The author's picture, 48 × 48.
    public let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    /// The header: name, user name (gives way first) and date (at the trailing edge).
    public let displayName = UILabel(), userName = UILabel(), date = UILabel()
    /// The text, wrapping at the column's width.
    public let body = UILabel()
    /// A 600 × 400 photo at its natural width, capped by the column, at 3 : 2.
    public let media = UIImageView(image: TimelineCell.photo)

    /// A 600 × 400 gradient standing in for a photo.
    static let photo: UIImage? = {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(600 * 400 * 4)
        for y in 0..<400 {
            for x in 0..<600 {
                pixels += [UInt8(90 + x * 120 / 600), UInt8(150 + y * 80 / 400), UInt8(210 - x * 60 / 600), 255]
            }
        }
        return UIImage(rgbaPixels: pixels, width: 600, height: 400)
    }()
    /// The column right of the avatar.
    public let column: UIStackView

    /// Sample texts of the body, one per row in turn.
    static let bodies = [
        "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves 🌸🍃 — and it sizes its own cells.",
        "Short and sweet.",
        "Self-sizing cells are only as right as their text measurement: this one wraps over a few lines at phone widths, and fewer on a tablet.",
        "Numbers: 1,024 rows, 3 columns, 0 jumps 🎯",
    ]

    /// Builds the cell for `row`: its sample body text, and a photo on even rows.
    public convenience init(row: Int) {
        self.init()
        configure(row: row)
    }

    /// Shows `row`: its sample body text, and a photo on even rows (hidden,
    /// the photo collapses out of its stack view).
    public func configure(row: Int) {
        body.text = TimelineCell.bodies[row % TimelineCell.bodies.count]
        media.isHidden = row % 2 == 1
    }

    /// Builds the cell with its sample texts and images, in `contentView`.
    public init(contentView: UIView = UIView()) {
        self.contentView = contentView
        retweetIcon.tintColor = .secondaryLabel
        retweetIcon.contentMode = .scaleAspectFit
        retweetLabel.textColor = .secondaryLabel
        avatar.tintColor = .systemTeal
        media.layer.cornerRadius = 12
        media.clipsToBounds = true
        retweetLabel.font = .preferredFont(forTextStyle: .caption1)
        retweetLabel.text = "Grace Hopper retweeted"
        displayName.font = .preferredFont(forTextStyle: .headline)
        displayName.text = "Ada Lovelace"
        userName.font = .preferredFont(forTextStyle: .subheadline)
        userName.text = "@ada_lovelace_analytical_engine"
        date.font = .preferredFont(forTextStyle: .caption1)
        userName.textColor = .secondaryLabel
        date.textColor = .secondaryLabel
        date.text = "3 h"
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        body.text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves 🌸🍃 — and it sizes its own cells."

        for label in [retweetLabel, displayName, userName, date, body] { label.adjustsFontForContentSizeCategory = true }
        displayName.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        userName.setContentHuggingPriority(.defaultLow, for: .horizontal)
        userName.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)

        let retweetRow = UIStackView(arrangedSubviews: [retweetIcon, retweetLabel])
        retweetRow.alignment = .center
        retweetRow.spacing = 4
        let header = UIStackView(arrangedSubviews: [displayName, userName, date])
        header.spacing = 4
        column = UIStackView(arrangedSubviews: [header, body, media])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        let mainRow = UIStackView(arrangedSubviews: [avatar, column])
        mainRow.alignment = .top
        mainRow.spacing = 10
        let outer = UIStackView(arrangedSubviews: [retweetRow, mainRow])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(outer)

        let iconSide = retweetLabel.font.pointSize * 1.5
        let naturalWidth = media.widthAnchor.constraint(equalToConstant: 600)
        naturalWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            outer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            outer.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            outer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            mainRow.widthAnchor.constraint(equalTo: outer.widthAnchor),
            retweetIcon.widthAnchor.constraint(equalToConstant: iconSide),
            retweetIcon.heightAnchor.constraint(equalToConstant: iconSide),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            header.widthAnchor.constraint(equalTo: column.widthAnchor),
            body.widthAnchor.constraint(equalTo: column.widthAnchor),
            naturalWidth,
            media.widthAnchor.constraint(lessThanOrEqualTo: column.widthAnchor),
            media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 400.0 / 600.0),
        ])
    }

    /// Sizes the cell as a table sizes a self-sizing cell, and lays it out at that size.
    public func fit(width: CGFloat) -> CGSize {
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        contentView.frame = CGRect(origin: .zero, size: size)
        contentView.layoutIfNeeded()
        return size
    }
}


/// The seed timeline cell as a table's cell: registered, dequeued and
/// configured per row, sized by the table from its constraints.
@MainActor
public final class TimelineTableCell: UITableViewCell {
    /// The cell's content.
    public private(set) var content: TimelineCell!

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        content = TimelineCell(contentView: contentView)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A timeline of any number of rows: a self-sizing table that is its own data source.
@MainActor
public final class TimelineTable: UITableView, UITableViewDataSource {
    /// The identifier its cells are reused under.
    public static let cellIdentifier = "tweet"
    /// How many rows it shows.
    public let rowCount: Int

    /// A plain table of `rowCount` timeline rows.
    public init(frame: CGRect, rowCount: Int) {
        self.rowCount = rowCount
        super.init(frame: frame, style: .plain)
        register(TimelineTableCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        dataSource = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? TimelineTableCell)?.content.configure(row: indexPath.row)
        return cell
    }
}

/// A phone screen showing a timeline.
public enum TimelineScreen {
    /// A timeline table of 1,000 rows, laid out, `size` points large (an
    /// iPhone 15's by default), inside `host` when given (whose traits it then takes).
    @MainActor
    public static func make(size: CGSize = CGSize(width: 390, height: 844), in host: UIView? = nil) -> UIView {
        let table = TimelineTable(frame: CGRect(origin: .zero, size: size), rowCount: 1_000)
        host?.addSubview(table)
        table.layoutIfNeeded()
        return table
    }
}
