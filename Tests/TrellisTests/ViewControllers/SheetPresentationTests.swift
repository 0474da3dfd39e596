import Foundation
import Testing
@testable import Trellis

/// Sheets with detents: frames on an iPhone upright and turned and on iPads,
/// the selected detent set by code and by a drag, dimming, and detents that
/// resolve to nonsense.
@MainActor
@Suite struct SheetPresentationTests {
    final class Delegate: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            changes += 1
        }
    }

    /// A presenter with a button in its upper half, shown on `device`.
    func presenter(on device: DeviceProfile, _ orientation: UIInterfaceOrientation = .portrait) -> (HeadlessHost, UIViewController, UIButton) {
        let root = UIViewController()
        let button = UIButton(frame: CGRect(x: 20, y: 150, width: 200, height: 44))
        root.view.addSubview(button)
        let host = HeadlessHost(device: device, orientation: orientation)
        host.launch(root)
        return (host, root, button)
    }

    @Test func aSheetOnAPhoneRestsAtItsDetents() throws {
        let (host, root, _) = presenter(on: .iPhone15)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.detents.map(\.identifier) == [.large] && controller.presentingViewController == nil)
        controller.detents = [.medium(), .large(), .custom(identifier: .init("peek")) { _ in 300 }]
        root.present(sheet, animated: true)
        #expect(controller.presentingViewController === root && controller.containerView?.window === host.window)
        // Nothing selected: the smallest detent, the custom one, 300 points above the bottom of the safe area.
        #expect(sheet.view.frame == CGRect(x: 0, y: 852 - 34 - 300, width: 393, height: 300 + 34))
        controller.selectedDetentIdentifier = .medium
        host.layout()
        #expect(sheet.view.frame == CGRect(x: 0, y: 852 - 34 - 426, width: 393, height: 426 + 34))
        controller.selectedDetentIdentifier = .large
        host.layout()
        // Large: 10 points below the safe area's top; the maximum detent value is 749.
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(controller.frameOfPresentedViewInContainerView == sheet.view.frame)
        // A custom detent is told the maximum and the container's traits; higher values come down to it.
        var seen: (CGFloat, UIUserInterfaceSizeClass)?
        controller.detents = [.custom(identifier: .init("tall")) { context in
            seen = (context.maximumDetentValue, context.containerTraitCollection.verticalSizeClass)
            return 5000
        }]
        controller.selectedDetentIdentifier = nil
        host.layout()
        #expect(seen?.0 == 749 && seen?.1 == .regular && sheet.view.frame.minY == 69)
        root.dismiss(animated: false)
        #expect(controller.containerView == nil && sheet.view.superview == nil)
    }

    @Test func theSheetIsDrawnWithRoundedTopCornersAndAGrabber() throws {
        let (host, root, _) = presenter(on: .iPhone15)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium()]
        controller.prefersGrabberVisible = true
        root.present(sheet, animated: false)
        #expect(sheet.view.layer.cornerRadius == 10 && sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let container = try #require(controller.containerView)
        let grabber = try #require(container.subviews.first { $0.frame.size == CGSize(width: 36, height: 5) })
        #expect(!grabber.isHidden && grabber.frame == CGRect(x: 196.5 - 18, y: sheet.view.frame.minY + 5, width: 36, height: 5))
        controller.preferredCornerRadius = 20
        host.layout()
        #expect(sheet.view.layer.cornerRadius == 20)
        root.dismiss(animated: false)
        #expect(sheet.view.layer.cornerRadius == 0)
    }

    @Test func theUserDragsBetweenDetentsAndThePresenterIsReachableWhenUndimmed() throws {
        let (host, root, button) = presenter(on: .iPhone15)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        let delegate = Delegate()
        controller.delegate = delegate
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        // At the medium detent the presenter is undimmed: a tap above the sheet reaches its button.
        host.tap(at: CGPoint(x: 100, y: 172))
        #expect(taps == 1)
        // Set by code, the delegate is not told; dragged by the user, it is.
        controller.selectedDetentIdentifier = .large
        host.layout()
        #expect(delegate.changes == 0)
        // At the large detent the presenter is dimmed and out of reach.
        #expect(host.tap(at: CGPoint(x: 100, y: 30)) !== button && taps == 1)
        #expect(host.drag(controller, toDetent: .medium))
        #expect(delegate.changes == 1 && controller.selectedDetentIdentifier == .medium && sheet.view.frame.minY == 852 - 34 - 426)
        #expect(!host.drag(controller, toDetent: .init("missing")) && delegate.changes == 1)
    }

    @Test func aCompactHeightCoversTheScreenUnlessTheSheetPrefersTheEdge() throws {
        let (host, root, _) = presenter(on: .iPhone15)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        host.rotate(to: .landscapeLeft)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        // Edge-attached: 8 points from the top, as wide as the safe area; medium is inactive, so large.
        controller.prefersEdgeAttachedInCompactHeight = true
        host.layout()
        #expect(sheet.view.frame == CGRect(x: 59, y: 8, width: 852 - 118, height: 393 - 8))
        sheet.preferredContentSize = CGSize(width: 500, height: 0)
        controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        host.layout()
        #expect(sheet.view.frame == CGRect(x: 176, y: 8, width: 500, height: 385))
        // Upright again: the medium detent is back, and the smallest.
        host.rotate(to: .portrait)
        #expect(sheet.view.frame == CGRect(x: 0, y: 852 - 34 - 426, width: 393, height: 460))
    }

    @Test func anIPadShowsSheetsAsCentredCardsWhateverTheirDetents() throws {
        let (host, root, _) = presenter(on: .iPadPro11)
        defer { withExtendedLifetime(host) {} }
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        let controller = try #require(form.sheetPresentationController)
        controller.detents = [.medium()]
        root.present(form, animated: false)
        #expect(form.view.frame == CGRect(x: 127, y: 277, width: 580, height: 640))
        #expect(form.view.layer.maskedCorners.contains(.layerMinXMaxYCorner))
        root.dismiss(animated: false)
        // The preferred content size wins.
        form.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(form, animated: false)
        #expect(form.view.frame == CGRect(x: 217, y: 447, width: 400, height: 300))
        root.dismiss(animated: false)
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        root.present(page, animated: false)
        #expect(page.view.frame == CGRect(x: 65, y: 77, width: 704, height: 1040))
        // A full-screen presentation has no sheet controller.
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil && cover.presentationController != nil)
    }

    @Test func detentsThatResolveToNonsenseAreReportedAndLeftOut() throws {
        let (host, root, _) = presenter(on: .iPhone15)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.custom(identifier: .init("nan")) { _ in .nan }, .custom(identifier: .init("fine")) { _ in 200 }]
        let (_, diagnostics) = LayoutDiagnostics.capture {
            root.present(sheet, animated: false)
            host.layout()
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
        #expect(diagnostics.first.map { $0.involves(sheet) && $0.identifiers == ["nan"] } == true)
        #expect(sheet.view.frame.minY == CGFloat(852 - 34 - 200))
        // None active: reported, and the sheet rests at the large detent.
        let (_, none) = LayoutDiagnostics.capture {
            controller.detents = [.custom(identifier: .init("negative")) { _ in -5 }, .custom(identifier: .init("infinite")) { _ in .infinity }]
            host.layout()
        }
        #expect(none.map(\.kind) == [.invalidConfiguration, .nonFiniteValue, .invalidConfiguration])
        #expect(none.last?.identifiers == ["negative", "infinite"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        // No detents at all, or a negative radius: reported and ignored.
        let (_, empty) = LayoutDiagnostics.capture {
            controller.detents = []
            controller.preferredCornerRadius = -1
        }
        #expect(empty.map(\.kind) == [.invalidConfiguration, .invalidConfiguration] && controller.detents.count == 2)
        #expect(controller.preferredCornerRadius == nil)
    }
}
