import Testing
import Trellis
@testable import TrellisUI

/// Subviews side by side, each as wide as the widest one's ideal width, with
/// their preferred spacing between them (the equal-width stack of WWDC22's
/// "Compose custom layouts with SwiftUI").
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestSize(subviews)
        return CGSize(width: largest.width * CGFloat(subviews.count) + gaps(subviews).reduce(0, +), height: largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let largest = largestSize(subviews), gaps = gaps(subviews)
        var x = bounds.minX + largest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(largest))
            x += largest.width + gaps[index]
        }
    }

    private func largestSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    /// The gap after each subview (none after the last).
    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { $0 + 1 < subviews.endIndex ? subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal) : 0 }
    }
}

/// Counts how often a layout's cache is made and updated.
final class CacheLog: @unchecked Sendable {
    var made = 0
    var updated = 0
}

/// Subviews in rows, left to right, wrapping where the next one would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10
    let log: CacheLog

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        log.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updated += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    /// Each subview's origin in the flow, and the flow's size.
    private func arrangement(width: CGFloat?, sizes: [CGSize]) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for size in sizes {
            if x > 0, x + size.width > (width ?? .infinity) {
                (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrangement(width: proposal.width, sizes: cache.sizes).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, origin) in arrangement(width: bounds.width, sizes: cache.sizes).origins.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}

/// Its one subview at its own size, with its centre guide 5 points down and its leading guide 7 points in.
struct ExplicitGuideLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { guide == .center ? 5 : nil }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { guide == .leading ? 7 : nil }
}

/// Its first subview at the proposal, at its origin; no guides of its own.
struct PassThroughLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Takes what it is offered and places nothing.
struct PlacesNothingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers and places with numbers that are not finite.
struct HostileLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let point = index.isMultiple(of: 2) ? CGPoint(x: CGFloat.nan, y: -CGFloat.infinity) : CGPoint(x: CGFloat.infinity, y: 3)
            subview.place(at: point, anchor: UnitPoint(x: .nan, y: .infinity), proposal: ProposedViewSize(width: .nan, height: -5))
        }
    }
}

/// Where a subview goes in a `RankedLayout`.
struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Its subviews side by side at their ideal sizes, by rising rank.
struct RankedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@MainActor
struct CustomLayoutTests {
    @Test func anEqualWidthStackGivesEverySubviewTheWidestIdealWidth() {
        let controller = hosted(EqualWidthHStack {
            Color.red.frame(idealWidth: 30, idealHeight: 20)
            Color.green.frame(idealWidth: 50, idealHeight: 20)
            Color.blue.frame(idealWidth: 40, idealHeight: 20)
        }, in: CGSize(width: 300, height: 100))
        // 3 × 50 + 2 × 8 = 166 by 20, centred in 300 by 100.
        #expect(controller.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 67, y: 40, width: 50, height: 20),
            CGRect(x: 125, y: 40, width: 50, height: 20),
            CGRect(x: 183, y: 40, width: 50, height: 20),
        ])
    }

    @Test func aFlowWrapsAndItsCacheIsMadeOnceThenUpdated() {
        let log = CacheLog()
        func flow() -> some View {
            FlowLayout(log: log) {
                ForEach([60, 50, 40, 70, 30], id: \.self) { Color.red.frame(width: CGFloat($0), height: 20) }
            }
        }
        let controller = hosted(flow(), in: CGSize(width: 150, height: 80))
        // Rows [60 50], [40 70], [30]: 120 wide, 3 × 20 + 2 × 10 high, centred across 150.
        #expect(controller.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 15, y: 0, width: 60, height: 20), CGRect(x: 85, y: 0, width: 50, height: 20),
            CGRect(x: 15, y: 30, width: 40, height: 20), CGRect(x: 65, y: 30, width: 70, height: 20),
            CGRect(x: 15, y: 60, width: 30, height: 20),
        ])
        #expect(log.made == 1 && log.updated == 0)
        #expect(controller.sizeThatFits(in: CGSize(width: 1000, height: 0)) == CGSize(width: 290, height: 20))
        // The views built again: the kept cache is updated, not made anew.
        controller.rootView = flow()
        controller.view.layoutIfNeeded()
        #expect(log.made == 1 && log.updated == 1)
    }

    @Test func aLayoutsExplicitGuidesAlignItInStacks() {
        let row = hosted(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            ExplicitGuideLayout { Color.blue.frame(width: 10, height: 30) }
        }, in: CGSize(width: 20, height: 45))
        // The red bar's centre (20) meets the layout's (5): the layout starts 15 down.
        #expect(row.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 0, y: 0, width: 10, height: 40), CGRect(x: 10, y: 15, width: 10, height: 30),
        ])
        let column = hosted(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            ExplicitGuideLayout { Color.blue.frame(width: 30, height: 10) }
        }, in: CGSize(width: 47, height: 20))
        #expect(column.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 7, y: 0, width: 40, height: 10), CGRect(x: 0, y: 10, width: 30, height: 10),
        ])
    }

    @Test func withoutExplicitGuidesTheSubviewsGuidesShowThrough() {
        let size = CGSize(width: 300, height: 100)
        let wrapped = hosted(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            PassThroughLayout { Text("small") }
        }, in: size)
        let direct = hosted(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small")
        }, in: size)
        let frames = wrapped.view.descendants(TextLeafView.self).map(\.frame)
        #expect(frames == direct.view.descendants(TextLeafView.self).map(\.frame))
        // Baselines, not tops, meet: the small text sits lower than the big one.
        #expect(frames.count == 2 && frames[1].minY > frames[0].minY)
    }

    @Test func subviewsLeftUnplacedGoToTheCentreOfferedTheContainersProposal() {
        let controller = hosted(PlacesNothingLayout {
            Color.red.frame(width: 20, height: 10)
            Color.blue
        }, in: CGSize(width: 100, height: 60))
        #expect(controller.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 40, y: 25, width: 20, height: 10), CGRect(x: 0, y: 0, width: 100, height: 60),
        ])
    }

    @Test func numbersThatAreNotFiniteGiveFiniteFrames() {
        let controller = hosted(VStack {
            HostileLayout {
                Color.red
                Color.blue.frame(width: 10, height: 10)
            }
            Text("below")
        }, in: CGSize(width: 100, height: 100))
        let frames = controller.view.descendants(UIView.self).map(\.frame)
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        #expect(size(of: HostileLayout { Color.red }, for: .unspecified).width.isFinite)
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        let controller = hosted(RankedLayout {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
            Color.green.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 1).padding(0)
            Color.blue.frame(width: 30, height: 10)
        }, in: CGSize(width: 60, height: 10))
        // Blue (rank 0), green (1), red (3).
        #expect(controller.view.descendants(ColorLeafView.self).map(\.frame) == [
            CGRect(x: 50, y: 0, width: 10, height: 10), CGRect(x: 30, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 30, height: 10),
        ])
    }

    @Test func aLayoutHasNothingToAnimateUnlessItSaysSo() {
        var layout = EqualWidthHStack()
        layout.animatableData = EmptyAnimatableData()
        #expect(layout.animatableData == EmptyAnimatableData())
        #expect(EqualWidthHStack.layoutProperties.stackOrientation == nil)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    }
}
