import Trellis

// UIKit code as a Swift 6 app writes it: Sendable models, main-actor view
// code (subclasses of UIKit's classes are main-actor isolated, free
// functions that build views say so), a diffable data source.

struct Post: Hashable, Sendable, Identifiable {
    let id: UUID
    let author: String
    let text: String
}

@MainActor
func makeAuthorLabel() -> UILabel {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

/// A number formatted off the main actor (no UIKit involved).
nonisolated func likesText(_ count: Int) -> String {
    count == 1 ? "1 like" : "\(count) likes"
}

final class PostCell: UICollectionViewCell {
    static let reuseIdentifier = "PostCell"
    let authorLabel = makeAuthorLabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(authorLabel)
        contentView.addSubview(bodyLabel)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            authorLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with post: Post) {
        authorLabel.text = post.author
        bodyLabel.text = post.text
    }
}

final class FeedViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Post>!
    let posts: [Post]

    init(posts: [Post]) {
        self.posts = posts
        super.init(collectionViewLayout: FeedViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func makeLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: PostCell.reuseIdentifier)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, post in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
            cell.configure(with: post)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Post>()
        snapshot.appendSections([0])
        snapshot.appendItems(posts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
