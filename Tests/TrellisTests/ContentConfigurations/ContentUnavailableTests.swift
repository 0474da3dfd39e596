import Foundation
import Testing
@testable import Trellis

/// Empty, loading and search-result states as a view controller shows them
/// (iOS 17's content-unavailable configurations).
@MainActor
@Suite struct ContentUnavailableTests {
    /// A list screen that is empty until it has items, and says so.
    final class InboxController: UIViewController {
        var items: [String] = []
        var updates: [UIContentUnavailableConfigurationState] = []
        var retries = 0

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append(state)
            guard items.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "star")
            empty.text = "No Mail"
            empty.secondaryText = "New messages appear here."
            empty.button.title = "Check Again"
            empty.buttonProperties.primaryAction = UIAction { [unowned self] _ in retries += 1 }
            contentUnavailableConfiguration = empty
        }
    }

    func overlay(of controller: UIViewController) -> UIContentUnavailableView? {
        controller.view.subviews.last as? UIContentUnavailableView
    }

    func shown(in view: UIView) -> [UIView] {
        view.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.filter { !$0.isHidden } ?? []
    }

    @Test func anEmptyScreenSaysSoOverItsContentCentredInTheSafeArea() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = InboxController()
        host.launch(controller)
        controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        controller.setNeedsUpdateContentUnavailableConfiguration()
        host.layout()
        #expect(controller.updates.count == 1)
        let view = try #require(overlay(of: controller), "over everything in the view")
        #expect(view.frame == controller.view.bounds)
        let parts = shown(in: view)
        try #require(parts.count == 4, "image, text, secondary text and button")
        let frames = parts.map { $0.convert($0.bounds, to: controller.view) }
        // UIKit's paddings: image 15 above the text, 3 between the texts, 20 above the button.
        #expect(frames[1].minY - frames[0].maxY == 15)
        #expect(frames[2].minY - frames[1].maxY == 3)
        #expect(frames[3].minY - frames[2].maxY == 20)
        for frame in frames { #expect(abs(frame.midX - controller.view.bounds.midX) <= 0.5) }
        // Centred down the safe area within the margins.
        let safe = controller.view.bounds.inset(by: controller.view.safeAreaInsets)
        let stack = frames.reduce(frames[0]) { $0.union($1) }
        #expect(abs(stack.midY - safe.midY) <= 16)
        #expect((parts[1] as? UILabel)?.font == UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2).withSymbolicTraits(.traitBold)!, size: 0))

        _ = host.tap(at: frames[3].center)
        #expect(controller.retries == 1)

        controller.items = ["Hello"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        host.layout()
        #expect(overlay(of: controller) == nil)
        #expect(controller.updates.count == 2)
    }

    @Test func aLongTextWrapsWithinTheMargins() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.launch(controller)
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = String(repeating: "Nothing to see here. ", count: 12)
        controller.contentUnavailableConfiguration = empty
        host.layout()
        let view = try #require(overlay(of: controller))
        let label = try #require(shown(in: view).first as? UILabel)
        let frame = label.convert(label.bounds, to: controller.view)
        #expect(frame.minX >= 32 && frame.maxX <= controller.view.bounds.width - 32)
        #expect(frame.height > 60)
    }

    @Test func searchAndLoadingStates() throws {
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results")
        #expect(search.secondaryText == "Check the spelling or try a new search.")
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(), searchText: "kale")
        #expect(search.updated(for: state).text == "No Results for \u{201C}kale\u{201D}")
        #expect(UIContentUnavailableConfiguration.empty().updated(for: state).text == nil)

        let view = UIContentUnavailableView(configuration: .loading())
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        view.layoutIfNeeded()
        let parts = shown(in: view)
        try #require(parts.count == 2)
        #expect(parts.first is UIActivityIndicatorView)
        #expect((parts.last as? UILabel)?.text == "Loading…")
        #expect(parts[1].frame.minY - parts[0].frame.maxY == 8)
    }
}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
