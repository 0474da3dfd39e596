import Testing
import Trellis

/// UIKit code written as iOS apps write it (Swift 5 language mode, only the
/// import changed) compiles and behaves as on iOS.
@MainActor
struct UIKitCodeTests {
    private func launch(_ controller: UIViewController) -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(controller)
        return host
    }

    @Test func aScreenWithInitAndCoderInitialisersRunsItsLifecycleInUIKitsOrder() throws {
        let settings = SettingsViewController()
        let host = launch(settings)
        #expect(settings.lifecycle == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(settings.title == "Settings")
        let rows = settings.tableView.visibleCells.compactMap { $0.textLabel?.text }
        #expect(rows == ["Notifications", "Privacy", "Appearance"])
        // The table starts below the status bar: its top is the safe area's.
        #expect(settings.tableView.frame.minY == host.window.safeAreaInsets.top)
        // A tap on the second row reaches the delegate.
        let row = settings.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        _ = host.tap(at: settings.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: host.window))
        #expect(settings.selected == [settings.options[1].id])
    }

    @Test func coderInitialisersBuildTheSameViewsAsFrameInitialisers() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let decoded = try #require(ProfileHeaderView(coder: coder))
        let made = ProfileHeaderView(frame: .zero)
        #expect(decoded.subviews.count == made.subviews.count)
        for header in [decoded, made] {
            header.configure(name: "Grace Hopper", bio: "Found the first actual bug.")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
        }
        let decodedSize = decoded.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let madeSize = made.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(decodedSize == madeSize)
        #expect(madeSize.height >= ProfileHeaderView.avatarSize + 16)
    }

    @Test func viewsAreEqualOnlyToThemselvesAndHashByIdentity() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: a.frame)
        let container = UIView()
        container.addSubview(a)
        #expect(a != b)
        #expect(container.subviews.contains(a) && !container.subviews.contains(b))
        #expect(uniqueViews([a, b, a]).count == 2)
        #expect(a.description.contains("UIView") && a.description.contains("frame = (0 0; 10 10)"))
        let controller = UIViewController()
        #expect(controller.next == nil)
        #expect(controller.view.next === controller)
        // Images, colours and fonts are values as NSObjects compare them.
        let images: Set<UIImage> = [UIImage(systemName: "star")!, UIImage(systemName: "star")!, UIImage(systemName: "heart")!]
        #expect(images.count == 2)
        #expect(Set([UIColor.systemRed, .systemRed, .systemBlue]).count == 2)
        #expect(Set([UIFont.systemFont(ofSize: 17), .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17)]).count == 2)
    }

    @Test func layoutCallsTheOverridesOfAView() throws {
        let controller = UIViewController()
        let view = OverridingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            view.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        ])
        _ = launch(controller)
        #expect(view.log.count("intrinsicContentSize") >= 1)
        #expect(view.log.count("layoutSubviews") >= 1)
        #expect(view.frame.size == CGSize(width: 100, height: 30))

        // invalidateIntrinsicContentSize() is overridable and still resizes the view.
        view.contentHeight = 50
        controller.view.layoutIfNeeded()
        #expect(view.log.count("invalidateIntrinsicContentSize") == 1)
        #expect(view.frame.height == 50)

        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
        #expect(view.log.calls.contains("setNeedsUpdateConstraints"))
        #expect(view.log.calls.contains("updateConstraints"))
        #expect(view.log.calls.contains("layoutIfNeeded"))

        // sizeToFit asks the overridden sizeThatFits.
        let manual = OverridingView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        manual.sizeToFit()
        #expect(manual.log.calls.filter { $0.hasPrefix("size") } == ["sizeToFit", "sizeThatFits"])
        #expect(manual.frame.size == CGSize(width: 120, height: 30))

        // systemLayoutSizeFitting(_:) goes through the overridable priority form.
        _ = manual.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(manual.log.calls.filter { $0.hasPrefix("systemLayout") } == ["systemLayoutSizeFitting(_:)", "systemLayoutSizeFitting(_:priorities)"])
    }

    @Test func aWindowsGetOnlySafeAreaOverrideIsWhatLayoutUses() {
        let window = FixedSafeAreaWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = OverridingViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(content.frame == CGRect(x: 0, y: 30, width: 390, height: 794))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
        #expect(controller.log.calls.contains("viewSafeAreaInsetsDidChange"))
    }

    @Test func aViewControllersViewHasTheSystemMinimumMargins() {
        let controller = OverridingViewController()
        let marginsGuide = controller.view.layoutMarginsGuide
        let host = launch(controller)
        // 0 at the top and bottom, 16 at the sides of a phone in portrait.
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let guide = marginsGuide.layoutFrame
        #expect(guide.minY == host.window.safeAreaInsets.top)
        #expect(guide.minX == 16)
        // A plain view keeps 8 points.
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 30)
        #expect(controller.log.calls.contains("viewLayoutMarginsDidChange"))
    }

    @Test func viewIsAppearingComesBetweenWillAppearAndTheFirstLayout() throws {
        let controller = OverridingViewController()
        _ = launch(controller)
        let calls = controller.log.calls.filter { ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidAppear"].contains($0) }
        #expect(Array(calls.prefix(3)) == ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews"])
        #expect(calls.last == "viewDidAppear")
        #expect(controller.log.count("viewIsAppearing") == 1)
    }

    @Test func aCellWithoutConstraintsIsSizedBySizeThatFits() throws {
        let controller = UITableViewController(style: .plain)
        final class Rows: NSObject, UITableViewDataSource {
            let heights: [CGFloat] = [72, 120, 44]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "manual", for: indexPath) as! ManualCell
                cell.rowHeight = heights[indexPath.row]
                return cell
            }
        }
        let rows = Rows()
        controller.tableView.register(ManualCell.self, forCellReuseIdentifier: "manual")
        controller.tableView.dataSource = rows
        let host = launch(controller)
        // Each row is what sizeThatFits answers; the content view leaves the
        // separator's pixel below it, as in UIKit.
        let heights = (0..<3).map { controller.tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights == [72, 120, 44])
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ManualCell)
        #expect(abs(cell.contentView.frame.height - (120 - 1 / host.window.traitCollection.displayScale)) < 1e-9)
        #expect(cell.badge.frame.midY == cell.contentView.bounds.midY)
    }

    @Test func aCellMeasuringItsContentViewGetsTheWrappedHeight() throws {
        final class Items: NSObject, UICollectionViewDataSource {
            let texts = ["Short", String(repeating: "A sentence long enough to wrap over several lines. ", count: 4)]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "measuring", for: indexPath) as! MeasuringCell
                cell.label.text = texts[indexPath.item]
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.itemSize = CGSize(width: 300, height: 44)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let items = Items()
        controller.collectionView.register(MeasuringCell.self, forCellWithReuseIdentifier: "measuring")
        controller.collectionView.dataSource = items
        let host = launch(controller)
        let short = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MeasuringCell)
        let long = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MeasuringCell)
        let lineHeight = short.label.frame.height
        #expect(lineHeight > 0)
        #expect(long.frame.height >= ceil(long.label.intrinsicContentSize(forWidth: 284).height + 16))
        #expect(long.label.frame.height > 2 * lineHeight, "the text wraps onto several lines: \(long.label.frame)")
        withExtendedLifetime(host) {}
    }

    @Test func aParentOverridesItsChildsTraits() {
        let parent = UIViewController()
        let child = OverridingViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let host = launch(parent)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(child.log.calls.contains("traitCollectionDidChange"))
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        // Regular width: the minimum side margins are 20.
        child.view.layoutIfNeeded()
        #expect(child.view.directionalLayoutMargins.leading == 20)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        withExtendedLifetime(host) {}
    }

    @Test func aShownWindowStaysAliveWhenItsMakerDropsIt() {
        weak var shown: UIWindow?
        weak var hidden: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            shown = window
            hidden = UIWindow(frame: .zero)
        }
        #expect(shown != nil)
        #expect(hidden == nil)
        shown?.isHidden = true
        #expect(shown == nil)
    }

    @Test func aCustomContainerDrivesItsChildsAppearance() {
        let parent = UIViewController()
        _ = launch(parent)
        let child = OverridingViewController()
        parent.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        child.endAppearanceTransition()
        child.didMove(toParent: parent)
        #expect(child.log.calls.first == "viewWillAppear")
        #expect(child.log.calls.last == "viewDidAppear")
        #expect(child.isVisible)
    }

    @Test func theDeprecatedLayoutGuidesSpanTheBars() {
        let controller = UIViewController()
        let label = makeTitleLabel("Below the bars")
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.bottomAnchor.constraint(lessThanOrEqualTo: controller.bottomLayoutGuide.topAnchor),
        ])
        let host = launch(controller)
        #expect(label.frame.minY == host.window.safeAreaInsets.top)
        #expect(controller.topLayoutGuide.length == host.window.safeAreaInsets.top)
        #expect(controller.bottomLayoutGuide.length == host.window.safeAreaInsets.bottom)
    }

    @Test func viewsBuiltInPlainFunctionsWork() {
        var tapped: [String] = []
        let row = makeButtonRow(titles: ["One", "Two"]) { tapped.append($0) }
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        row.layoutIfNeeded()
        let host = HeadlessHost()
        let controller = UIViewController()
        controller.view.addSubview(row)
        row.frame.origin = CGPoint(x: 0, y: 200)
        host.launch(controller)
        _ = host.tap(at: CGPoint(x: 150, y: 222))
        #expect(tapped == ["Two"])
    }
}
