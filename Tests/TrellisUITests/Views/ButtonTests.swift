import Testing
import Trellis
@testable import TrellisUI

/// Counts the taps a button's action receives.
@MainActor
final class TapCounter {
    var count = 0
}

/// A counter whose button adds one to its state.
struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 20) {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
struct ButtonTests {
    /// Launches `view` as the root of a headless iPhone's window.
    func launch<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(UIHostingController(rootView: view))
        host.layout()
        return host
    }

    /// The centre of the `index`-th button in the window.
    func centreOfButton(_ index: Int = 0, in host: HeadlessHost) throws -> CGPoint {
        let buttons = host.window.descendants(ButtonControl.self)
        let frame = try #require(index < buttons.count ? buttons[index].frame : nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aButtonLaysOutAsItsLabelWithoutPadding() {
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 30, height: nil), .zero] {
            #expect(size(of: Button("Continue") {}, for: proposal) == size(of: Text("Continue"), for: proposal))
        }
        let custom = Button {} label: { Color.red.frame(width: 44, height: 30) }
        #expect(size(of: custom, for: .infinity) == CGSize(width: 44, height: 30))
        #expect(size(of: Button(verbatimTitle) {}, for: .unspecified) == size(of: Text(verbatimTitle), for: .unspecified))
    }

    private var verbatimTitle: String { "A title from a string" }

    @Test func theLabelIsDrawnInTheTintUnlessItSetsAColour() throws {
        let controller = hosted(VStack {
            Button("Accent") {}
            Button("Tinted") {}.tint(.red)
            Button {} label: { Text("Own colour").foregroundColor(.green) }
            Button("Foreground") {}.foregroundColor(.purple)
            Button("Disabled") {}.disabled(true)
            Button {} label: { Image(systemName: "star") }.tint(.orange)
            Button {} label: { Circle() }
        }, in: CGSize(width: 300, height: 600))
        let labels = controller.view.descendants(TextLeafView.self).map(\.view)
        try #require(labels.count == 5)
        #expect(labels[0].textColor == UIColor.systemBlue)
        #expect(labels[1].textColor == UIColor.systemRed)
        #expect(labels[2].textColor == UIColor.systemGreen)
        #expect(labels[3].textColor == UIColor.systemPurple)
        #expect(labels[4].textColor == UIColor.tertiaryLabel)
        let star = try #require(controller.view.descendants(ImageLeafView.self).first)
        #expect(star.view.tintColor == UIColor.systemOrange)
        let circle = try #require(controller.view.descendants(ShapeLeafView.self).first)
        #expect(circle.view.superview is ButtonControl)
        // Every label is hosted inside its own control.
        #expect(controller.view.descendants(ButtonControl.self).count == 7)
    }

    @Test func tappingAButtonInAHostRunsItsAction() throws {
        let taps = TapCounter()
        let host = launch(VStack(spacing: 40) {
            Button("First") { taps.count += 1 }
            Button("Second") { taps.count += 100 }
        })
        host.tap(at: try centreOfButton(0, in: host))
        #expect(taps.count == 1)
        host.tap(at: try centreOfButton(1, in: host))
        #expect(taps.count == 101)
        // Between the buttons, and far from them: nothing.
        let first = try centreOfButton(0, in: host), second = try centreOfButton(1, in: host)
        host.tap(at: CGPoint(x: first.x, y: (first.y + second.y) / 2))
        host.tap(at: CGPoint(x: 2, y: host.window.bounds.maxY - 2))
        #expect(taps.count == 101)
    }

    @Test func aTapOnAShapeInTheLabelReachesTheButton() throws {
        let taps = TapCounter()
        let host = launch(Button { taps.count += 1 } label: { RoundedRectangle(cornerRadius: 8).frame(width: 120, height: 44) })
        let hit = host.tap(at: try centreOfButton(in: host))
        #expect(hit is ShapeLeafView)
        #expect(taps.count == 1)
    }

    @Test func aDisabledButtonDoesNothingWhenTapped() throws {
        let taps = TapCounter()
        let host = launch(VStack {
            Button("Disabled") { taps.count += 1 }.disabled(true)
            Button("Inside") { taps.count += 10 }
        }.disabled(true))
        host.tap(at: try centreOfButton(0, in: host))
        host.tap(at: try centreOfButton(1, in: host))
        #expect(taps.count == 0)
        let controls = host.window.descendants(ButtonControl.self).map(\.view)
        #expect(controls.allSatisfy { !$0.isEnabled })
    }

    @Test func theActionOfTheLatestBodyRunsAndStateChangesShow() throws {
        let host = launch(CounterView())
        for _ in 0..<3 { host.tap(at: try centreOfButton(in: host)) }
        let texts = host.window.descendants(TextLeafView.self).compactMap(\.view.text)
        #expect(texts == ["Count 3", "Add"])
        // The same control is kept from one update to the next.
        #expect(host.window.descendants(ButtonControl.self).count == 1)
    }
}
