import Foundation
import Trellis

/// The demo's root: the App Store's tabs, Apps showing.
@MainActor
public final class AppStoreTabBarController: UITabBarController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        let today = UINavigationController(rootViewController: PlaceholderViewController(title: "Today"))
        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "star"), selectedImage: nil)
        let apps = UINavigationController(rootViewController: AppStoreViewController())
        apps.tabBarItem = UITabBarItem(title: "Apps", image: UIImage(systemName: "square.and.arrow.up"), selectedImage: nil)
        let search = UINavigationController(rootViewController: PlaceholderViewController(title: "Search"))
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
        viewControllers = [today, apps, search]
        selectedIndex = 1
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A tab the demo does not fill.
@MainActor
final class PlaceholderViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

/// The App Store's Apps tab: featured stories that page one at a time,
/// centred; shelves of apps three to a column that come to rest at a
/// column's edge, under a title that stays in view while its shelf does;
/// and a list of apps on a rounded card the layout draws behind it. One
/// compositional layout, a diffable data source, registrations.
@MainActor
final class AppStoreViewController: UIViewController {
    /// A featured story.
    struct Feature: Hashable {
        let eyebrow: String, title: String, subtitle: String, hue: Int
    }

    /// An app in a list.
    struct App: Hashable {
        let name: String, category: String, hue: Int
        /// Where it is listed (one app may be in two lists).
        let list: Section
    }

    enum Section: Int, CaseIterable, Hashable {
        case featured, loved, essentials, topFree

        var title: String? {
            switch self {
            case .featured: nil
            case .loved: "Apps We Love"
            case .essentials: "Must-Have Apps"
            case .topFree: "Top Free Apps"
            }
        }
    }

    enum Item: Hashable {
        case feature(Feature)
        case app(App)
    }

    static let titleKind = "section-title"
    static let cardKind = "card"

    static let features = [
        Feature(eyebrow: "New App", title: "Paperplane", subtitle: "Letters that fly across the world", hue: 0),
        Feature(eyebrow: "Editors' Choice", title: "Tidewater", subtitle: "Know the sea before you sail", hue: 2),
        Feature(eyebrow: "Major Update", title: "Lumen Notes 4", subtitle: "Handwriting, now searchable", hue: 3),
        Feature(eyebrow: "Now Available", title: "Pocket Orchard", subtitle: "Grow a garden on your balcony", hue: 1),
        Feature(eyebrow: "Get Started", title: "Hikelog", subtitle: "Every trail, offline", hue: 5),
    ]

    static let apps: [(String, String)] = [
        ("Quill", "Productivity"), ("Metronome Pro", "Music"), ("Budgeteer", "Finance"), ("Starfield Maps", "Navigation"),
        ("Ferment", "Food & Drink"), ("Loop Radio", "Music"), ("Tiny Atlas", "Travel"), ("Sprout", "Education"),
        ("Pebble Photo", "Photo & Video"), ("Stillwater", "Health & Fitness"), ("Kite", "Social Networking"), ("Cinder", "Weather"),
    ]

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Apps"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "person.crop.circle"), primaryAction: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
            self?.makeSection(Section(rawValue: index) ?? .featured, environment)
        }
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: Self.cardKind)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        configureDataSource()
    }

    private func configureDataSource() {
        let features = UICollectionView.CellRegistration<FeatureCell, Feature> { cell, _, feature in cell.show(feature) }
        let rows = UICollectionView.CellRegistration<AppRowCell, App> { cell, indexPath, app in
            // The last of each column of three (or of the list) has no hairline.
            let count = Self.apps.count
            let last = app.list == .essentials ? indexPath.item == 4 : indexPath.item % 3 == 2 || indexPath.item == count - 1
            cell.show(app, last: last)
        }
        let titles = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: Self.titleKind) { view, _, indexPath in
            view.title.text = Section(rawValue: indexPath.section)?.title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case let .feature(feature): collectionView.dequeueConfiguredReusableCell(using: features, for: indexPath, item: feature)
            case let .app(app): collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: app)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Self.features.map(Item.feature), toSection: .featured)
        func apps(_ list: Section, _ order: [Int]) -> [Item] {
            order.map { index in .app(App(name: Self.apps[index].0, category: Self.apps[index].1, hue: index, list: list)) }
        }
        snapshot.appendItems(apps(.loved, Array(0..<12)), toSection: .loved)
        snapshot.appendItems(apps(.essentials, [6, 2, 9, 4, 11]), toSection: .essentials)
        snapshot.appendItems(apps(.topFree, [10, 8, 1, 7, 3, 5, 0, 11, 9]), toSection: .topFree)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: Layout

    /// A section of the screen, sized for the content size category.
    private func makeSection(_ section: Section, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let category = environment.traitCollection.preferredContentSizeCategory
        let width = environment.container.contentSize.width
        let margin: CGFloat = 20
        let fill = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let rowHeight = max(64, AppStoreType.lineHeight(AppStoreType.appName, category) + AppStoreType.lineHeight(AppStoreType.appCategory, category) + 2) + 16
        switch section {
        case .featured:
            // One story a page, centred, the next peeking in.
            let text = AppStoreType.lineHeight(AppStoreType.eyebrow, category) + 2 + AppStoreType.lineHeight(AppStoreType.featureTitle, category)
                + AppStoreType.lineHeight(AppStoreType.featureSubtitle, category) + 10
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(max(0, width - 2 * margin)), heightDimension: .absolute(text + 220)),
                subitems: [fill])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
            layoutSection.interGroupSpacing = 10
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
            return layoutSection
        case .loved, .topFree:
            // Columns of three apps, coming to rest at a column's leading edge, the next peeking in.
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(max(0, width - 2 * margin - 24)), heightDimension: .absolute(3 * rowHeight)),
                repeatingSubitem: fill, count: 3)
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            layoutSection.interGroupSpacing = 12
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: margin, bottom: 24, trailing: margin)
            let title = titleItem(category)
            title.pinToVisibleBounds = section == .loved
            layoutSection.boundarySupplementaryItems = [title]
            return layoutSection
        case .essentials:
            // A list on a rounded card.
            let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)), subitems: [row])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: margin, bottom: 36, trailing: margin)
            let title = titleItem(category)
            layoutSection.boundarySupplementaryItems = [title]
            let card = NSCollectionLayoutDecorationItem.background(elementKind: Self.cardKind)
            card.contentInsets = NSDirectionalEdgeInsets(top: title.layoutSize.heightDimension.dimension + 4, leading: margin, bottom: 24, trailing: margin)
            layoutSection.decorationItems = [card]
            return layoutSection
        }
    }

    /// A section's title across the screen.
    private func titleItem(_ category: UIContentSizeCategory) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(AppStoreType.lineHeight(AppStoreType.sectionTitle, category) + 22)),
            elementKind: Self.titleKind, alignment: .top)
    }
}
