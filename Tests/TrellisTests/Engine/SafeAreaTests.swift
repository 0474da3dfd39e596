import Foundation
import Testing
@testable import Trellis

/// The safe area of a view below the root: how far it reaches into the
/// root's unsafe parts, counting only what lies inside the root (UIKit's
/// rule, shown in WWDC 2017's "UIKit: Apps for Every Size and Shape": a view
/// past the screen's edge has the screen's inset on that edge, no more).
@MainActor
struct SafeAreaTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rootInsets: UIEdgeInsets
        let frame: CGRect
        let expected: UIEdgeInsets
        var testDescription: String { name }
    }

    nonisolated static let notch = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    nonisolated static let landscape = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    nonisolated static let cases: [Case] = [
        Case(name: "inside the safe area", rootInsets: notch, frame: CGRect(x: 0, y: 100, width: 390, height: 200), expected: .zero),
        Case(name: "under the notch", rootInsets: notch, frame: CGRect(x: 0, y: 20, width: 390, height: 200),
             expected: UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0)),
        Case(name: "reaching above the screen", rootInsets: notch, frame: CGRect(x: 0, y: -30, width: 390, height: 200),
             expected: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)),
        Case(name: "reaching below the screen", rootInsets: notch, frame: CGRect(x: 0, y: 700, width: 390, height: 200),
             expected: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
        Case(name: "reaching past both sides", rootInsets: landscape, frame: CGRect(x: -40, y: 100, width: 470, height: 100),
             expected: UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59)),
        Case(name: "no safe area, reaching past every edge", rootInsets: .zero, frame: CGRect(x: -20, y: -20, width: 430, height: 900),
             expected: .zero),
    ]

    @Test(arguments: cases)
    func aSubviewCountsOnlyItsPartInsideTheRoot(_ example: Case) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.setRootSafeAreaInsets(example.rootInsets)
        let view = UIView(frame: example.frame)
        root.addSubview(view)
        _ = view.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(view.frame == example.frame)
        #expect(view.safeAreaInsets == example.expected)
    }

    /// A view controller's view adds its insets inside the root's: the
    /// subview reaching above the screen has both, measured from the screen's edge.
    @Test func addedInsetsStackOnTheRootsAtTheEdge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.setRootSafeAreaInsets(Self.notch)
        let container = UIView(frame: root.bounds)
        container.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        root.addSubview(container)
        let view = UIView(frame: CGRect(x: 0, y: -10, width: 390, height: 300))
        container.addSubview(view)
        root.layoutIfNeeded()
        #expect(abs(container.safeAreaInsets.top - (47 + 44)) < 1e-9)
        #expect(abs(view.safeAreaInsets.top - (47 + 44)) < 1e-9)
    }
}
