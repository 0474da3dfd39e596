import Testing
import Trellis
@testable import TrellisUI

/// Remembers what a geometry reader's content was given.
@MainActor
final class ProxyLog {
    var sizes: [CGSize] = []
    var globalFrames: [CGRect] = []
    var localFrames: [CGRect] = []
    var insets: [EdgeInsets] = []
}

/// A button inside a reader that counts its taps in its own state.
struct CounterInReader: View {
    @State private var count = 0
    var body: some View {
        Button("Taps \(count)") { count += 1 }
    }
}

@MainActor
struct GeometryReaderTests {
    @Test func aReaderTakesTheProposalAndTenPointsWhereThereIsNone() {
        let reader = GeometryReader { _ in Color.red }
        #expect(size(of: reader, for: ProposedViewSize(width: 120, height: 80)) == CGSize(width: 120, height: 80))
        #expect(size(of: reader, for: .unspecified) == CGSize(width: 10, height: 10))
        #expect(size(of: reader, for: ProposedViewSize(width: 50, height: nil)) == CGSize(width: 50, height: 10))
        #expect(size(of: reader, for: ProposedViewSize(width: .nan, height: -3)) == CGSize(width: 10, height: 0))
        let huge = size(of: reader, for: .infinity)
        #expect(huge.width.isFinite && huge.height.isFinite)
    }

    @Test func theContentIsBuiltForTheReadersSizeAndPlacedAtItsTopLeadingCorner() throws {
        let controller = hosted(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
            Color.blue.frame(width: 10, height: 10)
        }, in: CGSize(width: 200, height: 100))
        let colours = controller.view.descendants(ColorLeafView.self)
        try #require(colours.count == 2)
        #expect(colours[0].frame == CGRect(x: 0, y: 0, width: 100, height: 25))
        #expect(colours[1].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func theProxyGivesTheFrameLocallyAndInTheHostingView() {
        let log = ProxyLog()
        _ = hosted(VStack(spacing: 0) {
            Color.blue.frame(height: 30)
            HStack(spacing: 0) {
                Color.green.frame(width: 40)
                GeometryReader { proxy in
                    let _ = log.sizes.append(proxy.size)
                    let _ = log.globalFrames.append(proxy.frame(in: .global))
                    let _ = log.localFrames.append(proxy.frame(in: .local))
                    let _ = log.insets.append(proxy.safeAreaInsets)
                    Color.red
                }
            }
        }, in: CGSize(width: 200, height: 130))
        #expect(log.sizes.last == CGSize(width: 160, height: 100))
        #expect(log.globalFrames.last == CGRect(x: 40, y: 30, width: 160, height: 100))
        #expect(log.localFrames.last == CGRect(x: 0, y: 0, width: 160, height: 100))
        #expect(log.insets.last == EdgeInsets())
    }

    @Test func theContentIsBuiltAgainWhenTheReaderIsResized() throws {
        let controller = hosted(GeometryReader { proxy in
            Text(proxy.size.width > 150 ? "wide" : "narrow")
        }, in: CGSize(width: 200, height: 100))
        #expect(controller.view.descendants(TextLeafView.self).map(\.view.text) == ["wide"])
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.layoutIfNeeded()
        #expect(controller.view.descendants(TextLeafView.self).map(\.view.text) == ["narrow"])
    }

    @Test func aReaderInALayoutsCacheDoesNotKeepItsGraphAlive() {
        weak var released: ViewGraph?
        do {
            let graph = ViewGraph()
            released = graph
            let context = BuildContext(graph: graph, identity: .root, environment: EnvironmentValues(), measurer: TextMeasurer.current)
            graph.beginBuild()
            let node = rootNode(of: HStackLayout { GeometryReader { _ in Color.red } }, in: context)
            graph.endBuild()
            node.place(at: .zero, proposal: ProposedViewSize(width: 100, height: 100))
            #expect(node.children.count == 1)
        }
        #expect(released == nil)
    }

    @Test func stateInsideTheContentIsKeptFromOneUpdateToTheNext() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.launch(UIHostingController(rootView: GeometryReader { _ in CounterInReader() }))
        host.layout()
        for _ in 0..<2 {
            let frame = try #require(host.window.descendants(ButtonControl.self).first?.frame)
            host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
        #expect(host.window.descendants(TextLeafView.self).map(\.view.text) == ["Taps 2"])
    }
}
