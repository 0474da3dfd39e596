import Foundation
import Testing
@testable import Trellis

/// A view whose height depends on its width by a rule the test chooses.
@MainActor
private final class WidthDependentView: UIView {
    var heightForWidth: (CGFloat) -> CGFloat = { _ in 100 }
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: heightForWidth(100)) }
    override var intrinsicContentSizeDependsOnWidth: Bool { true }
    override func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { CGSize(width: 100, height: heightForWidth(width)) }
}

@MainActor
@Suite struct SettleTests {
    /// `width + height == 300`, with the height measured at the solved width.
    private func tree(_ heightForWidth: @escaping (CGFloat) -> CGFloat) -> (root: UIView, view: WidthDependentView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = WidthDependentView()
        view.heightForWidth = heightForWidth
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height, multiplier: -1, constant: 300),
        ])
        return (root, view)
    }

    @Test func aHeightThatFollowsTheWidthSettlesAtTheFixedPoint() throws {
        // Measured at 100 wide it is 150 tall, which leaves it 150 wide: still 150 tall.
        let (root, view) = tree { $0 >= 200 ? 100 : 150 }
        try LayoutDiagnostics.strict { root.layoutIfNeeded() }
        #expect(view.frame.width == 150 && view.frame.height == 150)
    }

    @Test func aLayoutThatNeverSettlesIsReportedAndLeftFinite() {
        // Each width gives a height that gives the other width: it flips for ever.
        let (root, view) = tree { $0 >= 150 ? 200 : 100 }
        let (_, diagnostics) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.notConverged])
        #expect(diagnostics.first?.involves(root) == true)
        #expect(view.frame.width.isFinite && view.frame.height.isFinite)
        #expect(view.frame.width + view.frame.height == 300)
    }
}

@MainActor
@Suite struct AutoresizingArithmeticTests {
    /// Every mask: a superview resized without a layout pass (UIKit's direct
    /// resizing) and the engine's constraints for the mask place the view alike.
    @Test(arguments: 0..<64)
    func directResizingAndTheEngineAgree(maskBits: Int) {
        let mask = UIView.AutoresizingMask(rawValue: UInt(maskBits))
        func placed(byEngine: Bool) -> CGRect {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: 30, y: 20, width: 90, height: 60))
            view.autoresizingMask = mask
            container.addSubview(view)
            root.addSubview(container)
            root.layoutIfNeeded()
            if byEngine {
                // The container follows the root by its own mask, laid out by the engine.
                container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.layoutIfNeeded()
                root.frame = CGRect(x: 0, y: 0, width: 420, height: 260)
                root.layoutIfNeeded()
            } else {
                container.frame = CGRect(x: 0, y: 0, width: 420, height: 260)
            }
            return view.frame
        }
        let direct = placed(byEngine: false), engine = placed(byEngine: true)
        #expect(direct.isClose(to: engine), "\(mask): \(direct) directly, \(engine) by the engine")
        #expect(direct.minX >= 0 && direct.maxX <= 420 && direct.minY >= 0 && direct.maxY <= 260)
    }
}
