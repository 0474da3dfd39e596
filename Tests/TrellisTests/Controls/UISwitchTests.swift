import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UISwitchTests {
    @Test(arguments: [CGRect.zero, CGRect(x: 10, y: 20, width: 200, height: 80)])
    func aSwitchIsAlways51By31(frame: CGRect) {
        let toggle = UISwitch(frame: frame)
        #expect(toggle.frame == CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.bounds = CGRect(x: 0, y: 0, width: 90, height: 90)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test func inARowTheSwitchKeepsItsSizeAndTheLabelTakesTheRest() {
        let label = UILabel()
        label.text = "Airplane Mode"
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        row.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 249, y: 6.5, width: 51, height: 31))
        #expect(label.frame.width == 249)
    }

    @Test func aTapTogglesTheSwitchAndSendsItsValueChange() {
        var heard: [Bool] = []
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { action in heard.append((action.sender as! UISwitch).isOn) })
        let events = EventRecorder(toggle)
        let host = launchCentred(toggle)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(host.tap(toggle) === toggle)
        #expect(toggle.isOn)
        #expect(heard == [true])
        #expect(events.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        host.tap(toggle)
        #expect(!toggle.isOn && heard == [true, false])
        // Set in code, the value changes silently.
        events.reset()
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(events.events.isEmpty && heard == [true, false])
        // A disabled switch ignores taps.
        toggle.isEnabled = false
        host.tap(toggle)
        #expect(!toggle.isOn && events.events.isEmpty)
    }

    @Test func sendingActionsInCodeDoesNotToggle() {
        let toggle = UISwitch()
        toggle.sendActions(for: .touchUpInside)
        #expect(!toggle.isOn)
    }

    @Test func theThumbSitsOnTheTrailingSideWhenOn() {
        let toggle = UISwitch()
        #expect(toggle.thumbRect == CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.isOn = true
        #expect(toggle.thumbRect == CGRect(x: 22, y: 2, width: 27, height: 27))
        toggle.semanticContentAttribute = .forceRightToLeft
        #expect(toggle.thumbRect.minX == 2)
    }
}
