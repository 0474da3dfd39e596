import Foundation
import Trellis

/// Someone's story: a few pages of photos.
struct Story: Sendable {
    let username: String
    let initials: String
    let hue: Int
    let pages: Int

    static let samples = [
        Story(username: "ada", initials: "AL", hue: 0, pages: 3),
        Story(username: "grace", initials: "GH", hue: 1, pages: 2),
        Story(username: "linus", initials: "LT", hue: 2, pages: 4),
        Story(username: "margaret", initials: "MH", hue: 3, pages: 1),
        Story(username: "dennis", initials: "DR", hue: 4, pages: 2),
        Story(username: "barbara", initials: "BL", hue: 5, pages: 3),
        Story(username: "ken", initials: "KT", hue: 6, pages: 2),
        Story(username: "frances", initials: "FA", hue: 7, pages: 2),
        Story(username: "edsger", initials: "ED", hue: 8, pages: 1),
        Story(username: "radia", initials: "RP", hue: 9, pages: 2),
    ]
}

extension UIView {
    /// Pins the view to its superview's edges, `constant` inside them.
    func fillSuperview(withConstant constant: CGFloat = 0) {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: constant),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: constant),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -constant),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -constant),
        ])
    }
}

/// A story's round avatar in the strip.
@MainActor
final class MiniStoryCell: UICollectionViewCell {
    static let identifier = "mini-story"
    let avatarView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.borderWidth = 2
        avatarView.layer.borderColor = UIColor.systemPink.cgColor
        contentView.addSubview(avatarView)
        avatarView.fillSuperview()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.layer.cornerRadius = bounds.height / 2
    }
}

/// The strip of stories above the chat: a horizontal collection view whose
/// items are squares as tall as the strip less its insets (set in
/// `layoutSubviews`, once the strip has its height: sized top-down).
@MainActor
final class MiniStoryView: UIView, UICollectionViewDataSource, UICollectionViewDelegate {
    private let verticalInset: CGFloat = 8
    private let horizontalInset: CGFloat = 16
    let stories: [Story]
    private let avatar: (Story) -> UIImage
    /// Called with the story tapped.
    var onSelect: ((Int) -> Void)?

    private lazy var flowLayout: UICollectionViewFlowLayout = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 16
        layout.scrollDirection = .horizontal
        layout.sectionInset = UIEdgeInsets(top: verticalInset, left: horizontalInset, bottom: verticalInset, right: horizontalInset)
        return layout
    }()

    lazy var collectionView: UICollectionView = {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
        collection.register(MiniStoryCell.self, forCellWithReuseIdentifier: MiniStoryCell.identifier)
        collection.showsHorizontalScrollIndicator = false
        collection.alwaysBounceHorizontal = true
        collection.backgroundColor = .systemGroupedBackground
        collection.dataSource = self
        collection.delegate = self
        return collection
    }()

    init(stories: [Story], avatar: @escaping (Story) -> UIImage) {
        self.stories = stories
        self.avatar = avatar
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 96))
        addSubview(collectionView)
        collectionView.fillSuperview()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = collectionView.frame.height - verticalInset * 2
        flowLayout.itemSize = CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { stories.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MiniStoryCell.identifier, for: indexPath) as! MiniStoryCell
        cell.avatarView.image = avatar(stories[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        onSelect?(indexPath.item)
    }
}

/// A story's first page: the avatar and the username, centred between two
/// spacers of equal height.
@MainActor
final class StoryHeaderView: UICollectionReusableView {
    static let identifier = "story-header"
    let avatarView = UIImageView()
    let usernameLabel = UILabel()
    private let topSpacerView = UIView()
    private let bottomSpacerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        usernameLabel.font = .preferredFont(forTextStyle: .title2)
        usernameLabel.adjustsFontForContentSizeCategory = true
        usernameLabel.textAlignment = .center
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 60
        let stackView = UIStackView(arrangedSubviews: [topSpacerView, avatarView, usernameLabel, bottomSpacerView])
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 16
        addSubview(stackView)
        stackView.fillSuperview()
        NSLayoutConstraint.activate([
            topSpacerView.heightAnchor.constraint(equalTo: bottomSpacerView.heightAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 120),
            avatarView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func configure(username: String, avatar: UIImage) {
        usernameLabel.text = username
        avatarView.image = avatar
    }
}

/// One page of a story: a photo filling the page.
@MainActor
final class StoryPageCell: UICollectionViewCell {
    static let identifier = "story-page"
    let photoView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        contentView.addSubview(photoView)
        photoView.fillSuperview()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A story, page by page: a paging collection view whose header and items
/// are each the size of the screen. Turning the device keeps the page that
/// showed centred.
@MainActor
final class UserStoryViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let story: Story
    private let avatar: UIImage
    private let photo: (Int) -> UIImage
    /// The page showing (0: the header).
    private(set) var currentItemIndex = 0

    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(StoryPageCell.self, forCellWithReuseIdentifier: StoryPageCell.identifier)
        collection.register(
            StoryHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: StoryHeaderView.identifier)
        collection.isPagingEnabled = true
        collection.showsHorizontalScrollIndicator = false
        collection.contentInsetAdjustmentBehavior = .never
        collection.dataSource = self
        collection.delegate = self
        return collection
    }()

    init(story: Story, avatar: UIImage, photo: @escaping (Int) -> UIImage) {
        self.story = story
        self.avatar = avatar
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.fillSuperview()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        centerCollectionViewContent()
    }

    /// Puts the page that showed back in the middle at the new width: on the
    /// main queue, once the rotation has given the collection view its new frame.
    private func centerCollectionViewContent() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let offset = CGPoint(x: self.collectionView.frame.width * CGFloat(self.currentItemIndex), y: 0)
            self.collectionView.setContentOffset(offset, animated: false)
        }
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { story.pages }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: StoryPageCell.identifier, for: indexPath) as! StoryPageCell
        cell.photoView.image = photo(indexPath.item)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: StoryHeaderView.identifier, for: indexPath) as! StoryHeaderView
        header.configure(username: story.username, avatar: avatar)
        return header
    }

    // MARK: Flow layout: every page the size of the screen

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.frame.size
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { collectionView.frame.size }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        currentItemIndex = Int(targetContentOffset.pointee.x / scrollView.frame.width)
    }
}
