import Foundation
import Trellis

/// A chat message, sent by me or by the other person.
struct Message: Sendable {
    let text: String
    let sentByMe: Bool

    static let samples = [
        Message(text: "Hi! Did the new layout engine land?", sentByMe: false),
        Message(text: "It did 🎉", sentByMe: true),
        Message(text: "And the cells size themselves from their constraints, even with long messages that need to wrap over several lines on a small phone?", sentByMe: false),
        Message(text: "Yes: each bubble hugs its text until it is 20 points from the far edge, then the text wraps.", sentByMe: true),
        Message(text: "ok", sentByMe: false),
        Message(text: "Right to left too — the bubbles are mirrored. مرحبا", sentByMe: true),
        Message(text: "Nice. Lunch? 🍜", sentByMe: false),
        Message(text: "In ten minutes.", sentByMe: true),
    ]
}

/// A message in a stretchable bubble image around a wrapping label. The
/// other person's bubbles sit on the leading side and grow towards the
/// trailing side (`>=` 20 points from it); mine mirror them (`<=`).
@MainActor
class BubbleCell: UITableViewCell {
    let bubbleView = UIImageView()
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        for view in [bubbleView, messageLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Places the bubble on its side: pinned 20 points from that edge, at
    /// least 20 from the other; 18 points of bubble before the text on the
    /// tail's side, 12 on the other; its image stretched between caps of 20
    /// (tail) and 10 points, mirrored in right-to-left layouts, in its colour.
    func placeBubble(mine: Bool) {
        messageLabel.textColor = mine ? .white : .label
        let (leadingPadding, trailingPadding): (CGFloat, CGFloat) = mine ? (12, 18) : (18, 12)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: bubbleView.topAnchor, constant: -6),
            contentView.bottomAnchor.constraint(equalTo: bubbleView.bottomAnchor, constant: 6),
            mine ? contentView.trailingAnchor.constraint(equalTo: bubbleView.trailingAnchor, constant: 20)
                : contentView.trailingAnchor.constraint(greaterThanOrEqualTo: bubbleView.trailingAnchor, constant: 20),
            mine ? contentView.leadingAnchor.constraint(lessThanOrEqualTo: bubbleView.leadingAnchor, constant: -20)
                : contentView.leadingAnchor.constraint(equalTo: bubbleView.leadingAnchor, constant: -20),
            bubbleView.topAnchor.constraint(equalTo: messageLabel.topAnchor, constant: -8),
            bubbleView.bottomAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 8),
            bubbleView.leadingAnchor.constraint(equalTo: messageLabel.leadingAnchor, constant: -leadingPadding),
            bubbleView.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor, constant: trailingPadding),
        ])
        bubbleView.image = Artwork.bubble(tailOnLeft: !mine)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 17, left: mine ? 10 : 20, bottom: 17, right: mine ? 20 : 10), resizingMode: .stretch)
            .imageFlippedForRightToLeftLayoutDirection()
        bubbleView.tintColor = mine ? .systemBlue : .systemGray5
    }
}

/// The other person's messages: on the leading side, grey.
@MainActor
final class LeftBubbleCell: BubbleCell {
    static let identifier = "left"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        placeBubble(mine: false)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// My messages: on the trailing side, blue.
@MainActor
final class RightBubbleCell: BubbleCell {
    static let identifier = "right"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        placeBubble(mine: true)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The chat demo's screen: a strip of stories above bubbles left and right
/// in a table without separators. Tapping a story shows it full screen, page by page.
@MainActor
public final class ChatViewController: UITableViewController {
    let messages = (0..<4).flatMap { _ in Message.samples }
    private(set) lazy var storyStrip = MiniStoryView(stories: Story.samples) { story in
        Artwork.avatar(initials: story.initials, hue: story.hue)
    }

    /// The chat screen.
    public init() {
        super.init(style: .plain)
        title = "Chat"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(LeftBubbleCell.self, forCellReuseIdentifier: LeftBubbleCell.identifier)
        tableView.register(RightBubbleCell.self, forCellReuseIdentifier: RightBubbleCell.identifier)
        tableView.separatorStyle = .none
        tableView.rowHeight = UITableView.automaticDimension
        tableView.tableHeaderView = storyStrip
        storyStrip.onSelect = { [unowned self] index in showStory(at: index) }
    }

    /// Presents a story full screen.
    func showStory(at index: Int) {
        let story = Story.samples[index]
        let controller = UserStoryViewController(
            story: story, avatar: Artwork.avatar(initials: story.initials, hue: story.hue),
            photo: { page in Artwork.photo(size: CGSize(width: 300, height: 520), hue: story.hue + page) })
        present(controller, animated: true)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        let identifier = message.sentByMe ? RightBubbleCell.identifier : LeftBubbleCell.identifier
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! BubbleCell
        cell.messageLabel.text = message.text
        return cell
    }
}
