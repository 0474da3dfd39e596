import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UISegmentedControlTests {
    /// A title's width in a segment's fonts (the selected one is semibold, so wider).
    func titleWidth(_ title: String) -> CGFloat {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        return label.intrinsicContentSize.width
    }

    @Test func itemsBecomeTitlesAndImages() {
        let star = UIImage(systemName: "star")!
        let control = UISegmentedControl(items: ["Day", star, "Month"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "Day" && control.titleForSegment(at: 2) == "Month")
        #expect(control.imageForSegment(at: 1) === star && control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func segmentsAreAsWideAsTheWidestTitleAndPadding() {
        let control = UISegmentedControl(items: ["A", "Wednesday", "Fri"])
        let segment = titleWidth("Wednesday") + 24
        #expect(control.intrinsicContentSize == CGSize(width: ceil(3 * segment), height: 32))
        // By content, each segment is its own title's width.
        control.apportionsSegmentWidthsByContent = true
        let apportioned = ["A", "Wednesday", "Fri"].map { titleWidth($0) + 24 }.reduce(0, +)
        #expect(control.intrinsicContentSize.width == ceil(apportioned))
        // A fixed width is kept.
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 50)
        #expect(control.intrinsicContentSize.width == ceil(50 + 2 * segment))
    }

    @Test func stretchedByConstraintsTheSegmentsShareTheWidthAtTheirHeight() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.setWidth(60, forSegmentAt: 2)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.addSubview(control)
        control.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            control.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            control.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(control.frame.size == CGSize(width: 300, height: 32))
        #expect(control.segmentFrames().map(\.width) == [120, 120, 60])
        #expect(control.segmentFrames().map(\.minX) == [0, 120, 240])
    }

    @Test func aTapSelectsTheSegmentUnderTheFinger() {
        let control = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        var selections: [Int] = []
        control.addAction(UIAction { action in selections.append((action.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        let events = EventRecorder(control)
        let host = launchCentred(control)
        let frames = control.segmentFrames()
        host.tap(control, at: CGPoint(x: frames[2].midX, y: frames[2].midY))
        #expect(control.selectedSegmentIndex == 2 && selections == [2])
        #expect(events.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        // The selected segment again: nothing changes, nothing is sent.
        host.tap(control, at: CGPoint(x: frames[2].midX, y: 5))
        #expect(selections == [2])
        // A disabled segment ignores the tap.
        control.setEnabled(false, forSegmentAt: 0)
        host.tap(control, at: CGPoint(x: frames[0].minX + 3, y: 16))
        #expect(control.selectedSegmentIndex == 2 && selections == [2])
        host.tap(control, at: CGPoint(x: frames[1].maxX - 1, y: 16))
        #expect(control.selectedSegmentIndex == 1 && selections == [2, 1])
        // Selected in code: no actions.
        control.selectedSegmentIndex = 0
        #expect(selections == [2, 1])
    }

    @Test func segmentsMadeFromActionsRunThem() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in ran.append("list") },
            UIAction(title: "Grid") { _ in ran.append("grid") },
        ])
        #expect(control.titleForSegment(at: 1) == "Grid")
        let host = launchCentred(control)
        host.tap(control, at: CGPoint(x: control.segmentFrames()[1].midX, y: 16))
        #expect(ran == ["grid"] && control.selectedSegmentIndex == 1)
    }

    @Test func aMomentaryControlForgetsTheSelection() {
        let control = UISegmentedControl(items: ["−", "+"])
        control.isMomentary = true
        var heard: [Int] = []
        control.addAction(UIAction { _ in heard.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let host = launchCentred(control)
        host.tap(control, at: CGPoint(x: control.segmentFrames()[1].midX, y: 16))
        host.tap(control, at: CGPoint(x: control.segmentFrames()[1].midX, y: 16))
        #expect(heard == [1, 1] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func insertingAndRemovingKeepsTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)  // clamped, as in UIKit
        #expect(control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.setTitle("Renamed", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Renamed")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.intrinsicContentSize.width == 0)
    }

    @Test func badIndicesAndWidthsAreReportedNotApplied() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0
        let (_, diagnostics) = LayoutDiagnostics.capture {
            control.selectedSegmentIndex = 2
            control.setTitle("C", forSegmentAt: -3)
            control.removeSegment(at: 5, animated: false)
            control.setWidth(.nan, forSegmentAt: 0)
            control.setWidth(-10, forSegmentAt: 1)
        }
        #expect(diagnostics.map(\.kind) == [.invalidIndexPath, .invalidIndexPath, .invalidIndexPath, .nonFiniteValue, .invalidConfiguration])
        #expect(diagnostics.allSatisfy { $0.involves(control) })
        #expect(diagnostics[0].indexPaths == [[2]])
        #expect(control.selectedSegmentIndex == 0 && control.numberOfSegments == 2)
        #expect(control.widthForSegment(at: 0) == 0 && control.widthForSegment(at: 1) == 0)
    }
}
