import Foundation
import Testing
@testable import Trellis

/// Bar button items made as `trellis port` makes them: system items,
/// styles, and their actions, whose sender is the item.
@Suite @MainActor struct BarButtonItemTests {
    @Test("System items show their title or symbol", arguments: [
        (UIBarButtonItem.SystemItem.done, "Done", false, UIBarButtonItem.Style.done),
        (.cancel, "Cancel", false, .plain),
        (.add, nil, true, .plain),
        (.search, nil, true, .plain),
    ] as [(UIBarButtonItem.SystemItem, String?, Bool, UIBarButtonItem.Style)])
    func systemItems(_ item: UIBarButtonItem.SystemItem, title: String?, hasImage: Bool, style: UIBarButtonItem.Style) {
        let barItem = UIBarButtonItem(systemItem: item)
        #expect(barItem.title == title)
        #expect((barItem.image != nil) == hasImage)
        #expect(barItem.style == style)
    }

    @Test func anItemsActionRunsWithTheItemAsSenderWhenItsButtonIsTapped() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        var senders: [AnyObject?] = []
        let item = UIBarButtonItem(title: "Send", style: .done, primaryAction: UIAction { action in senders.append(action.sender) })
        controller.navigationItem.rightBarButtonItem = item
        host.launch(UINavigationController(rootViewController: controller))
        host.layout()
        let button = try #require(firstButton(titled: "Send", in: host.window))
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === item)
        // A done item's title is bold.
        #expect(button.titleLabel?.font.fontName != UIFont.systemFont(ofSize: 17).fontName)
    }

    private func firstButton(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        for subview in view.subviews { if let found = firstButton(titled: title, in: subview) { return found } }
        return nil
    }
}
