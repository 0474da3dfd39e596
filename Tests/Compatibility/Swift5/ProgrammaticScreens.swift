import Trellis

// Screens written as programmatic-layout tutorials write them, in Swift 5
// mode: a property wrapper that turns autoresizing off, constraint helpers in
// an extension, a diffable table of self-sizing cells whose arranged views
// come and go, a horizontal flow layout sized in `viewDidLayoutSubviews`, and
// a detail screen whose photo shrinks as its text scrolls.

/// Turns autoresizing off for the view it wraps.
@propertyWrapper
struct UsesAutoLayout<T: UIView> {
    var wrappedValue: T {
        didSet { wrappedValue.translatesAutoresizingMaskIntoConstraints = false }
    }

    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
        wrappedValue.translatesAutoresizingMaskIntoConstraints = false
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    func activate() { isActive = true }
}

enum Journal {
    struct Entry: Hashable {
        let id: Int
        let title: String
        let note: String?
    }
}

/// A cell whose note label is added to and taken out of its stack on reuse.
final class EntryCell: UITableViewCell {
    @UsesAutoLayout private var stack = UIStackView()
    let titleLabel = UILabel()
    private(set) var noteLabel: UILabel?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        stack.addArrangedSubview(titleLabel)
        contentView.addSubview(stack)
        stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor).activate()
        stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor).activate()
        stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor).activate()
        stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor).withPriority(UILayoutPriority(999)).activate()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(_ entry: Journal.Entry) {
        titleLabel.text = entry.title
        if let note = entry.note {
            let label = noteLabel ?? UILabel()
            label.numberOfLines = 0
            label.font = UIFont.preferredFont(forTextStyle: .body)
            label.text = note
            if noteLabel == nil { stack.insertArrangedSubview(label, at: 1) }
            noteLabel = label
        } else if let label = noteLabel {
            stack.removeArrangedSubview(label)
            label.removeFromSuperview()
            noteLabel = nil
        }
    }
}

final class JournalViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var dataSource = UITableViewDiffableDataSource<Int, Journal.Entry>(tableView: self.tableView) { tableView, indexPath, entry in
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
        cell.update(entry)
        return cell
    }

    func show(_ entries: [Journal.Entry]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Journal.Entry>()
        snapshot.appendSections([0])
        snapshot.appendItems(entries, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(EntryCell.self, forCellReuseIdentifier: "entry")
        tableView.dataSource = dataSource
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = UITableView.automaticDimension
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tabBarItem = UITabBarItem(title: "Journal", image: UIImage(named: "Journal"), selectedImage: nil)
    }
}

/// A strip of stories scrolling sideways, its items as tall as the strip.
final class StoriesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout = UICollectionViewFlowLayout()
    private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private(set) var centredAfterRotation: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .horizontal
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.minimumLineSpacing = 8
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "story")
        collectionView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 120)
        collectionView.autoresizingMask = [.flexibleWidth]
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = collectionView.bounds.height
        if layout.itemSize.height != height { layout.itemSize = CGSize(width: height * 0.6, height: height) }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let first = collectionView.indexPathsForVisibleItems.sorted().first
        coordinator.animate(alongsideTransition: { _ in
            self.collectionView.collectionViewLayout.invalidateLayout()
        }, completion: { _ in
            guard let first else { return }
            self.collectionView.scrollToItem(at: first, at: .centeredHorizontally, animated: false)
            self.centredAfterRotation = first
        })
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: indexPath)
    }
}

/// A photo above a text view; the photo gives up height as the text scrolls.
final class ArticleViewController: UIViewController, UITextViewDelegate {
    static let photoHeight: CGFloat = 200
    @UsesAutoLayout var photo = UIImageView()
    @UsesAutoLayout var textView = UITextView()
    private(set) var photoHeightConstraint: NSLayoutConstraint!

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        root.addSubview(photo)
        root.addSubview(textView)
        view = root
        textView.delegate = self
        textView.isEditable = false
        textView.text = String(repeating: "A cat sleeps sixteen hours a day. ", count: 80)
        photoHeightConstraint = photo.heightAnchor.constraint(equalToConstant: Self.photoHeight)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            photo.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            photoHeightConstraint,
            textView.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        photoHeightConstraint.constant = max(0, Self.photoHeight - max(0, scrollView.contentOffset.y))
    }
}
