import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIButtonTests {
    @Test func aButtonIsAsLargeAsItsContentAndInsets() {
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Adopt") { _ in })
        #expect(button.titleLabel?.text == "Adopt")
        let title = button.titleLabel!.intrinsicContentSize
        #expect(title.width > 30)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width + 24), height: ceil(title.height + 14)))
        // With an image, the image, the padding and the title side by side.
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "heart")
        let withImage = UIButton(configuration: configuration)
        let image = configuration.image!.size
        #expect(withImage.intrinsicContentSize.width == ceil(withImage.titleLabel!.intrinsicContentSize.width + image.width + 6 + 24))
    }

    @Test func titlesAndColoursFollowTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleLabel?.text == "Follow")
        button.isSelected = true
        #expect(button.titleLabel?.text == "Following")
        #expect(button.titleLabel?.textColor == .systemRed)
        var fired: [String] = []
        button.addAction(UIAction(identifier: .init("a")) { action in fired.append("a \(action.sender === button)") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: .init("b")) { _ in fired.append("b") }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(fired == ["a true"])
        button.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(fired == ["a true"])
    }
}
