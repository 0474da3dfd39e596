import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// Padding (what it takes off the proposal and adds to the size) and
/// fixedSize (the ideal size, whatever is offered).
@MainActor
struct PaddingAndFixedSizeFixtures {
    // Apple documentation, padding(_:_:): a nil length pads every edge by the
    // system's default amount, 16 points on iPhone.
    @Test func defaultPaddingIsSixteenOnEveryEdge() {
        let laidOut = LayoutHarness.layout(Color.red.frame(width: 50, height: 50).probe("child").padding(), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 82, height: 82))
        expectFrame(laidOut["child"], rect(16, 16, 50, 50), "child")
    }

    // Apple documentation, padding(_:_:): only the edges named are padded.
    @Test func paddingOfSomeEdges() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 50, height: 50).probe("child").padding(.horizontal, 10).padding(.top, 4), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 70, height: 54))
        expectFrame(laidOut["child"], rect(10, 4, 50, 50), "child")
    }

    // Apple documentation, padding(_:) with EdgeInsets: each edge its own length.
    @Test func paddingWithInsets() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 50, height: 50).probe("child").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 56, height: 54))
        expectFrame(laidOut["child"], rect(2, 1, 50, 50), "child")
    }

    // WWDC19, Building Custom Views with SwiftUI: padding offers its child the
    // area it was offered inset by the padding; a colour fills that.
    @Test func paddingInsetsTheProposal() {
        let laidOut = LayoutHarness.host(Color.red.probe("colour").padding(10), in: CGSize(width: 100, height: 60))
        expectFrame(laidOut["colour"], rect(10, 10, 80, 40), "colour")
        #expect(laidOut.drawn == [rect(10, 10, 80, 40)])
    }

    // WWDC19, Building Custom Views with SwiftUI: the child is offered what is
    // left after the padding, never less than nothing; the padded view is then
    // the child's size plus the padding, larger than its proposal.
    @Test func paddingLargerThanTheProposal() {
        let laidOut = LayoutHarness.layout(Color.red.probe("colour").padding(20), proposal: ProposedViewSize(width: 30, height: 30))
        #expect(laidOut.size == CGSize(width: 40, height: 40))
        expectFrame(laidOut["colour"], rect(20, 20, 0, 0), "colour")
    }

    // SwiftUI takes negative padding (Skip, "Negative Padding in Compose",
    // 2024: SkipUI had to add it because SwiftUI supports it): the view is
    // smaller than its content, which overflows it by the padding.
    @Test func negativePaddingShrinksTheView() {
        let laidOut = LayoutHarness.layout(Color.red.frame(width: 50, height: 50).probe("child").padding(-10), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 30, height: 30))
        expectFrame(laidOut["child"], rect(-10, -10, 50, 50), "child")
    }

    // Apple documentation, fixedSize() and ProposedViewSize: a fixed-size view
    // is proposed nil and takes its ideal size; a colour's is 10 by 10.
    @Test(arguments: FrameFixtures.proposals)
    func fixedSizeColourIsTenByTen(proposal: ProposedViewSize) {
        #expect(LayoutHarness.size(of: Color.red.fixedSize(), for: proposal) == CGSize(width: 10, height: 10))
    }

    // Apple documentation, fixedSize(horizontal:vertical:): only the axes
    // chosen are fixed; the other follows the proposal.
    @Test func fixedSizeInOneAxis() {
        let view = Color.red.fixedSize(horizontal: true, vertical: false)
        #expect(LayoutHarness.size(of: view, for: ProposedViewSize(width: 200, height: 100)) == CGSize(width: 10, height: 100))
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…) and
    // fixedSize(): the ideal size of a frame with an ideal width is that width.
    @Test func fixedSizeTakesTheFramesIdealWidth() {
        let laidOut = LayoutHarness.layout(
            Color.red.probe("colour").frame(minWidth: 40, idealWidth: 60, maxWidth: 100).fixedSize(horizontal: true, vertical: false),
            proposal: ProposedViewSize(width: 300, height: 20))
        #expect(laidOut.size == CGSize(width: 60, height: 20))
        expectFrame(laidOut["colour"], rect(0, 0, 60, 20), "colour")
    }

    // Apple documentation, fixedSize(): a fixed-size stack is its ideal size:
    // the ideal of each child (a colour in a frame of at most 50 is 10) and
    // the spacing.
    @Test func fixedSizeStackIsItsIdealSize() {
        let laidOut = LayoutHarness.layout(
            HStack {
                Color.red.frame(maxWidth: 50).probe("bounded")
                Color.blue.probe("free")
            }
            .fixedSize(),
            proposal: ProposedViewSize(width: 300, height: 300))
        #expect(laidOut.size == CGSize(width: 28, height: 10))
        expectFrame(laidOut["free"], rect(18, 0, 10, 10), "free")
    }

    // WWDC19, Building Custom Views with SwiftUI: the root view centres its
    // content; a fixed-size view overflows a frame smaller than its ideal size
    // and is centred in it.
    @Test func fixedSizeOverflowsASmallerFrameCentred() {
        let laidOut = LayoutHarness.host(
            Color.red.frame(idealWidth: 80, idealHeight: 30).fixedSize().probe("fixed").frame(width: 40, height: 20).probe("frame"),
            in: CGSize(width: 100, height: 100))
        expectFrame(laidOut["frame"], rect(30, 40, 40, 20), "frame")
        expectFrame(laidOut["fixed"], rect(10, 35, 80, 30), "fixed-size view")
    }
}
