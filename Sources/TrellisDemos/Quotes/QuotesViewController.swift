import Foundation
import Trellis

/// A quote, by someone, with a photo or not.
struct Quote: Sendable {
    let text: String
    let person: String
    let hasPhoto: Bool

    static let samples = [
        Quote(text: "Simplicity is prerequisite for reliability.", person: "Edsger Dijkstra", hasPhoto: true),
        Quote(text: "The most dangerous phrase in the language is: we've always done it this way.", person: "Grace Hopper", hasPhoto: true),
        Quote(text: "Talk is cheap. Show me the code.", person: "Linus Torvalds", hasPhoto: false),
        Quote(text: "Programs must be written for people to read, and only incidentally for machines to execute. A program that cannot be read cannot be trusted, however clever it is.", person: "Harold Abelson", hasPhoto: true),
        Quote(text: "Premature optimization is the root of all evil.", person: "Donald Knuth", hasPhoto: false),
        Quote(text: "Beware of bugs in the above code; I have only proved it correct, not tried it.", person: "Donald Knuth", hasPhoto: true),
        Quote(text: "Make it work, make it right, make it fast.", person: "Kent Beck", hasPhoto: false),
        Quote(text: "Any sufficiently advanced technology is indistinguishable from magic.", person: "Arthur C. Clarke", hasPhoto: true),
    ]
}

/// The quotes demo's cell: a 64 × 64 photo (its height at priority 999, so
/// that a row height the table imposes wins without a conflict), the quote
/// wrapping beside it, the name under the quote at 21 points (or more for
/// large text sizes), both bottoms
/// `>=` the content view's; with no photo, its width and gap are set to 0.
@MainActor
final class QuoteCell: UITableViewCell {
    static let identifier = "quote"
    let photoView = UIImageView()
    let quoteLabel = UILabel()
    let nameLabel = UILabel()
    private var photoWidth: NSLayoutConstraint!
    private var photoGap: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.layer.cornerRadius = 32
        photoView.layer.masksToBounds = true
        photoView.contentMode = .scaleAspectFill
        quoteLabel.numberOfLines = 0
        quoteLabel.font = .preferredFont(forTextStyle: .body)
        quoteLabel.adjustsFontForContentSizeCategory = true
        quoteLabel.setContentHuggingPriority(UILayoutPriority(751), for: .vertical)
        nameLabel.font = .preferredFont(forTextStyle: .footnote)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .secondaryLabel
        for view in [photoView, quoteLabel, nameLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        photoWidth = photoView.widthAnchor.constraint(equalToConstant: 64)
        photoGap = quoteLabel.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 12)
        let photoHeight = photoView.heightAnchor.constraint(equalToConstant: 64)
        photoHeight.priority = UILayoutPriority(999)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photoView.topAnchor.constraint(equalTo: margins.topAnchor),
            photoWidth, photoHeight, photoGap,
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: photoView.bottomAnchor),
            quoteLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            quoteLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: quoteLabel.bottomAnchor, constant: 6),
            nameLabel.leadingAnchor.constraint(equalTo: quoteLabel.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: quoteLabel.trailingAnchor),
            // 21 points, as the seed has it, or taller when a large text size needs it.
            nameLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 21),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: nameLabel.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(_ quote: Quote, photo: UIImage?) {
        quoteLabel.text = "“\(quote.text)”"
        nameLabel.text = quote.person
        photoView.image = photo
        photoView.isHidden = photo == nil
        photoWidth.constant = photo == nil ? 0 : 64
        photoGap.constant = photo == nil ? 0 : 12
    }
}

/// The quotes demo's screen: a table view controller that estimates its
/// rows (50 points, or its own estimate row by row) and sizes them from their cells.
@MainActor
public final class QuotesViewController: UITableViewController {
    let quotes = (0..<5).flatMap { _ in Quote.samples }
    private var photos: [String: UIImage] = [:]

    /// The quotes screen.
    public init() {
        super.init(style: .plain)
        title = "Quotes"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(QuoteCell.self, forCellReuseIdentifier: QuoteCell.identifier)
        tableView.estimatedRowHeight = 50
        tableView.rowHeight = UITableView.automaticDimension
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { quotes.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: QuoteCell.identifier, for: indexPath) as! QuoteCell
        let quote = quotes[indexPath.row]
        cell.show(quote, photo: quote.hasPhoto ? photo(for: quote.person) : nil)
        return cell
    }

    /// A rough guess from the quote's length, so that the scroll bar starts close.
    public override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(60 + quotes[indexPath.row].text.count / 2)
    }

    func photo(for person: String) -> UIImage {
        if let image = photos[person] { return image }
        let initials = String(person.split(separator: " ").compactMap(\.first).prefix(2))
        let image = Artwork.avatar(initials: initials, hue: person.count)
        photos[person] = image
        return image
    }
}
