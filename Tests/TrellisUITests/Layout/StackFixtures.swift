import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// How `HStack` and `VStack` share their length: by flexibility, in groups of
/// layout priority, with spacers last; and how they align and size themselves.
@MainActor
struct StackFixtures {
    // objc.io, "How an HStack Lays Out Its Children" (2020): in 150 points the
    // red child (at most 100 wide, the least flexible) is offered half, 75; the
    // green one is offered the 75 left and takes its minimum, 100. The stack is
    // 175 wide and overflows its 150-point frame, centred in it.
    @Test func objcIOStackOverflowsItsFrameCentred() {
        let laidOut = LayoutHarness.host(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).probe("red")
                Color.green.frame(minWidth: 100).probe("green")
            }
            .probe("stack")
            .frame(width: 150, height: 100)
            .probe("frame"),
            in: CGSize(width: 300, height: 100))
        expectFrame(laidOut["frame"], rect(75, 0, 150, 100), "frame")
        expectFrame(laidOut["stack"], rect(62.5, 0, 175, 100), "stack")
        expectFrame(laidOut["red"], rect(62.5, 0, 75, 100), "red")
        expectFrame(laidOut["green"], rect(137.5, 0, 100, 100), "green")
    }

    // objc.io, "How an HStack Lays Out Its Children" (2020): three rectangles
    // in 300 points with no spacing are 100 points each.
    @Test func equalRectanglesShareEqually() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).probe("red")
                Rectangle().fill(Color.green).probe("green")
                Rectangle().fill(Color.blue).probe("blue")
            },
            proposal: ProposedViewSize(width: 300, height: 100))
        expectFrame(laidOut["red"], rect(0, 0, 100, 100), "red")
        expectFrame(laidOut["green"], rect(100, 0, 100, 100), "green")
        expectFrame(laidOut["blue"], rect(200, 0, 100, 100), "blue")
    }

    // objc.io, "How an HStack Lays Out Its Children" (2020), and the SwiftUI
    // Field Guide, HStack: children are served from the least flexible (the
    // difference of their widths for a zero and an infinite proposal), each
    // offered an equal part of what is left. In 240: the one of at most 50 is
    // offered 80 and takes 50; the one of at most 200 is offered 95 of the
    // 190 left; the colour takes the last 95.
    @Test func leastFlexibleChildIsServedFirst() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 200).probe("wide")
                Color.green.frame(maxWidth: 50).probe("narrow")
                Color.blue.probe("free")
            },
            proposal: ProposedViewSize(width: 240, height: 10))
        expectFrame(laidOut["wide"], rect(0, 0, 95, 10), "at most 200")
        expectFrame(laidOut["narrow"], rect(95, 0, 50, 10), "at most 50")
        expectFrame(laidOut["free"], rect(145, 0, 95, 10), "colour")
    }

    // objc.io, "How an HStack Lays Out Its Children" (2020): the same logic
    // applies to a VStack with the axes swapped (75 and 100 high in 150).
    @Test func vstackSharesHeightTheSameWay() {
        let laidOut = LayoutHarness.layout(
            VStack(spacing: 0) {
                Color.red.frame(maxHeight: 100).probe("red")
                Color.green.frame(minHeight: 100).probe("green")
            },
            proposal: ProposedViewSize(width: 50, height: 150))
        #expect(laidOut.size == CGSize(width: 50, height: 175))
        expectFrame(laidOut["red"], rect(0, 0, 50, 75), "red")
        expectFrame(laidOut["green"], rect(0, 75, 50, 100), "green")
    }

    // SwiftUI Field Guide, HStack: a higher layout priority makes the stack
    // propose the whole remaining width to that group before the others. The
    // red child (at most 50) takes 50 of 200; the two colours share 150.
    @Test func higherPriorityGroupIsServedFirst() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.green.probe("green")
                Color.red.frame(maxWidth: 50).layoutPriority(1).probe("red")
                Color.blue.probe("blue")
            },
            proposal: ProposedViewSize(width: 200, height: 10))
        expectFrame(laidOut["green"], rect(0, 0, 75, 10), "green")
        expectFrame(laidOut["red"], rect(75, 0, 50, 10), "red")
        expectFrame(laidOut["blue"], rect(125, 0, 75, 10), "blue")
    }

    // Apple documentation, layoutPriority(_:): the views of the highest
    // priority are offered the space of the parent less the minimum the
    // lower-priority views need. Here 200 less the minimums 40 and 60; then
    // the lower group shares the 100 left (the 60-minimum one first, being the
    // less flexible: offered 50, it takes 60; the other gets the 40 left).
    @Test func priorityGroupLeavesTheMinimumsOfLowerGroups() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).probe("red")
                Color.green.frame(minWidth: 40).probe("green")
                Color.blue.frame(minWidth: 60).probe("blue")
            },
            proposal: ProposedViewSize(width: 200, height: 10))
        expectFrame(laidOut["red"], rect(0, 0, 100, 10), "red")
        expectFrame(laidOut["green"], rect(100, 0, 40, 10), "green")
        expectFrame(laidOut["blue"], rect(140, 0, 60, 10), "blue")
    }

    // Apple documentation, layoutPriority(_:): views are 0 by default and a
    // lower priority shrinks first: a colour of priority -1 beside one of 0
    // gets only what that one leaves (nothing, as a colour takes everything).
    @Test func negativePriorityIsServedLast() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.layoutPriority(-1).probe("low")
                Color.green.probe("default")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        expectFrame(laidOut["low"], rect(0, 0, 0, 10), "priority -1")
        expectFrame(laidOut["default"], rect(0, 0, 100, 10), "priority 0")
    }

    // Apple documentation, Spacer: a spacer expands along its stack's axis,
    // pushing its neighbours to the stack's ends.
    @Test func spacerTakesWhatIsLeft() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 20).probe("red")
                Spacer().probe("spacer")
                Color.blue.frame(width: 20).probe("blue")
            },
            proposal: ProposedViewSize(width: 200, height: 30))
        expectFrame(laidOut["red"], rect(0, 0, 20, 30), "red")
        expectFrame(laidOut["spacer"], rect(20, 15, 160, 0), "spacer (no height in a row, centred)")
        expectFrame(laidOut["blue"], rect(180, 0, 20, 30), "blue")
    }

    // Apple documentation, Spacer.minLength: the least length a spacer shrinks
    // to; nil is the system spacing (8 points on iOS). Two 60-point colours in
    // 100 points overflow, and the spacer keeps its minimum between them.
    @Test(arguments: [(nil, 8), (30, 30)] as [(CGFloat?, CGFloat)])
    func spacerKeepsItsMinimumLength(minLength: CGFloat?, expected: CGFloat) {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 60).probe("red")
                Spacer(minLength: minLength).probe("spacer")
                Color.blue.frame(width: 60).probe("blue")
            },
            proposal: ProposedViewSize(width: 100, height: 40))
        #expect(laidOut.size == CGSize(width: 120 + expected, height: 40))
        expectFrame(laidOut["spacer"], rect(60, 20, expected, 0), "spacer")
        expectFrame(laidOut["blue"], rect(60 + expected, 0, 60, 40), "blue")
    }

    // A spacer has the lowest layout priority: OpenSwiftUI's Spacer layout
    // engine answers -infinity, as a probe of LayoutSubview.priority in SwiftUI
    // reported (water-rs/waterui issue 968). Between two colours it keeps only
    // its 8-point minimum and the colours share the rest.
    @Test func spacerYieldsToColours() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.probe("red")
                Spacer().probe("spacer")
                Color.blue.probe("blue")
            },
            proposal: ProposedViewSize(width: 100, height: 10))
        expectFrame(laidOut["red"], rect(0, 0, 46, 10), "red")
        expectFrame(laidOut["spacer"], rect(46, 5, 8, 0), "spacer")
        expectFrame(laidOut["blue"], rect(54, 0, 46, 10), "blue")
    }

    // fatbobman, "What Does spacing = nil Mean in SwiftUI?" (2024): with nil
    // spacing two plain views sit 8 points apart; OpenSwiftUI's Spacer asks for
    // zero spacing along its stack, so a spacer has no gap on either side.
    @Test func defaultSpacingIsEightExceptBesideASpacer() {
        let plain = LayoutHarness.layout(
            HStack {
                Color.red.frame(width: 20, height: 20).probe("red")
                Color.blue.frame(width: 20, height: 20).probe("blue")
            },
            proposal: .unspecified)
        #expect(plain.size == CGSize(width: 48, height: 20))
        expectFrame(plain["blue"], rect(28, 0, 20, 20), "blue after the default gap")

        let spaced = LayoutHarness.layout(
            HStack {
                Color.red.frame(width: 20, height: 20).probe("red")
                Spacer().probe("spacer")
                Color.blue.frame(width: 20, height: 20).probe("blue")
            },
            proposal: .unspecified)
        #expect(spaced.size == CGSize(width: 48, height: 20))
        expectFrame(spaced["spacer"], rect(20, 10, 8, 0), "spacer at its minimum, no gaps")
    }

    // A negative spacing overlaps neighbours: SwiftUI code relies on it for
    // rows of overlapping avatars, written `HStack(spacing: -8)`.
    @Test func negativeSpacingOverlapsNeighbours() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: -8) {
                Color.red.frame(width: 24, height: 24).probe("first")
                Color.green.frame(width: 24, height: 24).probe("second")
                Color.blue.frame(width: 24, height: 24).probe("third")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 56, height: 24))
        expectFrame(laidOut["second"], rect(16, 0, 24, 24), "second")
        expectFrame(laidOut["third"], rect(32, 0, 24, 24), "third")
    }

    // Apple documentation, ProposedViewSize: an unspecified proposal asks for
    // the ideal size; replacingUnspecifiedDimensions(by:) gives a flexible
    // view 10 points a side. A row of two colours, 5 apart, is 25 by 10.
    @Test func idealSizeOfARowIsTheIdealsAndTheSpacing() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 5) {
                Color.red.probe("red")
                Color.blue.probe("blue")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 25, height: 10))
        expectFrame(laidOut["blue"], rect(15, 0, 10, 10), "blue")
    }

    // Apple documentation, ProposedViewSize: a zero proposal asks for the
    // minimum size, an infinite one for the maximum. A row's minimum is its
    // children's minimums and the spacing; its maximum their maximums.
    @Test func zeroAndInfiniteProposalsGiveMinimumAndMaximum() {
        let row = HStack(spacing: 8) {
            Color.red.frame(minWidth: 20, maxWidth: 50)
            Color.blue.frame(minWidth: 5, maxWidth: 70)
        }
        #expect(LayoutHarness.size(of: row, for: ProposedViewSize(width: 0, height: 10)) == CGSize(width: 33, height: 10))
        #expect(LayoutHarness.size(of: row, for: ProposedViewSize(width: .infinity, height: 10)) == CGSize(width: 128, height: 10))
    }

    // Apple documentation, VerticalAlignment: an HStack aligns its children on
    // its guide (top, centre, bottom); the stack is as high as the tallest.
    @Test(arguments: [(VerticalAlignment.top, 0), (.center, 10), (.bottom, 20)] as [(VerticalAlignment, CGFloat)])
    func hstackAlignsChildrenOnItsGuide(alignment: VerticalAlignment, shortY: CGFloat) {
        let laidOut = LayoutHarness.layout(
            HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 10, height: 40).probe("tall")
                Color.blue.frame(width: 10, height: 20).probe("short")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 20, height: 40))
        expectFrame(laidOut["tall"], rect(0, 0, 10, 40), "tall")
        expectFrame(laidOut["short"], rect(10, shortY, 10, 20), "short")
    }

    // Apple documentation, HorizontalAlignment: a VStack aligns its children
    // on its guide (leading, centre, trailing); it is as wide as the widest.
    @Test(arguments: [(HorizontalAlignment.leading, 0), (.center, 15), (.trailing, 30)] as [(HorizontalAlignment, CGFloat)])
    func vstackAlignsChildrenOnItsGuide(alignment: HorizontalAlignment, narrowX: CGFloat) {
        let laidOut = LayoutHarness.layout(
            VStack(alignment: alignment, spacing: 4) {
                Color.red.frame(width: 50, height: 10).probe("wide")
                Color.blue.frame(width: 20, height: 10).probe("narrow")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 50, height: 24))
        expectFrame(laidOut["narrow"], rect(narrowX, 14, 20, 10), "narrow")
    }

    // SwiftUI Field Guide, HStack: stacks try to distribute their space as
    // evenly as possible, and a nested stack is one child like any other: the
    // row and the colour below it get half the height each.
    @Test func nestedStacksShareEvenly() {
        let laidOut = LayoutHarness.layout(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.probe("red")
                    Color.green.probe("green")
                }
                Color.blue.probe("blue")
            },
            proposal: ProposedViewSize(width: 100, height: 100))
        expectFrame(laidOut["red"], rect(0, 0, 50, 50), "red")
        expectFrame(laidOut["green"], rect(50, 0, 50, 50), "green")
        expectFrame(laidOut["blue"], rect(0, 50, 100, 50), "blue")
    }

    // WWDC19, Building Custom Views with SwiftUI: the root view offers the
    // whole area, the content chooses its size, and the root centres it. A
    // row of fixed children is as long as they are with their spacing.
    @Test func rowOfFixedChildrenIsCentredInTheHost() {
        let laidOut = LayoutHarness.host(
            HStack(spacing: 10) {
                Color.red.frame(width: 30, height: 20).probe("red")
                Color.blue.frame(width: 40, height: 10).probe("blue")
            }
            .probe("row"),
            in: CGSize(width: 200, height: 100))
        expectFrame(laidOut["row"], rect(60, 40, 80, 20), "row")
        expectFrame(laidOut["red"], rect(60, 40, 30, 20), "red")
        expectFrame(laidOut["blue"], rect(100, 45, 40, 10), "blue")
    }
}
