import Foundation
import Testing
import Trellis
@testable import TrellisUI

/// What is displayed: frames on the pixel grid of the display scale, and the
/// whole layout mirrored right to left.
@MainActor
struct RoundingAndDirectionFixtures {
    /// Three colours sharing 100 points, drawn at a scale in a direction, and
    /// the frames worked out by hand: edges at 0, 33.33…, 66.66… and 100, each
    /// rounded to the nearest pixel (mirrored first when right to left).
    nonisolated static let thirds: [(CGFloat, UITraitEnvironmentLayoutDirection, [CGRect])] = [
        (1, .leftToRight, [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)]),
        (2, .leftToRight, [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)]),
        (3, .leftToRight, [rect(0, 0, 100.0 / 3, 10), rect(100.0 / 3, 0, 100.0 / 3, 10), rect(200.0 / 3, 0, 100.0 / 3, 10)]),
        (1, .rightToLeft, [rect(67, 0, 33, 10), rect(33, 0, 34, 10), rect(0, 0, 33, 10)]),
        (2, .rightToLeft, [rect(66.5, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(0, 0, 33.5, 10)]),
    ]

    // WWDC19, Building Custom Views with SwiftUI: SwiftUI rounds coordinates
    // to the nearest pixel; and it handles right to left for you.
    @Test(arguments: thirds)
    func thirdsOnThePixelGrid(scale: CGFloat, direction: UITraitEnvironmentLayoutDirection, expected: [CGRect]) {
        let laidOut = LayoutHarness.host(
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            },
            in: CGSize(width: 100, height: 10), scale: scale, direction: direction)
        #expect(laidOut.drawn.count == 3)
        for (drawn, frame) in zip(laidOut.drawn, expected) { expectFrame(drawn, frame, "drawn at scale \(scale)") }
    }

    /// Widths of 0.4, 1.3 and 0.9 points side by side (edges at 0, 0.4, 1.7
    /// and 2.6) at each scale, worked out by hand. Each edge goes to its
    /// nearest pixel on its own, so the 1.3-point view is 1 point wide at 2×
    /// (0.5 to 1.5), not its width rounded.
    nonisolated static let fractions: [(CGFloat, [CGRect])] = [
        (1, [rect(0, 0, 0, 1), rect(0, 0, 2, 1), rect(2, 0, 1, 1)]),
        (2, [rect(0, 0, 0.5, 1), rect(0.5, 0, 1, 1), rect(1.5, 0, 1, 1)]),
        (3, [rect(0, 0, 1.0 / 3, 1), rect(1.0 / 3, 0, 4.0 / 3, 1), rect(5.0 / 3, 0, 1, 1)]),
    ]

    // WWDC19, Building Custom Views with SwiftUI: coordinates (the origin and
    // the far edge of each view) are rounded to the nearest pixel.
    @Test(arguments: fractions)
    func edgesRoundEachToTheNearestPixel(scale: CGFloat, expected: [CGRect]) {
        let laidOut = LayoutHarness.host(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 0.4, height: 1)
                Color.green.frame(width: 1.3, height: 1)
                Color.blue.frame(width: 0.9, height: 1)
            },
            in: CGSize(width: 2.6, height: 1), scale: scale)
        #expect(laidOut.drawn.count == 3)
        for (drawn, frame) in zip(laidOut.drawn, expected) { expectFrame(drawn, frame, "drawn at scale \(scale)") }
    }

    // WWDC19, Building Custom Views with SwiftUI (SwiftUI handles right to
    // left for you), and Apple documentation, HorizontalAlignment (leading
    // is on the right in a right-to-left language): a row runs from the right.
    @Test func rowRunsFromTheRight() {
        let laidOut = LayoutHarness.host(
            HStack(spacing: 0) {
                Color.red.frame(width: 30)
                Color.blue.frame(width: 70)
            },
            in: CGSize(width: 100, height: 20), direction: .rightToLeft)
        #expect(laidOut.drawn == [rect(70, 0, 30, 20), rect(0, 0, 70, 20)])
    }

    // Apple documentation, HorizontalAlignment: right to left, a view pushed
    // to the leading edge of a frame sits at its right.
    @Test func leadingFrameAlignmentIsOnTheRight() {
        let laidOut = LayoutHarness.host(
            Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading),
            in: CGSize(width: 100, height: 20), direction: .rightToLeft)
        #expect(laidOut.drawn == [rect(80, 0, 20, 20)])
    }

    // Apple documentation, EdgeInsets: leading and trailing follow the layout
    // direction, so leading padding is on the right, right to left.
    @Test func leadingPaddingIsOnTheRight() {
        let laidOut = LayoutHarness.host(Color.red.padding(.leading, 10), in: CGSize(width: 100, height: 20), direction: .rightToLeft)
        #expect(laidOut.drawn == [rect(0, 0, 90, 20)])
    }

    // Apple documentation, HorizontalAlignment (its layout direction
    // example): a leading-aligned column lines its views up on the right.
    @Test func leadingColumnLinesUpOnTheRight() {
        let laidOut = LayoutHarness.host(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 60, height: 10)
                Color.blue.frame(width: 20, height: 10)
            },
            in: CGSize(width: 60, height: 20), direction: .rightToLeft)
        #expect(laidOut.drawn == [rect(0, 0, 60, 10), rect(40, 10, 20, 10)])
    }
}
