import Foundation
import Testing
@testable import Trellis

@Suite struct PriorityTests {
    @Test func uikitValuesAndArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow - 1).rawValue == 249)
        #expect(UILayoutPriority.required - 1 < .required)
        let literal: UILayoutPriority = 999
        #expect(literal == UILayoutPriority(rawValue: 999))
    }
}

@MainActor
@Suite struct ConstraintDescriptionTests {
    @Test func descriptionsReadLikeUIKits() {
        let root = UIView()
        let v = autoLayoutView(in: root)
        let c = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        c.identifier = "inset"
        #expect(c.description.hasPrefix("<NSLayoutConstraint 'inset' UIView:0x"))
        #expect(c.description.hasSuffix(".leading + 8>"))
        c.isActive = true
        #expect(c.description.hasSuffix(".leading + 8 (active)>"))
        let half = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        half.priority = .defaultHigh
        #expect(half.description.contains(".width == 0.5*UIView:0x"))
        #expect(half.description.hasSuffix(".width @750>"))
    }
}
