import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// Text sizes itself to its lines: one per paragraph when asked for its ideal
/// size, wrapped at the width it is offered otherwise. Every expected text size
/// here comes from the text measurer (a text measured alone first), never from
/// glyph widths written down.
@MainActor
struct TextFixtures {
    static let long = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    /// The size a text alone chooses for a proposal.
    static func measured(_ text: Text, width: CGFloat?, height: CGFloat? = nil) -> CGSize {
        LayoutHarness.size(of: text, for: ProposedViewSize(width: width, height: height))
    }

    // WWDC19, Building Custom Views with SwiftUI: a text's bounds never stretch
    // beyond the width and height of its lines. Asked for its ideal size, a
    // text is its one line as the text system measures it (rounded up to
    // whole points at scale 1).
    @Test func idealSizeIsTheMeasuredLine() {
        let font = Font.body.uiFont(at: .large)
        let line = TextMeasurer.current.layout(of: [TextSpan("Hello, world", font: font)], width: nil, wrapping: .word, maximumLines: 0)
        let expected = CGSize(width: line.size.width.rounded(.up), height: line.size.height.rounded(.up))
        #expect(Self.measured(Text("Hello, world"), width: nil) == expected)
        let laidOut = LayoutHarness.host(Text("Hello, world").probe("text"), in: CGSize(width: 400, height: 300))
        expectFrame(laidOut["text"], rect((400 - expected.width) / 2, (300 - expected.height) / 2, expected.width, expected.height), "text")
    }

    // WWDC19, Building Custom Views with SwiftUI: a text offered less than its
    // line wraps, is no wider than the offer, and is higher than one line.
    @Test func textWrapsAtTheProposedWidth() {
        let ideal = Self.measured(Text(Self.long), width: nil)
        let wrapped = Self.measured(Text(Self.long), width: 120)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > ideal.height)
    }

    // WWDC19, Building Custom Views with SwiftUI: a text's bounds never stretch
    // beyond its lines; offered a height shorter than its wrapped lines, it
    // keeps the lines whose bottom fits (always at least one).
    @Test func aShortHeightKeepsTheLinesThatFit() throws {
        let font = Font.body.uiFont(at: .large)
        let wrapped = TextMeasurer.current.layout(of: [TextSpan(Self.long, font: font)], width: 120, wrapping: .word, maximumLines: 0)
        try #require(wrapped.lines.count >= 4)
        let bottoms = wrapped.lines.map { ($0.y + $0.height).rounded(.up) }
        // Room for the first two lines and half the third: two are kept.
        let twoAndAHalf = (bottoms[1] + bottoms[2]) / 2
        #expect(Self.measured(Text(Self.long), width: 120, height: twoAndAHalf).height == bottoms[1])
        // Room for less than the first line: it is kept all the same.
        #expect(Self.measured(Text(Self.long), width: 120, height: bottoms[0] / 2).height == bottoms[0])
        // Room for every line: all are kept.
        #expect(Self.measured(Text(Self.long), width: 120, height: 10_000).height == bottoms[bottoms.count - 1])
    }

    // SwiftUI Field Guide, HStack: between two colours the text is the least
    // flexible child, so it is offered a third of the width less the spacing,
    // wraps there, and the colours share what it leaves.
    @Test(arguments: [200, 320] as [CGFloat])
    func wrappingTextBetweenTwoColours(width: CGFloat) {
        let height: CGFloat = 300
        let text = Self.measured(Text(Self.long), width: (width - 16) / 3, height: height)
        #expect(text.height > Self.measured(Text(Self.long), width: nil).height, "the text wraps")
        let colour = (width - 16 - text.width) / 2
        let laidOut = LayoutHarness.host(
            HStack {
                Color.red.probe("red")
                Text(Self.long).probe("text")
                Color.blue.probe("blue")
            },
            in: CGSize(width: width, height: height))
        expectFrame(laidOut["red"], rect(0, 0, colour, height), "red")
        expectFrame(laidOut["text"], rect(colour + 8, (height - text.height) / 2, text.width, text.height), "text")
        expectFrame(laidOut["blue"], rect(colour + 16 + text.width, 0, colour, height), "blue")
    }

    // SwiftUI Field Guide, HStack: given a higher layout priority the text is
    // offered all the width less the colours' minimums and the spacing, and
    // shows at its ideal size when that fits.
    @Test func priorityTextKeepsItsIdealWidth() {
        let ideal = Self.measured(Text("Hello, world"), width: nil)
        let width: CGFloat = 300
        let colour = (width - 16 - ideal.width) / 2
        let laidOut = LayoutHarness.host(
            HStack {
                Color.red.probe("red")
                Text("Hello, world").layoutPriority(1).probe("text")
                Color.blue.probe("blue")
            },
            in: CGSize(width: width, height: 100))
        expectFrame(laidOut["text"], rect(colour + 8, (100 - ideal.height) / 2, ideal.width, ideal.height), "text")
        expectFrame(laidOut["blue"], rect(colour + 16 + ideal.width, 0, colour, 100), "blue")
    }

    // Apple documentation, layoutPriority(_:): in its example the second text
    // has priority 1 and is offered the row less the first text's minimum and
    // the spacer's; the first text gets what is left but the spacer's minimum,
    // and the spacer (no spacing beside it) takes the rest.
    @Test func documentationExampleOfTwoTextsAndASpacer() {
        let first = Text("This is a moderately long string.").font(.largeTitle)
        let second = Text("This is a higher priority string.").font(.largeTitle)
        let width: CGFloat = 300, height: CGFloat = 600
        let firstMinimum = Self.measured(first, width: 0, height: height).width
        let secondSize = Self.measured(second, width: width - firstMinimum - 8, height: height)
        let firstSize = Self.measured(first, width: width - 8 - secondSize.width, height: height)
        let laidOut = LayoutHarness.layout(
            HStack {
                first.probe("first")
                Spacer().probe("spacer")
                second.layoutPriority(1).probe("second")
            },
            proposal: ProposedViewSize(width: width, height: height))
        expectSize(laidOut["second"].size, secondSize, "second text")
        expectSize(laidOut["first"].size, firstSize, "first text")
        #expect(isClose(laidOut["spacer"].width, width - firstSize.width - secondSize.width))
        expectFrame(laidOut["second"], rect(width - secondSize.width, laidOut["second"].minY, secondSize.width, secondSize.height), "second text at the end")
    }

    // SwiftUI Field Guide, Flexible Frames: a fixed-size text renders at its
    // ideal size whatever the frame, drawing out of a narrower one, centred.
    @Test func fixedSizeTextOverflowsANarrowFrame() {
        let ideal = Self.measured(Text(Self.long), width: nil)
        let laidOut = LayoutHarness.layout(Text(Self.long).fixedSize().probe("text").frame(width: 50), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(laidOut.size == CGSize(width: 50, height: ideal.height))
        expectFrame(laidOut["text"], rect((50 - ideal.width) / 2, 0, ideal.width, ideal.height), "text")
    }

    // Apple documentation, fixedSize(horizontal:vertical:): fixed vertically
    // only, a text wraps at its frame's width and keeps every line even when
    // the frame is too short for them.
    @Test func verticallyFixedTextKeepsAllItsLines() {
        let wrapped = Self.measured(Text(Self.long), width: 100)
        let laidOut = LayoutHarness.layout(
            Text(Self.long).fixedSize(horizontal: false, vertical: true).probe("text").frame(width: 100, height: 10), proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 100, height: 10))
        expectSize(laidOut["text"].size, wrapped, "text")
        #expect(laidOut["text"].height > 10)
    }

    // SwiftUI Field Guide, Flexible Frames: `maxWidth: .infinity` with an
    // alignment pushes a text to the leading or trailing edge.
    @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] as [(HorizontalAlignment, CGFloat)])
    func textPushedToAnEdge(alignment: HorizontalAlignment, fraction: CGFloat) {
        let ideal = Self.measured(Text("Hello, world"), width: nil)
        let laidOut = LayoutHarness.layout(
            Text("Hello, world").probe("text").frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)),
            proposal: ProposedViewSize(width: 300, height: nil))
        #expect(laidOut.size == CGSize(width: 300, height: ideal.height))
        expectFrame(laidOut["text"], rect((300 - ideal.width) * fraction, 0, ideal.width, ideal.height), "text")
    }

    // SwiftUI Field Guide, Flexible Frames: a minimum width wraps a padded
    // text in a frame at least that wide without widening the text.
    @Test func minimumWidthFrameAroundPaddedText() {
        let text = Self.measured(Text("Hello"), width: nil)
        let laidOut = LayoutHarness.layout(Text("Hello").probe("text").padding(16).frame(minWidth: 150).probe("frame"), proposal: ProposedViewSize(width: 200, height: nil))
        let frameWidth = max(150, text.width + 32)
        #expect(laidOut.size == CGSize(width: frameWidth, height: text.height + 32))
        expectFrame(laidOut["text"], rect((frameWidth - text.width) / 2, 16, text.width, text.height), "text")
    }

    // WWDC19, Building Custom Views with SwiftUI: a text never stretches to
    // fill a larger frame; it keeps its size, centred in it.
    @Test func textDoesNotStretchInALargeFrame() {
        let ideal = Self.measured(Text("Hi"), width: nil)
        let laidOut = LayoutHarness.layout(Text("Hi").probe("text").frame(width: 200, height: 100), proposal: .unspecified)
        expectFrame(laidOut["text"], rect((200 - ideal.width) / 2, (100 - ideal.height) / 2, ideal.width, ideal.height), "text")
    }

    // Apple documentation, lineLimit(_:): a text limited to one line is one
    // line high however narrow it is, and no wider than offered.
    @Test func lineLimitOneKeepsOneLine() {
        let ideal = Self.measured(Text(Self.long), width: nil)
        let size = LayoutHarness.size(of: Text(Self.long).lineLimit(1), for: ProposedViewSize(width: 100, height: nil))
        #expect(size.height == ideal.height)
        #expect(size.width <= 100)
    }

    // Apple documentation, VStack: children one above the other, each sized
    // for the stack's width; two texts each wrap on their own.
    @Test func textsInAColumnWrapEachOnTheirOwn() {
        let first = Self.measured(Text(Self.long), width: 150)
        let second = Self.measured(Text("Short"), width: 150)
        let laidOut = LayoutHarness.layout(
            VStack(alignment: .leading, spacing: 6) {
                Text(Self.long).probe("first")
                Text("Short").probe("second")
            },
            proposal: ProposedViewSize(width: 150, height: nil))
        #expect(laidOut.size == CGSize(width: max(first.width, second.width), height: first.height + 6 + second.height))
        expectFrame(laidOut["second"], rect(0, first.height + 6, second.width, second.height), "second")
    }
}
