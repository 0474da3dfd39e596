import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIKeyboardLayoutGuideTests {
    /// A screen with a message field kept above the keyboard.
    final class ComposeViewController: UIViewController {
        let field = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            field.borderStyle = .roundedRect
            field.placeholder = "Message"
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
        }
    }

    @Test func theGuideSitsOnTheSafeAreaUntilTheKeyboardShows() {
        let host = HeadlessHost(device: .iPhone15)
        let compose = ComposeViewController()
        host.launch(compose)
        let guide = compose.view.keyboardLayoutGuide
        #expect(host.keyboardFrame == nil)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(compose.field.frame.maxY == 810)
        host.showKeyboard(height: 336)
        #expect(host.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(compose.field.frame.maxY == 508)
        host.hideKeyboard()
        #expect(compose.field.frame.maxY == 810)
        // Without the safe area, the guide is empty at the bottom while no keyboard shows.
        guide.usesBottomSafeArea = false
        host.layout()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
    }

    @Test func aGuideMadeWhileTheKeyboardShowsStartsAtItsTop() {
        let host = HeadlessHost(device: .iPhoneSE3)
        let controller = UIViewController()
        host.launch(controller)
        host.showKeyboard(height: 260)
        let guide = controller.view.keyboardLayoutGuide
        #expect(controller.view.keyboardLayoutGuide === guide)
        host.layout()
        #expect(abs(guide.layoutFrame.minY - (667 - 260)) < 1e-9)
    }

    @Test func aKeyboardOfNoHeightIsRefused() {
        let host = HeadlessHost()
        let (_, diagnostics) = LayoutDiagnostics.capture {
            host.showKeyboard(height: .nan)
            host.showKeyboard(height: -20)
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .invalidConfiguration])
        #expect(host.keyboardFrame == nil)
    }
}
