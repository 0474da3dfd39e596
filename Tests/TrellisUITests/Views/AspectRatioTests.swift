import Testing
import Trellis
@testable import TrellisUI

@MainActor
struct AspectRatioTests {
    @Test func aGivenRatioOffersTheLargestRectangleThatFitsOrTheSmallestThatFills() {
        let offer = ProposedViewSize(width: 100, height: 100)
        #expect(size(of: Color.red.aspectRatio(2, contentMode: .fit), for: offer) == CGSize(width: 100, height: 50))
        #expect(size(of: Color.red.aspectRatio(2, contentMode: .fill), for: offer) == CGSize(width: 200, height: 100))
        #expect(size(of: Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), for: ProposedViewSize(width: 120, height: 120))
            == CGSize(width: 120, height: 90))
        #expect(size(of: Color.red.aspectRatio(0.5, contentMode: .fill), for: ProposedViewSize(width: 60, height: 40))
            == CGSize(width: 60, height: 120))
    }

    @Test func withoutARatioTheChildsIdealSizeGivesIt() {
        // A 20 × 10 point image: 2 to 1.
        let image = Image(uiImage: solidImage(width: 40, height: 20, scale: 2)).resizable()
        #expect(size(of: image.scaledToFit(), for: ProposedViewSize(width: 300, height: 300)) == CGSize(width: 300, height: 150))
        #expect(size(of: image.scaledToFill(), for: ProposedViewSize(width: 300, height: 300)) == CGSize(width: 600, height: 300))
        #expect(size(of: image.aspectRatio(contentMode: .fit), for: ProposedViewSize(width: 30, height: 300)) == CGSize(width: 30, height: 15))
    }

    @Test func theModifierReportsItsChildsSizeNotTheRectangle() {
        // A text offered a square answers with its own size.
        let text = Text("Hi")
        let square = ProposedViewSize(width: 100, height: 100)
        #expect(size(of: text.aspectRatio(1, contentMode: .fit), for: ProposedViewSize(width: 200, height: 100)) == size(of: text, for: square))
        // A fixed image stays its size: the ratio only changes what it is offered.
        let fixed = Image(uiImage: solidImage(width: 20, height: 10))
        #expect(size(of: fixed.aspectRatio(3, contentMode: .fill), for: ProposedViewSize(width: 300, height: 300)) == CGSize(width: 20, height: 10))
    }

    @Test func anUnspecifiedDimensionFollowsFromTheOtherOne() {
        let fit = Color.red.aspectRatio(2, contentMode: .fit), fill = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(size(of: fit, for: ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 50))
        #expect(size(of: fill, for: ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 50))
        #expect(size(of: fit, for: ProposedViewSize(width: nil, height: 30)) == CGSize(width: 60, height: 30))
        // Nothing proposed: the child is asked for its ideal size (a colour's ten points).
        #expect(size(of: fit, for: .unspecified) == CGSize(width: 10, height: 10))
        // An infinite length is no constraint when fitting.
        #expect(size(of: fit, for: ProposedViewSize(width: .infinity, height: 40)) == CGSize(width: 80, height: 40))
    }

    @Test func aScaledImageIsCentredInTheSpaceItIsOffered() throws {
        let image = Image(uiImage: solidImage(width: 40, height: 20, scale: 2)).resizable().scaledToFit()
        let controller = hosted(image, in: CGSize(width: 300, height: 400))
        let leaf = try #require(controller.view.descendants(ImageLeafView.self).first)
        #expect(leaf.frame == CGRect(x: 0, y: 125, width: 300, height: 150))
    }

    @Test func badRatiosAndEmptyChildrenGiveFiniteSizes() {
        let offer = ProposedViewSize(width: 100, height: 60)
        // NaN and negative ratios are no ratio: the colour's ideal (square) one.
        #expect(size(of: Color.red.aspectRatio(.nan, contentMode: .fit), for: offer) == CGSize(width: 60, height: 60))
        #expect(size(of: Color.red.aspectRatio(-2, contentMode: .fit), for: offer) == CGSize(width: 60, height: 60))
        // Zero and infinite ratios: a line of no width or no height.
        #expect(size(of: Color.red.aspectRatio(0, contentMode: .fit), for: offer) == CGSize(width: 0, height: 60))
        #expect(size(of: Color.red.aspectRatio(.infinity, contentMode: .fill), for: offer) == CGSize(width: 100, height: 0))
        #expect(size(of: Color.red.aspectRatio(CGSize(width: 0, height: 0), contentMode: .fit), for: offer) == CGSize(width: 60, height: 60))
        // A child whose ideal size is empty is taken as square.
        let empty = Color.red.frame(idealWidth: 0, idealHeight: 0).scaledToFit()
        #expect(size(of: empty, for: offer) == CGSize(width: 60, height: 60))
        for proposal in [ProposedViewSize.infinity, .zero, ProposedViewSize(width: .nan, height: .infinity)] {
            for mode in ContentMode.allCases {
                let chosen = size(of: Color.red.aspectRatio(1.5, contentMode: mode), for: proposal)
                #expect(chosen.width.isFinite && chosen.height.isFinite && chosen.width >= 0 && chosen.height >= 0)
            }
        }
    }
}
