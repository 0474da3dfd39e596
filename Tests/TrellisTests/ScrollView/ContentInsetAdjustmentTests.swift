import Foundation
import Testing
@testable import Trellis

/// `contentInsetAdjustmentBehavior` in each of its four modes, for a scroll
/// view, a table and a collection view shown by a navigation controller on
/// an iPhone 15 (safe area 59 at the top and 34 at the bottom in portrait,
/// 59 at the sides and 21 at the bottom in landscape; a 44-point navigation
/// bar in portrait), as UIKit documents the modes.
@MainActor
@Suite struct ContentInsetAdjustmentTests {
    typealias Behavior = UIScrollView.ContentInsetAdjustmentBehavior

    /// A screen whose view is a scroll view of a given content height.
    final class ArticleController: UIViewController {
        let contentHeight: CGFloat
        let behavior: Behavior
        init(contentHeight: CGFloat, behavior: Behavior) {
            self.contentHeight = contentHeight
            self.behavior = behavior
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func loadView() {
            let scrollView = UIScrollView()
            scrollView.contentInsetAdjustmentBehavior = behavior
            view = scrollView
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            (view as? UIScrollView)?.contentSize = CGSize(width: view.bounds.width, height: contentHeight)
        }
    }

    final class SettingsController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    final class AlbumsController: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "album")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
        }
    }

    private func show(_ controller: UIViewController, inNavigation: Bool = true) -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(inNavigation ? UINavigationController(rootViewController: controller) : controller)
        return host
    }

    private static let portraitBars = UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0)

    @Test(arguments: [
        (Behavior.automatic, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),  // shown by a navigation controller: always vertical
        (.scrollableAxes, .zero),  // short content does not scroll: nothing
        (.never, .zero),
        (.always, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
    ])
    func aShortScrollViewInANavigationController(behavior: Behavior, expected: UIEdgeInsets) throws {
        let controller = ArticleController(contentHeight: 200, behavior: behavior)
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        let scrollView = try #require(controller.view as? UIScrollView)
        #expect(scrollView.safeAreaInsets == Self.portraitBars)
        #expect(scrollView.adjustedContentInset == expected)
        #expect(scrollView.contentOffset.y == -expected.top)
    }

    @Test(arguments: [(Behavior.automatic, true), (.scrollableAxes, true), (.never, false), (.always, true)])
    func aTallScrollViewInANavigationController(behavior: Behavior, adjusted: Bool) throws {
        let controller = ArticleController(contentHeight: 3_000, behavior: behavior)
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        let scrollView = try #require(controller.view as? UIScrollView)
        #expect(scrollView.adjustedContentInset == (adjusted ? Self.portraitBars : .zero))
    }

    @Test func automaticOutsideABarControllerAdjustsOnlyWhatScrolls() throws {
        let short = ArticleController(contentHeight: 200, behavior: .automatic)
        let shortHost = show(short, inNavigation: false)
        #expect((short.view as? UIScrollView)?.adjustedContentInset == .zero)
        let tall = ArticleController(contentHeight: 3_000, behavior: .automatic)
        let tallHost = show(tall, inNavigation: false)
        defer { withExtendedLifetime((shortHost, tallHost)) {} }
        #expect((tall.view as? UIScrollView)?.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test(arguments: [
        (Behavior.automatic, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),  // a table always bounces vertically
        (.never, .zero),
        (.always, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
    ])
    func aShortTableInANavigationController(behavior: Behavior, expected: UIEdgeInsets) {
        let controller = SettingsController(style: .plain)
        controller.loadViewIfNeeded()
        controller.tableView.contentInsetAdjustmentBehavior = behavior
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        #expect(controller.tableView.alwaysBounceVertical)
        #expect(controller.tableView.adjustedContentInset == expected)
        // The first row sits just below the navigation bar, or under it.
        let firstRow = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(firstRow.map { controller.tableView.convert($0.frame, to: nil).minY } == expected.top)
    }

    @Test(arguments: [
        (Behavior.automatic, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
        (.scrollableAxes, .zero),  // three items do not fill the screen, and a collection view does not always bounce
        (.never, .zero),
        (.always, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
    ])
    func aShortCollectionViewInANavigationController(behavior: Behavior, expected: UIEdgeInsets) {
        let controller = AlbumsController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        controller.collectionView.contentInsetAdjustmentBehavior = behavior
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        #expect(controller.collectionView.adjustedContentInset == expected)
        let first = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(first.map { controller.collectionView.convert($0.frame, to: nil).minY } == expected.top)
    }

    @Test(arguments: [
        (Behavior.automatic, false), (.scrollableAxes, false), (.never, false), (.always, true),
    ])
    func inLandscapeOnlyAlwaysAddsTheSidesOfAListThatDoesNotScrollSideways(behavior: Behavior, sides: Bool) {
        let controller = AlbumsController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        controller.collectionView.contentInsetAdjustmentBehavior = behavior
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        host.rotate(to: .landscapeLeft)
        let inset = controller.collectionView.adjustedContentInset
        #expect(controller.collectionView.safeAreaInsets.left == 59 && controller.collectionView.safeAreaInsets.right == 59)
        #expect(inset.left == (sides ? 59 : 0) && inset.right == (sides ? 59 : 0))
    }

    @Test func aHorizontallyScrollingStripTakesTheSidesWhenItScrolls() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 300)
        let controller = AlbumsController(collectionViewLayout: layout)
        controller.loadViewIfNeeded()
        controller.collectionView.contentInsetAdjustmentBehavior = .scrollableAxes
        let host = show(controller)
        defer { withExtendedLifetime(host) {} }
        host.rotate(to: .landscapeLeft)
        // One 300-point item a column; three columns and their spacing (920) are wider than the screen: it scrolls sideways.
        let inset = controller.collectionView.adjustedContentInset
        #expect(inset.left == 59 && inset.right == 59)
    }
}
