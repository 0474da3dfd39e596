import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIStepperTests {
    @Test func aStepperIs94By32() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 0, 100, 1))
        let label = UILabel()
        label.text = "Copies: 1"
        let row = UIStackView(arrangedSubviews: [label, stepper])
        row.alignment = .center
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        row.layoutIfNeeded()
        #expect(stepper.frame == CGRect(x: 226, y: 6, width: 94, height: 32))
    }

    @Test func tapsOnTheHalvesStepTheValue() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        var values: [Double] = []
        stepper.addAction(UIAction { action in values.append((action.sender as! UIStepper).value) }, for: .primaryActionTriggered)
        let events = EventRecorder(stepper)
        let host = launchCentred(stepper)
        let plus = CGPoint(x: 70, y: 16), minus = CGPoint(x: 24, y: 16)
        host.tap(stepper, at: plus)
        #expect(events.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        host.tap(stepper, at: plus)
        host.tap(stepper, at: plus)
        host.tap(stepper, at: plus)  // at the maximum: nothing
        #expect(values == [1, 2, 3] && !stepper.canStep(up: true))
        host.tap(stepper, at: minus)
        #expect(values == [1, 2, 3, 2])
        // Wrapping goes on from the other end.
        stepper.wraps = true
        stepper.value = 3
        host.tap(stepper, at: plus)
        #expect(stepper.value == 0)
        host.tap(stepper, at: minus)
        #expect(stepper.value == 3)
    }

    @Test func theValueStaysInItsRange() {
        let stepper = UIStepper()
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.minimumValue = -5
        stepper.value = -20
        #expect(stepper.value == -5)
        stepper.stepValue = 4
        stepper.value = 8
        let host = launchCentred(stepper)
        host.tap(stepper, at: CGPoint(x: 80, y: 16))
        #expect(stepper.value == 10)  // a step past the maximum stops at it
    }

    @Test func badNumbersAreReportedAndRefused() {
        let stepper = UIStepper()
        stepper.value = 5
        let (_, diagnostics) = LayoutDiagnostics.capture {
            stepper.value = .nan
            stepper.maximumValue = .infinity
            stepper.minimumValue = 200
            stepper.stepValue = 0
            stepper.stepValue = -.nan
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .nonFiniteValue, .invalidConfiguration, .invalidConfiguration, .nonFiniteValue])
        #expect(diagnostics.allSatisfy { $0.involves(stepper) })
        #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (5, 0, 100, 1))
    }
}
