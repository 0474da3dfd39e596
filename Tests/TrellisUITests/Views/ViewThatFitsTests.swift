import Testing
import Trellis
@testable import TrellisUI

@MainActor
struct ViewThatFitsTests {
    /// Three bars, widest first: 200, 100 and 50 points by 10.
    var bars: some View {
        ViewThatFits {
            Color.red.frame(width: 200, height: 10)
            Color.green.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
    }

    @Test func theFirstViewWhoseIdealSizeFitsIsChosen() {
        #expect(size(of: bars, for: ProposedViewSize(width: 300, height: 50)) == CGSize(width: 200, height: 10))
        #expect(size(of: bars, for: ProposedViewSize(width: 200, height: 50)) == CGSize(width: 200, height: 10))
        #expect(size(of: bars, for: ProposedViewSize(width: 150, height: 50)) == CGSize(width: 100, height: 10))
        #expect(size(of: bars, for: ProposedViewSize(width: 60, height: 50)) == CGSize(width: 50, height: 10))
        // Nothing offered along an axis: everything fits along it.
        #expect(size(of: bars, for: .unspecified) == CGSize(width: 200, height: 10))
    }

    @Test func theLastViewIsChosenWhenNoneFits() {
        #expect(size(of: bars, for: ProposedViewSize(width: 40, height: 50)) == CGSize(width: 50, height: 10))
        #expect(size(of: bars, for: ProposedViewSize(width: 300, height: 5)) == CGSize(width: 50, height: 10))
        #expect(size(of: ViewThatFits {}, for: ProposedViewSize(width: 30, height: 30)) == .zero)
    }

    @Test func onlyTheChosenViewIsPlacedAndDrawn() throws {
        let controller = hosted(bars, in: CGSize(width: 150, height: 30))
        let colours = controller.view.descendants(ColorLeafView.self)
        try #require(colours.count == 1)
        #expect(colours[0].view.backgroundColor == UIColor.systemGreen)
        #expect(colours[0].frame == CGRect(x: 25, y: 10, width: 100, height: 10))
        // Resized: another view is chosen and the old one goes.
        controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 30)
        controller.view.layoutIfNeeded()
        let wider = controller.view.descendants(ColorLeafView.self)
        #expect(wider.map(\.view.backgroundColor) == [UIColor.systemRed])
    }

    @Test func onlyTheConstrainedAxesAreCompared() {
        // Along the vertical axis only: the width is offered to the texts, which wrap to fit it.
        let long = "A title long enough to wrap onto several lines"
        let vertical = ViewThatFits(in: .vertical) {
            Text(long)
            Text("Short")
        }
        let offer = ProposedViewSize(width: 80, height: 1000)
        #expect(size(of: vertical, for: offer) == size(of: Text(long), for: offer))
        // Along the horizontal axis: the long text's ideal width is too wide.
        let horizontal = ViewThatFits(in: .horizontal) {
            Text(long)
            Text("Short")
        }
        #expect(size(of: horizontal, for: offer) == size(of: Text("Short"), for: offer))
        // The tall bar does not fit a short height when the vertical axis counts, whatever the width.
        let bars = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 500, height: 100)
            Color.blue.frame(width: 500, height: 20)
        }
        #expect(size(of: bars, for: ProposedViewSize(width: 10, height: 50)) == CGSize(width: 500, height: 20))
    }

    @Test func theChosenViewIsOfferedTheProposalItself() {
        // A flexible first view fits (its ideal is small) and then takes the whole offer.
        let flexible = ViewThatFits {
            Color.red.frame(idealWidth: 20, maxWidth: .infinity, idealHeight: 20, maxHeight: .infinity)
            Color.blue
        }
        #expect(size(of: flexible, for: ProposedViewSize(width: 90, height: 70)) == CGSize(width: 90, height: 70))
    }
}
