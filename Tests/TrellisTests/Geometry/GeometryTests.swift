import Foundation
import Testing
import Trellis

@Suite struct GeometryTests {
    @Test func insetShrinksEachEdge() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test(arguments: [(UIUserInterfaceLayoutDirection.leftToRight, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                      (.rightToLeft, UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))])
    func directionalInsetsResolveLeadingAndTrailing(direction: UIUserInterfaceLayoutDirection, expected: UIEdgeInsets) {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.edgeInsets(for: direction) == expected)
    }

    @Test func edgeSetsCombine() {
        #expect(UIRectEdge.all.contains([.top, .right]))
        #expect(!UIRectEdge([.top, .left]).contains(.bottom))
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    }
}
