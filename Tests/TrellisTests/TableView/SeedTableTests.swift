import Foundation
import LayoutWorkloads
import Testing
@testable import Trellis

/// The quotes seed's cell: an optional 64 × 64 photo (its height at 999, so
/// that it gives way to the table's height), the quote wrapping beside it
/// (hugging 751), the name under it at 21 points, both bottoms `>=` the
/// content view's; no photo is shown by setting the photo's width and gap to 0.
@MainActor
final class QuoteCell: UITableViewCell {
    let photo = UIImageView()
    let quote = UILabel()
    let name = UILabel()
    private var photoWidth: NSLayoutConstraint!
    private var photoGap: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        quote.numberOfLines = 0
        quote.font = .preferredFont(forTextStyle: .body)
        quote.setContentHuggingPriority(UILayoutPriority(751), for: .vertical)
        name.font = .preferredFont(forTextStyle: .footnote)
        for view in [photo, quote, name] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        photoWidth = photo.widthAnchor.constraint(equalToConstant: 64)
        photoGap = quote.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 8)
        let photoHeight = photo.heightAnchor.constraint(equalToConstant: 64)
        photoHeight.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            photo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            photoWidth, photoHeight, photoGap,
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: photo.bottomAnchor, constant: 8),
            quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            quote.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: quote.bottomAnchor, constant: 4),
            name.leadingAnchor.constraint(equalTo: quote.leadingAnchor),
            name.trailingAnchor.constraint(equalTo: quote.trailingAnchor),
            name.heightAnchor.constraint(equalToConstant: 21),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: name.bottomAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func show(quote text: String, by person: String, withPhoto: Bool) {
        quote.text = text
        name.text = person
        photo.backgroundColor = withPhoto ? .systemTeal : nil
        photoWidth.constant = withPhoto ? 64 : 0
        photoGap.constant = withPhoto ? 8 : 0
    }
}

/// The chat seed's bubbles: a stretchable bubble image around a wrapping
/// label; the sender's on the left (`>=` on the trailing side), mine on the
/// right (`<=` on the leading side).
@MainActor
class BubbleCell: UITableViewCell {
    let bubble = UIImageView()
    let message = UILabel()

    /// A small rounded bubble, its middle stretched.
    static let bubbleImage: UIImage = {
        var pixels: [UInt8] = []
        for y in 0..<30 {
            for x in 0..<40 {
                let corner = (x < 6 || x > 33) && (y < 6 || y > 23)
                pixels += corner ? [0, 0, 0, 0] : [52, 120, 246, 255]
            }
        }
        return UIImage(rgbaPixels: pixels, width: 40, height: 30)!
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        message.numberOfLines = 0
        message.textColor = .white
        for view in [bubble, message] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate(bubbleConstraints())
        bubble.image = Self.bubbleImage.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), resizingMode: .stretch)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func bubbleConstraints() -> [NSLayoutConstraint] { [] }
}

@MainActor
final class LeftBubbleCell: BubbleCell {
    override func bubbleConstraints() -> [NSLayoutConstraint] {
        [
            contentView.topAnchor.constraint(equalTo: bubble.topAnchor, constant: -10),
            contentView.trailingAnchor.constraint(greaterThanOrEqualTo: bubble.trailingAnchor, constant: 20),
            contentView.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 10),
            contentView.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: -20),
            bubble.topAnchor.constraint(equalTo: message.topAnchor, constant: -5),
            bubble.trailingAnchor.constraint(equalTo: message.trailingAnchor, constant: 10),
            bubble.bottomAnchor.constraint(equalTo: message.bottomAnchor, constant: 5),
            bubble.leadingAnchor.constraint(equalTo: message.leadingAnchor, constant: -20),
        ]
    }
}

@MainActor
final class RightBubbleCell: BubbleCell {
    override func bubbleConstraints() -> [NSLayoutConstraint] {
        [
            contentView.topAnchor.constraint(equalTo: bubble.topAnchor, constant: -10),
            contentView.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: 20),
            contentView.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 10),
            contentView.leadingAnchor.constraint(lessThanOrEqualTo: bubble.leadingAnchor, constant: -20),
            bubble.topAnchor.constraint(equalTo: message.topAnchor, constant: -5),
            bubble.trailingAnchor.constraint(equalTo: message.trailingAnchor, constant: 20),
            bubble.bottomAnchor.constraint(equalTo: message.bottomAnchor, constant: 5),
            bubble.leadingAnchor.constraint(equalTo: message.leadingAnchor, constant: -10),
        ]
    }
}

/// Quotes and messages for the seed tables.
@MainActor
final class SeedSource: UITableViewDataSource {
    enum Kind { case quotes, chat }
    let kind: Kind
    static let quotes = [
        ("Simple things should be simple, complex things should be possible.", "Alan Kay", true),
        ("Premature optimization is the root of all evil.", "Donald Knuth", false),
        ("The most damaging phrase in the language is: it's always been done this way. Ships are safe in harbour, but that is not what ships are built for.", "Grace Hopper", true),
        ("Brevity.", "Anonymous", false),
    ]
    static let messages = [
        ("Are the cells sizing themselves yet?", false),
        ("Yes — every bubble hugs its text, up to 20 points from the far edge, and wraps beyond that. 🎉", true),
        ("Even the long ones that need three or four lines on a small phone, with emoji 🌧️☔️ and all?", false),
        ("ok", true),
    ]

    init(_ kind: Kind) { self.kind = kind }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch kind {
        case .quotes:
            let cell = tableView.dequeueReusableCell(withIdentifier: "quote", for: indexPath) as! QuoteCell
            let (text, person, photo) = Self.quotes[indexPath.row % Self.quotes.count]
            cell.show(quote: text, by: person, withPhoto: photo)
            return cell
        case .chat:
            let (text, mine) = Self.messages[indexPath.row % Self.messages.count]
            let cell = tableView.dequeueReusableCell(withIdentifier: mine ? "right" : "left", for: indexPath) as! BubbleCell
            cell.message.text = text
            return cell
        }
    }

    /// A cell of the row's kind made afresh, configured like the table's.
    func freshCell(for row: Int) -> UITableViewCell {
        switch kind {
        case .quotes:
            let cell = QuoteCell(style: .default, reuseIdentifier: nil)
            let (text, person, photo) = Self.quotes[row % Self.quotes.count]
            cell.show(quote: text, by: person, withPhoto: photo)
            return cell
        case .chat:
            let (text, mine) = Self.messages[row % Self.messages.count]
            let cell: BubbleCell = mine ? RightBubbleCell(style: .default, reuseIdentifier: nil) : LeftBubbleCell(style: .default, reuseIdentifier: nil)
            cell.message.text = text
            return cell
        }
    }
}

@MainActor
@Suite struct SeedTableTests {
    /// Every label of a cell shows all its text: as tall as its lines at its
    /// width, and (one line) as wide as its text, unless it is allowed to truncate.
    func expectLabelsShowAllTheirText(in cell: UIView, truncating: Set<ObjectIdentifier> = [], sourceLocation: SourceLocation = #_sourceLocation) {
        func visit(_ view: UIView) {
            if let label = view as? UILabel, !label.isHidden, label.window != nil || true, !truncating.contains(ObjectIdentifier(label)) {
                let needed = label.intrinsicContentSize(forWidth: label.frame.width)
                #expect(label.frame.height >= needed.height - 1e-6, "\(label.text ?? "") is cut off", sourceLocation: sourceLocation)
                if label.numberOfLines == 1 {
                    #expect(label.frame.width >= label.intrinsicContentSize.width - 1e-6, "\(label.text ?? "") is cut off", sourceLocation: sourceLocation)
                }
            }
            view.subviews.forEach(visit)
        }
        visit(cell)
    }

    /// The height a cell fitted alone takes at `width`.
    func fittedAlone(_ cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        return cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    @Test(arguments: [CGFloat(320), 390, 430, 744])
    func theTimelineRunsInATable(width: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 900))
        let table = TimelineTable(frame: window.bounds, rowCount: 200)
        window.addSubview(table)
        window.layoutIfNeeded()
        table.scroll(to: 2_000)
        #expect(table.visibleCells.count >= 2)
        for cell in table.visibleCells {
            let row = table.indexPath(for: cell)!.row
            let alone = TimelineTableCell(style: .default, reuseIdentifier: nil)
            alone.content.configure(row: row)
            window.addSubview(alone)  // the same traits
            #expect(abs(cell.frame.height - fittedAlone(alone, width: width)) < 1e-9)
            alone.removeFromSuperview()
            let content = (cell as! TimelineTableCell).content!
            expectLabelsShowAllTheirText(in: cell, truncating: [ObjectIdentifier(content.userName)])
            // The photo is inside the cell and keeps its 3 : 2 shape.
            if !content.media.isHidden {
                let photo = content.media.convert(content.media.bounds, to: cell)
                #expect(photo.maxY <= cell.bounds.height && photo.maxX <= cell.bounds.width)
                #expect(abs(photo.height * 3 - photo.width * 2) < 1e-6)
            }
        }
    }

    @Test(arguments: [SeedSource.Kind.quotes, .chat], [CGFloat(320), 390, 744])
    func theQuotesAndChatTablesRun(kind: SeedSource.Kind, width: CGFloat) {
        let source = SeedSource(kind)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(QuoteCell.self, forCellReuseIdentifier: "quote")
        table.register(LeftBubbleCell.self, forCellReuseIdentifier: "left")
        table.register(RightBubbleCell.self, forCellReuseIdentifier: "right")
        table.separatorStyle = kind == .chat ? .none : .singleLine
        table.dataSource = source
        window.addSubview(table)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            window.layoutIfNeeded()
            table.scroll(to: 600)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        for cell in table.visibleCells {
            let row = table.indexPath(for: cell)!.row
            #expect(abs(cell.frame.height - fittedAlone(source.freshCell(for: row), width: width)) < 1e-9)
            expectLabelsShowAllTheirText(in: cell)
            if let cell = cell as? BubbleCell {
                // A bubble keeps 20 points from the far edge and hugs short text.
                let bubble = cell.bubble.frame
                #expect(bubble.minX >= 20 - 1e-9 && bubble.maxX <= cell.contentView.bounds.width - 20 + 1e-9)
                #expect(cell.message.frame.width <= cell.message.intrinsicContentSize.width + 1e-6)
                if cell is RightBubbleCell { #expect(abs(bubble.maxX - (cell.contentView.bounds.width - 20)) < 1e-9) }
            }
            if let cell = cell as? QuoteCell {
                #expect(cell.photo.frame.width == (cell.photo.backgroundColor == nil ? 0 : 64))
                #expect(cell.frame.height >= (cell.photo.frame.width > 0 ? 80 : 0))
            }
        }
    }
}
