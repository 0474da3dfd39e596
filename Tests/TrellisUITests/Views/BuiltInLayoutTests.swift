import Testing
import Trellis
@testable import TrellisUI

/// A custom layout that hands everything to an `HStackLayout`.
struct DelegatingLayout: Layout {
    let inner = HStackLayout(alignment: .top, spacing: 5)

    func makeCache(subviews: Subviews) -> HStackLayout.Cache { inner.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout HStackLayout.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Two buttons in a layout chosen by state: a row, or a column once switched.
struct SwitchingLayoutView: View {
    @State private var isVertical = false
    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 30)) : AnyLayout(HStackLayout(spacing: 30))
        layout {
            Button("Switch") { isVertical.toggle() }
            CounterInReader()
        }
    }
}

@MainActor
struct BuiltInLayoutTests {
    /// The frames of the texts and colours `view` draws in a hosting view of `size`.
    func drawnFrames<V: View>(_ view: V, in size: CGSize) -> [CGRect] {
        let root = hosted(view, in: size).view!
        return root.descendants(TextLeafView.self).map(\.frame) + root.descendants(ColorLeafView.self).map(\.frame)
    }

    @ViewBuilder var rowContent: some View {
        Text("Leading")
        Spacer()
        Color.red.frame(width: 20, height: 30).layoutPriority(1)
        Text("A much longer trailing text that has to wrap")
        Color.blue.frame(minWidth: 10, maxWidth: 60)
    }

    @Test func stackLayoutsLayOutAsTheStackViews() {
        let size = CGSize(width: 300, height: 200)
        #expect(drawnFrames(HStackLayout(alignment: .bottom) { rowContent }, in: size) == drawnFrames(HStack(alignment: .bottom) { rowContent }, in: size))
        #expect(drawnFrames(VStackLayout(alignment: .trailing, spacing: 4) { rowContent }, in: size)
            == drawnFrames(VStack(alignment: .trailing, spacing: 4) { rowContent }, in: size))
        #expect(drawnFrames(ZStackLayout(alignment: .topLeading) { rowContent }, in: size)
            == drawnFrames(ZStack(alignment: .topLeading) { rowContent }, in: size))
        #expect(drawnFrames(AnyLayout(HStackLayout(spacing: 2)) { rowContent }, in: size) == drawnFrames(HStack(spacing: 2) { rowContent }, in: size))
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: nil)] {
            #expect(TrellisUITests.size(of: VStackLayout { rowContent }, for: proposal) == TrellisUITests.size(of: VStack { rowContent }, for: proposal))
        }
    }

    @Test func aSpacerInAStackLayoutGrowsAlongItsAxis() {
        let frames = drawnFrames(HStackLayout(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }, in: CGSize(width: 100, height: 10))
        #expect(frames == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 90, y: 0, width: 10, height: 10)])
    }

    @Test func aCustomLayoutCanUseAStackLayoutForItsSubviews() {
        let size = CGSize(width: 200, height: 100)
        @ViewBuilder var content: some View {
            Color.red.frame(width: 30, height: 40)
            Text("Middle")
            Color.blue.frame(width: 20, height: 10)
        }
        #expect(drawnFrames(DelegatingLayout { content }, in: size) == drawnFrames(HStack(alignment: .top, spacing: 5) { content }, in: size))
    }

    @Test func aColumnLayoutInARowShowsItsLastTextsBaseline() throws {
        let size = CGSize(width: 300, height: 100)
        let column = drawnFrames(HStack(alignment: .lastTextBaseline) {
            Text("Big").font(.largeTitle)
            VStackLayout { Text("one"); Text("two") }
        }, in: size)
        let pair = drawnFrames(HStack(alignment: .lastTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("two")
        }, in: size)
        try #require(column.count == 3 && pair.count == 2)
        // "two" sits on the big text's baseline in both.
        #expect(column[2].minY - column[0].minY == pair[1].minY - pair[0].minY)
        #expect(column[2].minY > column[1].maxY)
    }

    @Test func switchingAnyLayoutRearrangesTheSameViewsKeepingTheirState() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(UIHostingController(rootView: SwitchingLayoutView()))
        host.layout()
        func buttons() -> [CGRect] { host.window.descendants(ButtonControl.self).map(\.frame) }
        func tap(_ index: Int) throws {
            let frame = try #require(index < buttons().count ? buttons()[index] : nil)
            host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        try tap(1)
        try tap(1)
        var frames = buttons()
        try #require(frames.count == 2)
        #expect(frames[1].minX >= frames[0].maxX + 30 && frames[0].midY == frames[1].midY)
        try tap(0)
        frames = buttons()
        try #require(frames.count == 2)
        #expect(frames[1].minY >= frames[0].maxY + 30)
        #expect(host.window.descendants(TextLeafView.self).map(\.view.text) == ["Switch", "Taps 2"])
    }

    @Test func subviewsAreACollectionKeepingTheirIndicesWhenSliced() {
        let recorder = PlacementRecorder()
        let nodes = [layoutNode(Text("a")), layoutNode(Spacer()), layoutNode(Color.red)]
        let subviews = LayoutSubviews(nodes.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder, values: LayoutValues(of: $1)) },
                                      layoutDirection: .rightToLeft)
        #expect(subviews.count == 3 && subviews.startIndex == 0 && subviews.layoutDirection == .rightToLeft)
        let tail = subviews[1...]
        #expect(tail.startIndex == 1 && tail.count == 2 && tail[1] == subviews[1] && tail[2] == subviews[2])
        let picked = subviews[[2, 0]]
        #expect(picked.startIndex == 0 && picked[0] == subviews[2] && picked[1] == subviews[0])
        #expect(subviews[0].spacing == ViewSpacing() && subviews[1].spacing == .zero)
        #expect(subviews[0].priority == 0)
        #expect(subviews[2].sizeThatFits(ProposedViewSize(width: 40, height: 30)) == CGSize(width: 40, height: 30))
        #expect(subviews[2].dimensions(in: ProposedViewSize(width: 40, height: 30))[HorizontalAlignment.center] == 20)
        // Placing outside `placeSubviews` is not recorded.
        subviews[0].place(at: .zero, proposal: .unspecified)
        #expect(recorder.placements.isEmpty)
    }

    @Test func viewSpacingMeasuresTheGapBetweenNeighbours() {
        let standard = ViewSpacing()
        #expect(standard.distance(to: standard, along: .horizontal) == 8)
        #expect(standard.distance(to: .zero, along: .vertical) == 0)
        let leadingOnly = ViewSpacing.zero.union(standard, edges: .leading)
        #expect(standard.distance(to: leadingOnly, along: .horizontal) == 8)
        #expect(standard.distance(to: leadingOnly, along: .vertical) == 0)
        var merged = ViewSpacing.zero
        merged.formUnion(standard)
        #expect(merged == standard)
    }
}
