import Foundation
import Trellis

/// The timeline demo's screen: a self-sizing table fed by a diffable data
/// source; full width, except on regular-width screens held in landscape,
/// where it is two thirds of the width, centred.
@MainActor
public final class TimelineViewController: UIViewController {
    /// The table of tweets.
    public let tableView = UITableView(frame: .zero, style: .plain)
    private var activeConstraints: [NSLayoutConstraint] = []
    private var isInitialized = false
    private var avatars: [String: UIImage] = [:]
    private var photos: [Tweet.Media: UIImage] = [:]
    private lazy var dataSource = UITableViewDiffableDataSource<Int, Tweet>(tableView: tableView) { [unowned self] table, indexPath, tweet in
        let cell = table.dequeueReusableCell(withIdentifier: TweetCell.identifier, for: indexPath) as! TweetCell
        cell.update(with: tweet, avatars: avatar(for:), photos: photo(for:))
        return cell
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Timeline"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(TweetCell.self, forCellReuseIdentifier: TweetCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tweet>()
        snapshot.appendSections([0])
        snapshot.appendItems(Tweet.samples, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The table's constraints for the size class and orientation.
    private func setUpConstraints() {
        NSLayoutConstraint.deactivate(activeConstraints)
        let margins = view.layoutMarginsGuide
        let vertical = [tableView.topAnchor.constraint(equalTo: margins.topAnchor), tableView.bottomAnchor.constraint(equalTo: margins.bottomAnchor)]
        if traitCollection.horizontalSizeClass == .regular && UIDevice.current.orientation.isLandscape {
            activeConstraints = vertical + [
                tableView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2.0 / 3.0),
                tableView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ]
        } else {
            activeConstraints = vertical + [
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(activeConstraints)
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // As the seed does it: the device reports its new orientation here already.
        setUpConstraints()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !isInitialized {
            isInitialized = true
            setUpConstraints()
        }
    }

    func avatar(for user: Tweet.User) -> UIImage {
        if let image = avatars[user.username] { return image }
        let image = Artwork.avatar(initials: user.initials, hue: user.hue)
        avatars[user.username] = image
        return image
    }

    func photo(for media: Tweet.Media) -> UIImage {
        if let image = photos[media] { return image }
        let image = Artwork.photo(size: CGSize(width: media.width, height: media.height), hue: media.hue)
        photos[media] = image
        return image
    }
}
