import Trellis

// Screens that adapt as programmatic-layout tutorials have them adapt, in
// Swift 5 mode: a tab bar controller that makes its tabs in `init()`, a
// column whose constraints are rebuilt in `viewWillTransition` from the size
// class and the device's orientation, and a pager that notes the page a drag
// ends on and goes back to it from the main queue after a rotation.

/// Two tabs made before the view loads: a navigation stack and a plain screen.
final class LibraryTabBarController: UITabBarController {
    static let titles = ["Shelves", "About"]
    let shelves = UIViewController()
    let about = UIViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        let stack = UINavigationController(rootViewController: shelves)
        stack.tabBarItem = UITabBarItem(title: LibraryTabBarController.titles[0], image: UIImage(named: "shelves"), selectedImage: nil)
        about.tabBarItem = UITabBarItem(title: LibraryTabBarController.titles[1], image: UIImage(named: "about"), selectedImage: nil)
        viewControllers = [stack, about]
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented.")
    }
}

/// A column that takes two thirds of the width of a regular-width screen
/// held sideways, and the whole width otherwise. A rotation need not change
/// the size class, so the constraints are rebuilt as the size is about to
/// change, and once after the first layout (when the device's orientation
/// is known).
final class ReadingColumnViewController: UIViewController {
    let column = UIView()
    private var columnConstraints: [NSLayoutConstraint] = []
    private var placed = false
    private(set) var placements: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !placed else { return }
        placed = true
        placeColumn()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        placeColumn()
    }

    private func placeColumn() {
        NSLayoutConstraint.deactivate(columnConstraints)
        let narrowed = traitCollection.horizontalSizeClass == .regular && UIDevice.current.orientation.isLandscape
        placements.append(narrowed)
        let sides = narrowed
            ? [column.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2.0 / 3.0), column.centerXAnchor.constraint(equalTo: view.centerXAnchor)]
            : [column.leadingAnchor.constraint(equalTo: view.leadingAnchor), column.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        columnConstraints = sides + [
            column.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(columnConstraints)
    }
}

/// Whole-screen pages side by side. The page a drag comes to rest on is
/// noted; after a rotation the pager scrolls back to it from the main queue,
/// once the new width has been laid out.
final class PagerViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var page = 0
    private(set) var returns = 0

    private(set) lazy var pages: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let pages = UICollectionView(frame: .zero, collectionViewLayout: layout)
        pages.isPagingEnabled = true
        pages.contentInsetAdjustmentBehavior = .never
        pages.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        pages.dataSource = self
        pages.delegate = self
        return pages
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pages)
        NSLayoutConstraint.activate([
            pages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.topAnchor.constraint(equalTo: view.topAnchor),
            pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.frame.size
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        0
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        page = Int(targetContentOffset.pointee.x / scrollView.frame.width)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        DispatchQueue.main.async { [weak self] in
            guard let self = self else { return }
            self.returns += 1
            self.pages.setContentOffset(CGPoint(x: self.pages.frame.width * CGFloat(self.page), y: 0), animated: false)
        }
    }
}
