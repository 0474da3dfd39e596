import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// A custom vertical guide, at the middle of a view unless a view sets it.
private enum MiddleGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

extension VerticalAlignment {
    /// A guide to align views of different stacks on (as in Apple's
    /// "Aligning views across stacks").
    fileprivate static let middleGuide = VerticalAlignment(MiddleGuide.self)
}

/// Alignment guides: values set by a view, custom guides carried up through
/// stacks, and text baselines.
@MainActor
struct AlignmentFixtures {
    // Apple documentation, alignmentGuide(_:computeValue:): a view's guide can
    // be computed from its dimensions; a leading guide at its own trailing
    // edge puts it entirely before the others' leading edge.
    @Test func leadingGuideAtTheTrailingEdge() {
        let laidOut = LayoutHarness.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).probe("wide")
                Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.probe("shifted")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 150, height: 40))
        expectFrame(laidOut["wide"], rect(50, 0, 100, 20), "wide")
        expectFrame(laidOut["shifted"], rect(0, 20, 50, 20), "shifted")
    }

    // Apple documentation, alignmentGuide(_:computeValue:): in a row aligned
    // on its centres, a view whose centre guide is its bottom has its bottom
    // on the others' centre line.
    @Test func centreGuideAtTheBottom() {
        let laidOut = LayoutHarness.layout(
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 40).probe("tall")
                Color.blue.frame(width: 10, height: 20).alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }.probe("raised")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 20, height: 40))
        expectFrame(laidOut["raised"], rect(10, 0, 10, 20), "raised")
    }

    // Apple documentation, alignmentGuide(_:computeValue:): a fixed value
    // for the top guide lowers the other views by that much.
    @Test func topGuideOfAFixedValue() {
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 30).probe("plain")
                Color.blue.frame(width: 10, height: 30).alignmentGuide(.top) { _ in 20 }.probe("guided")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 20, height: 50))
        expectFrame(laidOut["plain"], rect(0, 20, 10, 30), "plain")
        expectFrame(laidOut["guided"], rect(10, 0, 10, 30), "guided")
    }

    // Apple documentation, frame(width:height:alignment:) and
    // alignmentGuide(_:computeValue:): a frame aligns its child by the
    // child's own guide, explicit values included.
    @Test func frameAlignsByTheChildsExplicitGuide() {
        let laidOut = LayoutHarness.layout(
            Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }.probe("child").frame(width: 100, height: 20, alignment: .leading),
            proposal: .unspecified)
        expectFrame(laidOut["child"], rect(10, 0, 20, 20), "child")
    }

    // Apple documentation, "Aligning views across stacks", and WWDC19,
    // Building Custom Views with SwiftUI: a custom guide set on a view inside
    // a nested VStack aligns it with a view outside that stack. The green
    // view's middle (50 down its column) meets the blue view's middle.
    @Test func customGuideAcrossNestedStacks() {
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .middleGuide, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 30).probe("red")
                    Color.green.frame(width: 20, height: 40).alignmentGuide(.middleGuide) { d in d[VerticalAlignment.center] }.probe("green")
                }
                .probe("column")
                Color.blue.frame(width: 20, height: 20).probe("blue")
            },
            proposal: .unspecified)
        #expect(laidOut.size == CGSize(width: 40, height: 70))
        expectFrame(laidOut["column"], rect(0, 0, 20, 70), "column")
        expectFrame(laidOut["blue"], rect(20, 40, 20, 20), "blue")
    }

    // Apple documentation, VerticalAlignment.combineExplicit(_:): a stack's
    // value for a guide several of its children set is, for most guides, the
    // mean of their values. Middles at 10 and 40 make a column guide at 25.
    @Test func customGuideOfSeveralChildrenIsTheirMean() {
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .middleGuide, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.middleGuide) { d in d.height / 2 }
                    Color.green.frame(width: 20, height: 40).alignmentGuide(.middleGuide) { d in d.height / 2 }
                }
                .probe("column")
                Color.blue.frame(width: 20, height: 10).probe("blue")
            },
            proposal: .unspecified)
        expectFrame(laidOut["column"], rect(0, 0, 20, 60), "column")
        expectFrame(laidOut["blue"], rect(20, 20, 20, 10), "blue")
    }

    // Apple documentation, VerticalAlignment.firstTextBaseline: in a row of
    // two fonts the first baselines of the texts are on one line.
    @Test func firstBaselinesOfTwoFontsMeet() {
        let big = Text("Big").font(.largeTitle), small = Text("small").font(.caption)
        let bigBaseline = Self.firstBaseline(of: "Big", font: .largeTitle)
        let smallBaseline = Self.firstBaseline(of: "small", font: .caption)
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .firstTextBaseline) {
                big.probe("big")
                small.probe("small")
            },
            proposal: .unspecified)
        #expect(isClose(laidOut["big"].minY + bigBaseline, laidOut["small"].minY + smallBaseline))
        #expect(laidOut["small"].minY > 0, "the smaller font sits lower")
        #expect(laidOut["big"].minY == 0)
    }

    // Apple documentation, VerticalAlignment: a view without text aligned on
    // a text baseline is aligned by its bottom.
    @Test func viewWithoutTextAlignsItsBottomOnTheBaseline() {
        let baseline = Self.firstBaseline(of: "Hello", font: .body)
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .firstTextBaseline) {
                Color.red.frame(width: 10, height: 40).probe("colour")
                Text("Hello").probe("text")
            },
            proposal: .unspecified)
        #expect(isClose(laidOut["colour"].maxY, laidOut["text"].minY + baseline))
    }

    // Apple documentation, VerticalAlignment.lastTextBaseline: a two-line
    // text's last baseline meets a one-line text's baseline.
    @Test func lastBaselinesMeet() {
        let twoLines = Self.lastBaseline(of: "One\nTwo", font: .body)
        let single = Self.lastBaseline(of: "Three", font: .title)
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .lastTextBaseline) {
                Text("One\nTwo").probe("two")
                Text("Three").font(.title).probe("one")
            },
            proposal: .unspecified)
        #expect(isClose(laidOut["two"].minY + twoLines, laidOut["one"].minY + single))
    }

    // Apple documentation, VerticalAlignment.combineExplicit(_:): the first
    // text baseline of a view holding several texts is the least of their
    // baselines (the topmost), whatever their order. Here the caption comes
    // after the title in a top-aligned row, so its baseline is higher.
    @Test func firstBaselineOfARowIsItsTopmost() {
        let captionBaseline = Self.firstBaseline(of: "small", font: .caption)
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                HStack(alignment: .top, spacing: 0) {
                    Text("Big").font(.largeTitle)
                    Text("small").font(.caption).probe("caption")
                }
                Color.red.frame(width: 10, height: 10).probe("marker")
            },
            proposal: .unspecified)
        #expect(isClose(laidOut["marker"].maxY, laidOut["caption"].minY + captionBaseline))
    }

    // Apple documentation, VerticalAlignment: text baseline alignment matches
    // the baselines of the text a view contains, so a padded text aligns on
    // its text's baseline, lowered by the padding.
    @Test func paddedTextAlignsOnItsTextsBaseline() {
        let baseline = Self.firstBaseline(of: "Hello", font: .body)
        let laidOut = LayoutHarness.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Hello").probe("padded").padding(.top, 30)
                Color.red.frame(width: 10, height: 10).probe("marker")
            },
            proposal: .unspecified)
        #expect(isClose(laidOut["marker"].maxY, laidOut["padded"].minY + baseline))
        #expect(isClose(laidOut["padded"].minY, 30))
    }

    /// The first baseline of a one-paragraph text in a font, from the measurer.
    static func firstBaseline(of string: String, font: Font) -> CGFloat {
        let layout = TextMeasurer.current.layout(of: [TextSpan(string, font: font.uiFont(at: .large))], width: nil, wrapping: .word, maximumLines: 0)
        let height = layout.size.height.rounded(.up)
        return (height - layout.size.height) / 2 + layout.firstBaseline
    }

    /// The last baseline of a text in a font, from the measurer.
    static func lastBaseline(of string: String, font: Font) -> CGFloat {
        let layout = TextMeasurer.current.layout(of: [TextSpan(string, font: font.uiFont(at: .large))], width: nil, wrapping: .word, maximumLines: 0)
        let height = layout.size.height.rounded(.up)
        return (height - layout.size.height) / 2 + layout.lastBaseline
    }
}
