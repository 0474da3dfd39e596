import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// Backgrounds, overlays and borders take their view's size; a ZStack is the
/// union of its aligned layers; offsets move drawing, not layout.
@MainActor
struct LayeringFixtures {
    // WWDC19, Building Custom Views with SwiftUI: a background has the same
    // bounds as the view it is behind and is layout neutral.
    @Test func backgroundHasTheViewsBounds() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 50, height: 30).probe("view").background(Color.blue.probe("background")), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 50, height: 30))
        expectFrame(laidOut["background"], laidOut["view"], "background")
    }

    // Apple documentation, background(_:alignment:): the background is offered
    // the view's size and aligned to it; one that chooses to be larger
    // overflows, centred, and the view keeps its own size.
    @Test func largerBackgroundOverflowsCentred() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 50, height: 30).background(Color.blue.frame(width: 80, height: 10).probe("background")), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 50, height: 30))
        expectFrame(laidOut["background"], rect(-15, 10, 80, 10), "background")
    }

    // Apple documentation, overlay(alignment:content:): the overlay is aligned
    // to the view by the alignment given.
    @Test(arguments: [(Alignment.topTrailing, CGPoint(x: 90, y: 0)), (.bottomLeading, CGPoint(x: 0, y: 50)), (.center, CGPoint(x: 45, y: 25))]
        as [(Alignment, CGPoint)])
    func overlayIsAligned(alignment: Alignment, origin: CGPoint) {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 100, height: 60).overlay(alignment: alignment) { Color.blue.frame(width: 10, height: 10).probe("badge") },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 100, height: 60))
        expectFrame(laidOut["badge"], CGRect(origin: origin, size: CGSize(width: 10, height: 10)), "badge")
    }

    // WWDC19, Building Custom Views with SwiftUI: an overlay or background is
    // layout neutral, so a large one does not move the view's neighbours.
    @Test func overlayDoesNotMoveNeighbours() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).overlay(Color.green.frame(width: 200, height: 5))
                Color.blue.frame(width: 20, height: 20).probe("neighbour")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 40, height: 20))
        expectFrame(laidOut["neighbour"], rect(20, 0, 20, 20), "neighbour")
    }

    // Apple documentation, border(_:width:): the border is drawn inside the
    // view's bounds and leaves its size alone.
    @Test func borderKeepsTheSize() {
        let size = LayoutHarness.size(of: Color.red.frame(width: 40, height: 40).border(Color.black, width: 5), for: .unspecified)
        #expect(size == CGSize(width: 40, height: 40))
    }

    // Apple documentation, ZStack: layers are offered the stack's proposal and
    // aligned; the stack is as large as their union (centred by default).
    @Test func zstackIsTheUnionOfItsLayers() {
        let laidOut = LayoutHarness.layout(
            ZStack {
                Color.red.frame(width: 50, height: 100).probe("tall")
                Color.blue.frame(width: 100, height: 50).probe("wide")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 100, height: 100))
        expectFrame(laidOut["tall"], rect(25, 0, 50, 100), "tall")
        expectFrame(laidOut["wide"], rect(0, 25, 100, 50), "wide")
    }

    // Apple documentation, ZStack(alignment:content:): the alignment decides
    // where smaller layers go.
    @Test(arguments: [(Alignment.topLeading, CGPoint(x: 0, y: 0)), (.bottomTrailing, CGPoint(x: 80, y: 40)), (.trailing, CGPoint(x: 80, y: 20))]
        as [(Alignment, CGPoint)])
    func zstackAlignsItsLayers(alignment: Alignment, origin: CGPoint) {
        let laidOut = LayoutHarness.layout(
            ZStack(alignment: alignment) {
                Color.red.frame(width: 100, height: 60)
                Color.blue.frame(width: 20, height: 20).probe("small")
            },
            proposal: .unspecified)
        expectFrame(laidOut["small"], CGRect(origin: origin, size: CGSize(width: 20, height: 20)), "small")
    }

    // Apple documentation, ZStack: every layer is offered the stack's
    // proposal, so a colour fills it and the stack is that large.
    @Test func zstackWithAColourTakesTheProposal() {
        let laidOut = LayoutHarness.layout(
            ZStack {
                Color.red.probe("fill")
                Color.blue.frame(width: 20, height: 20).probe("small")
            },
            proposal: ProposedViewSize(width: 100, height: 80))
        #expect(laidOut.size == CGSize(width: 100, height: 80))
        expectFrame(laidOut["fill"], rect(0, 0, 100, 80), "fill")
        expectFrame(laidOut["small"], rect(40, 30, 20, 20), "small")
    }

    // Reimplementations of SwiftUI's ZStack layout (ByteDance's and Hongtae
    // Kim's _ZStackLayout) size a ZStack by its layers of the highest layout
    // priority only (fatbobman, "Exploring the Secrets of layoutPriority in
    // SwiftUI ZStack", 2025, explores the same): a colour behind a text of
    // priority 1 is the text's size, not the proposal's.
    @Test func zstackIsSizedByItsHighestPriorityLayers() {
        let text = LayoutHarness.size(of: Text("Hello"), for: ProposedViewSize(width: 300, height: 200))
        let laidOut = LayoutHarness.layout(
            ZStack {
                Color.red.probe("colour")
                Text("Hello").layoutPriority(1).probe("text")
            },
            proposal: ProposedViewSize(width: 300, height: 200))
        #expect(laidOut.size == text)
        expectFrame(laidOut["colour"], CGRect(origin: .zero, size: text), "colour")
        expectFrame(laidOut["text"], CGRect(origin: .zero, size: text), "text")
    }

    // Apple documentation, alignmentGuide(_:computeValue:): a layer's own
    // guide values move it against the others, and the ZStack grows to the
    // union. Guides at -30 and -10 put the second layer 30 right and 10 down.
    @Test func zstackLayersMovedByTheirGuides() {
        let laidOut = LayoutHarness.layout(
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 50, height: 50).probe("first")
                Color.blue.frame(width: 50, height: 50)
                    .alignmentGuide(.leading) { _ in -30 }
                    .alignmentGuide(.top) { _ in -10 }
                    .probe("second")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 80, height: 60))
        expectFrame(laidOut["first"], rect(0, 0, 50, 50), "first")
        expectFrame(laidOut["second"], rect(30, 10, 50, 50), "second")
    }

    // Apple documentation, offset(x:y:): offsetting draws the view elsewhere
    // but does not change its place in the layout: the neighbour stays put.
    @Test func offsetMovesDrawingNotLayout() {
        let laidOut = LayoutHarness.host(
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).probe("moved").offset(x: 15, y: 5)
                Color.blue.frame(width: 20, height: 20).probe("neighbour")
            },
            in: CGSize(width: 40, height: 20))
        expectFrame(laidOut["moved"], rect(15, 5, 20, 20), "moved view")
        expectFrame(laidOut["neighbour"], rect(20, 0, 20, 20), "neighbour")
        #expect(laidOut.drawn == [rect(15, 5, 20, 20), rect(20, 0, 20, 20)])
    }

    // Apple documentation, background(alignment:content:): the content of a
    // background is laid out like a ZStack with that alignment, offered the
    // view's size.
    @Test func backgroundContentAlignedInTheView() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 60, height: 40).background(alignment: .bottomTrailing) {
                Color.blue.frame(width: 10, height: 10).probe("corner")
            },
            proposal: .unspecified)
        expectFrame(laidOut["corner"], rect(50, 30, 10, 10), "corner")
    }

    // WWDC19, Building Custom Views with SwiftUI: a text's background has the
    // text's bounds.
    @Test func textBackgroundHasTheTextsBounds() {
        let laidOut = LayoutHarness.host(Text("Hello, world").probe("text").background(Color.yellow.probe("background")), in: CGSize(width: 300, height: 100))
        expectFrame(laidOut["background"], laidOut["text"], "background")
        #expect(laidOut["text"].width > 0)
    }
}
