import Foundation
import Testing
import Trellis

/// The ported fixtures run: launched in a headless host and tapped as a
/// person would, the method the selector named runs, with the sender it
/// expects; targets are not kept alive by their actions.
@Suite @MainActor struct PortedBehaviourTests {
    /// A host with `controller` launched, and its window laid out.
    private func launch(_ controller: UIViewController) -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(controller)
        host.layout()
        return host
    }

    /// The centre of `view` in window coordinates.
    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func aButtonTapRunsTheSelectorsMethod() {
        let controller = LoginViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.loginButton))
        #expect(controller.loginAttempts == 1)
    }

    @Test func theSenderIsTheButtonTapped() {
        let controller = CounterViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.incrementButton))
        #expect(controller.count == 1)
        #expect(controller.lastSender === controller.incrementButton)
    }

    @Test func anActionDoesNotKeepItsTargetAlive() {
        var controller: LoginViewController? = LoginViewController()
        weak let released = controller
        controller!.loadViewIfNeeded()
        let button = controller!.loginButton
        controller = nil
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)
    }

    @Test func anotherObjectAsTargetRunsItsMethod() {
        let controller = ViewModelTargetViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.plusButton))
        #expect(controller.viewModel.tally == 1)

        let player = SelfMemberTargetViewController()
        let playerHost = launch(player)
        playerHost.tap(at: centre(of: player.playButton))
        #expect(player.playback.isPlaying)
    }

    @Test func aValueChangedActionReceivesTheControl() {
        let controller = ReviewViewController()
        controller.loadViewIfNeeded()
        controller.ratingControl.setRating(4)
        #expect(controller.shownRating == 4)
    }

    @Test func aTapRecognizerOnTheViewRunsItsMethod() {
        let controller = KeyboardDismissViewController()
        let host = launch(controller)
        host.tap(at: CGPoint(x: 100, y: 400))
        #expect(controller.dismissals == 1)
    }

    @Test func aRecognizerReportsWhereItWasTapped() throws {
        let controller = PhotoViewController()
        let host = launch(controller)
        let point = controller.photoView.convert(CGPoint(x: 150, y: 80), to: nil)
        host.tap(at: point)
        let location = try #require(controller.lastTapLocation)
        #expect(abs(location.x - 150) < 0.001 && abs(location.y - 80) < 0.001)
    }

    @Test func bothHandlersOfARecognizerRun() {
        let controller = AnalyticsTapViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.banner))
        #expect(controller.opened == 1)
        #expect(controller.logged == 1)
    }

    @Test func aDoubleTapRecognizerIgnoresOneTap() {
        let controller = ZoomingImageViewController()
        let host = launch(controller)
        host.tap(at: CGPoint(x: 100, y: 400))
        #expect(!controller.isZoomed)
    }

    @Test func aButtonKeepsItsTapFromItsSuperviewsRecognizer() {
        let controller = PassThroughTapViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.button))
        #expect(controller.buttonTaps == 1)
        #expect(controller.backgroundTaps == 0)
        host.tap(at: CGPoint(x: 300, y: 600))
        #expect(controller.backgroundTaps == 1)
    }

    @Test func aTapInAViewWhoseOverrideMovedReachesItsRecognizer() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.launch(controller)
        let card = CardContainer.CardView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        controller.view.addSubview(card)
        host.layout()
        host.tap(at: centre(of: card.header))
        #expect(card.taps == 1)
    }

    @Test func aBarButtonItemsActionReceivesTheItem() throws {
        let controller = ComposeViewController()
        let host = launch(UINavigationController(rootViewController: controller))
        let done = try #require(firstButton(titled: "Done", in: host.window))
        host.tap(at: centre(of: done))
        #expect(controller.lastItem === controller.navigationItem.rightBarButtonItems?.first)
    }

    @Test func aBarButtonItemWithAStyleRunsItsAction() throws {
        let controller = EditProfileViewController()
        let host = launch(UINavigationController(rootViewController: controller))
        host.tap(at: centre(of: try #require(firstButton(titled: "Save", in: host.window))))
        #expect(controller.didSave && !controller.didCancel)
        #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
    }

    @Test func aNotificationReachesItsObserverWithItsUserInfo() {
        let controller = KeyboardAvoidingViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: .keyboardFrameDidChange, object: nil, userInfo: ["height": CGFloat(291)])
        #expect(controller.keyboardHeight == 291)
    }

    @Test func aNotificationObjectFiltersAsBefore() {
        let controller = PlayerViewController()
        controller.loadViewIfNeeded()
        controller.center.post(name: MediaItem.didFinish, object: MediaItem())
        #expect(controller.finishedItems == 0)
        controller.center.post(name: MediaItem.didFinish, object: controller.item)
        #expect(controller.finishedItems == 1)
    }

    @Test func aGetterSelectorReadsTheProperty() {
        let controller = GetterSelectorViewController()
        let host = launch(controller)
        host.tap(at: centre(of: controller.reloadButton))
        #expect(controller.reloads == 1)
    }

    @Test func actionsAddedInLazyPropertiesAndForThePrimaryActionRun() {
        let lazy = LazyButtonViewController()
        launch(lazy).tap(at: CGPoint(x: 80, y: 162))
        #expect(lazy.follows == 1)

        let primary = PrimaryActionViewController()
        launch(primary).tap(at: centre(of: primary.continueButton))
        #expect(primary.continued == 1)
    }

    @Test func overridesMovedOutOfExtensionsAreCalled() throws {
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.layoutPasses >= 1)
        #expect(cell.badge.frame.minX == cell.contentView.bounds.width - 40)

        let split: UITableViewCell = SplitCell(style: .default, reuseIdentifier: nil)
        split.prepareForReuse()
        #expect((split as? SplitCell)?.resets == 1)

        let fruits = FruitTableViewController(style: .plain)
        let host = launch(fruits)
        host.layout()
        #expect(fruits.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Banana")
    }

    @Test func anOverrideMovedOutOfAConformingExtensionIsCalled() {
        let inbox = InboxTableViewController(style: .plain)
        inbox.loadViewIfNeeded()
        inbox.tableView(inbox.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(inbox.selectedRows == [2])
    }

    @Test func anActionAddedForEachReuseRunsOncePerTap() throws {
        let list = ReminderListViewController(style: .plain)
        let host = launch(list)
        list.tableView.reloadData()
        host.layout()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ReminderCell)
        cell.checkButton.frame = CGRect(x: 300, y: 0, width: 44, height: 44)
        host.tap(at: centre(of: cell.checkButton))
        #expect(list.checked == [1])
    }

    /// The first button showing `title` in `view`'s tree.
    private func firstButton(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        for subview in view.subviews { if let found = firstButton(titled: title, in: subview) { return found } }
        return nil
    }
}
