import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// Fixed and flexible frames: what they offer their child, how large they
/// are for nil, zero, finite and infinite proposals, and where the child goes.
@MainActor
struct FrameFixtures {
    /// Proposals of every kind, as fixtures take them.
    nonisolated static let proposals: [ProposedViewSize] = [
        .unspecified, .zero, ProposedViewSize(width: 37, height: 240), .infinity, ProposedViewSize(width: nil, height: 5),
    ]

    // Apple documentation, frame(width:height:alignment:): a fixed frame is
    // the size given, whatever its parent proposes.
    @Test(arguments: proposals)
    func fixedFrameIgnoresTheProposal(proposal: ProposedViewSize) {
        let laidOut = LayoutHarness.layout(Color.red.probe("colour").frame(width: 100, height: 50), proposal: proposal)
        #expect(laidOut.size == CGSize(width: 100, height: 50))
        expectFrame(laidOut["colour"], rect(0, 0, 100, 50), "colour offered the frame's size")
    }

    // Apple documentation, frame(width:height:alignment:): given one
    // dimension, the frame takes the view's sizing behaviour in the other.
    @Test func fixedWidthOnlyKeepsTheChildsHeight() {
        let view = Color.red.frame(width: 60)
        #expect(LayoutHarness.size(of: view, for: ProposedViewSize(width: 200, height: 80)) == CGSize(width: 60, height: 80))
        #expect(LayoutHarness.size(of: view, for: .unspecified) == CGSize(width: 60, height: 10))
    }

    // Apple documentation, frame(width:height:alignment:): the alignment says
    // where a smaller child sits in the frame.
    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)), (.topTrailing, CGPoint(x: 80, y: 0)),
        (.leading, CGPoint(x: 0, y: 20)), (.center, CGPoint(x: 40, y: 20)), (.trailing, CGPoint(x: 80, y: 20)),
        (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottom, CGPoint(x: 40, y: 40)), (.bottomTrailing, CGPoint(x: 80, y: 40)),
    ] as [(Alignment, CGPoint)])
    func fixedFrameAlignsItsChild(alignment: Alignment, origin: CGPoint) {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 20, height: 20).probe("child").frame(width: 100, height: 60, alignment: alignment),
            proposal: .unspecified)
        expectFrame(laidOut["child"], CGRect(origin: origin, size: CGSize(width: 20, height: 20)), "child")
    }

    // WWDC19, Building Custom Views with SwiftUI: a frame is a view that
    // proposes a size; the child still chooses its own, and a larger child
    // overflows the frame, centred.
    @Test func childLargerThanItsFrameOverflowsCentred() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 80, height: 80).probe("child").frame(width: 40, height: 40),
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 40, height: 40))
        expectFrame(laidOut["child"], rect(-20, -20, 80, 80), "child")
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…): with both a
    // minimum and a maximum the frame takes the proposal clamped to them, so
    // `.frame(minHeight: 0, maxHeight: .infinity)` is 0 high for a zero
    // proposal and as high as any finite one; with no proposal it takes the
    // child's ideal height (10 for a colour).
    @Test(arguments: [(nil, 10), (0, 0), (50, 50), (12345, 12345)] as [(CGFloat?, CGFloat)])
    func zeroToInfinityFrameTakesTheProposedHeight(proposed: CGFloat?, expected: CGFloat) {
        let laidOut = LayoutHarness.layout(
            Color.red.probe("colour").frame(minHeight: 0, maxHeight: .infinity),
            proposal: ProposedViewSize(width: 30, height: proposed))
        #expect(laidOut.size == CGSize(width: 30, height: expected))
        expectFrame(laidOut["colour"], rect(0, 0, 30, expected), "colour")
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…): an infinite
    // proposal clamped to an infinite maximum asks for all there is; the frame
    // answers a finite length (layout never places anything at infinity) that
    // is larger than any finite proposal of these fixtures.
    @Test func zeroToInfinityFrameAnswersAnInfiniteProposalFinitely() {
        let size = LayoutHarness.size(of: Color.red.frame(minHeight: 0, maxHeight: .infinity), for: ProposedViewSize(width: 30, height: .infinity))
        #expect(size.height.isFinite && size.height > 1_000_000)
        #expect(size.width == 30)
    }

    // SwiftUI Field Guide, Flexible Frames: a maximum clamps both the proposal
    // to the child and the frame's own size; without a proposal the frame is
    // the child's ideal (a colour's 10) lowered to the maximum.
    @Test(arguments: [(300, 100), (50, 50), (nil, 10)] as [(CGFloat?, CGFloat)])
    func maximumWidthClampsTheProposal(proposed: CGFloat?, expected: CGFloat) {
        let laidOut = LayoutHarness.layout(Color.red.probe("colour").frame(maxWidth: 100), proposal: ProposedViewSize(width: proposed, height: 10))
        #expect(laidOut.size.width == expected)
        #expect(laidOut["colour"].width == expected)
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…): with only a
    // minimum, a proposal below it gives the minimum; a colour offered more
    // takes it, and so does the frame; no proposal gives the ideal raised to
    // the minimum.
    @Test(arguments: [(50, 100), (300, 300), (nil, 100)] as [(CGFloat?, CGFloat)])
    func minimumWidthRaisesTheSize(proposed: CGFloat?, expected: CGFloat) {
        let size = LayoutHarness.size(of: Color.red.frame(minWidth: 100), for: ProposedViewSize(width: proposed, height: 10))
        #expect(size.width == expected)
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…): the
    // proposal is clamped to the bounds before the child sees it.
    @Test(arguments: [(50, 100), (150, 150), (300, 200)] as [(CGFloat, CGFloat)])
    func bothBoundsClampTheProposal(proposed: CGFloat, expected: CGFloat) {
        let laidOut = LayoutHarness.layout(
            Color.red.probe("colour").frame(minWidth: 100, maxWidth: 200), proposal: ProposedViewSize(width: proposed, height: 10))
        #expect(laidOut.size.width == expected)
        #expect(laidOut["colour"].width == expected)
    }

    // Apple documentation, frame(minWidth:idealWidth:maxWidth:…): an ideal
    // length replaces an unspecified proposal, for the child too.
    @Test func idealWidthAnswersAnUnspecifiedProposal() {
        let laidOut = LayoutHarness.layout(Color.red.probe("colour").frame(idealWidth: 70, maxWidth: .infinity), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 70, height: 10))
        expectFrame(laidOut["colour"], rect(0, 0, 70, 10), "colour offered the ideal width")
    }

    // SwiftUI Field Guide, Flexible Frames: `maxWidth: .infinity` with an
    // alignment pushes a view to the leading or trailing edge.
    @Test(arguments: [(HorizontalAlignment.leading, 0), (.center, 80), (.trailing, 160)] as [(HorizontalAlignment, CGFloat)])
    func infiniteMaximumPushesTheChildToAnEdge(alignment: HorizontalAlignment, x: CGFloat) {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 40, height: 10).probe("child")
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)),
            proposal: ProposedViewSize(width: 200, height: 10))
        #expect(laidOut.size.width == 200)
        expectFrame(laidOut["child"], rect(x, 0, 40, 10), "child")
    }

    // SwiftUI Field Guide, Flexible Frames: a fixed-size child in
    // `.frame(maxWidth: .infinity)` makes a frame at least as wide as the
    // proposal, but as wide as the child when the proposal is smaller.
    @Test(arguments: [200, 20] as [CGFloat])
    func infiniteMaximumIsAtLeastTheFixedChild(proposed: CGFloat) {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 60, height: 10).probe("child").frame(maxWidth: .infinity),
            proposal: ProposedViewSize(width: proposed, height: 10))
        let width = max(proposed, 60)
        #expect(laidOut.size.width == width)
        expectFrame(laidOut["child"], rect((width - 60) / 2, 0, 60, 10), "child")
    }

    // SwiftUI Field Guide, Flexible Frames: with a minimum of 0 and a maximum
    // of infinity the frame accepts the proposed width unconditionally, and a
    // wider fixed child overflows it.
    @Test func zeroToInfinityFrameAcceptsTheProposalUnconditionally() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 60, height: 10).probe("child").frame(minWidth: 0, maxWidth: .infinity),
            proposal: ProposedViewSize(width: 20, height: 10))
        #expect(laidOut.size.width == 20)
        expectFrame(laidOut["child"], rect(-20, 0, 60, 10), "child")
    }
}
