import Foundation
import Testing
@testable import Trellis

/// A view that flips its own appearance whenever its traits change: it never settles.
@MainActor
private final class FlippingView: UIView {
    private(set) var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
        traitOverrides.userInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
    }
}

/// Trait handlers that change traits are normal: the change is applied at
/// once and told in the next round, never from inside the handler; a change
/// that never settles stops at a bound, reported.
@MainActor
@Suite struct ReentrantTraitChangeTests {
    @Test func aHandlerThatChangesTraitsIsToldOfItsChangeAfterItReturns() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        var heard: [(UIUserInterfaceStyle, UIContentSizeCategory)] = []
        var depth = 0, deepest = 0
        child.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) { (view: UIView, _) in
            depth += 1
            deepest = max(deepest, depth)
            heard.append((view.traitCollection.userInterfaceStyle, view.traitCollection.preferredContentSizeCategory))
            // Dark text is made larger: a change of traits from inside a trait handler.
            if view.traitCollection.userInterfaceStyle == .dark, view.traitCollection.preferredContentSizeCategory != .extraLarge {
                root.traitOverrides.preferredContentSizeCategory = .extraLarge
            }
            depth -= 1
        }
        try LayoutDiagnostics.strict { root.traitOverrides.userInterfaceStyle = .dark }
        #expect(heard.map(\.0) == [.dark, .dark])
        #expect(heard.map(\.1) == [.extraLarge, .extraLarge] || heard.map(\.1) == [.large, .extraLarge])
        #expect(heard.last?.1 == .extraLarge)
        #expect(deepest == 1)  // never told from inside its own handler
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    @Test func aViewThatFlipsItsTraitsForEverIsStoppedAndReported() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = FlippingView()
        root.addSubview(view)
        let (_, diagnostics) = LayoutDiagnostics.capture { root.traitOverrides.userInterfaceStyle = .dark }
        #expect(view.changes == UIView.traitRoundBound)
        #expect(diagnostics.map(\.kind) == [.notConverged])
        #expect(diagnostics.first?.involves(root) == true)
        // The hierarchy and its overrides are as the last handler left them.
        #expect(view.superview === root)
        #expect([.light, .dark].contains(view.traitCollection.userInterfaceStyle))
    }

    @Test func aControllerThatChangesTextSizeWhenTurnedSettlesInItsHost() throws {
        final class Controller: UIViewController {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                // Compact height gets smaller text.
                traitOverrides.preferredContentSizeCategory = traitCollection.verticalSizeClass == .compact ? .small : .large
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        let controller = Controller()
        try LayoutDiagnostics.strict {
            host.launch(controller)
            host.rotate(to: .landscapeLeft)
        }
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .small)
        try LayoutDiagnostics.strict { host.rotate(to: .portrait) }
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .large)
    }
}
