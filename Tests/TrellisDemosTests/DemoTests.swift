import Foundation
import Testing
import Trellis
@testable import TrellisDemos
import TrellisRender

/// Every demo on every device, in both orientations, light and dark, at the
/// smallest and an accessibility text size.
@MainActor
@Suite struct DemoTests {
    struct Setting: CustomStringConvertible, Sendable {
        let demo: Demo
        let device: DeviceProfile
        let orientation: UIInterfaceOrientation
        let appearance: UIUserInterfaceStyle
        let category: UIContentSizeCategory
        var description: String { "\(demo) on \(device) \(orientation.isLandscape ? "landscape" : "portrait") \(appearance == .dark ? "dark" : "light") \(category.rawValue)" }
    }

    nonisolated static let settings: [Setting] = Demo.allCases.flatMap { demo in
        DeviceProfile.all.flatMap { device in
            [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
                [(UIUserInterfaceStyle.light, UIContentSizeCategory.extraSmall), (.dark, .accessibilityLarge)].map {
                    Setting(demo: demo, device: device, orientation: orientation, appearance: $0.0, category: $0.1)
                }
            }
        }
    }

    @Test(arguments: settings)
    func eachDemoLaysOutCleanly(setting: Setting) throws {
        let (host, diagnostics) = LayoutDiagnostics.capture { () -> HeadlessHost in
            let host = HeadlessHost(device: setting.device, orientation: setting.orientation, appearance: setting.appearance,
                                    contentSizeCategory: setting.category)
            host.launch(setting.demo.makeRootViewController())
            LayoutDiagnostics.reportAmbiguity(in: host.window)
            return host
        }
        // Strict: nothing unsatisfiable, ambiguous or otherwise reported.
        #expect(diagnostics.isEmpty, "\(setting): \(diagnostics)")
        let controller = try #require(host.window.rootViewController)
        if setting.demo == .appstore {
            // One compositional layout: its cells in view, their text showing.
            let collection = try #require(firstCollection(in: host.window))
            #expect(!collection.visibleCells.isEmpty, "\(setting)")
            for cell in collection.visibleCells { expectLabelsShowTheirText(in: cell, setting) }
            return
        }
        let table = try #require(tableOf(controller))
        #expect(!table.visibleCells.isEmpty)
        for cell in table.visibleCells {
            let path = try #require(table.indexPath(for: cell))
            expectLabelsShowTheirText(in: cell, setting)
            // The same row fitted alone, independently, is as tall.
            // (At the width of the content, and of an accessory view the cell
            // sets beside it: the table insets the content from the safe area.)
            let fresh = freshCell(for: path, in: controller)
            host.window.addSubview(fresh)  // the window's traits
            fresh.frame = CGRect(x: 0, y: 0, width: 1_000, height: 44)
            fresh.layoutIfNeeded()
            let width = cell.contentView.frame.width + (fresh.bounds.width - fresh.contentView.frame.width)
            fresh.contentView.layoutMargins = cell.contentView.layoutMargins  // the table's margins
            // (Inside the safe area: a hosting view keeps its content clear of what it overlaps.)
            fresh.frame = CGRect(x: host.window.safeAreaInsets.left, y: host.window.safeAreaInsets.top, width: width, height: 44)
            let fitted = fresh.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            fresh.removeFromSuperview()
            #expect(abs(fitted.height - cell.contentView.frame.height) < 1e-6, "\(setting), row \(path.row)")
            if let tweet = cell as? TweetCell, let media = tweet.mediaView, let image = media.image {
                // Photos keep their shape and stay in the column (70 % of it in regular width).
                #expect(abs(media.frame.height * image.size.width - media.frame.width * image.size.height) < 1e-3, "\(setting)")
                let limit: CGFloat = host.window.traitCollection.horizontalSizeClass == .regular ? 0.7 : 1
                #expect(media.frame.width <= media.superview!.bounds.width * limit + 1e-6, "\(setting)")
            }
            if let bubble = cell as? BubbleCell {
                let frame = bubble.bubbleView.frame
                #expect(frame.minX >= 20 - 1e-6 && frame.maxX <= bubble.contentView.bounds.width - 20 + 1e-6, "\(setting)")
            }
        }
    }

    @Test func theTimelineFollowsRotationsOnALargeIPad() throws {
        let host = HeadlessHost(device: .iPadPro12_9, orientation: .portrait)
        let controller = TimelineViewController()
        host.launch(controller)
        let table = controller.tableView
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
        host.layout()
        let first = table.indexPathsForVisibleRows?.first
        #expect(table.frame.width == 1024)
        host.rotate(to: .landscapeLeft)
        #expect(abs(table.frame.width - 1366 * 2 / 3) < 1e-6)
        #expect(abs(table.frame.midX - 683) < 1e-6)
        #expect(table.indexPathsForVisibleRows?.first == first)
        // Regular width both ways: the photos' limit never changes.
        #expect(table.visibleCells.compactMap { ($0 as? TweetCell)?.mediaWidthLimit }.allSatisfy { $0 == 0.7 })
        host.rotate(to: .portrait)
        #expect(table.frame.width == 1024)
        #expect(table.indexPathsForVisibleRows?.first == first)
    }

    @Test func photosFlipTheirLimitWhenTheSizeClassDoes() throws {
        let host = HeadlessHost(device: .iPhone15ProMax, orientation: .portrait)
        let controller = TimelineViewController()
        host.launch(controller)
        let limits = { controller.tableView.visibleCells.compactMap { ($0 as? TweetCell)?.mediaWidthLimit } }
        #expect(!limits().isEmpty && limits().allSatisfy { $0 == 1 })
        host.rotate(to: .landscapeLeft)
        // Regular width on the largest phone turned: 70 %.
        #expect(!limits().isEmpty && limits().allSatisfy { $0 == 0.7 })
        host.rotate(to: .portrait)
        #expect(limits().allSatisfy { $0 == 1 })
    }

    // The chat's stories (a horizontal flow layout sized top-down, then a paging one).

    @Test(arguments: [DeviceProfile.iPhoneSE3, .iPhone15ProMax, .iPadPro11], [UIInterfaceOrientation.portrait, .landscapeLeft])
    func theStoryStripIsARowOfSquares(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
        let (host, diagnostics) = LayoutDiagnostics.capture { () -> HeadlessHost in
            let host = HeadlessHost(device: device, orientation: orientation)
            host.launch(ChatViewController())
            return host
        }
        #expect(diagnostics.isEmpty)
        let strip = try #require(host.window.rootViewController as? ChatViewController).storyStrip.collectionView
        let cells = strip.visibleCells.sorted { $0.frame.minX < $1.frame.minX }
        #expect(cells.count >= 3)
        let side = strip.frame.height - 16
        for (index, cell) in cells.enumerated() {
            #expect(cell.frame == CGRect(x: 16 + CGFloat(index) * (side + 16), y: 8, width: side, height: side))
            // The cell's own content is laid out with it (the avatar fills it, round).
            let avatar = (cell as! MiniStoryCell).avatarView
            #expect(avatar.frame == CGRect(x: 0, y: 0, width: side, height: side) && avatar.layer.cornerRadius == side / 2)
        }
        // At rest the content starts after the safe area (clear of the sensor housing, turned).
        let safeLeft = host.window.safeAreaInsets.left
        #expect(strip.adjustedContentInset.left == safeLeft && strip.contentOffset.x == -safeLeft)
        #expect(strip.contentSize == CGSize(width: 32 + 10 * side + 9 * 16, height: strip.frame.height))
    }

    @Test func aTappedStoryShowsPageByPageAndKeepsItsPageWhenTurned() async throws {
        let host = HeadlessHost(device: .iPhone15)
        let chat = ChatViewController()
        host.launch(chat)
        let strip = chat.storyStrip.collectionView
        let cell = try #require(strip.cellForItem(at: IndexPath(item: 2, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.window))
        let story = try #require(chat.presentedViewController as? UserStoryViewController)
        #expect(story.story.username == Story.samples[2].username)
        let pager = story.collectionView
        let size = host.window.bounds.size
        #expect(pager.frame.size == size)
        // The first page is the header: the avatar and name centred between equal spacers.
        let header = try #require(pager.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first as? StoryHeaderView)
        #expect(header.frame == CGRect(origin: .zero, size: size))
        let middle = (header.avatarView.frame.minY + header.usernameLabel.frame.maxY) / 2
        #expect(abs(header.convert(CGPoint(x: 0, y: middle), from: header.avatarView.superview).y - size.height / 2) < 1e-6)
        // A drag a third of the way settles on the next page: the story's first photo.
        host.drag(pager, to: CGPoint(x: size.width * 1.3, y: 0))
        #expect(pager.contentOffset.x == size.width)
        #expect(story.currentItemIndex == 1)
        #expect(pager.visibleCells.map(\.frame) == [CGRect(x: size.width, y: 0, width: size.width, height: size.height)])
        // Turned, every page takes the new size and the same page shows, whole, once
        // the main queue has run the re-centring the story sent it.
        host.rotate(to: .landscapeLeft)
        await host.runUntilIdle()
        let turned = host.window.bounds.size
        #expect(pager.contentOffset.x == turned.width)
        #expect(pager.visibleCells.map(\.frame) == [CGRect(x: turned.width, y: 0, width: turned.width, height: turned.height)])
        #expect(pager.contentSize == CGSize(width: turned.width * CGFloat(1 + story.story.pages), height: turned.height))
    }

    // The cat breeds: tabs, a navigation stack, a text view that gives the photo's room away.

    @Test(arguments: [DeviceProfile.iPhoneSE3, .iPhone15ProMax, .iPadPro11], [UIInterfaceOrientation.portrait, .landscapeLeft])
    func aBreedsPhotoShrinksAsItsDescriptionScrolls(device: DeviceProfile, orientation: UIInterfaceOrientation) throws {
        let (host, diagnostics) = LayoutDiagnostics.capture { () -> HeadlessHost in
            let host = HeadlessHost(device: device, orientation: orientation)
            host.launch(Demo.breeds.makeRootViewController())
            return host
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tabs = try #require(host.window.rootViewController as? BreedsTabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let table = try #require(tableOf(tabs))
        let safe = host.window.safeAreaInsets
        let bar = navigation.navigationBar.frame
        // The list fills the space between the bars.
        #expect(table.frame.minY == bar.maxY && bar.minY == safe.top)
        #expect(table.frame.maxY == tabs.tabBar.frame.minY && tabs.tabBar.frame.maxY == host.window.bounds.height - safe.bottom)
        // A tap on the second row shows that breed.
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: host.window))
        let detail = try #require(navigation.topViewController as? BreedDetailViewController)
        #expect(detail.breed.name == Breed.samples[1].name)
        #expect(navigation.navigationBar.backItem?.title == "Browse" && navigation.navigationBar.topItem?.title == detail.breed.name)
        let view = detail.detailView
        #expect(view.photo.frame.size == CGSize(width: 180, height: 180) && view.photo.frame.minY == bar.maxY)
        #expect(view.fullDescription.contentSize.height > view.fullDescription.bounds.height)
        for offset in [CGFloat(60), 150, 400] {
            view.fullDescription.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            host.layout()
            let side = max(0, 180 - offset)
            #expect(view.photo.frame.size == CGSize(width: side, height: side))
            #expect(view.fullDescription.frame.minY == bar.maxY + side + 8)
            #expect(view.fullDescription.frame.maxY == tabs.tabBar.frame.minY)
        }
        // The credits' buttons sit above the tab bar and are heard.
        tabs.selectedIndex = 1
        host.layout()
        let credits = try #require(tabs.selectedViewController as? CreditsViewController)
        let meow = credits.creditsView.meow2
        host.tap(at: meow.convert(CGPoint(x: meow.bounds.midX, y: meow.bounds.midY), to: host.window))
        #expect(credits.meows == ["meow 2"])
        #expect(meow.frame.maxY == tabs.tabBar.frame.minY - 8)
        #expect(credits.creditsView.credits.frame.maxY == meow.frame.minY - 8)
    }

    @Test func theCommandLinesPathsDrawEveryDemo() throws {
        // What `trellis demo` does for each demo, minus the file: a snapshot that decodes, at the device's size.
        for demo in Demo.allCases {
            let host = HeadlessHost(device: .iPhoneSE3)
            host.launch(demo.makeRootViewController())
            let image = try #require(UIImage(data: try host.snapshot(format: .png, scale: 1)))
            #expect(image.size == CGSize(width: 375, height: 667))
        }
    }

    // MARK: Helpers

    func tableOf(_ controller: UIViewController) -> UITableView? {
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController { return tableOf(selected) }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController { return tableOf(top) }
        return (controller as? UITableViewController)?.tableView ?? (controller as? TimelineViewController)?.tableView
            ?? (controller as? BreedBrowseViewController)?.browseView.table
    }

    func firstCollection(in view: UIView) -> UICollectionView? {
        if let collection = view as? UICollectionView { return collection }
        return view.subviews.lazy.compactMap { firstCollection(in: $0) }.first
    }

    /// A new cell of the row's kind, configured as the demo configures it.
    func freshCell(for path: IndexPath, in controller: UIViewController) -> UITableViewCell {
        let row = path.row
        switch controller {
        case let timeline as TimelineViewController:
            let cell = TweetCell(style: .default, reuseIdentifier: nil)
            cell.update(with: Tweet.samples[row], avatars: timeline.avatar(for:), photos: timeline.photo(for:))
            return cell
        case let quotes as QuotesViewController:
            let cell = QuoteCell(style: .default, reuseIdentifier: nil)
            let quote = quotes.quotes[row]
            cell.show(quote, photo: quote.hasPhoto ? quotes.photo(for: quote.person) : nil)
            return cell
        case is BreedsTabBarController:
            let cell = BreedCell(style: .default, reuseIdentifier: nil)
            cell.configure(with: Breed.samples[row])
            return cell
        case let hosting as HostingTableViewController:
            return hosting.makeCell(forRow: row, parentController: UIViewController())
        case let configurations as HostingConfigurationViewController:
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            configurations.configure(cell, row: row)
            return cell
        case let navigation as UINavigationController where navigation.topViewController is SettingsViewController:
            return (navigation.topViewController as! SettingsViewController).makeCell(at: path)
        case let chat as ChatViewController:
            let message = chat.messages[row]
            let cell: BubbleCell = message.sentByMe ? RightBubbleCell(style: .default, reuseIdentifier: nil) : LeftBubbleCell(style: .default, reuseIdentifier: nil)
            cell.messageLabel.text = message.text
            return cell
        default:
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// Every label that shows shows all its text (labels that are meant to
    /// give way first, the username and the retweeter's name, may shorten).
    func expectLabelsShowTheirText(in view: UIView, _ setting: Setting) {
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, isHosted(label) { return expectHostedTextShows(label, setting) }
            if let label = view as? UILabel, label.contentCompressionResistancePriority(for: .horizontal) >= .defaultHigh {
                let needed = label.intrinsicContentSize(forWidth: label.frame.width)
                #expect(label.frame.height >= needed.height - 1e-6, "\(setting): '\(label.text ?? "")' is cut off")
                if label.numberOfLines == 1 {
                    #expect(label.frame.width >= label.intrinsicContentSize.width - 1e-6, "\(setting): '\(label.text ?? "")' is cut off")
                }
            }
            view.subviews.forEach(visit)
        }
        visit(view)
    }

    /// Whether a label draws a hosting view's text.
    func isHosted(_ label: UILabel) -> Bool {
        var ancestor = label.superview
        while let view = ancestor {
            if String(describing: type(of: view)).hasPrefix("_UIHostingView") { return true }
            ancestor = view.superview
        }
        return false
    }

    /// A hosted text's label is as large as the lines it shows, and shows
    /// all of them (within a pixel: hosted text is measured on the screen's
    /// pixel grid, a label on a 3× one).
    func expectHostedTextShows(_ label: UILabel, _ setting: Setting) {
        let pixel = 1 / max(1, label.traitCollection.displayScale) + 1e-6
        let width = label.frame.width
        #expect(label.frame.height >= label.intrinsicContentSize(forWidth: width).height - pixel, "\(setting): '\(label.text ?? "")' is cut off")
        let shown = label.numberOfLines
        label.numberOfLines = 0
        let whole = label.intrinsicContentSize(forWidth: width)
        label.numberOfLines = shown
        #expect(label.frame.height >= whole.height - pixel, "\(setting): '\(label.text ?? "")' shows \(shown) of its lines")
    }
}
